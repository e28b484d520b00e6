// English texts around the articles: categories, closing sections, media
// credits, popular searches and the static pages.
import type { SiteTexts } from '../textTypes.ts';

export const EN_SITE: SiteTexts = {
  categories: {
    models: { name: 'Models', slug: 'models', description: 'Language, vision and generative models: how they are built, what they can do and where they fail.' },
    llm: { name: 'Language models', slug: 'language-models', description: 'Chatbots, reasoning and the large language models behind them.' },
    vision: { name: 'Computer vision', slug: 'computer-vision', description: 'Models that see: image recognition, document reading and multimodal AI.' },
    generative: { name: 'Generative AI', slug: 'generative-ai', description: 'Images, video and sound created by AI, and how to tell them apart from the real thing.' },
    research: { name: 'Research', slug: 'research', description: 'Papers, experiments and the science behind artificial intelligence.' },
    papers: { name: 'Papers', slug: 'papers', description: 'The most significant studies, explained without jargon.' },
    benchmarks: { name: 'Benchmarks', slug: 'benchmarks', description: 'How AI systems are measured, and what the scores really mean.' },
    opensource: { name: 'Open source', slug: 'open-source-en', description: 'Open-weight models, libraries and the communities that build them.' },
    industry: { name: 'Industry', slug: 'industry', description: 'Companies, investment and the infrastructure of the AI economy.' },
    startups: { name: 'Start-ups', slug: 'startups', description: 'Young companies, funding rounds and new business models.' },
    bigtech: { name: 'Big Tech', slug: 'big-tech-en', description: 'The strategies of the largest technology groups and the deals that shape the market.' },
    chips: { name: 'Chips and hardware', slug: 'chips-and-hardware', description: 'Processors, data centres and the energy that powers AI.' },
    policy: { name: 'Policy', slug: 'policy', description: 'Laws, rights and the ethical questions raised by artificial intelligence.' },
    laws: { name: 'Laws and regulation', slug: 'laws-and-regulation', description: 'The AI Act and the rules being written around the world.' },
    privacy: { name: 'Privacy', slug: 'privacy-en', description: 'Personal data, surveillance and the rights of users.' },
    ethics: { name: 'Ethics', slug: 'ethics', description: 'Bias, accountability and the values built into automated decisions.' },
    robotics: { name: 'Robotics', slug: 'robotics', description: 'Robots, vehicles and machines that act in the physical world.' },
    humanoids: { name: 'Humanoid robots', slug: 'humanoid-robots', description: 'Robots with human form, from lab prototypes to the first pilots.' },
    industrial: { name: 'Industrial automation', slug: 'industrial-automation', description: 'Factories, warehouses and collaborative robots.' },
    vehicles: { name: 'Autonomous vehicles', slug: 'autonomous-vehicles', description: 'Robotaxis, self-driving trucks and the rules of the road.' },
    society: { name: 'Society', slug: 'society', description: 'How AI is changing work, school, health and everyday life.' },
    work: { name: 'Work', slug: 'work', description: 'Jobs, productivity and the skills people need.' },
    education: { name: 'Education', slug: 'education', description: 'AI in classrooms and universities, and learning about AI itself.' },
    health: { name: 'Health', slug: 'health', description: 'Medicine, hospitals and the promise and limits of clinical AI.' },
  },
  closings: [
    {
      heading: 'What to watch next',
      paragraphs: [
        'The coming months will show whether early results hold up outside controlled settings. Independent evaluations, regulatory decisions and the experience of the first large customers will matter more than any announcement.',
        'We will keep following the story and update our coverage as new data become available.',
      ],
    },
    {
      heading: 'Why it matters',
      paragraphs: [
        'Developments like this rarely stay confined to specialists. Within a year or two they tend to show up in the tools people use at work, in public services and on their phones.',
        'Understanding them early helps readers, companies and policymakers ask better questions before the choices are made for them.',
      ],
    },
    {
      heading: 'The bigger picture',
      paragraphs: [
        'Seen from a distance, this is one piece of a larger shift: artificial intelligence is moving from impressive demonstrations to infrastructure that other things are built on.',
        'That transition brings less spectacle and more responsibility, for the people who build these systems and for those who decide how they are used.',
      ],
    },
    {
      heading: 'Key takeaways',
      paragraphs: ['For readers short on time, here is what matters most.'],
      list: [
        'The technology is advancing quickly, but real-world results vary.',
        'Costs, rules and public trust will decide how fast it spreads.',
        'Independent checks remain essential before drawing firm conclusions.',
      ],
    },
    {
      heading: 'What remains uncertain',
      paragraphs: [
        'Several questions have no answer yet: how the results generalise, what the long-term costs are and who will bear the risks when something goes wrong.',
        'Those uncertainties are not a reason to dismiss the progress, but they are a reason to look at bold claims with healthy scepticism.',
      ],
    },
    {
      heading: 'Our view',
      paragraphs: [
        'Progress in AI is real, and so are its limits. The most useful stance is neither enthusiasm nor alarm, but attention to evidence.',
        'If you work in this field or are affected by it, we would like to hear from you: your experience helps us tell the story better.',
      ],
    },
  ],
  artAlt: {
    network: 'Abstract illustration of glowing nodes connected like a neural network on a pink background',
    orbits: 'Abstract illustration of concentric orbits around a bright pink core',
    grid: 'Abstract illustration of a microchip with circuit traces on a dark background',
    balance: 'Abstract composition of translucent circles and squares balanced on a thin line',
    circuit: 'Abstract illustration of a robotic eye surrounded by circuit arcs',
    waves: 'Abstract illustration of layered pink waves with small dots above them',
  },
  media: {
    sourceTitle: 'Newsdesk graphics desk',
    sourceDescription: 'Illustrations and motion graphics produced by the Newsdesk graphics team.',
    license: 'CC BY 4.0 Newsdesk',
    videoAlt: 'Animated pink and purple gradient, the Newsdesk video ident',
    videoCaption: 'Newsdesk explainer: the main points of the story in a short animation.',
  },
  linkBlurbs: {
    paper: 'The original scientific paper, with methods and experimental results.',
    report: 'An in-depth report with data, charts and analysis.',
    official: 'The official page, with primary documents and updates.',
    docs: 'Technical documentation and resources for developers.',
    news: 'Background coverage and further reading on the subject.',
  },
  popularSearches: ['AI Act', 'language models', 'humanoid robots', 'AI chips', 'open source', 'privacy', 'autonomous vehicles', 'radiology'],
  about: {
    title: 'About us',
    excerpt: 'Newsdesk is a multilingual newsroom covering artificial intelligence: research, industry, policy and its impact on society.',
    content: [
      '<p>Newsdesk is an independent newsroom dedicated to artificial intelligence. Every day we explain the research, products, laws and debates that shape a technology which is changing how we work, learn and live.</p>',
      '<h2 id="what-we-cover">What we cover</h2>',
      '<p>Our reporting is organised in six sections: models, research, industry, policy, robotics and society. We publish in Italian, English, French, German, Spanish and Portuguese, writing each edition for its readers rather than translating word for word.</p>',
      '<h2 id="how-we-work">How we work</h2>',
      '<p>We link to primary sources wherever possible: scientific papers, official documents and data. When we report on a claim we cannot verify, we say so. Corrections are made openly and dated.</p>',
      '<p>Some illustrations are generated with the help of AI tools; when a cover image is synthetic, we label it clearly.</p>',
      '<h2 id="about-this-demo">About this edition</h2>',
      '<p>The articles you are reading are demonstration content. The companies and products named in the headlines are fictional, while the sources linked at the end of each article are real publications you can consult.</p>',
      '<h2 id="contact">Contact</h2>',
      '<p>Tips, corrections and feedback are always welcome. You will find our contact address at the bottom of every page.</p>',
    ].join('\n'),
  },
  terms: {
    title: 'Terms and conditions',
    excerpt: 'The conditions for using the Newsdesk website and its content.',
    content: [
      '<p>These terms govern the use of the Newsdesk website. By browsing the site you accept them; if you do not agree, please do not use it.</p>',
      '<h2 id="content">Use of content</h2>',
      '<p>Articles, illustrations and videos are protected by copyright. You may share links and short quotations with attribution. Any other reproduction requires our written permission.</p>',
      '<h2 id="no-advice">No professional advice</h2>',
      '<p>Our content is for information only. It does not constitute legal, financial, medical or technical advice, and should not replace the opinion of a qualified professional.</p>',
      '<h2 id="external-links">External links</h2>',
      '<p>Articles link to third-party websites for reference. We are not responsible for their content, availability or privacy practices.</p>',
      '<h2 id="ratings">Ratings</h2>',
      '<p>Readers can rate articles anonymously. Ratings are aggregated and used only to understand which content is most useful.</p>',
      '<h2 id="changes">Changes</h2>',
      '<p>We may update these terms from time to time. The version published on this page is the one in force.</p>',
    ].join('\n'),
  },
};
