// Which posts of the demo are translations of one another. Every language writes
// every story of the plan (a topic's variant), but a newsroom does not translate
// everything: the demo links a story in all of its languages, in a few of them, or
// in none, so the site meets each case a real archive holds: the full language
// menu, a shorter one, a group without the default language (it) and a post that
// stands alone. A post of a story outside the story's languages stays in the demo as
// a post of its own (its group is null), so no count, id, slug or date changes.
import { LANGS, type Lang } from '../../../src/domain/language.ts';
import { ARTICLES_PER_TOPIC, TOPIC_KEYS, type TopicKey } from './topics.ts';

/** The story a post tells, the same in every language: its translation group when it is linked. */
const storyKey = (topic: TopicKey, variant: number): string => `${topic}-${variant}`;

/**
 * The languages a story is linked in, by k = (topic's index × ARTICLES_PER_TOPIC + variant) mod 6:
 * k 0-2 every language, k 3 it, en and fr, k 4 en, fr and de (on purpose without the default
 * language), k 5 none (each language's post stands alone).
 */
const LINKED_BY_K: readonly (readonly Lang[])[] = [LANGS, LANGS, LANGS, ['it', 'en', 'fr'], ['en', 'fr', 'de'], []];

const storyLanguages = (topic: TopicKey, variant: number): readonly Lang[] =>
  LINKED_BY_K[(TOPIC_KEYS.indexOf(topic) * ARTICLES_PER_TOPIC + variant) % LINKED_BY_K.length]!;

/** The translation group of a language's post of a story: the story's key when linked there, else null. */
export const translationGroupOf = (topic: TopicKey, variant: number, lang: Lang): string | null =>
  storyLanguages(topic, variant).includes(lang) ? storyKey(topic, variant) : null;
