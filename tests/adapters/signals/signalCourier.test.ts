import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSignalRecorder, withVotesOnTheirWay } from '../../../adapters/signals/createSignalRecorder.ts';
import { SignalDeliveryRefused } from '../../../adapters/signals/deliverSignals.ts';
import { createReaderKeys } from '../../../adapters/signals/readerKeys.ts';
import { createSignalCourier, type SignalCourierOptions } from '../../../adapters/signals/signalCourier.ts';
import { createMemoryLedger } from '../../../adapters/signals/signalLedger.ts';
import type { SignalBatch } from '../../../src/domain/signalBatch.ts';
import type { SignalSender } from '../../../src/ports/ReaderSignalsPort.ts';
import { createRecordingLogger } from '../../builders/recordingLogger.ts';

const INTERVAL_MS = 60_000;
const SECRET = 'a-secret-only-these-tests-know-0123456789';

/** The n-th of many readers, each from an address of its own. */
const nth = (n: number): SignalSender => ({ address: `10.${Math.floor(n / 65_536)}.${Math.floor(n / 256) % 256}.${n % 256}`, userAgent: 'Mozilla/5.0 Firefox/130.0' });

/**
 * A recorder and its courier as the server wires them, on the fake clock,
 * delivering to a WordPress the test plays: `down` makes it refuse.
 */
const setUp = (options: Partial<Pick<SignalCourierOptions, 'maxWaiting' | 'maxPerRequest' | 'onDelivered'>> = {}) => {
  const now = () => new Date(Date.now());
  const ledger = createMemoryLedger({ now: () => Date.now() });
  let ids = 0;
  // One searcher is enough for a term to count: these tests are about delivering it.
  const recorder = createSignalRecorder({ ledger, keys: createReaderKeys(ledger, SECRET, now), now, newId: () => `batch-${(ids += 1)}`, searchThreshold: 1 });
  const calls: SignalBatch[][] = [];
  const wordpress = { down: false };
  const observed: [event: string, counters: number][] = [];
  const logger = createRecordingLogger();
  const courier = createSignalCourier({
    takeBatches: recorder.takeBatches,
    deliver: async (batches) => {
      calls.push([...batches]);
      // As fetch fails when nothing answers where WordPress should be.
      if (wordpress.down) throw new TypeError('fetch failed');
    },
    intervalMs: INTERVAL_MS,
    logger,
    observe: (event, counters) => observed.push([event, counters]),
    ...options,
  });
  return { recorder, courier, calls, wordpress, observed, logger };
};

const counters = (batches: readonly SignalBatch[]) => batches.reduce((sum, batch) => sum + batch.reads.length + batch.votes.length + batch.searches.length, 0);
const readersOf = (batches: readonly SignalBatch[]) => batches.flatMap((batch) => batch.reads).reduce((sum, read) => sum + read.readers, 0);

describe('the signal courier', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-27T10:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends WordPress one request per interval, however many signals arrive in it, and none when nothing was counted', async () => {
    const { recorder, courier, calls } = setUp();
    courier.start();
    // 50,000 readers across the interval, in five waves 10 s apart.
    for (let wave = 0; wave < 5; wave += 1) {
      for (let n = wave * 10_000; n < (wave + 1) * 10_000; n += 1) await recorder.read(nth(n), 'it', 1 + (n % 50));
      await vi.advanceTimersByTimeAsync(10_000);
    }
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(1);
    expect(readersOf(calls[0]!)).toBe(50_000);

    // The next interval as busy, then a quiet one.
    for (let n = 50_000; n < 100_000; n += 1) await recorder.read(nth(n), 'en', 1 + (n % 50));
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    expect(calls).toHaveLength(2);
    expect(readersOf(calls[1]!)).toBe(50_000);
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    expect(calls).toHaveLength(2);
    courier.stop();
  });

  it('tells what waits for a post\'s votes, and once WordPress took them, the posts they were for', async () => {
    const told: number[][] = [];
    const { recorder, courier, wordpress } = setUp({ onDelivered: (posts) => void told.push([...posts].sort()) });
    const signals = withVotesOnTheirWay(recorder, courier.waitingVotes);
    const none = { sum: 0, count: 0 };
    wordpress.down = true;
    courier.start();
    await recorder.vote(nth(1), 'en', 7, 4);
    await recorder.vote(nth(2), 'en', 7, 2);
    await recorder.vote(nth(3), 'en', 8, 5);
    await recorder.read(nth(4), 'en', 9);
    // Counted, not taken yet: the ledger's alone.
    expect(courier.waitingVotes('en', 7)).toEqual(none);
    expect(await signals.pendingVotes('en', 7)).toEqual({ sum: 6, count: 2 });

    // Taken, and WordPress down: the courier's alone, each vote once.
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    expect(courier.waitingVotes('en', 7)).toEqual({ sum: 6, count: 2 });
    expect(courier.waitingVotes('en', 8)).toEqual({ sum: 5, count: 1 });
    expect(courier.waitingVotes('fr', 7)).toEqual(none);
    expect(courier.waitingVotes('en', 9)).toEqual(none);
    expect(await recorder.votesNotTaken('en', 7)).toEqual(none);
    expect(await signals.pendingVotes('en', 7)).toEqual({ sum: 6, count: 2 });

    // The first voter goes from 4 to 1 meanwhile: its change in the ledger, beside what waits.
    expect(await recorder.vote(nth(1), 'en', 7, 1)).toEqual({ outcome: 'replaced', previous: 4 });
    expect(await signals.pendingVotes('en', 7)).toEqual({ sum: 3, count: 2 });
    // Still waiting after a second failed interval, with the change taken in.
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    expect(courier.waitingVotes('en', 7)).toEqual({ sum: 3, count: 2 });
    expect(told).toEqual([]);

    wordpress.down = false;
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    expect(await signals.pendingVotes('en', 7)).toEqual(none);
    expect(courier.waitingVotes('en', 8)).toEqual(none);
    expect(told).toEqual([[7, 8]]);

    // A delivery without votes names no post.
    await recorder.read(nth(5), 'en', 9);
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    expect(told).toEqual([[7, 8]]);
    courier.stop();
  });

  it('counts a delivery as done when what follows it fails, and says so', async () => {
    const { recorder, courier, calls, observed, logger } = setUp({ onDelivered: () => Promise.reject(new Error('the purge timed out')) });
    await recorder.vote(nth(1), 'de', 3, 5);
    await courier.flush();
    await recorder.vote(nth(2), 'de', 3, 4);
    await courier.flush();
    expect(calls).toHaveLength(2);
    expect(observed).toEqual([['delivered', 1], ['delivered', 1]]);
    expect(courier.waiting()).toBe(0);
    expect(courier.waitingVotes('de', 3)).toEqual({ sum: 0, count: 0 });
    expect(logger.at('WARN').map((entry) => entry.message)).toContainEqual(expect.stringMatching(/the purge timed out/));
  });

  it('forgets the votes WordPress refuses for good, and names no post for them', async () => {
    const told: number[][] = [];
    const { recorder } = setUp();
    const refusing = createSignalCourier({
      takeBatches: recorder.takeBatches,
      deliver: () => Promise.reject(new SignalDeliveryRefused(422, '{"code":"rest_invalid_param"}')),
      intervalMs: INTERVAL_MS,
      logger: createRecordingLogger(),
      onDelivered: (posts) => void told.push([...posts]),
    });
    await recorder.vote(nth(1), 'it', 11, 2);
    await refusing.flush();
    expect(refusing.waitingVotes('it', 11)).toEqual({ sum: 0, count: 0 });
    expect(refusing.waiting()).toBe(0);
    expect(told).toEqual([]);
  });

  it('keeps what WordPress did not take through a 30-minute outage, one attempt an interval, and delivers every distinct read once it is back', async () => {
    const { recorder, courier, calls, wordpress, observed } = setUp();
    wordpress.down = true;
    courier.start();
    for (let minute = 0; minute < 30; minute += 1) {
      // Ten new readers a minute, and the readers of the minute before reading again (counted before).
      for (let n = minute * 10; n < minute * 10 + 10; n += 1) await recorder.read(nth(n), 'it', 1 + (n % 3));
      for (let n = Math.max(0, minute - 1) * 10; n < minute * 10; n += 1) await recorder.read(nth(n), 'it', 1 + (n % 3));
      await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    }
    expect(calls).toHaveLength(30);
    expect(observed.filter(([event]) => event === 'failed')).toHaveLength(30);
    expect(courier.waiting()).toBeGreaterThan(0);

    wordpress.down = false;
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    expect(calls).toHaveLength(31);
    const delivered = calls[30]!;
    // 30 minutes of 10 new readers: 300 distinct reads.
    expect(readersOf(delivered)).toBe(300);
    // Each batch was offered again under the id it had: WordPress counts a batch it took twice once.
    const offered = new Set(calls.slice(0, 30).flatMap((call) => call.map((batch) => batch.id)));
    expect(new Set(delivered.map((batch) => batch.id))).toEqual(offered);
    expect(delivered.map((batch) => batch.id)).toHaveLength(offered.size);
    expect(courier.waiting()).toBe(0);
    expect(observed.filter(([event]) => event === 'dropped')).toEqual([]);
    courier.stop();
  });

  it('offers a batch again unchanged and under the same id, and a new one beside it under a new id', async () => {
    const { recorder, courier, calls, wordpress } = setUp();
    wordpress.down = true;
    courier.start();
    await recorder.read(nth(1), 'fr', 9);
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    wordpress.down = false;
    await recorder.read(nth(2), 'fr', 10);
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);

    expect(calls).toEqual([
      [{ id: 'batch-1', day: '2026-11-27', reads: [{ post: 9, lang: 'fr', readers: 1 }], votes: [], searches: [] }],
      [
        { id: 'batch-1', day: '2026-11-27', reads: [{ post: 9, lang: 'fr', readers: 1 }], votes: [], searches: [] },
        { id: 'batch-2', day: '2026-11-27', reads: [{ post: 10, lang: 'fr', readers: 1 }], votes: [], searches: [] },
      ],
    ]);
    courier.stop();
  });

  it('drops the oldest batches past its bound, with a metric and a log line, and delivers the rest', async () => {
    const { recorder, courier, calls, wordpress, observed, logger } = setUp({ maxWaiting: 10 });
    wordpress.down = true;
    courier.start();
    // Each interval, four posts read: four counters a batch.
    for (let interval = 0; interval < 3; interval += 1) {
      for (let post = 1; post <= 4; post += 1) await recorder.read(nth(interval), 'de', post);
      await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    }
    // 12 counters waiting, over a bound of 10: the oldest batch (4) goes.
    expect(observed.filter(([event]) => event === 'dropped')).toEqual([['dropped', 4]]);
    expect(logger.at('ERROR')).toHaveLength(1);
    expect(logger.at('ERROR')[0]?.message).toMatch(/dropped/);
    expect(logger.at('ERROR')[0]?.fields).toMatchObject({ counters: 4, bound: 10, day: '2026-11-27' });
    expect(courier.waiting()).toBe(8);

    wordpress.down = false;
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    expect(calls.at(-1)!.map((batch) => batch.id)).toEqual(['batch-2', 'batch-3']);
    expect(observed.at(-1)).toEqual(['delivered', 8]);
    courier.stop();
  });

  it('sends a backlog in requests of at most maxPerRequest counters, one after another, all in the interval WordPress is back', async () => {
    const { recorder, courier, calls, wordpress } = setUp({ maxPerRequest: 5 });
    wordpress.down = true;
    courier.start();
    for (let interval = 0; interval < 3; interval += 1) {
      for (let post = 1; post <= 4; post += 1) await recorder.read(nth(interval), 'es', post);
      await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    }
    // Nothing answers: one attempt an interval, not one per request.
    expect(calls).toHaveLength(3);
    wordpress.down = false;
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);

    const sent = calls.slice(3);
    expect(sent).toHaveLength(3);
    for (const call of sent) expect(counters(call)).toBeLessThanOrEqual(5);
    expect(new Set(sent.flat().map((batch) => batch.id))).toEqual(new Set(['batch-1', 'batch-2', 'batch-3']));
    expect(courier.waiting()).toBe(0);
    courier.stop();
  });

  it('delivers what is pending when the process shuts down, before any interval has come', async () => {
    const { recorder, courier, calls } = setUp();
    courier.start();
    await recorder.read(nth(1), 'pt', 3);
    await recorder.vote(nth(1), 'pt', 3, 4);
    await recorder.search(nth(1), 'pt', 'ia');

    courier.stop();
    await courier.flush();
    // The id is the recorder's (a vote takes one too, as its nonce): any, as long as there is one.
    expect(calls).toEqual([[{ id: expect.any(String), day: '2026-11-27', reads: [{ post: 3, lang: 'pt', readers: 1 }], votes: [{ post: 3, lang: 'pt', sum: 4, count: 1 }], searches: [{ lang: 'pt', term: 'ia', readers: 1 }] }]]);
    // Stopped, it sends nothing more.
    await recorder.read(nth(2), 'pt', 3);
    await vi.advanceTimersByTimeAsync(10 * INTERVAL_MS);
    expect(calls).toHaveLength(1);
  });

  it('on shutdown, waits for a delivery under way, then sends what was counted since: one request at a time', async () => {
    const { recorder } = setUp();
    const calls: SignalBatch[][] = [];
    let inFlight = 0;
    let mostInFlight = 0;
    let answer: (() => void) | undefined;
    const courier = createSignalCourier({
      takeBatches: recorder.takeBatches,
      deliver: (batches) => {
        calls.push([...batches]);
        inFlight += 1;
        mostInFlight = Math.max(mostInFlight, inFlight);
        return new Promise<void>((resolve) => {
          answer = () => {
            inFlight -= 1;
            resolve();
          };
        });
      },
      intervalMs: INTERVAL_MS,
      logger: createRecordingLogger(),
    });
    courier.start();
    await recorder.read(nth(1), 'it', 1);
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    expect(calls).toHaveLength(1);
    await recorder.read(nth(2), 'it', 2);
    // An interval that comes while WordPress is slow sends nothing more.
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    expect(calls).toHaveLength(1);

    courier.stop();
    const flushed = courier.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    answer!();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.flatMap((batch) => batch.reads)).toEqual([{ post: 2, lang: 'it', readers: 1 }]);
    answer!();
    await flushed;
    expect(mostInFlight).toBe(1);
    expect(courier.waiting()).toBe(0);
  });
});

/** A batch made by hand: `reads`, `votes` and `searches` counters, each of a post or term of its own. */
const batchOf = (id: string, { reads = 0, votes = 0, searches = 0, day = '2026-11-27' } = {}): SignalBatch => ({
  id,
  day,
  reads: Array.from({ length: reads }, (_, n) => ({ post: n + 1, lang: 'en' as const, readers: 1 })),
  votes: Array.from({ length: votes }, (_, n) => ({ post: n + 1, lang: 'en' as const, sum: 4, count: 1 })),
  searches: Array.from({ length: searches }, (_, n) => ({ lang: 'en' as const, term: `term ${n}`, readers: 1 })),
});

/** The ids the plugin takes (newsdesk_signal_batches, wordpress/newsdesk/includes/signals/class-signals-batches.php). */
const PLUGIN_BATCH_ID = /^[A-Za-z0-9-]{8,64}$/;

const refusal = (status: number) => new SignalDeliveryRefused(status, '{"code":"rest_error"}');
/** What fetch throws when nothing answers, and when the time budget is spent. */
const networkError = () => new TypeError('fetch failed');
const timeout = () => new DOMException('The operation was aborted due to timeout', 'TimeoutError');

/**
 * A courier fed the batches the test hands it (`takeIn`), delivering to a
 * WordPress that answers each request as `answer` says: undefined when it takes
 * the request, else what the request fails with. `attempt` counts requests from 1.
 */
const withWordpress = (answer: (request: readonly SignalBatch[], attempt: number) => Error | undefined, options: Partial<Pick<SignalCourierOptions, 'maxWaiting' | 'maxPerRequest'>> = {}) => {
  const handed: SignalBatch[] = [];
  const calls: SignalBatch[][] = [];
  const observed: [event: string, counters: number][] = [];
  const logger = createRecordingLogger();
  let inFlight = 0;
  let mostInFlight = 0;
  const courier = createSignalCourier({
    takeBatches: () => handed.splice(0),
    deliver: async (batches) => {
      calls.push([...batches]);
      const attempt = calls.length;
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      try {
        // An answer takes a turn: requests sent at once would overlap here.
        await Promise.resolve();
        const failure = answer(batches, attempt);
        if (failure) throw failure;
      } finally {
        inFlight -= 1;
      }
    },
    intervalMs: INTERVAL_MS,
    logger,
    observe: (event, counted) => observed.push([event, counted]),
    ...options,
  });
  courier.start();
  return { courier, calls, observed, logger, takeIn: (...batches: SignalBatch[]) => void handed.push(...batches), mostInFlight: () => mostInFlight };
};

const holding = (id: string) => (request: readonly SignalBatch[]) => request.some((batch) => batch.id === id);
const idsOf = (calls: readonly (readonly SignalBatch[])[]) => calls.map((call) => call.map((batch) => batch.id));

describe('the signal courier, when a request is too large or refused', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-27T10:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends a batch of 110,000 counters as 3 requests of at most 50,000, every counter once, and a part offered again under the id of its first try', async () => {
    const big = batchOf('6f1d2c3b-4a59-4e8f-9b7a-0c1d2e3f4a5b', { reads: 60_000, votes: 30_000, searches: 20_000 });
    // WordPress fails the second request once, for a reason that may pass.
    const { courier, calls, observed, takeIn, mostInFlight } = withWordpress((_, attempt) => (attempt === 2 ? refusal(503) : undefined), { maxPerRequest: 50_000 });
    takeIn(big);
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);

    expect(calls).toHaveLength(3);
    for (const call of calls) expect(counters(call)).toBeLessThanOrEqual(50_000);
    const parts = calls.flat();
    expect(parts.flatMap((part) => part.reads)).toEqual(big.reads);
    expect(parts.flatMap((part) => part.votes)).toEqual(big.votes);
    expect(parts.flatMap((part) => part.searches)).toEqual(big.searches);
    for (const part of parts) {
      expect(part.day).toBe(big.day);
      expect(part.id).toMatch(PLUGIN_BATCH_ID);
      // A part is not the batch: WordPress must not take one part as the whole batch.
      expect(part.id).not.toBe(big.id);
    }
    expect(new Set(parts.map((part) => part.id)).size).toBe(parts.length);
    expect(courier.waiting()).toBe(counters(calls[1]!));

    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    expect(calls).toHaveLength(4);
    // The same part, under the same id: WordPress counts it once if the first try had reached it.
    expect(calls[3]).toEqual(calls[1]);
    expect(courier.waiting()).toBe(0);
    expect(observed).toEqual([
      ['delivered', counters(calls[0]!)],
      ['failed', counters(calls[1]!)],
      ['delivered', counters(calls[2]!)],
      ['delivered', counters(calls[1]!)],
    ]);
    expect(mostInFlight()).toBe(1);
    courier.stop();
  });

  it('keeps part ids within the plugin’s rule, distinct, and the same on every try, even from batch ids of 64 characters', async () => {
    const first = batchOf(`${'a1b2'.repeat(15)}abc1`, { reads: 7 });
    const second = batchOf(`${'a1b2'.repeat(15)}abc2`, { reads: 7 });
    let up = false;
    const { courier, calls, takeIn } = withWordpress(() => (up ? undefined : refusal(503)), { maxPerRequest: 3 });
    takeIn(first, second);
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    const firstTry = calls.flat().map((part) => part.id);
    up = true;
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    const secondTry = calls.slice(firstTry.length).flat().map((part) => part.id);

    // 7 counters in parts of 3: 3 parts a batch.
    expect(firstTry).toHaveLength(6);
    for (const id of firstTry) expect(id).toMatch(PLUGIN_BATCH_ID);
    expect(new Set(firstTry).size).toBe(6);
    expect(secondTry).toEqual(firstTry);
    expect(courier.waiting()).toBe(0);
    courier.stop();
  });

  it.each([413, 400])('drops a batch WordPress refuses with %i, once, and delivers the reads taken in after it in the same interval', async (status) => {
    const invented = batchOf('invented-posts-0001', { reads: 4 });
    const reads = batchOf('real-reads-0002', { reads: 2 });
    // Down for maintenance at first, then the plugin judges the batch.
    let maintenance = true;
    const { courier, calls, observed, logger, takeIn } = withWordpress((request) => (maintenance ? refusal(503) : holding(invented.id)(request) ? refusal(status) : undefined), { maxPerRequest: 5 });
    takeIn(invented);
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    expect(courier.waiting()).toBe(4);

    maintenance = false;
    takeIn(reads);
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    expect(idsOf(calls.slice(1))).toEqual([[invented.id], [reads.id]]);
    expect(observed.slice(1)).toEqual([
      ['dropped', 4],
      ['delivered', 2],
    ]);
    expect(courier.waiting()).toBe(0);

    // Never offered again, and said once.
    await vi.advanceTimersByTimeAsync(5 * INTERVAL_MS);
    expect(calls).toHaveLength(3);
    expect(logger.at('ERROR')).toHaveLength(1);
    expect(logger.at('ERROR')[0]?.fields).toMatchObject({ status, counters: 4, days: ['2026-11-27'] });
    courier.stop();
  });

  it('drops what a 4xx refuses, but for WordPress’s setup (401, 403, 404) and 408 and 429, and keeps for the next interval what those and a 5xx refuse', async () => {
    for (const status of [400, 409, 413, 422]) {
      const { courier, calls, observed, takeIn } = withWordpress((_, attempt) => (attempt === 1 ? refusal(status) : undefined));
      takeIn(batchOf('refused-0001', { reads: 3 }));
      await vi.advanceTimersByTimeAsync(2 * INTERVAL_MS);
      expect(calls, String(status)).toHaveLength(1);
      expect(observed, String(status)).toEqual([['dropped', 3]]);
      expect(courier.waiting(), String(status)).toBe(0);
      courier.stop();
    }
    // A token being rotated, the plugin switched off: fixed, they pass.
    for (const status of [401, 403, 404, 408, 429, 500, 502, 503, 504]) {
      const { courier, calls, observed, takeIn } = withWordpress((_, attempt) => (attempt === 1 ? refusal(status) : undefined));
      takeIn(batchOf('waiting-0001', { reads: 3 }));
      await vi.advanceTimersByTimeAsync(INTERVAL_MS);
      expect(courier.waiting(), String(status)).toBe(3);
      await vi.advanceTimersByTimeAsync(INTERVAL_MS);
      expect(idsOf(calls), String(status)).toEqual([['waiting-0001'], ['waiting-0001']]);
      expect(observed, String(status)).toEqual([
        ['failed', 3],
        ['delivered', 3],
      ]);
      courier.stop();
    }
  });

  it('keeps a batch WordPress answers 503 waiting, and delivers the batches behind it in the same interval', async () => {
    const { courier, calls, observed, takeIn } = withWordpress((request) => (holding('oldest-0001')(request) ? refusal(503) : undefined), { maxPerRequest: 5 });
    takeIn(batchOf('oldest-0001', { reads: 4 }), batchOf('middle-0002', { reads: 4 }), batchOf('newest-0003', { reads: 4 }));
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    expect(idsOf(calls)).toEqual([['oldest-0001'], ['middle-0002'], ['newest-0003']]);
    expect(observed).toEqual([
      ['failed', 4],
      ['delivered', 4],
      ['delivered', 4],
    ]);
    expect(courier.waiting()).toBe(4);

    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    expect(idsOf(calls.slice(3))).toEqual([['oldest-0001']]);
    courier.stop();
  });

  it.each([
    ['a network error', networkError],
    ['a timeout', timeout],
    ['a 429', () => refusal(429)],
  ])('stops the interval at %s, and sends that request after the others the next interval', async (_, failure) => {
    const { courier, calls, takeIn } = withWordpress((request) => (holding('stuck-0001')(request) ? failure() : undefined), { maxPerRequest: 5 });
    takeIn(batchOf('stuck-0001', { reads: 4 }), batchOf('behind-0002', { reads: 4 }), batchOf('behind-0003', { reads: 4 }));
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    expect(idsOf(calls)).toEqual([['stuck-0001']]);
    expect(courier.waiting()).toBe(12);

    // A request WordPress never answers in time holds no other back for more than an interval.
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    expect(idsOf(calls.slice(1))).toEqual([['behind-0002'], ['behind-0003'], ['stuck-0001']]);
    expect(courier.waiting()).toBe(4);
    courier.stop();
  });

  it('keeps what waits within maxWaiting, dropping the oldest parts first, and delivers the rest once WordPress is back', async () => {
    let reachable = false;
    const { courier, calls, observed, takeIn } = withWordpress(() => (reachable ? undefined : networkError()), { maxWaiting: 10, maxPerRequest: 4 });
    const large = batchOf('large-0001', { reads: 14 });
    takeIn(large);
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    expect(courier.waiting()).toBeLessThanOrEqual(10);
    takeIn(batchOf('small-0002', { votes: 3 }));
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    expect(courier.waiting()).toBeLessThanOrEqual(10);
    const dropped = observed.filter(([event]) => event === 'dropped');
    // 17 counters for a bound of 10: at least 7 dropped, in whole parts of at most 4.
    expect(dropped.reduce((sum, [, n]) => sum + n, 0)).toBe(17 - courier.waiting());
    expect(courier.waiting()).toBeGreaterThan(10 - 4);

    reachable = true;
    const before = calls.length;
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    const delivered = calls.slice(before).flat();
    // What survived is the newest: the end of the large batch's reads (in whichever order its parts went), and the small batch whole.
    const reads = delivered.flatMap((batch) => batch.reads).sort((a, b) => a.post - b.post);
    expect(reads).toEqual(large.reads.slice(-reads.length));
    expect(delivered.flatMap((batch) => batch.votes)).toHaveLength(3);
    expect(counters(delivered)).toBe(17 - dropped.reduce((sum, [, n]) => sum + n, 0));
    expect(courier.waiting()).toBe(0);
    courier.stop();
  });

  it('sends at most ceil(maxWaiting / maxPerRequest) requests an interval; the rest go the next', async () => {
    const { courier, calls, takeIn } = withWordpress(() => undefined, { maxWaiting: 10, maxPerRequest: 4 });
    // 10 counters, within the bound, that pair into no request of 4: four requests.
    takeIn(batchOf('two-0001', { reads: 2 }), batchOf('three-0002', { reads: 3 }), batchOf('two-0003', { reads: 2 }), batchOf('three-0004', { reads: 3 }));
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    expect(calls).toHaveLength(3);
    expect(courier.waiting()).toBe(3);
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    expect(idsOf(calls.slice(3))).toEqual([['three-0004']]);
    courier.stop();
  });

  it('delivers what waits even when the counters cannot be taken in an interval, and says so', async () => {
    const calls: SignalBatch[][] = [];
    const logger = createRecordingLogger();
    let takes = 0;
    let up = false;
    const courier = createSignalCourier({
      // The second take fails, as a Redis ledger that does not answer would.
      takeBatches: async () => {
        takes += 1;
        if (takes === 2) throw new Error('the ledger did not answer');
        return takes === 1 ? [batchOf('before-0001', { reads: 2 })] : [];
      },
      deliver: async (batches) => {
        calls.push([...batches]);
        if (!up) throw refusal(503);
      },
      intervalMs: INTERVAL_MS,
      logger,
    });
    courier.start();
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    up = true;
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    expect(idsOf(calls)).toEqual([['before-0001'], ['before-0001']]);
    expect(courier.waiting()).toBe(0);
    expect(logger.at('WARN').map((entry) => entry.message).join('\n')).toMatch(/ledger did not answer/);
    courier.stop();
  });

  it('puts at most 10,000 batches in a request, as many as the plugin takes', async () => {
    const { courier, calls, takeIn } = withWordpress(() => undefined);
    takeIn(...Array.from({ length: 10_001 }, (_, n) => batchOf(`tiny-${String(n).padStart(6, '0')}`, { reads: 1 })));
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    expect(calls.map((call) => call.length)).toEqual([10_000, 1]);
    expect(courier.waiting()).toBe(0);
    courier.stop();
  });
});
