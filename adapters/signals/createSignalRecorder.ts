// Reader signals counted once per reader: the ledger says whether this reader
// (a keyed hash) was counted already, and the day's tally adds what was not.
// The courier (signalCourier.ts) takes the sealed tallies as batches for
// WordPress. Nothing here waits on WordPress: a signal costs a hash and one
// ledger operation (a Redis round trip when shared).
import { addRead, addSearch, addVote, emptyTally, toBatch, utcDay, voteChange, voteWindow, voteWindowSecondsLeft, type DayTally, type SignalBatch } from '../../src/domain/readerSignals.ts';
import type { Lang } from '../../src/domain/language.ts';
import type { StarVote } from '../../src/domain/starVote.ts';
import type { ReaderSignalsPort, SignalSender, VoteOutcome } from '../../src/ports/ReaderSignalsPort.ts';
import type { ReaderKeys } from './readerKeys.ts';
import { LedgerInDoubt, type SignalLedger } from './signalLedger.ts';

/** A reader's vote counts once a minute per address at most past this many (a household or an office shares one address). */
export const VOTES_PER_MINUTE = 20;

/**
 * How many readers of one address may vote for one post in a voting window: a
 * household's or a small office's, not a client that changes its user agent to
 * vote again (past it, a new voter of that address is refused until the window ends).
 */
export const VOTERS_PER_ADDRESS_AND_POST = 3;

export interface SignalRecorder extends ReaderSignalsPort {
  /** The tallies counted so far, as batches (the current day's too, when it counted anything); the counting goes on from empty. */
  takeBatches(): SignalBatch[];
  /** Closes the ledger (its Redis connection). */
  close(): Promise<void>;
}

export interface SignalRecorderOptions {
  readonly ledger: SignalLedger;
  readonly keys: ReaderKeys;
  readonly now?: () => Date;
  /** A batch's id: unique across instances and restarts. */
  readonly newId: () => string;
}

const DAY_S = 86_400;
/** A read or a search is remembered a little over a day: the day's key, whatever the time zone of the day's end. */
const DAY_TTL_S = DAY_S + 3_600;

export const createSignalRecorder = ({ ledger, keys, newId, now = () => new Date() }: SignalRecorderOptions): SignalRecorder => {
  const sealed: SignalBatch[] = [];
  let tally: DayTally = emptyTally(utcDay(now()));

  /** Today's tally; yesterday's sealed first when the day has turned. */
  const today = (): DayTally => {
    const day = utcDay(now());
    if (tally.day !== day) {
      sealed.push(toBatch(tally, newId()));
      tally = emptyTally(day);
    }
    return tally;
  };
  const termsOf = (lang: string) => [...tally.searches.values()].filter((search) => search.lang === lang).length;
  const vote = async (sender: SignalSender, lang: Lang, post: number, value: StarVote): Promise<VoteOutcome> => {
    const at = now();
    const minute = Math.floor(at.getTime() / 60_000);
    const hits = await ledger.hit(`l:${minute}:${await keys.address(sender)}`, 60);
    if (hits > VOTES_PER_MINUTE) return { outcome: 'limited', retryAfterS: 60 - Math.floor((at.getTime() % 60_000) / 1000) };
    const kept = voteWindowSecondsLeft(at) + 3_600;
    const voteKey = `v:${voteWindow(at)}:${post}:${await keys.voter(sender)}`;
    const previous = await ledger.swapVote(voteKey, value, kept);
    // A new voter is one more of its address for this post: counted atomically after the vote is
    // kept (two instances at once cannot both be the last one allowed), taken back when past the bound.
    if (previous === undefined && (await ledger.hit(`n:${voteWindow(at)}:${post}:${await keys.voterAddress(sender)}`, kept)) > VOTERS_PER_ADDRESS_AND_POST) {
      await ledger.forget(voteKey);
      return { outcome: 'limited', retryAfterS: voteWindowSecondsLeft(at) };
    }
    addVote(today(), lang, post, voteChange(value, previous));
    return previous === undefined ? { outcome: 'added' } : { outcome: 'replaced', previous };
  };
  /** What the ledger answers; `doubt` when it could not say (LedgerInDoubt), any other failure as it is. */
  const unlessInDoubt = async <A, D>(work: () => Promise<A>, doubt: D): Promise<A | D> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof LedgerInDoubt) return doubt;
      throw error;
    }
  };

  return {
    read: (sender, lang, post) =>
      unlessInDoubt(async () => {
        const day = utcDay(now());
        const first = await ledger.firstTime(`r:${day}:${await keys.reader(sender)}:${post}`, DAY_TTL_S);
        if (!first) return 'counted-before';
        addRead(today(), lang, post);
        return 'counted';
      }, 'in-doubt' as const),
    vote: (sender, lang, post, value) => unlessInDoubt(() => vote(sender, lang, post, value), { outcome: 'in-doubt' } as const),
    search: (sender, lang, term) =>
      unlessInDoubt(async () => {
        const day = utcDay(now());
        const first = await ledger.firstTime(`s:${day}:${await keys.address(sender)}:${lang}:${term}`, DAY_TTL_S);
        if (!first) return 'counted-before';
        // Past the bound of the language's terms: said in the metrics (newsdesk_signals_total{outcome="dropped"}).
        return addSearch(today(), lang, term, termsOf) ? 'counted' : 'dropped';
      }, 'in-doubt' as const),
    takeBatches: () => {
      const current = today();
      const taken = sealed.splice(0);
      if (current.reads.size + current.votes.size + current.searches.size > 0) {
        taken.push(toBatch(current, newId()));
        tally = emptyTally(current.day);
      }
      return taken.filter((batch) => batch.reads.length + batch.votes.length + batch.searches.length > 0);
    },
    close: () => ledger.close(),
  };
};
