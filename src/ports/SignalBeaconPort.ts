import type { Rating } from '../domain/content.ts';
import type { Lang } from '../domain/language.ts';
import type { StarVote } from '../domain/starVote.ts';
import type { CountedVote } from '../domain/ratingAfterVote.ts';
import type { DistinctKind, SubjectOf } from '../domain/signalKinds.ts';

/** What became of a vote the page sent: counted (added or replacing the reader's own), limited for a while, or not delivered. */
export type VoteAnswer = CountedVote | { readonly outcome: 'limited'; readonly retryAfterS: number } | { readonly outcome: 'failed' };

/**
 * The page's side of reader signals (docs/reader-signals.md): beacons to the
 * server that served it. A distinct kind's (src/domain/signalKinds.ts: a read of a
 * post, a search's term) is fire-and-forget and left unsent for a reader who
 * refused measurement; a vote answers what it did. The kind is an argument, not a
 * method of its own, so that the page needs no list of kinds (its bundle carries
 * no table). A post's tally is what the server counted of its votes so far, for a
 * page whose figures came from a cache.
 */
export interface SignalBeaconPort {
  count<K extends DistinctKind>(kind: K, lang: Lang, subject: SubjectOf<K>): void;
  vote(lang: Lang, post: number, slug: string, value: StarVote): Promise<VoteAnswer>;
  /**
   * The post's votes and average as the server counts them now, votes not yet
   * delivered to WordPress included; undefined when they could not be had (a failure,
   * an answer that is not a tally, or none within about 5 seconds).
   */
  tally(lang: Lang, post: number, slug: string): Promise<Rating | undefined>;
}
