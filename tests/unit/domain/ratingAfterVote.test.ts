import { describe, expect, it } from 'vitest';
import { ratingAfterVote } from '../../../src/domain/ratingAfterVote.ts';

describe('the rating a reader sees right after their vote counted', () => {
  it('adds a new voter: one more vote, the average moved by their stars', () => {
    expect(ratingAfterVote({ average: 4.2, votes: 27 }, 4, { outcome: 'added' })).toEqual({ votes: 28, average: (4.2 * 27 + 4) / 28 });
    expect(ratingAfterVote({ average: 0, votes: 0 }, 5, { outcome: 'added' })).toEqual({ votes: 1, average: 5 });
  });

  it('replaces a reader\'s earlier vote: the same count, the average moved by the difference', () => {
    expect(ratingAfterVote({ average: 3, votes: 4 }, 5, { outcome: 'replaced', previous: 1 })).toEqual({ votes: 4, average: 4 });
  });

  it('shows a replaced vote the page does not hold yet (cast after the page was made) as a new one', () => {
    expect(ratingAfterVote({ average: 0, votes: 0 }, 3, { outcome: 'replaced', previous: 5 })).toEqual({ votes: 1, average: 3 });
  });

  it('keeps the average between 1 and 5 when the page\'s figures were older than the vote', () => {
    expect(ratingAfterVote({ average: 1, votes: 1 }, 1, { outcome: 'replaced', previous: 5 }).average).toBe(1);
    expect(ratingAfterVote({ average: 5, votes: 1 }, 5, { outcome: 'replaced', previous: 1 }).average).toBe(5);
  });
});
