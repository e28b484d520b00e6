import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { connectRedis, watchConnection } from '../../../adapters/cache/redisClient.ts';
import { throttledLog } from '../../../adapters/cache/throttledLog.ts';
import { createRedisLedger } from '../../../adapters/signals/createRedisLedger.ts';
import { createSignalRecorder } from '../../../adapters/signals/createSignalRecorder.ts';
import { createReaderKeys } from '../../../adapters/signals/readerKeys.ts';
import { createMemoryLedger, type SignalLedger } from '../../../adapters/signals/signalLedger.ts';
import type { SignalBatch } from '../../../src/domain/signalBatch.ts';
import type { SignalSender } from '../../../src/ports/ReaderSignalsPort.ts';
import { createRecordingLogger, type RecordingLogger } from '../../builders/recordingLogger.ts';
import { freshPrefix, redisTestBed, until } from '../cache/redisTestBed.ts';

const SECRET = 'the-servers-own-signals-secret-0123456789';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0';
const from = (address: string, userAgent = FIREFOX): SignalSender => ({ address, userAgent });
const reader = from('127.0.0.77');

const readersOf = (batches: readonly SignalBatch[]) => batches.flatMap((batch) => batch.reads).reduce((sum, read) => sum + read.readers, 0);
const votesOf = (batches: readonly SignalBatch[]) =>
  batches.flatMap((batch) => batch.votes).reduce((total, vote) => ({ sum: total.sum + vote.sum, count: total.count + vote.count }), { sum: 0, count: 0 });

describe('the Redis signal ledger', () => {
  const redis = redisTestBed();

  /** One instance's ledger, connected as the server connects it (commands fail fast, nothing queued while down). */
  const instance = async (prefix: string, logger: RecordingLogger = createRecordingLogger()): Promise<SignalLedger & { readonly status: () => string }> => {
    const client = connectRedis(redis.server().url, { maxReconnectDelayMs: 100 });
    let closing = false;
    watchConnection(client, 'signals', throttledLog(logger), () => closing);
    redis.track({
      close: async () => {
        closing = true;
        client.disconnect();
      },
    });
    await until(() => client.status === 'ready');
    return { ...createRedisLedger({ client, local: createMemoryLedger(), logger, prefix }), status: () => client.status };
  };

  /** One instance's recorder on its ledger, on a clock that stands still; a term is popular once 3 networks searched it. */
  let recorders = 0;
  const recorderOn = (ledger: SignalLedger, at = new Date('2026-11-27T12:00:15Z')) => {
    let ids = 0;
    // Ids unique across instances, as randomUUID's are: a vote's id is its nonce.
    const instanceId = (recorders += 1);
    return createSignalRecorder({ ledger, keys: createReaderKeys(ledger, SECRET, () => at), searchThreshold: 3, now: () => at, newId: () => `id-${instanceId}-${(ids += 1)}` });
  };

  it('counts a reader once across two instances, and a term once three networks searched it, wherever they landed', async () => {
    const prefix = freshPrefix();
    const [a, b] = [recorderOn(await instance(prefix)), recorderOn(await instance(prefix))];
    for (let i = 0; i < 5; i += 1) {
      await a.read(reader, 'it', 42);
      await b.read(reader, 'it', 42);
    }
    expect(await a.vote(reader, 'it', 42, 2)).toEqual({ outcome: 'added' });
    expect(await b.vote(reader, 'it', 42, 5)).toEqual({ outcome: 'replaced', previous: 2 });
    expect(await b.search(reader, 'it', 'ai act')).toBe('waiting');
    expect(await a.search(reader, 'it', 'ai act')).toBe('counted-before');
    expect(await a.search(from('127.0.0.78'), 'it', 'ai act')).toBe('waiting');
    expect(await b.search(from('127.0.0.79'), 'it', 'ai act')).toBe('counted');
    expect(await a.search(from('127.0.0.80'), 'it', 'ai act')).toBe('counted');

    // Whichever instance takes the counters takes them all, once.
    const batches = [...(await a.takeBatches()), ...(await b.takeBatches())];
    expect(readersOf(batches)).toBe(1);
    expect(votesOf(batches)).toEqual({ sum: 5, count: 1 });
    expect(batches.flatMap((batch) => batch.searches)).toEqual([{ lang: 'it', term: 'ai act', readers: 4 }]);
    expect([...(await a.takeBatches()), ...(await b.takeBatches())]).toEqual([]);
  });

  it('shows every instance the votes of a post not taken yet, with one HMGET, and leaves them for the courier', async () => {
    const prefix = freshPrefix();
    const [a, b] = [recorderOn(await instance(prefix)), recorderOn(await instance(prefix))];
    expect(await a.vote(reader, 'it', 42, 2)).toEqual({ outcome: 'added' });
    expect(await b.vote(reader, 'it', 42, 5)).toEqual({ outcome: 'replaced', previous: 2 });
    expect(await a.vote(from('127.0.0.78'), 'it', 42, 4)).toEqual({ outcome: 'added' });
    // Two voters: a 5 (that replaced a 2) and a 4.
    expect(await b.votesNotTaken('it', 42)).toEqual({ sum: 9, count: 2 });
    expect(await a.votesNotTaken('it', 42)).toEqual({ sum: 9, count: 2 });
    expect(await a.votesNotTaken('it', 43)).toEqual({ sum: 0, count: 0 });
    expect(await a.votesNotTaken('en', 42)).toEqual({ sum: 0, count: 0 });
    expect(votesOf(await b.takeBatches())).toEqual({ sum: 9, count: 2 });
    expect(await a.votesNotTaken('it', 42)).toEqual({ sum: 0, count: 0 });
  });

  it('says it cannot tell while Redis does not answer in time; adds what this instance counted in its memory while Redis was down', async () => {
    const prefix = freshPrefix();
    const ledger = await instance(prefix);
    const recorder = recorderOn(ledger);
    expect(await recorder.vote(from('127.0.0.1'), 'it', 42, 3)).toEqual({ outcome: 'added' });
    redis.server().pause();
    try {
      expect(await recorder.votesNotTaken('it', 42)).toBe('in-doubt');
    } finally {
      redis.server().resume();
    }
    expect(await recorder.votesNotTaken('it', 42)).toEqual({ sum: 3, count: 1 });
    await redis.server().kill();
    try {
      await until(() => ledger.status() !== 'ready');
      // Redis's 3 is out of reach; this instance's memory counts a 4.
      expect(await recorder.vote(reader, 'it', 42, 4)).toEqual({ outcome: 'added' });
      expect(await recorder.votesNotTaken('it', 42)).toEqual({ sum: 4, count: 1 });
    } finally {
      await redis.server().restart();
    }
    await until(() => ledger.status() === 'ready', 5_000);
    // Redis restarted empty (a restart without persistence loses the interval's counters, docs/reader-signals.md):
    // the memory's 4 and a 5 counted in Redis now, as the next take takes them.
    expect(await recorder.vote(from('127.0.0.3'), 'it', 42, 5)).toEqual({ outcome: 'added' });
    expect(await redis.raw().hget(`${prefix}counters`, '2026-11-27|vs|it|42')).toBe('5');
    expect(await recorder.votesNotTaken('it', 42)).toEqual({ sum: 9, count: 2 });
    expect(votesOf(await recorder.takeBatches())).toEqual({ sum: 9, count: 2 });
  });

  it('holds a network to its budget of the minute across instances', async () => {
    const prefix = freshPrefix();
    const [a, b] = [recorderOn(await instance(prefix)), recorderOn(await instance(prefix))];
    let admitted = 0;
    for (let i = 0; i < 500; i += 1) {
      for (const recorder of [a, b]) if ((await recorder.admit(from('127.0.0.77', `agent ${i}`), 'vote')).outcome === 'admitted') admitted += 1;
    }
    expect(admitted).toBe(20);
  });

  it('lets every key it writes expire, but the counters the couriers take', async () => {
    const prefix = freshPrefix();
    const recorder = recorderOn(await instance(prefix));
    await recorder.admit(reader, 'audience');
    await recorder.read(reader, 'en', 7);
    await recorder.vote(reader, 'en', 7, 3);
    await recorder.search(reader, 'en', 'robots');
    const raw = redis.raw();
    const keys = await raw.keys(`${prefix}*`);
    expect(keys.length).toBeGreaterThan(6);
    for (const key of keys.filter((name) => name !== `${prefix}counters`)) {
      expect(await raw.pttl(key), key).toBeGreaterThan(0);
      // A day and an hour at the most; a vote, its window and an hour.
      expect(await raw.ttl(key), key).toBeLessThanOrEqual(31 * 86_400);
    }
  });

  it('holds nothing that leads back to an address: trying all of 127.0.0.0/24 against every key, value and salt finds none', async () => {
    const prefix = freshPrefix();
    const recorder = recorderOn(await instance(prefix));
    // Readers of 127.0.0.0/24: reads, votes and searches; one term only ever searched by one of them.
    for (const last of [5, 77, 200]) {
      const sender = from(`127.0.0.${last}`);
      await recorder.admit(sender, 'audience');
      await recorder.read(sender, 'en', 7);
      await recorder.vote(sender, 'en', 7, 4);
      await recorder.search(sender, 'en', 'ai act');
    }
    await recorder.search(from('127.0.0.9'), 'en', 'my own secret search');

    const raw = redis.raw();
    const stored: string[] = [];
    for (const key of await raw.keys(`${prefix}*`)) {
      const type = await raw.type(key);
      const values = type === 'string' ? [(await raw.get(key)) ?? ''] : type === 'set' ? await raw.smembers(key) : type === 'hash' ? Object.entries(await raw.hgetall(key)).flat() : [];
      stored.push(key, ...values);
    }
    const text = stored.join('\n');
    expect(text).not.toContain('127.0.0');
    expect(text).not.toContain('Firefox');
    // A term under the threshold is nowhere in Redis, in any form one can read.
    expect(text).not.toContain('my own secret search');
    const salts = stored.filter((_, i) => i > 0 && stored[i - 1]!.includes('salt:'));
    expect(salts.length).toBeGreaterThan(0);
    // Everything stored, every address of the /24, every text a hash could be made of: keyed by the salts alone,
    // as before SIGNALS_SECRET, and keyed by the salts under a guessed secret.
    const parts = new Set(stored.flatMap((entry) => entry.split(/[:|]/)));
    const texts = (address: string) => [`reader\n${address}\n${FIREFOX}`, `network\n${address}`, `searcher\n${address}`, `voter\n${address}\n${FIREFOX}`, `voter-network\n${address}`];
    const hashed = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text).digest('base64url').slice(0, 22);
    const keysToTry = salts.flatMap((salt) => [salt, createHmac('sha256', 'a guessed secret').update(salt).digest()]);
    let recovered = 0;
    for (let last = 0; last < 256; last += 1) {
      for (const key of keysToTry) for (const candidate of texts(`127.0.0.${last}`)) if (parts.has(hashed(key, candidate))) recovered += 1;
    }
    expect(recovered).toBe(0);
    // The same search with the secret finds them: what is stored is the hashes tried, under the one key no copy holds.
    let withSecret = 0;
    for (const last of [5, 77, 200]) {
      for (const salt of salts) for (const candidate of texts(`127.0.0.${last}`)) if (parts.has(hashed(createHmac('sha256', SECRET).update(salt).digest(), candidate))) withSecret += 1;
    }
    expect(withSecret).toBeGreaterThan(0);
  });

  it('counts exactly once what a paused Redis ran late: a read answered in doubt counts, a vote never moves the sum below what was voted', async () => {
    const logger = createRecordingLogger();
    const ledger = await instance(freshPrefix(), logger);
    const recorder = recorderOn(ledger);
    // The salts are had before the pause (an instance asks Redis for each once).
    expect(await recorder.read(from('127.0.0.1'), 'it', 42)).toBe('counted');
    expect(await recorder.vote(from('127.0.0.1'), 'it', 42, 3)).toEqual({ outcome: 'added' });
    redis.server().pause();
    let during: unknown[];
    try {
      // The scripts time out here and run once Redis is back: the read, and a first vote of five stars.
      during = [await recorder.read(reader, 'it', 42), await recorder.vote(reader, 'it', 42, 5)];
    } finally {
      redis.server().resume();
    }
    expect(during).toEqual(['in-doubt', { outcome: 'in-doubt' }]);
    // The reader changes to one star: the change is taken from the five stars Redis kept, whatever the first answer was.
    expect(await recorder.vote(reader, 'it', 42, 1)).toEqual({ outcome: 'replaced', previous: 5 });
    const batches = await recorder.takeBatches();
    expect(readersOf(batches)).toBe(2);
    expect(votesOf(batches)).toEqual({ sum: 3 + 1, count: 2 });
    expect(logger.at('WARN').map((entry) => entry.message)).toContainEqual(expect.stringMatching(/^signals: Redis countRead failed/));
  });

  it('answers a vote whose answer came late by reading it back', async () => {
    const ledger = await instance(freshPrefix());
    const recorder = recorderOn(ledger);
    await recorder.vote(from('127.0.0.1'), 'it', 43, 2);
    await recorder.takeBatches();
    redis.server().pause();
    // Resumed while the vote is read back: the vote ran, and its answer is the one it had.
    setTimeout(() => redis.server().resume(), 80);
    expect(await recorder.vote(reader, 'it', 42, 3)).toEqual({ outcome: 'added' });
    expect(votesOf(await recorder.takeBatches())).toEqual({ sum: 3, count: 1 });
  });

  it('answers from this instance’s memory without throwing while Redis is down, and from Redis again once it is back', async () => {
    const prefix = freshPrefix();
    const ledger = await instance(prefix);
    const recorder = recorderOn(ledger);
    await redis.server().kill();
    try {
      await until(() => ledger.status() !== 'ready');
      expect(await recorder.read(reader, 'it', 42)).toBe('counted');
      expect(await recorder.read(reader, 'it', 42)).toBe('counted-before');
      expect(await recorder.vote(reader, 'it', 42, 4)).toEqual({ outcome: 'added' });
      expect(readersOf(await recorder.takeBatches())).toBe(1);
    } finally {
      await redis.server().restart();
    }
    await until(() => ledger.status() === 'ready', 5_000);
    expect(await recorder.read(from('127.0.0.2'), 'it', 42)).toBe('counted');
    expect(await redis.raw().hlen(`${prefix}counters`)).toBe(1);
  });
});
