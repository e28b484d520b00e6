// The header's categories mark the section the reader is in, for the eye and for
// screen readers alike (WCAG 1.3.1): on the category's listing (any page of it),
// and on its subcategories and the articles filed under it, as the page's
// breadcrumbs (the spec's Home, category, subcategory) say. The header marks it
// with aria-current="page", as the issue asks and as section navigation on news
// sites does: the link names where the reader is, on every page of the section.

/** Where the reader is: the address as the browser has it, and the links of the page's breadcrumbs. */
export interface ReaderPlace {
  readonly pathname: string;
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

/** Whether the reader at `place` is in the section at `sectionHref`: its listing, or a page whose breadcrumbs pass through it. */
export const isCurrentSection = (sectionHref: string, place: ReaderPlace): boolean => {
  const section = pathOf(sectionHref);
  return pathOf(place.pathname) === section || place.trail.some((href) => pathOf(href) === section);
};
