// The rendered-page cache. Pages, /_data answers, sitemaps and feeds are kept
// with their status, headers and body, compressed once, and answered on a hit
// with one lookup and one write:
// - fresh: answered as kept (X-Cache: HIT);
// - past freshness, within the stale grace: answered at once (STALE) while one
//   background render refreshes it; a failed refresh keeps the old copy, so
//   readers see the last good page while WordPress is down;
// - missing: rendered once however many readers ask meanwhile (MISS).
// Only good outcomes are kept (200, redirects, 404 briefly); never a failure.
import { DATA_PREFIX } from '../../src/domain/endpoints.ts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import type { CacheStore, PurgeSelector, StoredItem } from '../../adapters/cache/cacheStore.ts';
import type { SharedFlights } from '../../adapters/cache/sharedFlights.ts';
import { tagHeader } from '../../src/domain/cacheTags.ts';
import type { LoggerPort } from '../../src/ports/LoggerPort.ts';
import { compress, ENCODINGS, etagOf, preferredEncoding, type Encoding } from './encodings.ts';
import type { Render, Rendered } from './rendered.ts';
import { RETRY_AFTER_S, type ResponsePolicy } from './responsePolicy.ts';
import { upperEscapes } from './pageKey.ts';

export type CacheState = 'HIT' | 'MISS' | 'STALE' | 'BYPASS';

/** How each answer was served (its X-Cache), for the request log: headers written whole cannot be read back. */
const states = new WeakMap<ServerResponse, CacheState>();
export const cacheStateOf = (res: ServerResponse): CacheState | undefined => states.get(res);

export interface PageCacheDeps {
  readonly store: CacheStore;
  readonly policy: ResponsePolicy;
  readonly logger: LoggerPort;
  /**
   * Headers every answer carries (security headers), computed once. A Rendered may
   * set its own Content-Security-Policy (a page's names its scripts' hashes): it
   * replaces the static one, decided when the answer is kept, not per request.
   */
  readonly staticHeaders?: readonly (readonly [string, string])[];
  readonly now?: () => number;
  /** One render per key at a time, shared by every reader who asks for it meanwhile (chosen by server/container.ts). */
  readonly sharedFlights: <T>() => SharedFlights<T>;
  /** Told of every answer (metrics). */
  readonly observe?: (state: CacheState) => void;
}

/** What is kept of an answer besides its bodies. */
interface PageMeta {
  readonly status: number;
  /** Flat [name, value, name, value…]: every header but the per-answer ones (length, encoding, Age, X-Cache). */
  readonly headers: readonly string[];
  readonly etag: string;
  readonly storedAt: number;
  readonly freshMs: number;
}

/**
 * The memory a kept answer's metadata takes: its headers (a page's CSP and
 * purge tags run to kilobytes) at up to two bytes a character, and the object
 * around them. Counted without serializing anything: it runs on every store.
 */
export const pageMetaBytes = (meta: unknown): number =>
  256 + 2 * ((meta as Partial<PageMeta>).headers ?? []).reduce((sum, part) => sum + part.length, 0);

/** A render and what was kept of it; undefined when its reader left before it was done. */
type Produced = { readonly rendered: Rendered; readonly item: StoredItem | undefined } | undefined;

/** After a failed background refresh, the next one waits this long: a dead WordPress is not hammered. */
const REFRESH_BACKOFF_MS = 5000;

/** The purge tag of a page and its data answer, for purges by path. */
const pathTag = (key: string): string => {
  const path = key.split('?')[0]!;
  const page = path.startsWith(`${DATA_PREFIX}/`) ? path.slice(path.indexOf('/', DATA_PREFIX.length + 1)) : path;
  return `path:${page}`;
};

/** Static headers that an answer's own replace (see PageCacheDeps.staticHeaders). */
const OWN_PER_ANSWER = new Set(['content-security-policy']);

const matchesEtag = (header: string | undefined, etag: string): boolean =>
  header !== undefined && (header.trim() === '*' || header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag));

export interface PageCache {
  /**
   * Answers `req` for the normalized URL `key`, from the cache or by rendering it
   * with `render`; `extraHeaders` (flat name, value pairs) go with the answer. A hit
   * from memory is answered before this returns; anything else, later.
   */
  answer(req: IncomingMessage, res: ServerResponse, key: string, render: Render, extraHeaders?: readonly string[]): Promise<void> | undefined;
  /** Drops what the selector names (paths are page paths: `/it/robotica`), on this store. */
  purge(selector: PurgeSelector & { readonly paths?: readonly string[] }): Promise<readonly string[]>;
}

export const createPageCache = ({ store, policy, logger, staticHeaders = [], now = Date.now, sharedFlights, observe }: PageCacheDeps): PageCache => {
  const flights = sharedFlights<Produced>();
  const retryAfter = new LRUCache<string, number>({ max: 10_000 });
  const fixed = staticHeaders.filter(([name]) => !OWN_PER_ANSWER.has(name.toLowerCase())).flat();
  const defaults = staticHeaders.filter(([name]) => OWN_PER_ANSWER.has(name.toLowerCase()));

  /** `etag` only for answers that are kept: a validator of a page nobody keeps validates nothing. */
  const headersOf = (rendered: Rendered, etag: string | undefined): string[] => {
    const tags = tagHeader(rendered.tags);
    const own = new Set(Object.keys(rendered.headers).map((name) => name.toLowerCase()));
    return [
      ...Object.entries(rendered.headers).flat(),
      ...defaults.filter(([name]) => !own.has(name.toLowerCase())).flat(),
      'Cache-Control', policy.cacheControl(rendered.outcome, rendered.maxAgeS),
      'Vary', 'Accept-Encoding',
      ...(etag ? ['ETag', etag] : []),
      ...(tags ? ['Surrogate-Key', tags, 'Cache-Tag', tags.replaceAll(' ', ',')] : []),
      ...(rendered.outcome === 'unavailable' ? ['Retry-After', String(RETRY_AFTER_S)] : []),
    ];
  };

  const write = (req: IncomingMessage, res: ServerResponse, meta: PageMeta, body: Uint8Array | undefined, encoding: Encoding, state: CacheState, ageMs: number, extra: readonly string[]): void => {
    observe?.(state);
    states.set(res, state);
    const perAnswer = ['Age', String(Math.floor(ageMs / 1000)), 'X-Cache', state, ...extra];
    if (meta.etag !== '' && meta.status === 200 && matchesEtag(req.headers['if-none-match'], meta.etag)) {
      res.writeHead(304, [...fixed, ...meta.headers, ...perAnswer]);
      res.end();
      return;
    }
    const bytes = body ?? new Uint8Array();
    res.writeHead(meta.status, [...fixed, ...meta.headers, ...perAnswer, 'Content-Length', String(bytes.byteLength), ...(encoding === 'identity' ? [] : ['Content-Encoding', encoding])]);
    res.end(bytes);
  };

  /** An answer that is not kept: compressed for this reader only. */
  const writeOnce = (req: IncomingMessage, res: ServerResponse, rendered: Rendered, state: CacheState, extra: readonly string[]): void => {
    const identity = Buffer.from(rendered.body);
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    const meta: PageMeta = { status: rendered.status, headers: headersOf(rendered, undefined), etag: '', storedAt: now(), freshMs: 0 };
    write(req, res, meta, compress(identity, encoding, 'once'), encoding, state, rendered.staleAgeMs ?? 0, extra);
  };

  /** Keeps a rendered answer, compressed in every encoding; undefined when it is not to be kept. */
  const keep = async (key: string, rendered: Rendered): Promise<StoredItem | undefined> => {
    const freshMs = policy.freshForMs(rendered.outcome, rendered.maxAgeS);
    if (freshMs === 0) return undefined;
    const identity = Buffer.from(rendered.body);
    const etag = etagOf(identity);
    // Built from content kept past its freshness: already stale, so the next reader triggers a refresh.
    const meta: PageMeta = { status: rendered.status, headers: headersOf(rendered, etag), etag, storedAt: now() - (rendered.staleAgeMs ?? 0), freshMs };
    const item: StoredItem = { meta, fields: Object.fromEntries(ENCODINGS.map((e) => [e, compress(identity, e)])), tags: [...rendered.tags, pathTag(key)] };
    await store.set(key, item, freshMs + policy.staleForMs);
    return item;
  };

  /**
   * Renders `key` and keeps the result when it is good. A refresh (`replacing` a
   * kept copy) keeps nothing worse than that copy: not a failure, nor a page built
   * from stale content; the next refresh then waits a little.
   */
  const produce = (key: string, render: Render, replacing: boolean) => async (signal: AbortSignal): Promise<Produced> => {
    let rendered: Rendered;
    try {
      rendered = await render(key, signal);
    } catch (error) {
      if (signal.aborted) return undefined;
      throw error;
    }
    if (replacing && (rendered.outcome === 'unavailable' || rendered.staleAgeMs !== undefined)) {
      retryAfter.set(key, now() + REFRESH_BACKOFF_MS);
      return { rendered, item: undefined };
    }
    retryAfter.delete(key);
    return { rendered, item: await keep(key, rendered) };
  };

  /** One refresh at a time per key, for nobody in particular. */
  const refresh = (key: string, render: Render): void => {
    if (flights.running(key) || (retryAfter.get(key) ?? 0) > now()) return;
    flights
      .join(key, produce(key, render, true), undefined, undefined)
      .catch((error: unknown) => logger.error('page cache: refresh failed', { key, error: error instanceof Error ? error.message : String(error) }));
  };

  /** A kept answer, fresh or stale; false when there is none. */
  const answerKept = (req: IncomingMessage, res: ServerResponse, key: string, render: Render, found: StoredItem | undefined, encoding: Encoding, extra: readonly string[]): boolean => {
    if (!found) return false;
    const meta = found.meta as PageMeta;
    const age = now() - meta.storedAt;
    if (age < meta.freshMs) {
      write(req, res, meta, found.fields[encoding], encoding, 'HIT', age, extra);
      return true;
    }
    refresh(key, render);
    write(req, res, meta, found.fields[encoding], encoding, 'STALE', age, extra);
    return true;
  };

  const miss = async (req: IncomingMessage, res: ServerResponse, key: string, render: Render, encoding: Encoding, extra: readonly string[]): Promise<void> => {
    // The reader's leaving cancels the render once no other reader waits for it.
    const gone = new AbortController();
    res.once('close', () => {
      if (!res.writableFinished) gone.abort();
    });
    const produced = await flights.join(key, produce(key, render, false), gone.signal, undefined);
    if (!produced || res.destroyed) return;
    const { rendered, item } = produced;
    if (!item) return writeOnce(req, res, rendered, policy.freshForMs('ok') === 0 ? 'BYPASS' : 'MISS', extra);
    const meta = item.meta as PageMeta;
    write(req, res, meta, item.fields[encoding], encoding, rendered.staleAgeMs === undefined ? 'MISS' : 'STALE', now() - meta.storedAt, extra);
  };

  return {
    answer: (req, res, key, render, extra = []) => {
      const encoding = preferredEncoding(req.headers['accept-encoding']);
      const found = store.get(key, [encoding]);
      // In-process memory answers at once: a hit is then one lookup and one write, with no turn of the event loop.
      if (!(found instanceof Promise)) return answerKept(req, res, key, render, found, encoding, extra) ? undefined : miss(req, res, key, render, encoding, extra);
      return found.then((item) => (answerKept(req, res, key, render, item, encoding, extra) ? undefined : miss(req, res, key, render, encoding, extra)));
    },
    // A path is purged in the form the page cache keys it by, whatever case its escapes came in.
    purge: async ({ tags = [], keys = [], paths = [] }) => store.purge({ tags: [...tags, ...paths.map((path) => pathTag(upperEscapes(path)))], keys }),
  };
};
