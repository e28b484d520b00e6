// The store the caches use when REDIS_URL is set: Redis while it answers, this
// process's memory when it does not, decided call by call. A Redis outage or a
// slow Redis then costs some cache misses and renders, never a failed or slow
// request, and nothing needs to notice when Redis comes back.
//
// While Redis is ready, it alone answers gets: the in-process store only holds
// what was stored during an outage. A purge goes to both. Purges made through
// other instances reach the in-process store over Redis pub/sub, so that what
// it holds goes when it should. What pub/sub cannot carry is lost, not queued:
// a purge sent while this instance cannot reach Redis reaches only this
// instance, and one published while it was disconnected does not reach it;
// both are bounded by the time items are kept for.
import type { LoggerPort } from '../../src/ports/LoggerPort.ts';
import type { CacheStore, MaybePromise } from './cacheStore.ts';
import type { RedisStore } from './createRedisStore.ts';
import { errorText, throttledLog } from './throttledLog.ts';

export interface ResilientStoreOptions {
  readonly shared: RedisStore;
  /** Answers when Redis cannot: an in-process store (createMemoryStore). */
  readonly local: CacheStore;
  readonly logger: LoggerPort;
}

export const createResilientStore = ({ shared, local, logger }: ResilientStoreOptions): CacheStore => {
  const log = throttledLog(logger);
  const stopListening = shared.onPurge((purge) => void local.purge(purge));

  /** Redis's answer when it is ready and gives one; the in-process store's otherwise. */
  const sharedOrLocal = async <A>(operation: string, viaShared: () => MaybePromise<A>, viaLocal: () => MaybePromise<A>): Promise<A> => {
    if (!shared.ready()) return viaLocal();
    try {
      return await viaShared();
    } catch (error) {
      log('warn', operation, `cache: Redis ${operation} failed, the in-process store answers: ${errorText(error)}`);
      return viaLocal();
    }
  };

  return {
    kind: 'redis',
    get: (key, fields) => sharedOrLocal('get', () => shared.get(key, fields), () => local.get(key, fields)),
    set: (key, item, retainMs) => sharedOrLocal('set', () => shared.set(key, item, retainMs), () => local.set(key, item, retainMs)),
    purge: async (selector) => {
      const [fromShared, fromLocal] = await Promise.all([sharedOrLocal('purge', () => shared.purge(selector), () => []), local.purge(selector)]);
      return [...new Set([...fromShared, ...fromLocal])];
    },
    // A store shared by nothing grants every lock; so does Redis when it fails.
    tryLock: (key, ttlMs) => (shared.ready() ? shared.tryLock(key, ttlMs) : Promise.resolve(true)),
    unlock: (key) => shared.unlock(key),
    /** What this process holds: the items stored during outages. */
    size: () => local.size(),
    close: async () => {
      stopListening();
      await Promise.allSettled([shared.close(), local.close()]);
    },
  };
};
