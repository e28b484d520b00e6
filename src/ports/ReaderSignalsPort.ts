import type { Lang } from '../domain/language.ts';
import type { StarVote } from '../domain/starVote.ts';
import type { CountedVote } from '../domain/ratingAfterVote.ts';

/**
 * Who sent a signal, as the request shows it. Never stored: the adapter turns
 * it into a keyed hash at once (adapters/signals/readerKeys.ts).
 */
export interface SignalSender {
  readonly address: string;
  readonly userAgent: string;
}

/**
 * Counted, counted before (the same reader), dropped (a new term past the bound of the
 * language's terms), or in doubt: not counted, as the shared ledger could not say
 * whether this reader had been.
 */
export type CountOutcome = 'counted' | 'counted-before' | 'dropped' | 'in-doubt';

/**
 * A vote added, or replacing the reader's own of the window; or refused: too many votes
 * from this address within a minute, or in doubt (the shared ledger did not answer in time).
 */
export type VoteOutcome = CountedVote | { readonly outcome: 'limited'; readonly retryAfterS: number } | { readonly outcome: 'in-doubt' };

export const ReaderSignalsPort = Symbol.for('ReaderSignalsPort');

/** What readers do that the newsroom counts (docs/reader-signals.md): each call counts at most once per reader. */
export interface ReaderSignalsPort {
  read(sender: SignalSender, lang: Lang, post: number): Promise<CountOutcome>;
  vote(sender: SignalSender, lang: Lang, post: number, value: StarVote): Promise<VoteOutcome>;
  /** `term` as searchTermKey() made it. */
  search(sender: SignalSender, lang: Lang, term: string): Promise<CountOutcome>;
}
