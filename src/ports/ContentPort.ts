import type { TaskEither } from 'fp-ts/TaskEither';
import type { Lang } from '../domain/language.ts';
import type {
  Category, PaginatedPosts, PopularSearch, Post, SearchDateFilter, SearchResults, StaticPage, Suggestion,
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

export const ContentPort = Symbol.for('ContentPort');

/** Every call of spec section 7. */
export interface ContentPort {
  categories(lang: Lang): TaskEither<ContentError, readonly Category[]>;
  /** One category by slug; `not-found` when the API returns none. */
  category(lang: Lang, slug: string): TaskEither<ContentError, Category>;
  suggestions(lang: Lang, s: string, category?: string): TaskEither<ContentError, readonly Suggestion[]>;
  popularSearches(lang: Lang): TaskEither<ContentError, readonly PopularSearch[]>;
  latestPosts(lang: Lang, page: number): TaskEither<ContentError, PaginatedPosts>;
  popularPosts(lang: Lang): TaskEither<ContentError, readonly Post[]>;
  categoryPosts(lang: Lang, category: string, page: number): TaskEither<ContentError, PaginatedPosts>;
  search(lang: Lang, query: SearchQuery): TaskEither<ContentError, SearchResults>;
  /** The first static page with that slug; `not-found` when the list is empty. */
  page(lang: Lang, slug: string): TaskEither<ContentError, StaticPage>;
  /** The first post with that slug; `not-found` when the list is empty. */
  post(lang: Lang, slug: string): TaskEither<ContentError, Post>;
  relatedPosts(lang: Lang, id: number, slug: string): TaskEither<ContentError, readonly Post[]>;
}
