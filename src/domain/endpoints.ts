// The site's own endpoints outside the screens: those the hydrated browser calls,
// defined once for the server that answers them and the client that asks them,
// and the documents for crawlers and feed readers (server/render/renderXml.ts).
import type { Lang } from './language.ts';

/** Screen data as JSON: `/_data/{screen}{path}{query}` (server/render/renderData.ts). */
export const DATA_PREFIX = '/_data';
/** The header's autocomplete (server/http/suggestionsEndpoint.ts). */
export const SUGGESTIONS_PATH = '/_api/suggestions';

/** Reader signals, beacons the page sends (server/http/signalEndpoint.ts, docs/reader-signals.md). */
export const SIGNAL_PREFIX = '/_signal/';
const SIGNAL_KINDS = ['read', 'vote', 'search'] as const;
export type SignalKind = (typeof SIGNAL_KINDS)[number];

/** The beacon of an article shown to a reader. */
export const readSignalPath = (lang: Lang, post: number): string => `${SIGNAL_PREFIX}read?lang=${lang}&post=${post}`;
/** A vote of 1 to 5 stars for a post (its slug lets the server check the post exists). */
export const voteSignalPath = (lang: Lang, post: number, slug: string, value: number): string =>
  `${SIGNAL_PREFIX}vote?lang=${lang}&post=${post}&slug=${encodeURIComponent(slug)}&value=${value}`;
/** A search that found something. */
export const searchSignalPath = (lang: Lang, term: string): string => `${SIGNAL_PREFIX}search?lang=${lang}&q=${encodeURIComponent(term)}`;

export const signalKindOf = (path: string): SignalKind | undefined => {
  const kind = path.startsWith(SIGNAL_PREFIX) ? path.slice(SIGNAL_PREFIX.length) : undefined;
  return (SIGNAL_KINDS as readonly string[]).includes(kind ?? '') ? (kind as SignalKind) : undefined;
};

export const screenDataPath = (screen: string, pathname: string, search: string): string => `${DATA_PREFIX}/${screen}${pathname}${search}`;

export const suggestionsPath = (lang: Lang, typed: string): string => `${SUGGESTIONS_PATH}?lang=${lang}&s=${encodeURIComponent(typed)}`;

// Documents for machines live outside the /{lang}/ tree, so no slug can shadow them.
/** The sitemap index. */
export const SITEMAP_INDEX_PATH = '/sitemap.xml';
/** Each sitemap file: `/sitemaps/{file}` (src/domain/sitemapFiles.ts names them). */
export const SITEMAPS_PREFIX = '/sitemaps/';
/** RSS feeds: `/feeds/{lang}.xml` and `/feeds/{lang}/{category}.xml`. */
export const FEEDS_PREFIX = '/feeds/';

/** The paths of XML documents (everything else under the site is a page or an endpoint). */
export const isXmlPath = (path: string): boolean => path === SITEMAP_INDEX_PATH || path.startsWith(SITEMAPS_PREFIX) || path.startsWith(FEEDS_PREFIX);
