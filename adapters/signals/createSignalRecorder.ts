// Reader signals counted once per reader and a few times per network at most:
// the recorder names what is counted (keyed hashes of the reader, never an
// address, and the counter each signal adds to) and the ledger decides and counts
// in one atomic step. The courier (signalCourier.ts) takes the counters as
// batches for WordPress. Nothing here waits on WordPress: a signal costs a few
// hashes and one or two ledger operations (Redis round trips when shared).
import { utcDay, voteWindow, voteWindowSecondsLeft } from '../../src/domain/readerSignals.ts';
import { countersToBatches, type SignalBatch } from '../../src/domain/signalBatch.ts';
import { MAX_NEW_COUNTERS, signalCounter, voteCounters, voteCountersAround } from '../../src/domain/signalCounters.ts';
import { DISTINCT_KINDS, distinctSpec, SIGNAL_BUDGETS, SIGNAL_KINDS, SIGNAL_SUBJECTS, type DistinctKind, type SubjectOf } from '../../src/domain/signalKinds.ts';
import type { Lang } from '../../src/domain/language.ts';
import type { StarVote } from '../../src/domain/starVote.ts';
import { addVotes, NO_VOTES, type VoteDelta } from '../../src/domain/ratingWithVotes.ts';
import type { CountOutcome, DistinctCounts, ReaderSignalsPort, SignalSender, VoteOutcome } from '../../src/ports/ReaderSignalsPort.ts';
import type { ReaderKeys } from './readerKeys.ts';
import { LedgerInDoubt, type DistinctCount, type SignalLedger } from './signalLedger.ts';

export interface SignalRecorder extends Omit<ReaderSignalsPort, 'pendingVotes'> {
  /** The counters counted so far, as batches (one a day); the counting goes on from none. */
  takeBatches(): Promise<SignalBatch[]>;
  /**
   * What votes for a post counted and not yet taken move its totals by (its vote counters of the days a ledger may
   * hold, read and left in place); in doubt when the shared ledger did not answer in time.
   */
  votesNotTaken(lang: Lang, post: number): Promise<VoteDelta | 'in-doubt'>;
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
          perNetwork: SIGNAL_KINDS.vote.perNetwork,
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

  /**
   * A distinct kind's keys, as its table entry says: its code before each (`r:`, `rn:`; `s:`, `st:`),
   * the day, the sender's keyed hash, and the subject (a post's id; a term only hashed).
   */
  const distinctCount = async <K extends DistinctKind>(kind: K, sender: SignalSender, lang: Lang, subject: SubjectOf<K>): Promise<DistinctCount> => {
    const spec = distinctSpec(kind);
    const day = utcDay(now());
    const dayKeys = await keys.day(sender);
    const about = SIGNAL_SUBJECTS[spec.subject].hashed ? dayKeys.term(lang, String(subject)) : String(subject);
    const threshold = spec.threshold === 'popular-search' ? searchThreshold : undefined;
    return {
      kind,
      senderKey: `${spec.counter}:${day}:${spec.sender === 'network' ? dayKeys.searcher : dayKeys.reader}:${about}`,
      // A sender that is a network is one per network by being distinct: no count of the network's senders is needed.
      ...(spec.sender === 'reader' ? { networkKey: `${spec.counter}n:${day}:${dayKeys.network}:${about}`, perNetwork: spec.perNetwork } : {}),
      ...(threshold === undefined ? {} : { subjectKey: `${spec.counter}t:${day}:${about}`, threshold }),
      ttlS: DAY_TTL_S,
      counter: signalCounter(kind, day, lang, subject),
      maxNew: MAX_NEW_COUNTERS,
      known: spec.subject === 'post' && knownPost(lang, Number(subject)),
    };
  };
  const countDistinct =
    <K extends DistinctKind>(kind: K) =>
    (sender: SignalSender, lang: Lang, subject: SubjectOf<K>): Promise<CountOutcome> =>
      unlessInDoubt(async () => ledger.countDistinct(await distinctCount(kind, sender, lang, subject)), 'in-doubt' as const);

  return {
    ...(Object.fromEntries(DISTINCT_KINDS.map((kind) => [kind, countDistinct(kind)])) as DistinctCounts),
    admit: async (sender, budget) => {
      const at = now();
      // Without the day's salt no key can be made: admitted, and the count that follows is in doubt the same way.
      const dayKeys = await unlessInDoubt(() => keys.day(sender), undefined);
      if (dayKeys === undefined) return { outcome: 'admitted' };
      const { network } = dayKeys;
      const { code, perMinute } = SIGNAL_BUDGETS[budget];
      const hits = await ledger.hit(`m:${code}:${Math.floor(at.getTime() / 60_000)}:${network}`, 60);
      return hits > perMinute ? { outcome: 'limited', retryAfterS: 60 - Math.floor((at.getTime() % 60_000) / 1000) } : { outcome: 'admitted' };
    },
    vote,
    takeBatches: async () => countersToBatches(await ledger.takeCounters(), newId),
    votesNotTaken: async (lang, post) => {
      const days = voteCountersAround(now(), lang, post);
      const peeked = await unlessInDoubt(() => ledger.peekCounters(days.flatMap((day) => [day.sum, day.count])), 'in-doubt' as const);
      if (peeked === 'in-doubt') return peeked;
      return days.reduce((delta, day) => addVotes(delta, { sum: peeked.get(day.sum) ?? 0, count: peeked.get(day.count) ?? 0 }), NO_VOTES);
    },
    close: () => ledger.close(),
  };
};

/**
 * The port the beacons' endpoint counts and reads through: the recorder, with the votes on their way to WordPress
 * (taken by the courier, not yet delivered) added to those the ledger still holds. The courier's are read first: a
 * vote moves from the ledger to the courier and never back, so read in this order none is seen twice (one taken
 * between the two reads is missed, for that moment).
 */
export const withVotesOnTheirWay = (recorder: SignalRecorder, onTheirWay: (lang: Lang, post: number) => VoteDelta): ReaderSignalsPort => ({
  ...recorder,
  pendingVotes: async (lang, post) => {
    const taken = onTheirWay(lang, post);
    const notTaken = await recorder.votesNotTaken(lang, post);
    return notTaken === 'in-doubt' ? notTaken : addVotes(taken, notTaken);
  },
});
