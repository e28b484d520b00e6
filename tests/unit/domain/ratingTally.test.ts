import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseTally } from '../../../src/domain/ratingTally.ts';

describe('a post\'s tally as the server answers it', () => {
  it('reads votes and an average, and nothing else of the object', () => {
    expect(parseTally({ votes: 64, average: 4.2 })).toEqual({ votes: 64, average: 4.2 });
    expect(parseTally({ votes: 1, average: 4, extra: 'ignored' })).toEqual({ votes: 1, average: 4 });
    expect(parseTally({ votes: 0, average: 0 })).toEqual({ votes: 0, average: 0 });
    expect(parseTally({ votes: 3, average: 5 })).toEqual({ votes: 3, average: 5 });
  });

  it('writes a post without votes as an average of 0, never -0', () => {
    expect(Object.is(parseTally({ votes: 0, average: -0 })?.average, 0)).toBe(true);
  });

  it.each([
    ['null', null],
    ['a number', 4],
    ['a string', '{"votes":1,"average":4}'],
    ['a list', [1, 4]],
    ['an empty object', {}],
    ['no average', { votes: 3 }],
    ['no votes', { average: 4 }],
    ['votes as a string', { votes: '3', average: 4 }],
    ['an average as a string', { votes: 3, average: '4' }],
    ['fractional votes', { votes: 2.5, average: 4 }],
    ['negative votes', { votes: -1, average: 4 }],
    ['votes past the safe integers', { votes: 2 ** 53, average: 4 }],
    ['an average above 5', { votes: 3, average: 5.01 }],
    ['a negative average', { votes: 3, average: -1 }],
    ['an infinite average', { votes: 3, average: Infinity }],
    ['an average that is not a number', { votes: 3, average: NaN }],
    ['votes without an average', { votes: 3, average: 0 }],
    ['an average without votes', { votes: 0, average: 4 }],
  ])('is not a tally: %s', (_, body) => {
    expect(parseTally(body)).toBeUndefined();
  });

  it('takes any sound tally as it is, and what it takes is sound', () => {
    fc.assert(
      fc.property(fc.nat(), fc.double({ min: 0, max: 5, noNaN: true }), (votes, average) => {
        const tally = parseTally({ votes, average });
        if (tally === undefined) return (average === 0) !== (votes === 0);
        return tally.votes === votes && tally.average === (votes === 0 ? 0 : average);
      }),
    );
    fc.assert(
      fc.property(fc.anything(), (body) => {
        const tally = parseTally(body);
        return tally === undefined || (Number.isSafeInteger(tally.votes) && tally.votes >= 0 && tally.average >= 0 && tally.average <= 5 && (tally.average === 0) === (tally.votes === 0));
      }),
    );
  });
});
