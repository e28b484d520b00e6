// The in-process store: least recently used items go first once the byte bound is
// reached (lru-cache), each item also expires after the time it was set for. A
// tag index lets a purge find the items of a tag; it is kept in step with
// evictions, so it never outgrows the store.
import { LRUCache } from 'lru-cache';
import type { CacheStore, PurgeSelector, StoredItem } from './cacheStore.ts';

export interface MemoryStoreOptions {
  readonly maxBytes: number;
  /** Bytes an item counts for besides its fields (its metadata). Default: twice the length of its JSON. */
  readonly metaBytes?: (meta: unknown) => number;
}

/** Map and key overhead, so that a flood of tiny items is bounded too. */
const ITEM_OVERHEAD_BYTES = 256;

const fieldBytes = (item: StoredItem): number => Object.values(item.fields).reduce((sum, bytes) => sum + bytes.byteLength, 0);

/**
 * The bytes in a memory of their own. zlib's sync output is a view on a 16 KB
 * chunk, a small Buffer a view on an 8 KB pool slab, a Redis reply's fields views
 * on the reply: kept as they are, a 5 KB brotli page would hold 16 KB while the
 * bound counted 5, and the process would outgrow the bound ops planned for.
 */
const owned = (bytes: Uint8Array): Uint8Array => (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes));
const ownedFields = (item: StoredItem): StoredItem => ({ ...item, fields: Object.fromEntries(Object.entries(item.fields).map(([name, bytes]) => [name, owned(bytes)])) });
/**
 * What a value takes on V8's heap, from its JSON: about 1.2 bytes a character for
 * Latin text (measured on the demo's posts), up to 2 for other scripts, whose
 * strings V8 keeps two bytes a character; counted at 2, so the bound holds.
 */
const jsonBytes = (meta: unknown): number => 2 * (JSON.stringify(meta)?.length ?? 0);

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
    set: (key, given, retainMs) => {
      const item = ownedFields(given);
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
