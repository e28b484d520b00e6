// Search as the demo's stand-in for WordPress + Solr: every word of the query
// must begin a word (accent- and case-insensitively) of the title, excerpt or
// body; title hits rank first, then recency. Suggestions look at titles only,
// anywhere in them, as autocomplete does while the reader types.
import type { SearchDateFilter } from '../../src/domain/content.ts';
import type { DemoPost } from './dataset/buildPosts.ts';
import type { LanguageDataset } from './dataset/buildDataset.ts';
import { postIsIn } from './dataset/buildCategories.ts';
import { correctedQuery } from './spellingSuggestion.ts';
import { foldText } from './textFolding.ts';

const DAY_MS = 86_400_000;

/** The contract: published within the last day, 7 days, 31 days or 365 days. */
const DATE_FILTER_DAYS: Readonly<Record<Exclude<SearchDateFilter, 'any'>, number>> = {
  day: 1,
  week: 7,
  month: 31,
  year: 365,
};

const MAX_SUGGESTIONS = 8;

const termsOf = (query: string): string[] => foldText(query).split(/\s+/).filter((term) => term.length > 0);

/** A term matches at the start of a word ("robot" finds "robotics", "ia" does not find "social"). */
const hasWordStartingWith = (text: string, term: string): boolean => {
  for (let at = text.indexOf(term); at !== -1; at = text.indexOf(term, at + 1)) {
    if (at === 0 || !/[a-z0-9]/.test(text[at - 1]!)) return true;
  }
  return false;
};

const scoreOf = (post: DemoPost, terms: readonly string[], phrase: string): number => {
  let score = hasWordStartingWith(post.folded.title, phrase) ? 20 : 0;
  for (const term of terms) {
    if (hasWordStartingWith(post.folded.title, term)) score += 5;
    else if (hasWordStartingWith(post.folded.excerpt, term)) score += 2;
    else if (hasWordStartingWith(post.folded.body, term)) score += 1;
    else return 0;
  }
  return score;
};

export interface SearchRequest {
  readonly s: string;
  readonly qdata: SearchDateFilter;
  readonly now: Date;
}

const isWithin = (post: DemoPost, qdata: SearchDateFilter, now: Date): boolean =>
  qdata === 'any' || (post.publishedAt.getTime() <= now.getTime() && now.getTime() - post.publishedAt.getTime() <= DATE_FILTER_DAYS[qdata] * DAY_MS);

/** Matching posts, best first. An empty query matches nothing. */
export const searchPosts = (data: LanguageDataset, { s, qdata, now }: SearchRequest): DemoPost[] => {
  const terms = termsOf(s);
  if (terms.length === 0) return [];
  const phrase = terms.join(' ');
  return data.posts
    .filter((post) => isWithin(post, qdata, now))
    .map((post) => ({ post, score: scoreOf(post, terms, phrase) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.post.position - b.post.position)
    .map(({ post }) => post);
};

/** A spelling suggestion when the query finds nothing and a corrected one would; else ''. */
export const spellingSuggestionFor = (data: LanguageDataset, request: SearchRequest, found: number): string => {
  if (found > 0) return '';
  const corrected = correctedQuery(request.s, data.vocabulary);
  return corrected !== undefined && searchPosts(data, { ...request, s: corrected }).length > 0 ? corrected : '';
};

/** Autocomplete: newest posts whose title contains the text, optionally within one category. */
export const suggestPosts = (data: LanguageDataset, s: string, categorySlug?: string): DemoPost[] => {
  const needle = foldText(s.trim());
  if (needle.length === 0) return [];
  const entry = categorySlug === undefined ? undefined : data.categories.bySlug.get(categorySlug);
  if (categorySlug !== undefined && entry === undefined) return [];
  return data.posts
    .filter((post) => post.folded.title.includes(needle) && (entry === undefined || postIsIn(post, entry)))
    .slice(0, MAX_SUGGESTIONS);
};
