import type { Rating } from '../domain/content.ts';
import type { Lang } from '../domain/language.ts';

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

/** "Also in": the page's version in another language, named as that language names itself. */
export interface VersionLink {
  readonly lang: Lang;
  readonly name: string;
  readonly href: string;
}

/** A category as the header menu and a listing's subcategory links show it. */
export interface MenuCategory {
  readonly name: string;
  readonly slug: string;
  readonly href: string;
}
