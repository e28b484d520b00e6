// The ContentPort over the WordPress REST API: every call of spec section 7 with
// its exact path and query parameters (see docs/content-api-contract.md).
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { Lang } from '../../src/domain/language.ts';
import { notFound, type ContentError, type ContentPort } from '../../src/ports/ContentPort.ts';
import type { LoggerPort } from '../../src/ports/LoggerPort.ts';
import {
  CategoryCodec, PopularSearchCodec, PostCodec, StaticPageCodec, SuggestionCodec,
  paginatedPostsCodec, relatedPostsCodec, searchResultsCodec,
} from './codecs/entities.ts';
import { tolerantArrayOf } from './codecs/lenient.ts';
import { createHttpClient, type Query } from './httpClient.ts';
import type { ContentCall, ContentPaths } from './wordpressPaths.ts';

export interface WordpressContentDeps {
  /** The API base, ending in /wp-json/wp. */
  readonly baseUrl: string;
  readonly paths: ContentPaths;
  readonly logger: LoggerPort;
  readonly timeoutMs?: number;
  readonly fetch?: typeof fetch;
}

/** An empty list answers "no such thing": the first item or not-found. */
const firstOrNotFound = <A>(items: readonly A[]): TE.TaskEither<ContentError, A> =>
  items[0] === undefined ? TE.left(notFound) : TE.right(items[0]);

export const createWordpressContent = (deps: WordpressContentDeps): ContentPort => {
  const http = createHttpClient({ baseUrl: deps.baseUrl, logger: deps.logger, timeoutMs: deps.timeoutMs ?? 5000, fetch: deps.fetch ?? globalThis.fetch });
  const dropped = (call: ContentCall) => (count: number) => deps.logger.warn(`content API: ${count} undecodable item(s) dropped`, { call });
  const get = <A>(call: ContentCall, lang: Lang, query: Query, codec: Parameters<typeof http.json<A>>[1]) =>
    http.json<A>({ path: deps.paths[call], lang, query }, codec);

  return {
    categories: (lang) => get('categories', lang, {}, tolerantArrayOf(CategoryCodec, dropped('categories'))),
    category: (lang, slug) => pipe(get('categories', lang, { slug }, tolerantArrayOf(CategoryCodec, dropped('categories'))), TE.chain(firstOrNotFound)),
    suggestions: (lang, s, category) => get('suggestions', lang, { s, category }, tolerantArrayOf(SuggestionCodec, dropped('suggestions'))),
    popularSearches: (lang) => get('popularSearches', lang, {}, tolerantArrayOf(PopularSearchCodec, dropped('popularSearches'))),
    latestPosts: (lang, page) => get('latestPosts', lang, { page }, paginatedPostsCodec(dropped('latestPosts'))),
    popularPosts: (lang) => get('popularPosts', lang, {}, tolerantArrayOf(PostCodec, dropped('popularPosts'))),
    categoryPosts: (lang, category, page) => get('categoryPosts', lang, { category, page }, paginatedPostsCodec(dropped('categoryPosts'))),
    search: (lang, query) =>
      get('search', lang, { s: query.s, spellcheck: 'true', wpsolr_page: query.page, qdata: query.qdata, version: 'new' }, searchResultsCodec(dropped('search'))),
    page: (lang, slug) => pipe(get('page', lang, { slug }, tolerantArrayOf(StaticPageCodec, dropped('page'))), TE.chain(firstOrNotFound)),
    post: (lang, slug) => pipe(get('post', lang, { slug }, tolerantArrayOf(PostCodec, dropped('post'))), TE.chain(firstOrNotFound)),
    relatedPosts: (lang, id, slug) => get('relatedPosts', lang, { id, title: slug }, relatedPostsCodec(dropped('relatedPosts'))),
  };
};
