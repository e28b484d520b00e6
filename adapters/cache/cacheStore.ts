// Where the content cache and the page cache keep what they keep: process memory
// (the default; nothing to install) or Redis (REDIS_URL), shared by every instance.
// Both caches speak to a store only through this interface, so neither knows
// which one serves it, nor whether Redis is up at the moment.

/** What a store keeps under a key. */
export interface StoredItem {
  /** Plain JSON (a content answer, or a page's status and headers). Memory keeps the object as given: treat it as frozen. */
  readonly meta: unknown;
  /** Bytes kept beside the metadata: a page's body in each encoding. */
  readonly fields: Readonly<Record<string, Uint8Array>>;
  /** What a purge can name to drop it (`post-42`, `home-it`, `path:/it/robotica`…). */
  readonly tags: readonly string[];
}

/** A purge names tags, keys, or both; an item matching either goes. */
export interface PurgeSelector {
  readonly tags?: readonly string[];
  readonly keys?: readonly string[];
}

/** Memory answers at once; Redis answers later. Callers await either way. */
export type MaybePromise<A> = A | Promise<A>;

export interface CacheStore {
  /** For logs and metrics: which store answered. */
  readonly kind: 'memory' | 'redis';
  /** The item, with only the named fields when `fields` is given (a page in one encoding). */
  get(key: string, fields?: readonly string[]): MaybePromise<StoredItem | undefined>;
  /** Keeps the item for `retainMs` at most; it may go sooner when the store is full. */
  set(key: string, item: StoredItem, retainMs: number): MaybePromise<void>;
  /** Drops what the selector names; answers the keys dropped. */
  purge(selector: PurgeSelector): Promise<readonly string[]>;
  /**
   * One caller across every instance gets `true` for a key until it releases it
   * or `ttlMs` passes: the others wait for its answer instead of asking too.
   * A store shared by nothing (memory) always says yes.
   */
  tryLock(key: string, ttlMs: number): Promise<boolean>;
  unlock(key: string): Promise<void>;
  /** Bytes held, where the store knows (memory). */
  size(): number | undefined;
  close(): Promise<void>;
}
