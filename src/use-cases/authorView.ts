// What an author's page shows, as data (docs/product.md, author page).
import type { Author } from '../domain/content.ts';
import type { PagingView } from '../domain/paging.ts';
import type { PostCard } from '../domain/postDisplay.ts';
import type { Breadcrumb } from './sharedViews.ts';

export interface AuthorView {
  readonly screen: 'author';
  /** Who they are, the whole author (what the page shows of them is the screen's choice). */
  readonly author: Author;
  /** The name with the page suffix, e.g. 'Giulia Ferri - Pag 2'. */
  readonly heading: string;
  /** Shown instead of `author.avatar` when the newsroom gives none. */
  readonly initials: string;
  /** 'Articles by {name}', over their posts. */
  readonly postsTitle: string;
  readonly breadcrumbs: readonly Breadcrumb[];
  readonly posts: readonly PostCard[];
  readonly paging: PagingView | undefined;
}
