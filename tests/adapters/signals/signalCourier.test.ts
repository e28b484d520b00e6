import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSignalRecorder } from '../../../adapters/signals/createSignalRecorder.ts';
import { createReaderKeys } from '../../../adapters/signals/readerKeys.ts';
import { createSignalCourier, type SignalCourierOptions } from '../../../adapters/signals/signalCourier.ts';
import { createMemoryLedger } from '../../../adapters/signals/signalLedger.ts';
import type { SignalBatch } from '../../../src/domain/readerSignals.ts';
import type { SignalSender } from '../../../src/ports/ReaderSignalsPort.ts';
import { createRecordingLogger } from '../../builders/recordingLogger.ts';

const INTERVAL_MS = 60_000;

/** The n-th of many readers, each from an address of its own. */
const nth = (n: number): SignalSender => ({ address: `10.${Math.floor(n / 65_536)}.${Math.floor(n / 256) % 256}.${n % 256}`, userAgent: 'Mozilla/5.0 Firefox/130.0' });

/**
 * A recorder and its courier as the server wires them, on the fake clock,
 * delivering to a WordPress the test plays: `down` makes it refuse.
 */
const setUp = (options: Partial<Pick<SignalCourierOptions, 'maxWaiting' | 'maxPerRequest'>> = {}) => {
  const now = () => new Date(Date.now());
  const ledger = createMemoryLedger({ now: () => Date.now() });
  let ids = 0;
  const recorder = createSignalRecorder({ ledger, keys: createReaderKeys(ledger, now), now, newId: () => `batch-${(ids += 1)}` });
  const calls: SignalBatch[][] = [];
  const wordpress = { down: false };
  const observed: [event: string, counters: number][] = [];
  const logger = createRecordingLogger();
  const courier = createSignalCourier({
    takeBatches: recorder.takeBatches,
    deliver: async (batches) => {
      calls.push([...batches]);
      if (wordpress.down) throw new Error('HTTP 503: down for maintenance');
    },
    intervalMs: INTERVAL_MS,
    logger,
    observe: (event, counters) => observed.push([event, counters]),
    ...options,
  });
  return { recorder, courier, calls, wordpress, observed, logger };
};

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

  it('sends a backlog at most a request’s worth an interval, still one request an interval', async () => {
    const { recorder, courier, calls, wordpress } = setUp({ maxPerRequest: 5 });
    wordpress.down = true;
    courier.start();
    for (let interval = 0; interval < 3; interval += 1) {
      for (let post = 1; post <= 4; post += 1) await recorder.read(nth(interval), 'es', post);
      await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    }
    wordpress.down = false;
    for (let interval = 0; interval < 3; interval += 1) await vi.advanceTimersByTimeAsync(INTERVAL_MS);

    expect(calls.slice(3).map((call) => call.map((batch) => batch.id))).toEqual([['batch-1'], ['batch-2'], ['batch-3']]);
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
    expect(calls).toEqual([[{ id: 'batch-1', day: '2026-11-27', reads: [{ post: 3, lang: 'pt', readers: 1 }], votes: [{ post: 3, lang: 'pt', sum: 4, count: 1 }], searches: [{ lang: 'pt', term: 'ia', readers: 1 }] }]]);
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
