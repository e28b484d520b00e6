// What the listing screens show (latest posts, category, subcategory, search).
import type { PagingView } from '../domain/paging.ts';
import type { PostCard } from '../domain/postDisplay.ts';
import type { SearchDateFilter } from '../domain/content.ts';
import type { Breadcrumb, MenuCategory } from './sharedViews.ts';

export interface ListingView {
  readonly screen: 'listing';
  readonly kind: 'latest' | 'category' | 'search';
  /** The heading with the page suffix, e.g. 'Robotica - Pag 2'. */
  readonly heading: string;
  readonly description: string;
  readonly breadcrumbs: readonly Breadcrumb[];
  readonly posts: readonly PostCard[];
  readonly paging: PagingView | undefined;
  /** Child categories of a category listing. */
  readonly sidebar: readonly MenuCategory[];
  readonly search?: {
    readonly query: string;
    readonly numPosts: number;
    readonly qdata: SearchDateFilter;
    /** The API's spelling suggestion, when it differs from the query: a search for it. */
    readonly didYouMean?: { readonly text: string; readonly href: string };
  };
}
