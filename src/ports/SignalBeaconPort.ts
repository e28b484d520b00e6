import type { Lang } from '../domain/language.ts';
import type { StarVote } from '../domain/starVote.ts';
import type { CountedVote } from '../domain/ratingAfterVote.ts';

/** What became of a vote the page sent: counted (added or replacing the reader's own), limited for a while, or not delivered. */
export type VoteAnswer = CountedVote | { readonly outcome: 'limited'; readonly retryAfterS: number } | { readonly outcome: 'failed' };

/**
 * The page's side of reader signals (docs/reader-signals.md): beacons to the
 * server that served it. Reads and searches are fire-and-forget and left unsent
 * for a reader who refused measurement; a vote answers what it did.
 */
export interface SignalBeaconPort {
  read(lang: Lang, post: number): void;
  search(lang: Lang, term: string): void;
  vote(lang: Lang, post: number, slug: string, value: StarVote): Promise<VoteAnswer>;
}
