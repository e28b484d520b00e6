// Further-reading links per topic. They are plain data the site renders as links
// (never fetched by the demo or the site); titles stay in the source's language,
// as on a real newsroom's further-reading box. Each language describes each
// source in its own words (sourceDescriptions/), keyed by the source's id.
import type { TopicKey } from './topics.ts';

/** What kind of page a source is. */
type SourceKind = 'paper' | 'report' | 'official' | 'docs' | 'news';

export interface OutboundSource<Id extends string = string> {
  /** Stable key: names the link's local preview image and its description in every language. */
  readonly id: Id;
  readonly title: string;
  readonly url: string;
  readonly kind: SourceKind;
}

type FiveSources = readonly [OutboundSource, OutboundSource, OutboundSource, OutboundSource, OutboundSource];

const paper = <Id extends string>(id: Id, title: string, url: string): OutboundSource<Id> => ({ id, title, url, kind: 'paper' });
const report = <Id extends string>(id: Id, title: string, url: string): OutboundSource<Id> => ({ id, title, url, kind: 'report' });
const official = <Id extends string>(id: Id, title: string, url: string): OutboundSource<Id> => ({ id, title, url, kind: 'official' });
const docs = <Id extends string>(id: Id, title: string, url: string): OutboundSource<Id> => ({ id, title, url, kind: 'docs' });
const news = <Id extends string>(id: Id, title: string, url: string): OutboundSource<Id> => ({ id, title, url, kind: 'news' });

export const OUTBOUND_SOURCES = {
  'language-models': [
    paper('attention', 'Attention Is All You Need', 'https://arxiv.org/abs/1706.03762'),
    paper('scaling-laws', 'Scaling Laws for Neural Language Models', 'https://arxiv.org/abs/2001.08361'),
    paper('chinchilla', 'Training Compute-Optimal Large Language Models', 'https://arxiv.org/abs/2203.15556'),
    paper('chain-of-thought', 'Chain-of-Thought Prompting Elicits Reasoning in Large Language Models', 'https://arxiv.org/abs/2201.11903'),
    report('ai-index', 'AI Index Report', 'https://hai.stanford.edu/ai-index'),
  ],
  multimodal: [
    paper('clip', 'Learning Transferable Visual Models From Natural Language Supervision', 'https://arxiv.org/abs/2103.00020'),
    paper('vit', 'An Image is Worth 16x16 Words: Transformers for Image Recognition at Scale', 'https://arxiv.org/abs/2010.11929'),
    paper('latent-diffusion', 'High-Resolution Image Synthesis with Latent Diffusion Models', 'https://arxiv.org/abs/2112.10752'),
    paper('ddpm', 'Denoising Diffusion Probabilistic Models', 'https://arxiv.org/abs/2006.11239'),
    official('c2pa', 'C2PA: Coalition for Content Provenance and Authenticity', 'https://c2pa.org/'),
  ],
  research: [
    paper('alphafold', 'Highly accurate protein structure prediction with AlphaFold', 'https://www.nature.com/articles/s41586-021-03819-2'),
    paper('rag', 'Retrieval-Augmented Generation for Knowledge-Intensive NLP Tasks', 'https://arxiv.org/abs/2005.11401'),
    paper('lora', 'LoRA: Low-Rank Adaptation of Large Language Models', 'https://arxiv.org/abs/2106.09685'),
    paper('dqn', 'Playing Atari with Deep Reinforcement Learning', 'https://arxiv.org/abs/1312.5602'),
    news('distill', 'Distill: clear explanations of machine learning research', 'https://distill.pub/'),
  ],
  'evaluation-open': [
    paper('mmlu', 'Measuring Massive Multitask Language Understanding', 'https://arxiv.org/abs/2009.03300'),
    paper('humaneval', 'Evaluating Large Language Models Trained on Code', 'https://arxiv.org/abs/2107.03374'),
    official('mlcommons', 'MLCommons benchmarks', 'https://mlcommons.org/benchmarks/'),
    official('osaid', 'The Open Source AI Definition', 'https://opensource.org/ai/open-source-ai-definition'),
    docs('transformers-docs', 'Transformers documentation', 'https://huggingface.co/docs/transformers'),
  ],
  'startups-bigtech': [
    report('state-of-ai', 'The state of AI', 'https://www.mckinsey.com/capabilities/quantumblack/our-insights/the-state-of-ai'),
    official('oecd-ai', 'OECD.AI Policy Observatory', 'https://oecd.ai/en/'),
    docs('yc-companies', 'Y Combinator company directory', 'https://www.ycombinator.com/companies'),
    official('eu-competition', 'Competition policy of the European Commission', 'https://competition-policy.ec.europa.eu/index_en'),
    docs('edgar', 'EDGAR full text search', 'https://www.sec.gov/edgar/search/'),
  ],
  chips: [
    paper('tpu', 'In-Datacenter Performance Analysis of a Tensor Processing Unit', 'https://arxiv.org/abs/1704.04760'),
    report('iea-energy-ai', 'Energy and AI', 'https://www.iea.org/reports/energy-and-ai'),
    official('top500', 'TOP500 lists', 'https://www.top500.org/lists/top500/'),
    official('mlperf-training', 'MLPerf Training benchmark', 'https://mlcommons.org/benchmarks/training/'),
    official('chips-act', 'European Chips Act', 'https://digital-strategy.ec.europa.eu/en/policies/european-chips-act'),
  ],
  regulation: [
    official('ai-act-text', 'Regulation (EU) 2024/1689 (Artificial Intelligence Act)', 'https://eur-lex.europa.eu/eli/reg/2024/1689/oj'),
    official('ai-act-framework', 'AI Act: regulatory framework for AI', 'https://digital-strategy.ec.europa.eu/en/policies/regulatory-framework-ai'),
    official('nist-rmf', 'AI Risk Management Framework', 'https://www.nist.gov/itl/ai-risk-management-framework'),
    official('oecd-principles', 'OECD AI Principles', 'https://oecd.ai/en/ai-principles'),
    official('coe-convention', 'Framework Convention on Artificial Intelligence', 'https://www.coe.int/en/web/artificial-intelligence/the-framework-convention-on-artificial-intelligence'),
  ],
  'privacy-ethics': [
    official('gdpr', 'General Data Protection Regulation (GDPR)', 'https://gdpr-info.eu/'),
    official('edpb', 'European Data Protection Board', 'https://www.edpb.europa.eu/edpb_en'),
    official('unesco-ethics', 'Recommendation on the Ethics of Artificial Intelligence', 'https://www.unesco.org/en/artificial-intelligence/recommendation-ethics'),
    paper('model-cards', 'Model Cards for Model Reporting', 'https://arxiv.org/abs/1810.03993'),
    paper('datasheets', 'Datasheets for Datasets', 'https://arxiv.org/abs/1803.09010'),
  ],
  'humanoids-industrial': [
    report('world-robotics', 'World Robotics', 'https://ifr.org/worldrobotics/'),
    paper('rt-2', 'RT-2: Vision-Language-Action Models Transfer Web Knowledge to Robotic Control', 'https://arxiv.org/abs/2307.15818'),
    paper('rt-1', 'RT-1: Robotics Transformer for Real-World Control at Scale', 'https://arxiv.org/abs/2212.06817'),
    news('spectrum-robotics', 'IEEE Spectrum: Robotics', 'https://spectrum.ieee.org/topic/robotics/'),
    docs('ros', 'ROS: Robot Operating System', 'https://www.ros.org/'),
  ],
  vehicles: [
    official('sae-j3016', 'J3016: Taxonomy and Definitions for Terms Related to Driving Automation Systems', 'https://www.sae.org/standards/content/j3016_202104/'),
    official('nhtsa-av', 'Automated Vehicles for Safety', 'https://www.nhtsa.gov/technology-innovation/automated-vehicles-safety'),
    official('unece', 'UNECE vehicle regulations', 'https://unece.org/transport/vehicle-regulations'),
    paper('end-to-end-driving', 'End to End Learning for Self-Driving Cars', 'https://arxiv.org/abs/1604.07316'),
    report('waymo-safety', 'Waymo safety impact', 'https://waymo.com/safety/'),
  ],
  'work-skills': [
    paper('gpts-are-gpts', 'GPTs are GPTs: An Early Look at the Labor Market Impact Potential of Large Language Models', 'https://arxiv.org/abs/2303.10130'),
    paper('genai-at-work', 'Generative AI at Work', 'https://www.nber.org/papers/w31161'),
    paper('copilot-productivity', 'The Impact of AI on Developer Productivity: Evidence from GitHub Copilot', 'https://arxiv.org/abs/2302.06590'),
    report('future-of-jobs', 'The Future of Jobs Report 2025', 'https://www.weforum.org/publications/the-future-of-jobs-report-2025/'),
    official('unesco-ai-education', 'Artificial intelligence in education', 'https://www.unesco.org/en/digital-education/artificial-intelligence'),
  ],
  'health-education': [
    report('who-ai-health', 'Ethics and governance of artificial intelligence for health', 'https://www.who.int/publications/i/item/9789240029200'),
    paper('med-palm', 'Large language models encode clinical knowledge', 'https://www.nature.com/articles/s41586-023-06291-2'),
    paper('gpt4-medical', 'Capabilities of GPT-4 on Medical Challenge Problems', 'https://arxiv.org/abs/2303.13375'),
    official('fda-ai-devices', 'Artificial Intelligence-Enabled Medical Devices', 'https://www.fda.gov/medical-devices/software-medical-device-samd/artificial-intelligence-enabled-medical-devices'),
    official('unesco-genai-guidance', 'Guidance for generative AI in education and research', 'https://www.unesco.org/en/articles/guidance-generative-ai-education-and-research'),
  ],
} as const satisfies Readonly<Record<TopicKey, FiveSources>>;

/** Every source's id: a language's descriptions must cover them all. */
export type SourceId = (typeof OUTBOUND_SOURCES)[TopicKey][number]['id'];
