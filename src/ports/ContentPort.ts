import type { TaskEither } from 'fp-ts/TaskEither';
import type { Lang } from '../domain/language.ts';
import type {
  Author, Category, PaginatedPosts, PopularSearch, Post, SearchDateFilter, SearchResults, StaticPage, Suggestion,
} from '../domain/content.ts';

/**
 * The small vocabulary every content failure is mapped into (PREreview's idiom):
 * `not-found` when the API answered but has no such thing, `unavailable` for
 * everything else (network, timeout, HTTP error, undecodable body).
 */
export type ContentError =
  | { readonly _tag: 'not-found' }
  | { readonly _tag: 'unavailable'; readonly message: string };

export const notFound: ContentError = { _tag: 'not-found' };
export const unavailable = (message: string): ContentError => ({ _tag: 'unavailable', message });

export interface SearchQuery {
  readonly s: string;
  readonly page: number;
  readonly qdata?: SearchDateFilter;
}

/** The cancellation a caller hands down (a Fetch AbortSignal fits): only what the core needs of it. */
export interface CancelSignal {
  readonly aborted: boolean;
  addEventListener(type: 'abort', listener: () => void, options?: { readonly once?: boolean }): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}

/** What one reader's request gives each content call it makes. */
export interface CallContext {
  /** Aborted when the reader goes away: work done only for them stops. */
  readonly signal?: CancelSignal;
  /** Told when an answer is a copy kept past its freshness because the API failed, with its age. */
  readonly onStale?: (ageMs: number) => void;
  /**
   * An answer kept longer than this (milliseconds) is not used: asked again. Only ever shortens a cache's own
   * freshness; callers asking at once still share one request, and a kept copy still answers while the API fails.
   */
  readonly maxAgeMs?: number;
}

export const ContentPort = Symbol.for('ContentPort');

/** Every call of the content API (docs/content-api-contract.md). The last argument, when given, ties the call to a reader's request. */
export interface ContentPort {
  categories(lang: Lang, ctx?: CallContext): TaskEither<ContentError, readonly Category[]>;
  /** One category by slug; `not-found` when the API returns none. */
  category(lang: Lang, slug: string, ctx?: CallContext): TaskEither<ContentError, Category>;
  suggestions(lang: Lang, s: string, category?: string, ctx?: CallContext): TaskEither<ContentError, readonly Suggestion[]>;
  popularSearches(lang: Lang, ctx?: CallContext): TaskEither<ContentError, readonly PopularSearch[]>;
  latestPosts(lang: Lang, page: number, ctx?: CallContext): TaskEither<ContentError, PaginatedPosts>;
  popularPosts(lang: Lang, ctx?: CallContext): TaskEither<ContentError, readonly Post[]>;
  categoryPosts(lang: Lang, category: string, page: number, ctx?: CallContext): TaskEither<ContentError, PaginatedPosts>;
  search(lang: Lang, query: SearchQuery, ctx?: CallContext): TaskEither<ContentError, SearchResults>;
  /** The first static page with that slug; `not-found` when the list is empty. */
  page(lang: Lang, slug: string, ctx?: CallContext): TaskEither<ContentError, StaticPage>;
  /** The first post with that slug; `not-found` when the list is empty. */
  post(lang: Lang, slug: string, ctx?: CallContext): TaskEither<ContentError, Post>;
  relatedPosts(lang: Lang, id: number, slug: string, ctx?: CallContext): TaskEither<ContentError, readonly Post[]>;
  /**
   * Every author with a published post in the language, by name; with `slug`, that
   * one or none. An unknown slug is an empty list, not an error.
   */
  authors(lang: Lang, slug?: string, ctx?: CallContext): TaskEither<ContentError, readonly Author[]>;
  /** An author's posts, newest first, in pages of the latest posts' size; an unknown author has none (0 pages). */
  authorPosts(lang: Lang, author: string, page: number, ctx?: CallContext): TaskEither<ContentError, PaginatedPosts>;
}

/**
 * The port as one request sees it: every call carries that request's context, so
 * use cases stay unaware of cancellation and stale reporting.
 */
export const withCallContext = (content: ContentPort, ctx: CallContext): ContentPort => ({
  categories: (lang) => content.categories(lang, ctx),
  category: (lang, slug) => content.category(lang, slug, ctx),
  suggestions: (lang, s, category) => content.suggestions(lang, s, category, ctx),
  popularSearches: (lang) => content.popularSearches(lang, ctx),
  latestPosts: (lang, page) => content.latestPosts(lang, page, ctx),
  popularPosts: (lang) => content.popularPosts(lang, ctx),
  categoryPosts: (lang, category, page) => content.categoryPosts(lang, category, page, ctx),
  search: (lang, query) => content.search(lang, query, ctx),
  page: (lang, slug) => content.page(lang, slug, ctx),
  post: (lang, slug) => content.post(lang, slug, ctx),
  relatedPosts: (lang, id, slug) => content.relatedPosts(lang, id, slug, ctx),
  authors: (lang, slug) => content.authors(lang, slug, ctx),
  authorPosts: (lang, author, page) => content.authorPosts(lang, author, page, ctx),
});
