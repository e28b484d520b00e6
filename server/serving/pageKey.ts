// The page cache's key for a request: the screen table's canonical form of its
// URL (src/domain/screenRoutes.ts canonicalUrl), the path plus only the query
// parameters its screen reads, normalized and in a fixed order. `?utm_source=…`,
// junk and spellings of the same value (`page=01`, `page=abc`) share one entry,
// so they can neither bypass the cache nor flood it; every link the site writes
// is already that form, so a link and its entry are one string. The page is
// rendered from this very URL, so every request that shares an entry would have
// been answered the same. What is left here is the cache's own part: one case
// for escapes, and the data answers' prefix.
import { DATA_PREFIX } from '../../src/domain/endpoints.ts';
import { canonicalUrl, queryOf } from '../../src/domain/screenRoutes.ts';

/** Percent-escapes in one case, as the site writes them (`%d1%80` and `%D1%80` are one address, and one entry). */
export const upperEscapes = (path: string): string => (path.includes('%') ? path.replace(/%[0-9a-f]{2}/gi, (escape) => escape.toUpperCase()) : path);

/** `path` as received (percent-encoding kept, its escapes upper-cased), `query` the request's. */
export const normalizedUrl = (received: string, query: URLSearchParams): string => {
  const path = upperEscapes(received);
  // `/_data/{screen}{page path}`: the data answer of a page is keyed by that page's own reading of the query.
  const pageStart = path.startsWith(`${DATA_PREFIX}/`) ? path.indexOf('/', DATA_PREFIX.length + 1) : 0;
  if (pageStart === -1) return path;
  return `${path.slice(0, pageStart)}${canonicalUrl(path.slice(pageStart), queryOf(query))}`;
};
