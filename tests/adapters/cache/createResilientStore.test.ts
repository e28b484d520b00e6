import { describe, expect, it } from 'vitest';
import type { CacheStore } from '../../../adapters/cache/cacheStore.ts';
import { createMemoryStore } from '../../../adapters/cache/createMemoryStore.ts';
import { createRedisStore } from '../../../adapters/cache/createRedisStore.ts';
import { createResilientStore } from '../../../adapters/cache/createResilientStore.ts';
import { createRecordingLogger, type RecordingLogger } from '../../builders/recordingLogger.ts';
import { freshPrefix, item, redisTestBed, timed, until, whenListening } from './redisTestBed.ts';

describe('the resilient cache store (Redis, memory when Redis fails)', () => {
  const redis = redisTestBed();

  /** An instance of the site: its Redis store, its own memory, and the store the caches use. */
  const instance = async (prefix: string, logger: RecordingLogger = createRecordingLogger()) => {
    const shared = await redis.open(prefix, logger);
    const local = createMemoryStore({ maxBytes: 1_000_000 });
    return { shared, local, logger, store: redis.track(createResilientStore({ shared, local, logger })) };
  };

  /** Every call through the store answers, without throwing, well within a second. */
  const answersQuickly = async (store: CacheStore) => {
    const set = await timed(() => store.set('/it', item(['post-1']), 60_000));
    const get = await timed(() => store.get('/it', ['body']));
    const purge = await timed(() => store.purge({ tags: ['post-1'] }));
    const lock = await timed(() => store.tryLock('/it', 10_000));
    for (const call of [set, get, purge, lock]) expect(call.ms).toBeLessThan(300);
    return { got: get.value, purged: purge.value, locked: lock.value };
  };

  it('uses Redis while it answers: what one instance stores, another reads', async () => {
    const prefix = freshPrefix();
    const [a, b] = [await instance(prefix), await instance(prefix)];
    expect(a.store.kind).toBe('redis');
    await a.store.set('/it', item(['home-it']), 60_000);
    expect((await b.store.get('/it'))?.tags).toEqual(['home-it']);
    expect(await a.local.get('/it')).toBeUndefined();
    expect(await b.store.tryLock('/it', 10_000)).toBe(true);
    expect(await a.store.tryLock('/it', 10_000)).toBe(false);
  });

  it('purges both Redis and its own memory, and answers every key dropped', async () => {
    const { store, local } = await instance(freshPrefix());
    await store.set('/it', item(['post-1']), 60_000);
    await local.set('/it/kept-during-an-outage', item(['post-1']), 60_000);
    expect([...(await store.purge({ tags: ['post-1'] }))].sort()).toEqual(['/it', '/it/kept-during-an-outage']);
    expect(await store.get('/it')).toBeUndefined();
    expect(await local.get('/it/kept-during-an-outage')).toBeUndefined();
  });

  it('empties its in-process fallback when another instance purges', async () => {
    const prefix = freshPrefix();
    const [a, b] = [await instance(prefix), await instance(prefix)];
    const heard: unknown[] = [];
    b.shared.onPurge((purge) => heard.push(purge));
    await whenListening(a.shared, heard);
    await b.local.set('/it', item(['post-1']), 60_000);
    await b.local.set('/en', item(['post-2']), 60_000);
    await b.local.set('/fr', item(['post-3']), 60_000);

    await a.store.purge({ tags: ['post-1'], keys: ['/en'] });
    await until(async () => (await b.local.get('/it')) === undefined);
    expect(await b.local.get('/en')).toBeUndefined();
    expect(await b.local.get('/fr')).toBeDefined();
  });

  it('answers from memory, quickly and without throwing, while Redis is down, and logs the outage in a few lines', async () => {
    const { store, logger } = await instance(freshPrefix());
    const linesBefore = logger.entries.length;
    await redis.server().kill();
    try {
      // Long enough for several reconnection attempts, each failing.
      const deadline = Date.now() + 400;
      while (Date.now() < deadline) {
        const { got, purged, locked } = await answersQuickly(store);
        expect(got?.tags).toEqual(['post-1']);
        expect(purged).toEqual(['/it']);
        expect(locked).toBe(true);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      const kinds = () => logger.entries.slice(linesBefore).map((entry) => entry.fields.kind);
      await until(() => kinds().includes('commands-error'));
      expect(kinds().length).toBe(new Set(kinds()).size);
    } finally {
      await redis.server().restart();
    }
  });

  it('falls back to memory for the call when Redis is too slow to answer', async () => {
    const { store, logger } = await instance(freshPrefix());
    redis.server().pause();
    try {
      const { got, locked } = await answersQuickly(store);
      expect(got?.tags).toEqual(['post-1']);
      expect(locked).toBe(true);
      expect(logger.at('WARN').map((entry) => entry.fields.kind)).toEqual(expect.arrayContaining(['set', 'get', 'purge']));
    } finally {
      redis.server().resume();
    }
  });

  it('reconnects by itself once Redis is back, and uses it again', async () => {
    const prefix = freshPrefix();
    const { store, shared, local } = await instance(prefix);
    await redis.server().kill();
    await store.set('/during', item([]), 60_000);
    expect(await local.get('/during')).toBeDefined();

    await redis.server().restart();
    await until(() => shared.ready());
    await store.set('/after', item([]), 60_000);
    const other = await instance(prefix);
    expect(await other.store.get('/after')).toBeDefined();
    expect(await local.get('/after')).toBeUndefined();
  });

  it('starts on memory while Redis connects, never waiting for it', async () => {
    const logger = createRecordingLogger();
    const shared = redis.track(createRedisStore({ url: redis.server().url, prefix: freshPrefix(), logger }));
    const local = createMemoryStore({ maxBytes: 1_000_000 });
    const store = redis.track(createResilientStore({ shared, local, logger }));
    expect(shared.ready()).toBe(false);
    await store.set('/it', item([]), 60_000);
    expect(await local.get('/it')).toBeDefined();
  });
});
