// The shared store (REDIS_URL): every instance reads and writes the same Redis,
// so a page rendered once serves them all and a purge reaches them all.
// Redis is a cache here, never a dependency: get, set and purge reject within
// `commandTimeoutMs` when Redis is down or slow, so that the caller
// (createResilientStore) answers from memory instead; a lock that cannot be
// taken is granted, since two renders are better than none.
//
// Layout, under `prefix`: an item is a hash at `${prefix}${key}` (see
// redisItemLayout.ts) expiring with it; a tag is a set of keys at
// `${prefix}tag:${tag}` that lives at least as long as its longest-lived item; a
// lock is a string at `${prefix}lock:${key}`; purges are announced on
// `${prefix}purge`. Needs Redis 7 (PEXPIRE NX and GT).
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { LoggerPort } from '../../src/ports/LoggerPort.ts';
import type { CacheStore } from './cacheStore.ts';
import { decodePurge, encodePurge } from './purgeMessage.ts';
import { connectRedis, repliesOf, watchConnection, type RedisTimeouts } from './redisClient.ts';
import { fromHash, hashFieldsFor, toHash } from './redisItemLayout.ts';
import { errorText, throttledLog } from './throttledLog.ts';

/**
 * Where Redis is: a URL (connected with the timeouts given), or a client used
 * as it was configured (see redisClientOptions). Either is closed with the store.
 */
type RedisConnection = { readonly url: string } | { readonly client: Redis };

export type RedisStoreOptions = RedisConnection &
  RedisTimeouts & {
    /** Before every key and the channel, so that several caches or sites can share one Redis. */
    readonly prefix: string;
    readonly logger: LoggerPort;
  };

/** A purge made through another instance. */
export interface PurgeNotice {
  readonly tags: readonly string[];
  readonly keys: readonly string[];
}

export interface RedisStore extends CacheStore {
  readonly kind: 'redis';
  /** Whether a command can be sent now; when false it would fail at once. */
  ready(): boolean;
  /** Calls `listener` with each purge made through another instance; answers a function that stops it. */
  onPurge(listener: (purge: PurgeNotice) => void): () => void;
}

/** Deletes the lock only while it still holds our token: after its TTL it may be someone else's. */
const RELEASE_LOCK = "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0";

const ttl = (ms: number): number => Math.max(1, Math.ceil(ms));

export const createRedisStore = (options: RedisStoreOptions): RedisStore => {
  const { prefix, logger } = options;
  const itemKey = (key: string): string => `${prefix}${key}`;
  const tagKey = (tag: string): string => `${prefix}tag:${tag}`;
  const lockKey = (key: string): string => `${prefix}lock:${key}`;
  const channel = `${prefix}purge`;
  const instance = randomUUID();
  const log = throttledLog(logger);
  let closing = false;

  const client = 'client' in options ? options.client : connectRedis(options.url, options);
  // A connection that has subscribed can send nothing else, hence a second one.
  // It subscribes on every 'ready', the first included: without an offline
  // queue, a SUBSCRIBE sent before that would fail.
  const subscriber = client.duplicate({ autoResubscribe: false });
  watchConnection(client, 'commands', log, () => closing);
  watchConnection(subscriber, 'purges', log, () => closing);
  subscriber.on('ready', () => {
    subscriber.subscribe(channel).catch((error: unknown) => log('warn', 'subscribe', `cache: Redis purge subscription failed: ${errorText(error)}`));
  });

  const listeners = new Set<(purge: PurgeNotice) => void>();
  subscriber.on('message', (_channel: string, text: string) => {
    const message = decodePurge(text);
    if (message === undefined) return log('warn', 'purge-message', 'cache: ignored a malformed message on the purge channel');
    if (message.from === instance) return;
    for (const listener of listeners) listener({ tags: message.tags, keys: message.keys });
  });

  /**
   * The keys of the items of these tags, the tags' sets deleted in the same
   * transaction: an item stored meanwhile lands in a new set, which the next
   * purge of its tag finds. A key stored again with other tags stays in its old
   * sets until they expire: purging an old tag then drops it too (one render
   * more, never a stale page).
   */
  const takeTagged = async (tags: readonly string[]): Promise<string[]> => {
    if (tags.length === 0) return [];
    const tx = client.multi();
    for (const tag of tags) tx.smembers(tagKey(tag)).del(tagKey(tag));
    return repliesOf(await tx.exec()).flatMap((reply, i) => (i % 2 === 0 ? (reply as string[]) : []));
  };

  /** The token of each lock this instance holds, to release only its own. */
  const held = new Map<string, string>();

  return {
    kind: 'redis',
    ready: () => client.status === 'ready',
    onPurge: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    get: async (key, fields) => {
      if (fields === undefined) return fromHash(await client.hgetallBuffer(itemKey(key)));
      const names = hashFieldsFor(fields);
      const values = await client.hmgetBuffer(itemKey(key), ...names);
      return fromHash(Object.fromEntries(names.map((name, i) => [name, values[i]])));
    },

    set: async (key, item, retainMs) => {
      const ms = ttl(retainMs);
      // DEL first: the fields of an earlier item under this key must not outlive it.
      const tx = client.multi().del(itemKey(key)).hset(itemKey(key), toHash(item)).pexpire(itemKey(key), ms);
      // A tag's set gets an expiry when new (NX) and a longer one when this item outlives it (GT).
      for (const tag of new Set(item.tags)) tx.sadd(tagKey(tag), key).pexpire(tagKey(tag), ms, 'NX').pexpire(tagKey(tag), ms, 'GT');
      repliesOf(await tx.exec());
    },

    purge: async ({ tags = [], keys = [] }) => {
      if (tags.length === 0 && keys.length === 0) return [];
      const candidates = [...new Set([...keys, ...(await takeTagged(tags))])];
      const dropping = client.multi();
      for (const key of candidates) dropping.del(itemKey(key));
      dropping.publish(channel, encodePurge({ from: instance, tags: [...tags], keys: candidates }));
      const deleted = repliesOf(await dropping.exec());
      return candidates.filter((_, i) => deleted[i] === 1);
    },

    tryLock: async (key, ttlMs) => {
      const token = randomUUID();
      try {
        if ((await client.set(lockKey(key), token, 'PX', ttl(ttlMs), 'NX')) !== 'OK') return false;
      } catch (error) {
        log('warn', 'lock', `cache: Redis lock failed, granted anyway: ${errorText(error)}`);
        return true;
      }
      held.set(key, token);
      // Forget the token once the lock has expired in Redis, should the holder never release it.
      setTimeout(() => held.get(key) === token && held.delete(key), ttl(ttlMs)).unref();
      return true;
    },

    unlock: async (key) => {
      const token = held.get(key);
      if (token === undefined) return;
      held.delete(key);
      try {
        await client.eval(RELEASE_LOCK, 1, lockKey(key), token);
      } catch (error) {
        // The lock expires by itself after its TTL.
        log('warn', 'unlock', `cache: Redis unlock failed: ${errorText(error)}`);
      }
    },

    size: () => undefined,

    close: async () => {
      closing = true;
      listeners.clear();
      await Promise.allSettled([client.quit(), subscriber.quit()]);
      // QUIT cannot be sent while disconnected: disconnect() also stops the reconnection attempts.
      client.disconnect();
      subscriber.disconnect();
    },
  };
};
