// What a page's robots meta tells search engines (docs/product.md#page-metadata;
// issue 22). Google Discover and image search show a large preview of a page's
// image only when the page allows `max-image-preview:large`; without it they show
// a thumbnail. Indexing itself needs no directive: it is the default.

/** Every page meant to be indexed: index and follow are implied, large image previews allowed. */
const INDEXABLE_ROBOTS = 'max-image-preview:large';

/** Pages that are not pages to find: the not-found, outage and refused-link screens. */
export const NOINDEX_ROBOTS = 'noindex';

/**
 * The directive of a page whose use case said `robots` (or nothing). A use case
 * that says something keeps exactly that: search results keep the spec's
 * `index, follow`, previews their `noindex`; every other page allows large previews.
 */
export const robotsOf = (robots: string | undefined): string => robots ?? INDEXABLE_ROBOTS;
