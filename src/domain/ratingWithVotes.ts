// A post's rating with votes WordPress does not hold yet: the figures WordPress
// answers (its count of voters and their average) moved by what votes counted
// since changed in its sum of stars and its count of voters, exactly as a vote
// changes them: a new voter adds their stars and one voter, a replaced vote moves
// the sum by the difference and the count not at all (the ledgers' countVote,
// adapters/signals/). The tally a page reads (GET /_signal/vote) and the figures a
// page shows right after a vote (ratingAfterVote.ts) are both this.
import type { Rating } from './content.ts';

/** What votes changed in a post's totals: the sum of their stars (a replaced vote: the difference) and the new voters. */
export interface VoteDelta {
  readonly sum: number;
  readonly count: number;
}

export const NO_VOTES: VoteDelta = { sum: 0, count: 0 };

export const addVotes = (a: VoteDelta, b: VoteDelta): VoteDelta => ({ sum: a.sum + b.sum, count: a.count + b.count });

const clampAverage = (average: number): number => Math.min(5, Math.max(1, average));

/**
 * The rating with the votes of `delta` in it: the average over every voter,
 * `(average × votes + sum) / (votes + count)`, kept between 1 and 5 (an average
 * WordPress rounded, or a page's figures older than a vote, could otherwise step
 * past them); none without voters. Nothing to add is the rating as it is.
 */
export const ratingWithVotes = (rating: Rating, delta: VoteDelta): Rating => {
  if (delta.sum === 0 && delta.count === 0) return rating;
  const votes = rating.votes + delta.count;
  if (votes <= 0) return { votes: 0, average: 0 };
  return { votes, average: clampAverage((rating.average * rating.votes + delta.sum) / votes) };
};
