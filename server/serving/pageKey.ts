// The page cache's key for a request: the path plus only the query parameters its
// screen reads, normalized and in a fixed order. `?utm_source=…`, junk and
// spellings of the same value (`page=01`, `page=abc`) share one entry, so they can
// neither bypass the cache nor flood it. The page is rendered from this very URL,
// so every request that shares an entry would have been answered the same.
import { DATA_PREFIX } from '../../src/domain/endpoints.ts';
import { parsePageParam } from '../../src/domain/paging.ts';
import { MAX_QUERY_LENGTH, parseDateFilter } from '../../src/use-cases/loadSearch.ts';


/** Which parameters a page path's screen reads (docs/product.md#screens-and-addresses). */
const readsOf = (path: string): 'search' | 'listing' | 'none' => {
  const segments = path.split('/').filter(Boolean);
  if (segments.length === 2 && segments[1] === 'search') return 'search';
  // /{lang}/{slug} (latest posts, category, static) and /{lang}/{category}/{sub} page through posts.
  if (segments.length === 2 || (segments.length === 3 && segments[1] !== 'article')) return 'listing';
  return 'none';
};

const pageParam = (query: URLSearchParams): [string, string][] => {
  const page = parsePageParam(query.get('page'));
  return page > 1 ? [['page', String(page)]] : [];
};

const searchParams = (query: URLSearchParams): [string, string][] => {
  const q = (query.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH);
  const qdata = parseDateFilter(query.get('qdata') ?? undefined);
  return [...(q === '' ? [] : [['q', q] as [string, string]]), ...pageParam(query), ...(qdata === 'any' ? [] : [['qdata', qdata] as [string, string]])];
};

/** Percent-escapes in one case, as the site writes them (`%d1%80` and `%D1%80` are one address, and one entry). */
export const upperEscapes = (path: string): string => (path.includes('%') ? path.replace(/%[0-9a-f]{2}/gi, (escape) => escape.toUpperCase()) : path);

/** `path` as received (percent-encoding kept, its escapes upper-cased), `query` the request's. */
export const normalizedUrl = (received: string, query: URLSearchParams): string => {
  const path = upperEscapes(received);
  const pagePath = path.startsWith(`${DATA_PREFIX}/`) ? path.slice(path.indexOf('/', DATA_PREFIX.length + 1)) : path;
  const reads = readsOf(pagePath);
  const kept = reads === 'search' ? searchParams(query) : reads === 'listing' ? pageParam(query) : [];
  return kept.length === 0 ? path : `${path}?${new URLSearchParams(kept).toString()}`;
};
