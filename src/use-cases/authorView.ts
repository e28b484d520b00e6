// What an author's page shows, as data (docs/product.md, author page).
import type { PagingView } from '../domain/paging.ts';
import type { PostCard } from '../domain/postDisplay.ts';
import type { Breadcrumb } from './sharedViews.ts';

export interface AuthorView {
  readonly screen: 'author';
  /** Text: the display name. */
  readonly name: string;
  /** The name with the page suffix, e.g. 'Giulia Ferri - Pag 2'. */
  readonly heading: string;
  /** Text: the biography, '' when there is none. */
  readonly description: string;
  /** Their square picture; absent when the newsroom gives none (the page shows `initials`). */
  readonly avatar?: string;
  readonly initials: string;
  /** 'Articles by {name}', over their posts. */
  readonly postsTitle: string;
  readonly breadcrumbs: readonly Breadcrumb[];
  readonly posts: readonly PostCard[];
  readonly paging: PagingView | undefined;
}
