// The editorial plan shared by all languages: twelve topics, four articles each,
// and where each article is filed. Each language writes the topics in its own
// words in articleTexts/{lang}.ts, the way a multilingual newsroom covers the
// same stories for different readers.
import type { Placement } from './categories.ts';

export const TOPIC_KEYS = [
  'language-models',
  'multimodal',
  'research',
  'evaluation-open',
  'startups-bigtech',
  'chips',
  'regulation',
  'privacy-ethics',
  'humanoids-industrial',
  'vehicles',
  'work-skills',
  'health-education',
] as const;
export type TopicKey = (typeof TOPIC_KEYS)[number];

export const ARTICLES_PER_TOPIC = 4;

type FourPlacements = readonly [Placement, Placement, Placement, Placement];

/** Article v of a topic is filed under TOPIC_PLACEMENTS[topic][v]; three sit in a section only. */
export const TOPIC_PLACEMENTS: Readonly<Record<TopicKey, FourPlacements>> = {
  'language-models': [
    { parent: 'models', sub: 'llm' }, { parent: 'models', sub: 'llm' }, { parent: 'models', sub: 'llm' }, { parent: 'models' },
  ],
  multimodal: [
    { parent: 'models', sub: 'vision' }, { parent: 'models', sub: 'vision' },
    { parent: 'models', sub: 'generative' }, { parent: 'models', sub: 'generative' },
  ],
  research: [
    { parent: 'research', sub: 'papers' }, { parent: 'research', sub: 'papers' },
    { parent: 'research', sub: 'papers' }, { parent: 'research' },
  ],
  'evaluation-open': [
    { parent: 'research', sub: 'benchmarks' }, { parent: 'research', sub: 'benchmarks' },
    { parent: 'research', sub: 'opensource' }, { parent: 'research', sub: 'opensource' },
  ],
  'startups-bigtech': [
    { parent: 'industry', sub: 'startups' }, { parent: 'industry', sub: 'startups' },
    { parent: 'industry', sub: 'bigtech' }, { parent: 'industry', sub: 'bigtech' },
  ],
  chips: [
    { parent: 'industry', sub: 'chips' }, { parent: 'industry', sub: 'chips' },
    { parent: 'industry', sub: 'chips' }, { parent: 'industry', sub: 'bigtech' },
  ],
  regulation: [
    { parent: 'policy', sub: 'laws' }, { parent: 'policy', sub: 'laws' }, { parent: 'policy', sub: 'laws' }, { parent: 'policy' },
  ],
  'privacy-ethics': [
    { parent: 'policy', sub: 'privacy' }, { parent: 'policy', sub: 'privacy' },
    { parent: 'policy', sub: 'ethics' }, { parent: 'policy', sub: 'ethics' },
  ],
  'humanoids-industrial': [
    { parent: 'robotics', sub: 'humanoids' }, { parent: 'robotics', sub: 'humanoids' },
    { parent: 'robotics', sub: 'industrial' }, { parent: 'robotics', sub: 'industrial' },
  ],
  vehicles: [
    { parent: 'robotics', sub: 'vehicles' }, { parent: 'robotics', sub: 'vehicles' },
    { parent: 'robotics', sub: 'vehicles' }, { parent: 'robotics', sub: 'industrial' },
  ],
  'work-skills': [
    { parent: 'society', sub: 'work' }, { parent: 'society', sub: 'work' },
    { parent: 'society', sub: 'work' }, { parent: 'society', sub: 'education' },
  ],
  'health-education': [
    { parent: 'society', sub: 'health' }, { parent: 'society', sub: 'health' },
    { parent: 'society', sub: 'education' }, { parent: 'society', sub: 'education' },
  ],
};

/**
 * Which of a topic's five sections article v uses, in order. Sections 0 and 3
 * carry an h3, so every article has one; no two articles share the same body.
 */
export const SECTION_PLAN: readonly (readonly [number, number, number])[] = [
  [0, 1, 2],
  [1, 2, 3],
  [0, 3, 4],
  [2, 3, 4],
];
