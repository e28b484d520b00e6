// Reader signals counted once per reader and a few times per network at most:
// the recorder names what is counted (keyed hashes of the reader, never an
// address, and the counter each signal adds to) and the ledger decides and counts
// in one atomic step. The courier (signalCourier.ts) takes the counters as
// batches for WordPress. Nothing here waits on WordPress: a signal costs a few
// hashes and one or two ledger operations (Redis round trips when shared).
import {
  countersToBatches,
  MAX_NEW_COUNTERS,
  NETWORK_BOUNDS,
  readCounter,
  searchCounter,
  utcDay,
  voteCounters,
  voteWindow,
  voteWindowSecondsLeft,
  type SignalBatch,
} from '../../src/domain/readerSignals.ts';
import type { Lang } from '../../src/domain/language.ts';
import type { StarVote } from '../../src/domain/starVote.ts';
import type { ReaderSignalsPort, SignalSender, VoteOutcome } from '../../src/ports/ReaderSignalsPort.ts';
import type { ReaderKeys } from './readerKeys.ts';
import { LedgerInDoubt, type SignalLedger } from './signalLedger.ts';

export interface SignalRecorder extends ReaderSignalsPort {
  /** The counters counted so far, as batches (one a day); the counting goes on from none. */
  takeBatches(): Promise<SignalBatch[]>;
  /** Closes the ledger (its Redis connection). */
  close(): Promise<void>;
}

export interface SignalRecorderOptions {
  readonly ledger: SignalLedger;
  readonly keys: ReaderKeys;
  /** Distinct searchers' networks a term needs on a day before it is counted (POPULAR_SEARCH_MIN_READERS). */
  readonly searchThreshold: number;
  /** Whether this instance knows a post exists (it served it): such a read is counted even when the tally is full. */
  readonly knownPost?: (lang: Lang, post: number) => boolean;
  readonly now?: () => Date;
  /** Unique across instances and restarts: a batch's id, a vote's nonce. */
  readonly newId: () => string;
}

/** A read or a search is remembered a little over a day: the day's key, whatever the time zone of the day's end. */
const DAY_TTL_S = 86_400 + 3_600;
/** How often an in-doubt vote is read back (each within the ledger's command timeout) before it is answered as in doubt. */
const SETTLE_ATTEMPTS = 4;

export const createSignalRecorder = ({ ledger, keys, searchThreshold, newId, knownPost = () => false, now = () => new Date() }: SignalRecorderOptions): SignalRecorder => {
  /** What the ledger answers; `doubt` when it could not say (LedgerInDoubt), any other failure as it is. */
  const unlessInDoubt = async <A, D>(work: () => Promise<A>, doubt: D): Promise<A | D> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof LedgerInDoubt) return doubt;
      throw error;
    }
  };

  /** A vote whose answer was lost is read back: the ledger kept it with its nonce, or did not keep it. */
  const settle = async (voteKey: string, nonce: string): Promise<VoteOutcome> => {
    for (let attempt = 0; attempt < SETTLE_ATTEMPTS; attempt += 1) {
      const settled = await unlessInDoubt(() => ledger.settleVote(voteKey, nonce), 'in-doubt' as const);
      if (settled === undefined) return { outcome: 'in-doubt' };
      if (settled !== 'in-doubt') return settled.outcome === 'limited' ? { outcome: 'in-doubt' } : settled;
    }
    return { outcome: 'in-doubt' };
  };

  const vote = async (sender: SignalSender, lang: Lang, post: number, value: StarVote): Promise<VoteOutcome> => {
    const at = now();
    const window = voteWindow(at);
    const windowKeys = await unlessInDoubt(() => keys.window(sender), undefined);
    // The window's salt could not be had: nothing was counted.
    if (windowKeys === undefined) return { outcome: 'in-doubt' };
    const { voter, network } = windowKeys;
    const voteKey = `v:${window}:${post}:${voter}`;
    const nonce = newId();
    const counters = voteCounters(utcDay(at), lang, post);
    const counted = await unlessInDoubt(
      () =>
        ledger.countVote({
          voteKey,
          networkKey: `vn:${window}:${post}:${network}`,
          perNetwork: NETWORK_BOUNDS.votersPerPost,
          value,
          nonce,
          sumCounter: counters.sum,
          countCounter: counters.count,
          // The vote and its network's voters are kept as long as the window, an hour more for clocks that differ.
          ttlS: voteWindowSecondsLeft(at) + 3_600,
        }),
      'in-doubt' as const,
    );
    if (counted === 'in-doubt') return settle(voteKey, nonce);
    return counted.outcome === 'limited' ? { outcome: 'limited', retryAfterS: voteWindowSecondsLeft(at) } : counted;
  };

  return {
    admit: async (sender, kind) => {
      const at = now();
      // Without the day's salt no key can be made: admitted, and the count that follows is in doubt the same way.
      const dayKeys = await unlessInDoubt(() => keys.day(sender), undefined);
      if (dayKeys === undefined) return { outcome: 'admitted' };
      const { network } = dayKeys;
      const hits = await ledger.hit(`m:${kind === 'vote' ? 'v' : 'a'}:${Math.floor(at.getTime() / 60_000)}:${network}`, 60);
      const limit = kind === 'vote' ? NETWORK_BOUNDS.votesPerMinute : NETWORK_BOUNDS.signalsPerMinute;
      return hits > limit ? { outcome: 'limited', retryAfterS: 60 - Math.floor((at.getTime() % 60_000) / 1000) } : { outcome: 'admitted' };
    },
    read: (sender, lang, post) =>
      unlessInDoubt(async () => {
        const day = utcDay(now());
        const { reader, network } = await keys.day(sender);
        return ledger.countRead({
          readerKey: `r:${day}:${reader}:${post}`,
          networkKey: `rn:${day}:${network}:${post}`,
          perNetwork: NETWORK_BOUNDS.readersPerPost,
          ttlS: DAY_TTL_S,
          counter: readCounter(day, lang, post),
          maxNew: MAX_NEW_COUNTERS,
          known: knownPost(lang, post),
        });
      }, 'in-doubt' as const),
    vote,
    search: (sender, lang, term) =>
      unlessInDoubt(async () => {
        const day = utcDay(now());
        const dayKeys = await keys.day(sender);
        return ledger.countSearch({
          termKey: `s:${day}:${dayKeys.term(lang, term)}`,
          searcher: dayKeys.searcher,
          threshold: searchThreshold,
          ttlS: DAY_TTL_S,
          counter: searchCounter(day, lang, term),
          maxNew: MAX_NEW_COUNTERS,
          known: false,
        });
      }, 'in-doubt' as const),
    takeBatches: async () => countersToBatches(await ledger.takeCounters(), newId),
    close: () => ledger.close(),
  };
};
