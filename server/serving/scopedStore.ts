// A store whose keys live under a scope of their own, in a store shared with
// other scopes. The page cache scopes its keys by build: during a rolling deploy
// the old and new instances share one Redis, and a page rendered by one build
// names that build's script and style files, which the other does not serve.
// Tags are not scoped: a purge on publish drops the pages of every build. A scope
// may also move while the process runs (the media origins a page's CSP names):
// given as a function, it is asked at each use, and the pages of the scope left
// are no longer answered.
import type { CacheStore } from '../../adapters/cache/cacheStore.ts';

export const scopedStore = (store: CacheStore, scope: string | (() => string)): CacheStore => {
  const scopeNow = typeof scope === 'string' ? () => scope : scope;
  const prefix = (): string => `${scopeNow()}:`;
  return {
    kind: store.kind,
    get: (key, fields) => store.get(prefix() + key, fields),
    set: (key, item, retainMs) => store.set(prefix() + key, item, retainMs),
    purge: async ({ tags, keys }) => {
      const now = prefix();
      const dropped = await store.purge({ ...(tags ? { tags } : {}), ...(keys ? { keys: keys.map((key) => now + key) } : {}) });
      return dropped.map((key) => (key.startsWith(now) ? key.slice(now.length) : key));
    },
    tryLock: (key, ttlMs) => store.tryLock(prefix() + key, ttlMs),
    unlock: (key) => store.unlock(prefix() + key),
    size: () => store.size(),
    close: () => store.close(),
  };
};
