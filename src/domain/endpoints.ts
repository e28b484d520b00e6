// The site's own endpoints outside the screens: those the hydrated browser calls,
// defined once for the server that answers them and the client that asks them,
// and the documents for crawlers and feed readers (server/render/renderXml.ts).
import type { Lang } from './language.ts';
import { beaconParam, isSignalKind, type DistinctKind, type SignalKind, type SubjectOf } from './signalKinds.ts';

/** Screen data as JSON: `/_data/{screen}{path}{query}` (server/render/renderData.ts). */
export const DATA_PREFIX = '/_data';
/** The header's autocomplete (server/http/suggestionsEndpoint.ts). */
export const SUGGESTIONS_PATH = '/_api/suggestions';

/** The language select without JavaScript: its form asks here, and is sent on to the page chosen (server/http/languageEndpoint.ts). */
export const LANGUAGE_PATH = '/_api/language';

/** Reader signals, beacons the page sends (server/http/signalEndpoint.ts, docs/reader-signals.md): one path per kind of src/domain/signalKinds.ts. */
export const SIGNAL_PREFIX = '/_signal/';

/**
 * The beacon of a distinct kind: `/_signal/read?lang=it&post=42` (an article shown),
 * `/_signal/search?lang=fr&q=…` (a search that found something). Its parameter is
 * its subject's (beaconParam): the page sends beacons without the table.
 */
export const signalPath = <K extends DistinctKind>(kind: K, lang: Lang, subject: SubjectOf<K>): string =>
  `${SIGNAL_PREFIX}${kind}?lang=${lang}&${beaconParam(subject)}=${encodeURIComponent(subject)}`;
/** A vote of 1 to 5 stars for a post (its slug lets the server check the post exists). */
/** A post's tally, read with GET: the vote's path without a value. */
export const tallySignalPath = (lang: Lang, post: number, slug: string): string =>
  `${SIGNAL_PREFIX}vote?lang=${lang}&post=${post}&slug=${encodeURIComponent(slug)}`;

export const voteSignalPath = (lang: Lang, post: number, slug: string, value: number): string => `${tallySignalPath(lang, post, slug)}&value=${value}`;

export const signalKindOf = (path: string): SignalKind | undefined => {
  const kind = path.startsWith(SIGNAL_PREFIX) ? path.slice(SIGNAL_PREFIX.length) : undefined;
  return kind !== undefined && isSignalKind(kind) ? kind : undefined;
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
