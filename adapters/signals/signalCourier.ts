// Delivers the counted signals to WordPress: once per interval at most, one
// request carrying every batch waiting (up to a size per request), whatever the
// traffic. A batch WordPress did not take stays for the next interval, and one it
// took twice counts once (its id). What waits is bounded: past the bound the
// oldest batches go, counted in a metric and a log line. A shutdown delivers
// what is left once more before the process ends.
import { batchSize, type SignalBatch } from '../../src/domain/readerSignals.ts';
import type { LoggerPort } from '../../src/ports/LoggerPort.ts';
import { errorText, throttledLog } from '../cache/throttledLog.ts';

export interface SignalCourierOptions {
  readonly takeBatches: () => SignalBatch[];
  /** Sends batches to WordPress; rejects when they were not taken. */
  readonly deliver: (batches: readonly SignalBatch[]) => Promise<void>;
  readonly intervalMs: number;
  /** Counters (a post's reads, a post's votes, a term) that may wait; past it the oldest batches are dropped. */
  readonly maxWaiting?: number;
  /** Counters one request carries at most: more wait for the next interval. */
  readonly maxPerRequest?: number;
  readonly logger: LoggerPort;
  /** Told what each delivery did, and what was dropped. */
  readonly observe?: (event: 'delivered' | 'failed' | 'dropped', counters: number) => void;
}

export interface SignalCourier {
  start(): void;
  /** One delivery now: what a shutdown runs before the process ends. */
  flush(): Promise<void>;
  stop(): void;
  /** Counters waiting for WordPress. */
  waiting(): number;
}

/** A day's distinct posts and terms of a large newsroom several times over: about 40 MB at the most. */
const DEFAULT_MAX_WAITING = 200_000;
const DEFAULT_MAX_PER_REQUEST = 50_000;

export const createSignalCourier = ({ takeBatches, deliver, intervalMs, logger, observe, maxWaiting = DEFAULT_MAX_WAITING, maxPerRequest = DEFAULT_MAX_PER_REQUEST }: SignalCourierOptions): SignalCourier => {
  const log = throttledLog(logger, { everyMs: 60_000 });
  let waiting: SignalBatch[] = [];
  let timer: NodeJS.Timeout | undefined;
  let delivering: Promise<void> | undefined;
  const counted = (batches: readonly SignalBatch[]) => batches.reduce((sum, batch) => sum + batchSize(batch), 0);

  const bound = () => {
    let over = counted(waiting) - maxWaiting;
    while (over > 0 && waiting.length > 0) {
      const oldest = waiting.shift()!;
      over -= batchSize(oldest);
      observe?.('dropped', batchSize(oldest));
      logger.error('signals: WordPress has not taken reader signals for a while; the oldest waiting are dropped', { day: oldest.day, counters: batchSize(oldest), bound: maxWaiting });
    }
  };

  const once = async () => {
    waiting.push(...takeBatches());
    bound();
    if (waiting.length === 0) return;
    const sending: SignalBatch[] = [];
    let size = 0;
    for (const batch of waiting) {
      if (sending.length > 0 && size + batchSize(batch) > maxPerRequest) break;
      sending.push(batch);
      size += batchSize(batch);
    }
    try {
      await deliver(sending);
      waiting = waiting.filter((batch) => !sending.includes(batch));
      observe?.('delivered', size);
    } catch (error) {
      observe?.('failed', size);
      log('warn', 'signals-delivery', `signals: WordPress did not take ${size} counters; they wait for the next interval: ${errorText(error)}`, { waiting: counted(waiting) });
    }
  };

  /** One delivery at a time: an interval that comes while one is under way waits for it. */
  const tick = (): Promise<void> => {
    delivering ??= once().finally(() => (delivering = undefined));
    return delivering;
  };

  return {
    start: () => {
      timer ??= setInterval(() => void tick(), intervalMs);
      timer.unref();
    },
    flush: async () => {
      await delivering;
      await tick();
    },
    stop: () => {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
    waiting: () => counted(waiting),
  };
};
