// Search as the demo's stand-in for the companion plugin's full-text index,
// with its rules (searchQuery.ts): every word and phrase of the query in the
// title, excerpt or body; posts whose title holds them all first, then the
// more the text names them, then the newest. Suggestions look at titles, the
// last word typed as the beginning of a word, newest first.
import type { SearchDateFilter } from '../../src/domain/content.ts';
import type { DemoPost } from './dataset/buildPosts.ts';
import type { LanguageDataset } from './dataset/buildDataset.ts';
import { postIsIn } from './dataset/buildCategories.ts';
import { holdsAll, isEmptySearch, isStopword, mentions, parseSearch, searchExtract, wordsOf, type ExtractSegment, type ParsedSearch } from './searchQuery.ts';
import { correctedQuery } from './spellingSuggestion.ts';

const DAY_MS = 86_400_000;

/** The contract: published within the last day, 7 days, 31 days or 365 days. */
const DATE_FILTER_DAYS: Readonly<Record<Exclude<SearchDateFilter, 'any'>, number>> = {
  day: 1,
  week: 7,
  month: 31,
  year: 365,
};

const MAX_SUGGESTIONS = 8;

export interface SearchRequest {
  readonly s: string;
  readonly qdata: SearchDateFilter;
  readonly now: Date;
}

const isWithin = (post: DemoPost, qdata: SearchDateFilter, now: Date): boolean =>
  qdata === 'any' || (post.publishedAt.getTime() <= now.getTime() && now.getTime() - post.publishedAt.getTime() <= DATE_FILTER_DAYS[qdata] * DAY_MS);

const rank = (post: DemoPost, parsed: ParsedSearch): number | undefined => {
  const { title, excerpt, body } = post.words;
  if (!holdsAll([...title, ...excerpt, ...body], parsed)) return undefined;
  // A title that holds the whole query outranks any number of mentions in the text.
  return (holdsAll(title, parsed) ? 1_000_000 : 0) + 5 * mentions(title, parsed) + 2 * mentions(excerpt, parsed) + mentions(body, parsed);
};

/** Matching posts, best first. An empty query matches nothing. */
export const searchPosts = (data: LanguageDataset, { s, qdata, now }: SearchRequest): DemoPost[] => {
  const parsed = parseSearch(s, data.lang);
  if (isEmptySearch(parsed)) return [];
  return data.posts
    .filter((post) => isWithin(post, qdata, now))
    .flatMap((post) => {
      const score = rank(post, parsed);
      return score === undefined ? [] : [{ post, score }];
    })
    .sort((a, b) => b.score - a.score || a.post.position - b.post.position)
    .map(({ post }) => post);
};

/** A result's extract: its body around the words searched. */
export const extractFor = (data: LanguageDataset, post: DemoPost, s: string): readonly ExtractSegment[] => searchExtract(post.bodyText, parseSearch(s, data.lang));

/** A spelling suggestion when the query finds nothing and a corrected one would; else ''. */
export const spellingSuggestionFor = (data: LanguageDataset, request: SearchRequest, found: number): string => {
  if (found > 0) return '';
  const corrected = correctedQuery(request.s, data.vocabulary);
  return corrected !== undefined && searchPosts(data, { ...request, s: corrected }).length > 0 ? corrected : '';
};

/** Autocomplete: the newest posts whose title holds the words typed, the last one as a word's beginning, optionally within one category. */
export const suggestPosts = (data: LanguageDataset, s: string, categorySlug?: string): DemoPost[] => {
  const typed = wordsOf(s);
  const last = typed.pop();
  if (last === undefined) return [];
  const entry = categorySlug === undefined ? undefined : data.categories.bySlug.get(categorySlug);
  if (categorySlug !== undefined && entry === undefined) return [];
  // Stopwords are not required, but the word being typed is, whatever it is.
  const before = typed.filter((word) => !isStopword(word, data.lang));
  const matches = (post: DemoPost): boolean =>
    holdsAll(post.words.title, { words: before, phrases: [], marks: before }) && post.words.title.some((word) => word.startsWith(last));
  return data.posts.filter((post) => matches(post) && (entry === undefined || postIsIn(post, entry))).slice(0, MAX_SUGGESTIONS);
};
