// What a reader sees right after their vote counted: the post's average and count
// with it. The page's figures may be a cache lifetime old and the vote reaches
// WordPress at the next flush, so this is the reader's view, not the record:
// the next page they load shows WordPress's own totals.
import type { Rating } from './content.ts';
import type { StarVote } from './starVote.ts';
import { ratingWithVotes } from './ratingWithVotes.ts';

/** What the server did with a vote: a new voter's vote, or the replacement of the reader's `previous` one. */
export type CountedVote = { readonly outcome: 'added' } | { readonly outcome: 'replaced'; readonly previous: StarVote };

export const ratingAfterVote = (shown: Rating, value: StarVote, vote: CountedVote): Rating =>
  // A replaced vote the page does not hold yet (it was cast after the page was made) is shown as a new one.
  vote.outcome === 'replaced' && shown.votes > 0
    ? ratingWithVotes(shown, { sum: value - vote.previous, count: 0 })
    : ratingWithVotes(shown, { sum: value, count: 1 });
