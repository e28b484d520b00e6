// A ContentPort in front of another that keeps each answer for a short time.
// Every page of the home, a listing or an article asks the same few calls; under
// load most requests then cost no round trip to WordPress. Identical calls made
// while one is in flight share it, so a burst after expiry is one request, not
// hundreds. Failures are never kept: the next reader asks again.
import type { Either } from 'fp-ts/Either';
import type { TaskEither } from 'fp-ts/TaskEither';
import type { ContentError, ContentPort } from '../../src/ports/ContentPort.ts';

export interface ContentCacheOptions {
  /** How long an answer is reused. */
  readonly ttlMs: number;
  /** The least recently used answers go first beyond this many. */
  readonly maxEntries: number;
  /** The clock, in milliseconds; tests pass their own. */
  readonly now?: () => number;
}

interface Entry {
  readonly expires: number;
  readonly value: Promise<Either<ContentError, unknown>>;
}

export const createCachedContent = (inner: ContentPort, { ttlMs, maxEntries, now = Date.now }: ContentCacheOptions): ContentPort => {
  const entries = new Map<string, Entry>();

  const cached =
    <A>(key: string, load: () => TaskEither<ContentError, A>): TaskEither<ContentError, A> =>
    async () => {
      const at = now();
      const hit = entries.get(key);
      if (hit && hit.expires > at) {
        // Map order is recency order: a hit moves to the back.
        entries.delete(key);
        entries.set(key, hit);
        return hit.value as Promise<Either<ContentError, A>>;
      }
      const entry: Entry = { expires: at + ttlMs, value: load()() };
      entries.delete(key);
      entries.set(key, entry);
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
      const result = await entry.value;
      if (result._tag === 'Left' && entries.get(key) === entry) entries.delete(key);
      return result as Either<ContentError, A>;
    };

  const key = (method: keyof ContentPort, args: readonly unknown[]): string => JSON.stringify([method, ...args]);

  return {
    categories: (lang) => cached(key('categories', [lang]), () => inner.categories(lang)),
    category: (lang, slug) => cached(key('category', [lang, slug]), () => inner.category(lang, slug)),
    suggestions: (lang, s, category) => cached(key('suggestions', [lang, s, category]), () => inner.suggestions(lang, s, category)),
    popularSearches: (lang) => cached(key('popularSearches', [lang]), () => inner.popularSearches(lang)),
    latestPosts: (lang, page) => cached(key('latestPosts', [lang, page]), () => inner.latestPosts(lang, page)),
    popularPosts: (lang) => cached(key('popularPosts', [lang]), () => inner.popularPosts(lang)),
    categoryPosts: (lang, category, page) => cached(key('categoryPosts', [lang, category, page]), () => inner.categoryPosts(lang, category, page)),
    search: (lang, query) => cached(key('search', [lang, query.s, query.page, query.qdata]), () => inner.search(lang, query)),
    page: (lang, slug) => cached(key('page', [lang, slug]), () => inner.page(lang, slug)),
    post: (lang, slug) => cached(key('post', [lang, slug]), () => inner.post(lang, slug)),
    relatedPosts: (lang, id, slug) => cached(key('relatedPosts', [lang, id, slug]), () => inner.relatedPosts(lang, id, slug)),
  };
};
