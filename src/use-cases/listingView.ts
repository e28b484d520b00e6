// What the listing screens show (latest posts, category, subcategory, search),
// and the parts every listing derives alike from its page of posts.
import type { Post, SearchDateFilter } from '../domain/content.ts';
import type { Lang } from '../domain/language.ts';
import { pageHref, pagingView, prevNext, type PagingView } from '../domain/paging.ts';
import { toPostCard, type PostCard } from '../domain/postDisplay.ts';
import type { Breadcrumb, MenuCategory, VersionLink } from './sharedViews.ts';

export interface ListingView {
  readonly screen: 'listing';
  readonly kind: 'latest' | 'category' | 'search';
  /** The heading with the page suffix, e.g. 'Robotica - Pag 2'. */
  readonly heading: string;
  readonly description: string;
  readonly breadcrumbs: readonly Breadcrumb[];
  readonly posts: readonly PostCard[];
  readonly paging: PagingView | undefined;
  /** Child categories of a category listing; on a subcategory's own listing, that one is `current`. */
  readonly sidebar: readonly (MenuCategory & { readonly current?: true })[];
  /** A category's versions in other languages ("Also in"), on its first page; absent elsewhere. */
  readonly alsoIn?: readonly VersionLink[];
  readonly search?: {
    readonly query: string;
    readonly numPosts: number;
    readonly qdata: SearchDateFilter;
    /** The API's spelling suggestion, when it differs from the query: a search for it. */
    readonly didYouMean?: { readonly text: string; readonly href: string };
    /** What a search that found nothing offers instead of a dead end: the newest posts (empty otherwise). */
    readonly latest: readonly PostCard[];
  };
}

interface ListingPage {
  readonly posts: readonly Post[];
  readonly totalPages: number;
}

/**
 * What every listing derives from its page of posts alike: the cards and the
 * paging widget of the view, and the head's canonical, prev and next links.
 * `path` and `query` address the listing's first page.
 */
export const pagedListing = (lang: Lang, path: string, query: Readonly<Record<string, string>>, page: number, listing: ListingPage) => ({
  view: { posts: listing.posts.map((post) => toPostCard(lang, post)), paging: pagingView(path, query, page, listing.totalPages) },
  head: { canonicalPath: pageHref(path, query, page), ...prevNext(path, query, page, listing.totalPages) },
});
