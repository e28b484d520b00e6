import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addVotes, NO_VOTES, ratingWithVotes } from '../../../src/domain/ratingWithVotes.ts';

describe('a rating with the votes WordPress does not hold yet', () => {
  it('is the rating as it is when nothing waits', () => {
    expect(ratingWithVotes({ votes: 27, average: 4.35 }, NO_VOTES)).toEqual({ votes: 27, average: 4.35 });
    expect(ratingWithVotes({ votes: 0, average: 0 }, { sum: 0, count: 0 })).toEqual({ votes: 0, average: 0 });
  });

  it('adds a new voter: one vote more, their stars in the average', () => {
    // 3 voters averaging 3 have given 9 stars; a 4 makes 13 stars over 4 voters.
    expect(ratingWithVotes({ votes: 3, average: 3 }, { sum: 4, count: 1 })).toEqual({ votes: 4, average: 3.25 });
    // The first votes of a post: 5 and 4.
    expect(ratingWithVotes({ votes: 0, average: 0 }, { sum: 9, count: 2 })).toEqual({ votes: 2, average: 4.5 });
  });

  it('moves only the average for a replaced vote: the same voters, the sum changed by the difference', () => {
    // 4 voters, 12 stars; one of them goes from 1 to 3: 14 stars over 4 voters.
    expect(ratingWithVotes({ votes: 4, average: 3 }, { sum: 2, count: 0 })).toEqual({ votes: 4, average: 3.5 });
    // And down: from 5 to 1, 8 stars over 4.
    expect(ratingWithVotes({ votes: 4, average: 3 }, { sum: -4, count: 0 })).toEqual({ votes: 4, average: 2 });
  });

  it('takes new voters and replacements together', () => {
    // 10 voters, 40 stars; three new (3, 5, 1) and one who went from 4 to 2: 40 + 9 - 2 = 47 stars over 13.
    expect(ratingWithVotes({ votes: 10, average: 4 }, { sum: 9 - 2, count: 3 })).toEqual({ votes: 13, average: 47 / 13 });
  });

  it('keeps an average between 1 and 5, and none without voters, whatever figures it is given', () => {
    // WordPress rounds its average to two decimals: figures it rounded up, and a replacement at the top, stay at 5.
    expect(ratingWithVotes({ votes: 1, average: 5 }, { sum: 4, count: 0 }).average).toBe(5);
    expect(ratingWithVotes({ votes: 1, average: 1 }, { sum: -4, count: 0 }).average).toBe(1);
    expect(ratingWithVotes({ votes: 0, average: 0 }, { sum: -3, count: 0 })).toEqual({ votes: 0, average: 0 });
  });

  it('adds what two places hold', () => {
    expect(addVotes({ sum: 4, count: 1 }, { sum: -2, count: 0 })).toEqual({ sum: 2, count: 1 });
    expect(addVotes(NO_VOTES, NO_VOTES)).toEqual(NO_VOTES);
  });

  it('is the average over every vote, counted from the votes themselves', () => {
    const star = fc.integer({ min: 1, max: 5 });
    fc.assert(
      fc.property(
        fc.array(star, { maxLength: 40 }),
        fc.array(star, { maxLength: 10 }),
        fc.array(fc.tuple(fc.nat(), star), { maxLength: 10 }),
        (recorded, added, replacements) => {
          // WordPress holds `recorded`; since then new voters gave `added`, and some voters, recorded or new, changed their stars.
          const votes = [...recorded, ...added];
          let sum = added.reduce((total, stars) => total + stars, 0);
          for (const [who, stars] of replacements) {
            if (votes.length === 0) break;
            const i = who % votes.length;
            sum += stars - votes[i]!;
            votes[i] = stars;
          }
          const shown = { votes: recorded.length, average: recorded.length === 0 ? 0 : recorded.reduce((total, stars) => total + stars, 0) / recorded.length };
          const tally = ratingWithVotes(shown, { sum, count: added.length });
          expect(tally.votes).toBe(votes.length);
          const truth = votes.length === 0 ? 0 : votes.reduce((total, stars) => total + stars, 0) / votes.length;
          expect(tally.average).toBeCloseTo(truth, 9);
        },
      ),
    );
  });
});
