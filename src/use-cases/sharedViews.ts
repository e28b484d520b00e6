import type { Rating } from '../domain/content.ts';

// View types more than one screen shows: one place, so a screen's view module
// holds only what is its own. Cards are the core's PostCard (src/domain/postDisplay.ts)
// and a post's rating its Rating (src/domain/content.ts).

/** One step of a breadcrumb trail: articles and listings. */
export interface Breadcrumb {
  readonly name: string;
  /** Absent on the current page. */
  readonly href?: string;
}

/** A post's rating as a reader sees it: the core's Rating and its average as the language writes it (one decimal). */
export interface RatingView extends Rating {
  readonly averageText: string;
}

/** A category as the header menu and a listing's subcategory links show it. */
export interface MenuCategory {
  readonly name: string;
  readonly slug: string;
  readonly href: string;
}
