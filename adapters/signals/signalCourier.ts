// Delivers the counted signals to WordPress: once per interval at most, every
// batch waiting, in requests of at most `maxPerRequest` counters sent one after
// another (never two at once), whatever the traffic. A batch larger than a request
// is cut into parts when it is taken in, each with an id made from the batch's, so
// that a part offered again is the same part and WordPress, which applies an id
// once, counts it once. One request failing never holds back the others:
// - refused for a reason that may pass (5xx, 408, a redirect, and WordPress's setup:
//   401, 403, 404): its batches wait for the next interval, and the next request goes on;
// - no answer at all (network error, time budget spent) or asked to slow down
//   (429): its batches wait, and the interval stops there (see `stopsTheInterval`);
// - refused for a reason that will not pass (any other 4xx: a body it judged
//   wrong, too large): its batches are dropped, with a
//   metric and an error line, never offered again.
// What waits is bounded: past the bound the oldest batches go, counted in a metric
// and a log line. A shutdown delivers what is left once more before the process ends.
// What waits for a post's votes can be asked (the tally a page reads: WordPress's
// figures plus what is not there yet), and a request that carried votes, once
// delivered, names their posts to `onDelivered` (the server drops its copies of
// them from the content cache, so the next tally asks WordPress, which has them now).
import { createHash } from 'node:crypto';
import { batchSize, batchSlice, type SignalBatch } from '../../src/domain/signalBatch.ts';
import type { Lang } from '../../src/domain/language.ts';
import { addVotes, NO_VOTES, type VoteDelta } from '../../src/domain/ratingWithVotes.ts';
import type { LoggerPort } from '../../src/ports/LoggerPort.ts';
import { errorText, throttledLog } from '../cache/throttledLog.ts';
import { SignalDeliveryRefused } from './deliverSignals.ts';

export interface SignalCourierOptions {
  /** The batches counted since the last call (the recorder's, from a ledger that may be Redis: it may be async, and fail). */
  readonly takeBatches: () => SignalBatch[] | Promise<SignalBatch[]>;
  /** Sends batches to WordPress; rejects when they were not taken, with SignalDeliveryRefused when WordPress answered. */
  readonly deliver: (batches: readonly SignalBatch[]) => Promise<void>;
  readonly intervalMs: number;
  /** Counters (a post's reads, a post's votes, a term) that may wait; past it the oldest batches are dropped. */
  readonly maxWaiting?: number;
  /** Counters one request carries at most: a larger batch is sent in parts, more batches in more requests. */
  readonly maxPerRequest?: number;
  readonly logger: LoggerPort;
  /** Told what each delivery did, and what was dropped. */
  readonly observe?: (event: 'delivered' | 'failed' | 'dropped', counters: number) => void;
  /**
   * Told the posts whose votes a request WordPress took carried, once it took them (and they no longer wait here).
   * Awaited before the next request; a failure is logged, never a failed delivery.
   */
  readonly onDelivered?: (posts: readonly number[]) => void | Promise<void>;
}

export interface SignalCourier {
  start(): void;
  /** One delivery now: what a shutdown runs before the process ends. */
  flush(): Promise<void>;
  stop(): void;
  /** Counters waiting for WordPress. */
  waiting(): number;
  /** What the votes for a post taken and not yet delivered move its totals by (none once WordPress took or refused them for good). */
  waitingVotes(lang: Lang, post: number): VoteDelta;
}

/** A day's distinct posts and terms of a large newsroom several times over: about 40 MB at the most. */
const DEFAULT_MAX_WAITING = 200_000;
/** Half of what the plugin takes in one request (100,000 counters, else 413). */
const DEFAULT_MAX_PER_REQUEST = 50_000;
/** The plugin refuses a request of more batches (400); a long outage with a short interval could have that many waiting. */
const MAX_BATCHES_PER_REQUEST = 10_000;
/** The plugin takes ids of 8 to 64 letters, digits or `-` (newsdesk_signal_batches): a part's id keeps within it. */
const MAX_ID_LENGTH = 64;

/**
 * The id of a batch's n-th part: the same whenever it is made from the same batch.
 * `-` and not `.`, which the plugin refuses; a batch id too long to take the suffix
 * is replaced by its hash, still the same for the same batch.
 */
const partId = (id: string, n: number): string => {
  const suffix = `-p${n}`;
  if (id.length + suffix.length <= MAX_ID_LENGTH) return `${id}${suffix}`;
  return `${createHash('sha256').update(id).digest('hex').slice(0, MAX_ID_LENGTH - suffix.length)}${suffix}`;
};

/** A batch in parts of at most `most` counters (in the order of its lists: reads, votes, searches); a batch that fits is itself, id and all. */
const partsOf = (batch: SignalBatch, most: number): SignalBatch[] => {
  const size = batchSize(batch);
  if (size <= most) return [batch];
  const parts: SignalBatch[] = [];
  for (let start = 0; start < size; start += most) parts.push({ id: partId(batch.id, parts.length + 1), day: batch.day, ...batchSlice(batch, start, start + most) });
  return parts;
};

/** Batches, in their order, grouped in requests of at most `most` counters each (every batch fits one alone: parts are cut to fit). */
const requestsOf = (batches: readonly SignalBatch[], most: number): SignalBatch[][] => {
  const requests: SignalBatch[][] = [];
  let request: SignalBatch[] = [];
  let size = 0;
  for (const batch of batches) {
    if (request.length > 0 && (size + batchSize(batch) > most || request.length >= MAX_BATCHES_PER_REQUEST)) {
      requests.push(request);
      request = [];
      size = 0;
    }
    request.push(batch);
    size += batchSize(batch);
  }
  if (request.length > 0) requests.push(request);
  return requests;
};

/**
 * Refusals that are WordPress's setup, not the batch's: a token being rotated (401, 403),
 * the plugin switched off (404), a timeout (408), too many requests (429). Fixed, they pass:
 * the batches wait, within the bound of what may wait.
 */
const PASSING_REFUSALS = new Set([401, 403, 404, 408, 429]);

/** A refusal the same body would meet again: any other 4xx (400, 413, 422…). */
const refusedForGood = (error: unknown): error is SignalDeliveryRefused =>
  error instanceof SignalDeliveryRefused && error.status >= 400 && error.status < 500 && !PASSING_REFUSALS.has(error.status);

/**
 * A failure the interval's other requests would meet too. No answer at all means
 * WordPress is down or too slow: each further request would wait out the whole time
 * budget (CONTENT_TIMEOUT_MS), stretching this one delivery, and a shutdown's flush,
 * by a budget a request, for a WordPress that is struggling already. A 429 asks for
 * fewer requests. A 5xx or a 408 may be this request's own (a large body, a deadlock):
 * the others are still sent.
 */
const stopsTheInterval = (error: unknown): boolean => !(error instanceof SignalDeliveryRefused) || error.status === 429;

const distinct = <T>(values: readonly T[]): T[] => [...new Set(values)];

const voteKey = (lang: Lang, post: number): string => `${lang}:${post}`;

export const createSignalCourier = ({ takeBatches, deliver, intervalMs, logger, observe, onDelivered, maxWaiting = DEFAULT_MAX_WAITING, maxPerRequest = DEFAULT_MAX_PER_REQUEST }: SignalCourierOptions): SignalCourier => {
  const log = throttledLog(logger, { everyMs: 60_000 });
  const perRequest = Math.max(1, Math.floor(maxPerRequest));
  // Enough requests for everything the bound lets wait, and no more: an interval's work is bounded.
  const requestsPerInterval = Math.max(1, Math.ceil(maxWaiting / perRequest));
  /** Oldest first: the order the bound drops them in. */
  let waiting: SignalBatch[] = [];
  /** The request that stopped the last interval: sent last in the next, so that one WordPress never answers in time does not hold back the others for ever. */
  let sendLast = new Set<SignalBatch>();
  let timer: NodeJS.Timeout | undefined;
  let delivering: Promise<void> | undefined;
  /** The waiting votes by post, made again at the first question after `waiting` changed (at most once an interval). */
  let votesIndex: Map<string, VoteDelta> | undefined;
  const counted = (batches: readonly SignalBatch[]) => batches.reduce((sum, batch) => sum + batchSize(batch), 0);
  const indexVotes = (): Map<string, VoteDelta> => {
    const index = new Map<string, VoteDelta>();
    for (const vote of waiting.flatMap((batch) => batch.votes)) {
      index.set(voteKey(vote.lang, vote.post), addVotes(index.get(voteKey(vote.lang, vote.post)) ?? NO_VOTES, vote));
    }
    return index;
  };
  /** A change of what waits (the bound's drops excepted, which forget the index themselves). */
  const setWaiting = (next: SignalBatch[]): void => {
    waiting = next;
    votesIndex = undefined;
  };

  const bound = () => {
    let over = counted(waiting) - maxWaiting;
    while (over > 0 && waiting.length > 0) {
      const oldest = waiting.shift()!;
      votesIndex = undefined;
      over -= batchSize(oldest);
      observe?.('dropped', batchSize(oldest));
      logger.error('signals: WordPress has not taken reader signals for a while; the oldest waiting are dropped', { day: oldest.day, counters: batchSize(oldest), bound: maxWaiting });
    }
  };

  const settle = (request: readonly SignalBatch[]) => {
    const done = new Set(request);
    setWaiting(waiting.filter((batch) => !done.has(batch)));
  };

  /** The posts whose votes a delivered request carried, told once they no longer wait here. */
  const delivered = async (request: readonly SignalBatch[]): Promise<void> => {
    const posts = distinct(request.flatMap((batch) => batch.votes.map((vote) => vote.post)));
    if (onDelivered === undefined || posts.length === 0) return;
    try {
      await onDelivered(posts);
    } catch (error) {
      log('warn', 'signals-delivered', `signals: what follows a delivery of votes failed: ${errorText(error)}`);
    }
  };

  const send = async (request: readonly SignalBatch[]): Promise<'go-on' | 'stop'> => {
    const size = counted(request);
    try {
      await deliver(request);
      settle(request);
      observe?.('delivered', size);
      await delivered(request);
      return 'go-on';
    } catch (error) {
      if (refusedForGood(error)) {
        // Offered again it would be refused again, every interval, until the bound dropped it anyway.
        settle(request);
        observe?.('dropped', size);
        logger.error('signals: WordPress refused reader signals; they are dropped, not offered again', { status: error.status, counters: size, batches: request.length, days: distinct(request.map((batch) => batch.day)), error: errorText(error) });
        return 'go-on';
      }
      observe?.('failed', size);
      log('warn', 'signals-delivery', `signals: WordPress did not take ${size} counters; they wait for the next interval: ${errorText(error)}`, { waiting: counted(waiting) });
      return stopsTheInterval(error) ? 'stop' : 'go-on';
    }
  };

  /** What was counted since the last interval, cut to fit a request: cut when taken in, never when sent, so a part offered again is the same part, under the same id. */
  const takeIn = async () => {
    try {
      const taken = (await takeBatches()).flatMap((batch) => partsOf(batch, perRequest));
      setWaiting([...waiting, ...taken]);
    } catch (error) {
      // What already waits is still delivered; what could not be taken is the ledger's to keep or lose.
      log('warn', 'signals-take', `signals: the counters could not be taken this interval: ${errorText(error)}`);
    }
  };

  const once = async () => {
    await takeIn();
    bound();
    // Oldest first (the nearest to being dropped), but the request that stopped the last interval after the others.
    const requests = requestsOf(waiting, perRequest);
    const stoppedLast = (request: readonly SignalBatch[]) => request.some((batch) => sendLast.has(batch));
    const order = [...requests.filter((request) => !stoppedLast(request)), ...requests.filter(stoppedLast)];
    sendLast = new Set();
    for (const request of order.slice(0, requestsPerInterval)) {
      if ((await send(request)) === 'stop') {
        sendLast = new Set(request);
        return;
      }
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
    waitingVotes: (lang, post) => {
      votesIndex ??= indexVotes();
      return votesIndex.get(voteKey(lang, post)) ?? NO_VOTES;
    },
  };
};
