// A ContentPort in front of another that keeps each good answer in a store
// (memory, or Redis shared by every instance):
// - fresh for `freshMs` (or less for a caller that says how old an answer it takes,
//   CallContext's maxAgeMs): answered without asking WordPress;
// - then kept `staleIfErrorMs` longer: when WordPress fails (refused, timeout,
//   5xx, garbage), the last good copy is answered and the caller is told its age;
// - identical calls share one request to WordPress: in this process (single
//   flight) and, with a shared store, across instances (a short lock: the others
//   wait for the holder's answer instead of asking too);
// - a caller whose reader leaves stops waiting, and the request to WordPress is
//   cancelled once no caller waits for it any more.
// Failures and not-found answers are never kept: the next reader asks again.
import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import type { TaskEither } from 'fp-ts/TaskEither';
import type { Lang } from '../../src/domain/language.ts';
import { unavailable, type CallContext, type ContentError, type ContentPort } from '../../src/ports/ContentPort.ts';
import type { CacheStore } from './cacheStore.ts';
import { contentTags } from './contentTags.ts';
import { createSharedFlights } from './sharedFlights.ts';

export type ContentCacheEvent = 'hit' | 'miss' | 'stale';

export interface ContentCacheOptions {
  readonly store: CacheStore;
  /** How long an answer is reused without asking again. */
  readonly freshMs: number;
  /** Calls reused for less long than `freshMs` (0: asked at every use, still one request for callers at once and kept for failures). */
  readonly freshMsOf?: Partial<Record<keyof ContentPort, number>>;
  /** How much longer a copy is kept to answer while WordPress fails. */
  readonly staleIfErrorMs: number;
  /** How long a caller waits for another instance that is already asking; then it asks itself. */
  readonly lockWaitMs?: number;
  /** The clock, in milliseconds; tests pass their own. */
  readonly now?: () => number;
  /** Told of every lookup (metrics). */
  readonly observe?: (event: ContentCacheEvent, method: keyof ContentPort) => void;
}

interface Kept {
  readonly value: unknown;
  readonly storedAt: number;
}

type Result = Either<ContentError, unknown>;

const POLL_MS = 25;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ABORTED: Result = E.left(unavailable('aborted: the reader went away'));

export const createCachedContent = (inner: ContentPort, options: ContentCacheOptions): ContentPort => {
  const { store, staleIfErrorMs, lockWaitMs = 3000, now = Date.now, observe } = options;
  const freshOf = (method: keyof ContentPort): number => options.freshMsOf?.[method] ?? options.freshMs;
  const flights = createSharedFlights<Result>();

  const read = async (key: string): Promise<Kept | undefined> => {
    const item = await store.get(key, []);
    return item?.meta as Kept | undefined;
  };
  const isFresh = (kept: Kept, freshMs: number): boolean => now() - kept.storedAt < freshMs;

  /** Asks WordPress, unless another instance is asking already: then its answer, once stored (kept `retainMs`). */
  const fetchShared = async (key: string, freshMs: number, retainMs: number, load: (ctx: CallContext) => Promise<Result>, tagsOf: (value: unknown) => string[], signal: AbortSignal): Promise<Result> => {
    const waitedFrom = now();
    const locked = await store.tryLock(key, lockWaitMs);
    if (!locked) {
      for (const deadline = now() + lockWaitMs; now() < deadline && !signal.aborted; ) {
        await sleep(POLL_MS);
        const kept = await read(key);
        // The other instance's answer: fresh for this call, or new since this one began waiting.
        if (kept !== undefined && (isFresh(kept, freshMs) || kept.storedAt >= waitedFrom)) return E.right(kept.value);
      }
    }
    try {
      const result = await load({ signal });
      if (E.isRight(result)) {
        await store.set(key, { meta: { value: result.right, storedAt: now() } satisfies Kept, fields: {}, tags: tagsOf(result.right) }, retainMs);
      }
      return result;
    } finally {
      if (locked) await store.unlock(key);
    }
  };

  const cached =
    <A>(method: keyof ContentPort, lang: Lang, args: readonly unknown[], call: (ctx: CallContext) => TaskEither<ContentError, A>, ctx: CallContext | undefined): TaskEither<ContentError, A> =>
    async () => {
      const key = `${method}:${JSON.stringify([lang, ...args])}`;
      // Kept as long as the call's own freshness says (and for failures after it), used as long as this caller takes.
      const retainMs = freshOf(method) + staleIfErrorMs;
      const freshMs = Math.min(freshOf(method), ctx?.maxAgeMs ?? Number.POSITIVE_INFINITY);
      const kept = await read(key);
      if (kept !== undefined && isFresh(kept, freshMs)) {
        observe?.('hit', method);
        return E.right(kept.value as A);
      }
      const result = await flights.join(key, (signal) => fetchShared(key, freshMs, retainMs, (callCtx) => call(callCtx)(), (value) => contentTags(method, lang, args, value), signal), ctx?.signal, ABORTED);
      if (E.isLeft(result) && result.left._tag === 'unavailable' && kept !== undefined && result !== ABORTED) {
        // WordPress failed: the last good copy, if it is young enough, rather than an outage.
        const age = now() - kept.storedAt;
        if (age < retainMs) {
          observe?.('stale', method);
          ctx?.onStale?.(age);
          return E.right(kept.value as A);
        }
      }
      observe?.('miss', method);
      return result as Either<ContentError, A>;
    };

  return {
    categories: (lang, ctx) => cached('categories', lang, [], (c) => inner.categories(lang, c), ctx),
    category: (lang, slug, ctx) => cached('category', lang, [slug], (c) => inner.category(lang, slug, c), ctx),
    suggestions: (lang, s, category, ctx) => cached('suggestions', lang, [s, category], (c) => inner.suggestions(lang, s, category, c), ctx),
    popularSearches: (lang, ctx) => cached('popularSearches', lang, [], (c) => inner.popularSearches(lang, c), ctx),
    latestPosts: (lang, page, ctx) => cached('latestPosts', lang, [page], (c) => inner.latestPosts(lang, page, c), ctx),
    popularPosts: (lang, ctx) => cached('popularPosts', lang, [], (c) => inner.popularPosts(lang, c), ctx),
    categoryPosts: (lang, category, page, ctx) => cached('categoryPosts', lang, [category, page], (c) => inner.categoryPosts(lang, category, page, c), ctx),
    search: (lang, query, ctx) => cached('search', lang, [query.s, query.page, query.qdata], (c) => inner.search(lang, query, c), ctx),
    page: (lang, slug, ctx) => cached('page', lang, [slug], (c) => inner.page(lang, slug, c), ctx),
    post: (lang, slug, ctx) => cached('post', lang, [slug], (c) => inner.post(lang, slug, c), ctx),
    relatedPosts: (lang, id, slug, ctx) => cached('relatedPosts', lang, [id, slug], (c) => inner.relatedPosts(lang, id, slug, c), ctx),
    authors: (lang, slug, ctx) => cached('authors', lang, slug === undefined ? [] : [slug], (c) => inner.authors(lang, slug, c), ctx),
    authorPosts: (lang, author, page, ctx) => cached('authorPosts', lang, [author, page], (c) => inner.authorPosts(lang, author, page, c), ctx),
  };
};
