import type { Lang } from '../domain/language.ts';
import type { StarVote } from '../domain/starVote.ts';
import type { CountedVote } from '../domain/ratingAfterVote.ts';
import type { VoteDelta } from '../domain/ratingWithVotes.ts';
import type { DistinctKind, SignalBudget, SubjectOf } from '../domain/signalKinds.ts';

/**
 * Who sent a signal, as the request shows it. Never stored: the adapter turns
 * it into a keyed hash at once (adapters/signals/readerKeys.ts).
 */
export interface SignalSender {
  readonly address: string;
  readonly userAgent: string;
}

/**
 * Counted; counted before (the same reader); waiting (a term under the threshold of
 * popular searches: counted once enough networks searched it, forgotten with the day
 * if not); network-bound (this network's readers of the post are counted already);
 * dropped (the tally between two deliveries is full); in doubt (the shared ledger did
 * not answer in time: counted there if it ran, never twice).
 */
export type CountOutcome = 'counted' | 'counted-before' | 'waiting' | 'network-bound' | 'dropped' | 'in-doubt';

/** Whether a network may send one more signal of a kind this minute. */
export type Admission = { readonly outcome: 'admitted' } | { readonly outcome: 'limited'; readonly retryAfterS: number };

/**
 * A vote added, or replacing the reader's own of the window; or refused: too many voters
 * of this network for the post, or in doubt (the shared ledger did not answer in time,
 * and reading it back did not say either).
 */
export type VoteOutcome = CountedVote | { readonly outcome: 'limited'; readonly retryAfterS: number } | { readonly outcome: 'in-doubt' };

export const ReaderSignalsPort = Symbol.for('ReaderSignalsPort');

/**
 * One method per distinct kind of the table (src/domain/signalKinds.ts), named as the
 * kind: `read(sender, lang, post)`, `search(sender, lang, term)` with the term as
 * searchTermKey() made it, of a search that found something.
 */
export type DistinctCounts = { readonly [K in DistinctKind]: (sender: SignalSender, lang: Lang, subject: SubjectOf<K>) => Promise<CountOutcome> };

/**
 * What readers do that the newsroom counts (docs/reader-signals.md): each call counts
 * at most once per reader, and at most a few times per network. `admit` comes first,
 * before anything that costs a lookup: it counts the signal against its network's
 * budget of the minute (the kind's budget: `vote`, `audience`).
 */
export interface ReaderSignalsPort extends DistinctCounts {
  admit(sender: SignalSender, budget: SignalBudget): Promise<Admission>;
  vote(sender: SignalSender, lang: Lang, post: number, value: StarVote): Promise<VoteOutcome>;
  /**
   * What the votes for a post counted here and not yet in WordPress's record move its totals by: those the ledger
   * holds and those on their way to WordPress (taken, not yet delivered), each once. In doubt when the shared ledger
   * did not answer in time. Costs no call to WordPress (docs/reader-signals.md#the-tally-a-page-reads).
   */
  pendingVotes(lang: Lang, post: number): Promise<VoteDelta | 'in-doubt'>;
}
