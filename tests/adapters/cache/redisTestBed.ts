// What the Redis store tests share: a redis-server per test file, stores on it
// that reconnect quickly, items, and waits for what happens in the background
// (pub/sub, reconnection).
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { StoredItem } from '../../../adapters/cache/cacheStore.ts';
import { createRedisStore, type RedisStore } from '../../../adapters/cache/createRedisStore.ts';
import type { LoggerPort } from '../../../src/ports/LoggerPort.ts';
import { createRecordingLogger } from '../../builders/recordingLogger.ts';
import { startRedisServer, type RedisServer } from '../../builders/redisServer.ts';

export const item = (tags: string[], fields: Record<string, Uint8Array> = { body: new Uint8Array([1, 2, 3]) }, meta: unknown = { status: 200 }): StoredItem => ({
  meta,
  fields,
  tags,
});

/** Resolves once `check` holds, asking every 10 ms; fails after `timeoutMs`. */
export const until = async (check: () => boolean | Promise<boolean>, timeoutMs = 3_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not true within ${timeoutMs} ms: ${check.toString()}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

/** How long a call takes, with its answer. */
export const timed = async <A>(call: () => A | Promise<A>): Promise<{ value: A; ms: number }> => {
  const start = performance.now();
  const value = await call();
  return { value, ms: performance.now() - start };
};

let prefixes = 0;
/** A prefix of its own for each test, so that tests sharing a server share no keys. */
export const freshPrefix = (): string => `test${(prefixes += 1)}:`;

/**
 * A redis-server for the test file that calls it (started before its tests,
 * stopped after them), and stores on it, ready before they are answered and
 * closed after each test.
 */
export const redisTestBed = () => {
  let running: RedisServer | undefined;
  beforeAll(async () => {
    running = await startRedisServer();
  });
  afterAll(async () => {
    await running?.stop();
  });
  const server = (): RedisServer => {
    if (!running) throw new Error('redis-server did not start: see the failure of beforeAll');
    return running;
  };
  const opened: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((store) => store.close()));
  });
  return {
    server,
    /** Closed after the test, like the stores. */
    track: <S extends { close(): Promise<void> }>(store: S): S => {
      opened.push(store);
      return store;
    },
    /** A plain client, to do to Redis what no store would. */
    raw: (): Redis => {
      const redis = new Redis(server().url);
      opened.push({ close: async () => redis.disconnect() });
      return redis;
    },
    open: async (prefix: string, logger: LoggerPort = createRecordingLogger()): Promise<RedisStore> => {
      const store = createRedisStore({ url: server().url, prefix, logger, maxReconnectDelayMs: 100 });
      opened.push(store);
      await until(() => store.ready());
      return store;
    },
  };
};

/**
 * Resolves once `listener` hears the purges of `from`: a store subscribes in
 * the background once connected. Empties `heard` of the probes it sent.
 */
export const whenListening = async (from: RedisStore, heard: unknown[]): Promise<void> => {
  await until(async () => {
    await from.purge({ keys: ['probe'] });
    return heard.length > 0;
  });
  heard.length = 0;
};
