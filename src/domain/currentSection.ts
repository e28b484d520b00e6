// The header's categories mark the section the reader is in, for the eye and for
// screen readers alike (WCAG 1.3.1). A category's link is the page itself on the
// first page of its listing; on its further pages, on its subcategories and on
// the articles filed under it the reader is within the section, as the page's
// breadcrumbs (the spec's Home, category, subcategory) say. The two differ as
// aria-current="page" and "true" do (the GOV.UK service navigation's pattern).
import { parsePageParam } from './paging.ts';

export type SectionMark = 'page' | 'within';

/** Where the reader is: the address as the browser has it, and the links of the page's breadcrumbs. */
export interface ReaderPlace {
  readonly pathname: string;
  /** The query string, '?page=2', or ''. */
  readonly search: string;
  readonly trail: readonly string[];
}

/** A path as the router reads it: escapes decoded, one trailing slash the same address. */
const pathOf = (href: string): string => {
  const path = href.split(/[?#]/)[0]!;
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  try {
    return decodeURIComponent(trimmed);
  } catch {
    return trimmed;
  }
};

/** How the link of the section at `sectionHref` is marked for a reader at `place`, if at all. */
export const sectionMark = (sectionHref: string, place: ReaderPlace): SectionMark | undefined => {
  const section = pathOf(sectionHref);
  if (pathOf(place.pathname) === section) return parsePageParam(new URLSearchParams(place.search).get('page')) === 1 ? 'page' : 'within';
  return place.trail.some((href) => pathOf(href) === section) ? 'within' : undefined;
};
