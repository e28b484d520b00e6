import { describe, expect, it } from 'vitest';
import { connectRedis, watchConnection } from '../../../adapters/cache/redisClient.ts';
import { throttledLog } from '../../../adapters/cache/throttledLog.ts';
import { createRedisLedger } from '../../../adapters/signals/createRedisLedger.ts';
import { createSignalRecorder, VOTES_PER_MINUTE } from '../../../adapters/signals/createSignalRecorder.ts';
import { createReaderKeys } from '../../../adapters/signals/readerKeys.ts';
import { createMemoryLedger, LedgerInDoubt, type SignalLedger } from '../../../adapters/signals/signalLedger.ts';
import type { SignalBatch } from '../../../src/domain/readerSignals.ts';
import type { SignalSender } from '../../../src/ports/ReaderSignalsPort.ts';
import { createRecordingLogger, type RecordingLogger } from '../../builders/recordingLogger.ts';
import { freshPrefix, redisTestBed, until } from '../cache/redisTestBed.ts';

const ADDRESS = '203.0.113.77';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0';
const reader: SignalSender = { address: ADDRESS, userAgent: FIREFOX };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const readersOf = (batches: readonly SignalBatch[]) => batches.flatMap((batch) => batch.reads).reduce((sum, read) => sum + read.readers, 0);

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

  /** One instance's recorder on its ledger, on a clock that stands still. */
  const recorderOn = (ledger: SignalLedger, at = new Date('2026-11-27T12:00:15Z')) => {
    let ids = 0;
    return createSignalRecorder({ ledger, keys: createReaderKeys(ledger, () => at), now: () => at, newId: () => `batch-${(ids += 1)}` });
  };

  it('is one ledger for every instance: a key one has seen, the others have seen', async () => {
    const prefix = freshPrefix();
    const [a, b] = [await instance(prefix), await instance(prefix)];
    expect(await a.firstTime('r:2026-11-27:reader:42', 3_600)).toBe(true);
    expect(await b.firstTime('r:2026-11-27:reader:42', 3_600)).toBe(false);
    expect(await a.firstTime('r:2026-11-27:reader:42', 3_600)).toBe(false);
    // Another prefix (another site on the same Redis) shares nothing.
    expect(await (await instance(freshPrefix())).firstTime('r:2026-11-27:reader:42', 3_600)).toBe(true);

    expect(await a.swapVote('v:post-7:voter', 2, 3_600)).toBeUndefined();
    expect(await b.swapVote('v:post-7:voter', 5, 3_600)).toBe(2);
    expect(await a.hit('l:address', 60)).toBe(1);
    expect(await b.hit('l:address', 60)).toBe(2);
    expect(await a.salt('day:2026-11-27', 3_600, () => 'made by a')).toBe('made by a');
    expect(await b.salt('day:2026-11-27', 3_600, () => 'made by b')).toBe('made by a');
    // A vote one instance takes back is gone for the others.
    await b.forget('v:post-7:voter');
    expect(await a.swapVote('v:post-7:voter', 4, 3_600)).toBeUndefined();
  });

  it('counts a reader once across two instances: reads, votes, searches and the vote limit', async () => {
    const prefix = freshPrefix();
    const [a, b] = [recorderOn(await instance(prefix)), recorderOn(await instance(prefix))];
    for (let i = 0; i < 5; i += 1) {
      await a.read(reader, 'it', 42);
      await b.read(reader, 'it', 42);
    }
    expect(await a.vote(reader, 'it', 42, 2)).toEqual({ outcome: 'added' });
    expect(await b.vote(reader, 'it', 42, 5)).toEqual({ outcome: 'replaced', previous: 2 });
    expect(await b.search(reader, 'it', 'ai act')).toBe('counted');
    expect(await a.search(reader, 'it', 'ai act')).toBe('counted-before');
    // The limit is the address's, wherever its votes land: 2 votes so far, then 1,000 more.
    let heard = 2;
    for (let i = 0; i < 500; i += 1) {
      for (const recorder of [a, b]) if ((await recorder.vote(reader, 'it', 42, 5)).outcome !== 'limited') heard += 1;
    }
    expect(heard).toBe(VOTES_PER_MINUTE);

    const batches = [...a.takeBatches(), ...b.takeBatches()];
    expect(readersOf(batches)).toBe(1);
    const votes = batches.flatMap((batch) => batch.votes);
    expect(votes.reduce((sum, vote) => sum + vote.count, 0)).toBe(1);
    expect(votes.reduce((sum, vote) => sum + vote.sum, 0)).toBe(5);
    expect(batches.flatMap((batch) => batch.searches)).toEqual([{ lang: 'it', term: 'ai act', readers: 1 }]);
  });

  it('lets every key it writes expire, each within its own lifetime', async () => {
    const prefix = freshPrefix();
    const ledger = await instance(prefix);
    const raw = redis.raw();
    await ledger.firstTime('seen', 90);
    await ledger.swapVote('vote', 4, 2_595_660);
    await ledger.hit('limit', 60);
    await ledger.salt('day:2026-11-27', 3_660, () => 'salt');
    expect(await raw.ttl(`${prefix}seen`)).toBeGreaterThan(85);
    expect(await raw.ttl(`${prefix}seen`)).toBeLessThanOrEqual(90);
    expect(await raw.ttl(`${prefix}vote`)).toBeGreaterThan(2_595_600);
    expect(await raw.ttl(`${prefix}vote`)).toBeLessThanOrEqual(2_595_660);
    expect(await raw.ttl(`${prefix}limit`)).toBeGreaterThan(55);
    expect(await raw.ttl(`${prefix}limit`)).toBeLessThanOrEqual(60);
    expect(await raw.ttl(`${prefix}salt:day:2026-11-27`)).toBeGreaterThan(3_600);
    expect(await raw.ttl(`${prefix}salt:day:2026-11-27`)).toBeLessThanOrEqual(3_660);

    // And so does every key a recorder's reads, votes and searches leave behind.
    const recorder = recorderOn(await instance(prefix));
    await recorder.read(reader, 'en', 7);
    await recorder.vote(reader, 'en', 7, 3);
    await recorder.search(reader, 'en', 'robots');
    const keys = await raw.keys(`${prefix}*`);
    expect(keys.length).toBeGreaterThan(4);
    for (const key of keys) expect(await raw.pttl(key), key).toBeGreaterThan(0);
  });

  it('counts hits within a window that starts at the first: the next hits do not push it back', async () => {
    const prefix = freshPrefix();
    const ledger = await instance(prefix);
    const raw = redis.raw();
    expect(await ledger.hit('limit', 60)).toBe(1);
    await raw.pexpire(`${prefix}limit`, 5_000);
    expect(await ledger.hit('limit', 60)).toBe(2);
    expect(await raw.pttl(`${prefix}limit`)).toBeLessThanOrEqual(5_000);
  });

  it('forgets a key once its time is up', async () => {
    const ledger = await instance(freshPrefix());
    expect(await ledger.firstTime('seen', 1)).toBe(true);
    expect(await ledger.firstTime('seen', 1)).toBe(false);
    await sleep(1_100);
    expect(await ledger.firstTime('seen', 1)).toBe(true);
  });

  it('never writes an address or a user agent to Redis', async () => {
    const prefix = freshPrefix();
    const recorder = recorderOn(await instance(prefix));
    await recorder.read(reader, 'it', 42);
    await recorder.vote(reader, 'it', 42, 4);
    await recorder.search(reader, 'it', 'ai act');
    const raw = redis.raw();
    const keys = await raw.keys(`${prefix}*`);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      const value = (await raw.get(key)) ?? '';
      for (const text of [key, value]) {
        expect(text).not.toContain(ADDRESS);
        expect(text).not.toContain('203.0.113');
        expect(text).not.toContain('Firefox');
      }
    }
  });

  it('counts nothing it cannot be sure of when Redis is connected but does not answer in time, and says so', async () => {
    const logger = createRecordingLogger();
    const ledger = await instance(freshPrefix(), logger);
    const recorder = recorderOn(ledger);
    // Counted through Redis first: this instance's memory never saw this reader.
    expect(await recorder.read(reader, 'it', 42)).toBe('counted');
    redis.server().pause();
    try {
      // Whether a command that timed out ran is unknown: a reader Redis counted is not counted again from memory.
      await expect(ledger.firstTime('seen', 60)).rejects.toBeInstanceOf(LedgerInDoubt);
      await expect(ledger.swapVote('vote', 3, 60)).rejects.toBeInstanceOf(LedgerInDoubt);
      await expect(ledger.salt('day:2026-11-27', 60, () => 'a local salt')).rejects.toBeInstanceOf(LedgerInDoubt);
      // A vote limit may count from memory for a moment: it only lets a vote through, still once per voter.
      expect(await ledger.hit('limit', 60)).toBe(1);
      expect(await recorder.read(reader, 'it', 42)).toBe('in-doubt');
      expect(await recorder.search(reader, 'it', 'ai act')).toBe('in-doubt');
      expect(await recorder.vote(reader, 'it', 42, 4)).toEqual({ outcome: 'in-doubt' });
    } finally {
      redis.server().resume();
    }
    const batches = recorder.takeBatches();
    expect(readersOf(batches)).toBe(1);
    expect(batches.flatMap((batch) => [...batch.votes, ...batch.searches])).toEqual([]);
    expect(logger.at('WARN').map((entry) => entry.message)).toContainEqual(expect.stringMatching(/^signals: Redis firstTime failed, the signal is not counted/));
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
      expect(await recorder.search(reader, 'it', 'ai act')).toBe('counted');
      expect(readersOf(recorder.takeBatches())).toBe(1);
    } finally {
      await redis.server().restart();
    }
    await until(() => ledger.status() === 'ready', 5_000);
    expect(await ledger.firstTime('after', 60)).toBe(true);
    expect(await redis.raw().exists(`${prefix}after`)).toBe(1);
  });
});
