// The in-process store: least recently used items go first once the byte bound is
// reached (lru-cache), each item also expires after the time it was set for. A
// tag index lets a purge find the items of a tag; it is kept in step with
// evictions, so it never outgrows the store.
import { LRUCache } from 'lru-cache';
import type { CacheStore, PurgeSelector, StoredItem } from './cacheStore.ts';

export interface MemoryStoreOptions {
  readonly maxBytes: number;
  /** Bytes an item counts for besides its fields (its metadata). Default: the length of its JSON. */
  readonly metaBytes?: (meta: unknown) => number;
}

/** Map and key overhead, so that a flood of tiny items is bounded too. */
const ITEM_OVERHEAD_BYTES = 256;

const fieldBytes = (item: StoredItem): number => Object.values(item.fields).reduce((sum, bytes) => sum + bytes.byteLength, 0);
const jsonBytes = (meta: unknown): number => JSON.stringify(meta)?.length ?? 0;

export const createMemoryStore = ({ maxBytes, metaBytes = jsonBytes }: MemoryStoreOptions): CacheStore => {
  const byTag = new Map<string, Set<string>>();
  const untag = (key: string, item: StoredItem): void => {
    for (const tag of item.tags) {
      const keys = byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) byTag.delete(tag);
    }
  };
  const items = new LRUCache<string, StoredItem>({
    maxSize: maxBytes,
    sizeCalculation: (item, key) => Math.max(1, fieldBytes(item) + metaBytes(item.meta) + key.length + item.tags.reduce((n, t) => n + t.length, 0) + ITEM_OVERHEAD_BYTES),
    // An item too big for the whole bound is simply not kept.
    maxEntrySize: maxBytes,
    dispose: (item, key) => untag(key, item),
  });

  const only = (item: StoredItem, fields: readonly string[] | undefined): StoredItem =>
    fields === undefined ? item : { ...item, fields: Object.fromEntries(fields.flatMap((f) => (item.fields[f] ? [[f, item.fields[f]]] : []))) };

  return {
    kind: 'memory',
    get: (key, fields) => {
      const item = items.get(key);
      return item === undefined ? undefined : only(item, fields);
    },
    set: (key, item, retainMs) => {
      items.set(key, item, { ttl: Math.max(1, retainMs) });
      // lru-cache refuses items over maxEntrySize: index only what it kept.
      if (items.peek(key) !== item) return;
      for (const tag of item.tags) {
        let keys = byTag.get(tag);
        if (!keys) byTag.set(tag, (keys = new Set()));
        keys.add(key);
      }
    },
    purge: async ({ tags = [], keys = [] }: PurgeSelector) => {
      const doomed = new Set(keys.filter((key) => items.has(key)));
      for (const tag of tags) for (const key of byTag.get(tag) ?? []) doomed.add(key);
      for (const key of doomed) items.delete(key);
      return [...doomed];
    },
    tryLock: async () => true,
    unlock: async () => undefined,
    size: () => items.calculatedSize,
    close: async () => items.clear(),
  };
};
