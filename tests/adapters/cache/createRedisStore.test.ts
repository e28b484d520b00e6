import { describe, expect, it } from 'vitest';
import type { PurgeNotice } from '../../../adapters/cache/createRedisStore.ts';
import { createRecordingLogger } from '../../builders/recordingLogger.ts';
import { freshPrefix, item, redisTestBed, timed, until, whenListening } from './redisTestBed.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the Redis cache store', () => {
  const redis = redisTestBed();

  it('answers what it keeps, byte for byte, with only the fields asked for', async () => {
    const store = await redis.open(freshPrefix());
    const br = Uint8Array.from({ length: 256 }, (_, i) => i);
    await store.set('/it', item(['home-it'], { br, gzip: new Uint8Array([9, 9]) }, { status: 200, headers: { 'content-type': 'text/html' } }), 60_000);

    const one = await store.get('/it', ['br']);
    expect(one?.meta).toEqual({ status: 200, headers: { 'content-type': 'text/html' } });
    expect(one?.tags).toEqual(['home-it']);
    expect(Object.keys(one!.fields)).toEqual(['br']);
    expect([...one!.fields.br!]).toEqual([...br]);
    expect(Object.keys((await store.get('/it'))!.fields).sort()).toEqual(['br', 'gzip']);
    expect(Object.keys((await store.get('/it', ['zstd']))!.fields)).toEqual([]);
    expect(await store.get('/nowhere')).toBeUndefined();
    expect(await store.get('/nowhere', ['br'])).toBeUndefined();
  });

  it('replaces an item whole: the fields of the one before go with it', async () => {
    const store = await redis.open(freshPrefix());
    await store.set('/it', item([], { br: new Uint8Array(1), gzip: new Uint8Array(1) }), 60_000);
    await store.set('/it', item([], { br: new Uint8Array(2) }), 60_000);
    expect(Object.keys((await store.get('/it'))!.fields)).toEqual(['br']);
  });

  it('forgets an item once the time it was kept for has passed', async () => {
    const store = await redis.open(freshPrefix());
    await store.set('a', item([]), 30);
    expect(await store.get('a')).toBeDefined();
    await sleep(80);
    expect(await store.get('a')).toBeUndefined();
  });

  it('shares what it keeps: a page stored through one instance is read through another', async () => {
    const prefix = freshPrefix();
    const [a, b] = [await redis.open(prefix), await redis.open(prefix)];
    await a.set('/it/robotica', item(['post-1']), 60_000);
    expect((await b.get('/it/robotica'))?.tags).toEqual(['post-1']);
    expect(await (await redis.open(freshPrefix())).get('/it/robotica')).toBeUndefined();
  });

  it('purges by tag and by key for every instance, and says what it dropped', async () => {
    const prefix = freshPrefix();
    const [a, b] = [await redis.open(prefix), await redis.open(prefix)];
    await a.set('/it', item(['home-it', 'post-1', 'post-2']), 60_000);
    await a.set('/it/a/b/c', item(['post-1']), 60_000);
    await a.set('/en', item(['home-en', 'post-3']), 60_000);
    await a.set('/en/x', item(['post-3']), 60_000);

    expect([...(await b.purge({ tags: ['post-1'] }))].sort()).toEqual(['/it', '/it/a/b/c']);
    expect(await a.get('/it')).toBeUndefined();
    expect(await a.get('/it/a/b/c')).toBeUndefined();
    expect(await b.purge({ keys: ['/en/x', '/nowhere'] })).toEqual(['/en/x']);
    expect(await a.get('/en/x')).toBeUndefined();
    expect(await a.get('/en')).toBeDefined();
    expect(await b.purge({ tags: ['post-1'] })).toEqual([]);
    expect(await b.purge({})).toEqual([]);
  });

  it('keeps a tag as long as its longest-lived item', async () => {
    const store = await redis.open(freshPrefix());
    await store.set('short', item(['post-1']), 30);
    await store.set('long', item(['post-1']), 60_000);
    await sleep(80);
    expect(await store.purge({ tags: ['post-1'] })).toEqual(['long']);
  });

  it('tells the other instances of each purge, and not itself', async () => {
    const prefix = freshPrefix();
    const [a, b] = [await redis.open(prefix), await redis.open(prefix)];
    const heardByA: PurgeNotice[] = [];
    const heardByB: PurgeNotice[] = [];
    a.onPurge((purge) => heardByA.push(purge));
    const stop = b.onPurge((purge) => heardByB.push(purge));
    await whenListening(a, heardByB);
    await a.set('/it', item(['post-1']), 60_000);

    await a.purge({ tags: ['post-1'], keys: ['/en'] });
    await until(() => heardByB.length > 0);
    expect(heardByB).toEqual([{ tags: ['post-1'], keys: ['/en', '/it'] }]);
    expect(heardByA).toEqual([]);

    stop();
    const heard = heardByB.length;
    await a.purge({ keys: ['/en'] });
    await sleep(30);
    expect(heardByB.length).toBe(heard);
  });

  it('ignores anything on the purge channel that is not a purge', async () => {
    const prefix = freshPrefix();
    const logger = createRecordingLogger();
    const [a, b] = [await redis.open(prefix), await redis.open(prefix, logger)];
    const heard: PurgeNotice[] = [];
    b.onPurge((purge) => heard.push(purge));
    const raw = redis.raw();
    await whenListening(a, heard);
    await raw.publish(`${prefix}purge`, '{"tags": "post-1"}');
    await raw.publish(`${prefix}purge`, 'post-1');
    await a.purge({ keys: ['/it'] });
    await until(() => heard.length > 0);
    expect(heard).toEqual([{ tags: [], keys: ['/it'] }]);
    expect(logger.at('WARN').map((entry) => entry.message)).toContain('cache: ignored a malformed message on the purge channel');
  });

  it('grants a lock to one caller across instances until it is released', async () => {
    const prefix = freshPrefix();
    const [a, b] = [await redis.open(prefix), await redis.open(prefix)];
    expect(await a.tryLock('/it', 10_000)).toBe(true);
    expect(await b.tryLock('/it', 10_000)).toBe(false);
    expect(await a.tryLock('/it', 10_000)).toBe(false);
    expect(await b.tryLock('/en', 10_000)).toBe(true);
    await b.unlock('/it');
    expect(await b.tryLock('/it', 10_000)).toBe(false);
    await a.unlock('/it');
    expect(await b.tryLock('/it', 10_000)).toBe(true);
  });

  it('lets a lock go when its time is up', async () => {
    const prefix = freshPrefix();
    const [a, b] = [await redis.open(prefix), await redis.open(prefix)];
    expect(await a.tryLock('/it', 30)).toBe(true);
    await sleep(60);
    expect(await b.tryLock('/it', 10_000)).toBe(true);
  });

  it('never releases a lock that has passed to another holder', async () => {
    const prefix = freshPrefix();
    const [a, b] = [await redis.open(prefix), await redis.open(prefix)];
    const raw = redis.raw();
    expect(await a.tryLock('/it', 10_000)).toBe(true);
    // A's lock expires in Redis before A is done, and B takes it.
    await raw.del(`${prefix}lock:/it`);
    expect(await b.tryLock('/it', 10_000)).toBe(true);
    await a.unlock('/it');
    expect(await a.tryLock('/it', 10_000)).toBe(false);
  });

  it('fails fast when Redis does not answer, and grants locks rather than waiting', async () => {
    const store = await redis.open(freshPrefix());
    redis.server().pause();
    try {
      const failure = (call: () => unknown) => timed(() => Promise.resolve(call()).then(() => 'answered', (error: Error) => error.message));
      for (const call of [() => store.get('/it'), () => store.set('/it', item([]), 60_000), () => store.purge({ keys: ['/it'] })]) {
        const { value, ms } = await failure(call);
        expect(value).toBe('Command timed out');
        expect(ms).toBeLessThan(300);
      }
      expect(await store.tryLock('/it', 10_000)).toBe(true);
    } finally {
      redis.server().resume();
    }
  });

  it('knows nothing of its size, and closes without throwing once Redis is gone', async () => {
    const store = await redis.open(freshPrefix());
    expect(store.size()).toBeUndefined();
    await redis.server().kill();
    try {
      await until(() => !store.ready());
      await expect(store.get('/it')).rejects.toThrow();
      await expect(store.close()).resolves.toBeUndefined();
    } finally {
      await redis.server().restart();
    }
  });
});
