import { describe, expect, it } from 'vitest';
import { batchSize, countersToBatches } from '../../../src/domain/signalBatch.ts';
import { signalCounter, voteCounters } from '../../../src/domain/signalCounters.ts';

/** Batch ids in the order they are made. */
const ids = () => {
  let n = 0;
  return () => `batch-${(n += 1)}`;
};

describe('the counters taken as batches', () => {
  it('make one batch a day, with the readers of each post of each language', () => {
    const counters = new Map([
      [signalCounter('read', '2026-11-27', 'it', 42), 3],
      [signalCounter('read', '2026-11-27', 'en', 42), 1],
      [signalCounter('read', '2026-11-27', 'it', 7), 1],
      [signalCounter('read', '2026-11-28', 'it', 7), 2],
    ]);
    expect(countersToBatches(counters, ids())).toEqual([
      {
        id: 'batch-1',
        day: '2026-11-27',
        reads: [
          { post: 42, lang: 'it', readers: 3 },
          { post: 42, lang: 'en', readers: 1 },
          { post: 7, lang: 'it', readers: 1 },
        ],
        votes: [],
        searches: [],
      },
      { id: 'batch-2', day: '2026-11-28', reads: [{ post: 7, lang: 'it', readers: 2 }], votes: [], searches: [] },
    ]);
  });

  it('join a post’s sum of stars and count of voters, and leave out a post whose votes moved nothing', () => {
    const nine = voteCounters('2026-11-27', 'fr', 9);
    const four = voteCounters('2026-11-27', 'fr', 4);
    const three = voteCounters('2026-11-27', 'fr', 3);
    const counters = new Map([[nine.sum, 3], [nine.count, 1], [four.sum, -1], [three.sum, 0]]);
    expect(countersToBatches(counters, ids())[0]?.votes).toEqual([
      { post: 9, lang: 'fr', sum: 3, count: 1 },
      { post: 4, lang: 'fr', sum: -1, count: 0 },
    ]);
  });

  it('carry a term as it was counted, a `|` in it too', () => {
    const counters = new Map([[signalCounter('search', '2026-11-27', 'es', 'ai act'), 5], [signalCounter('search', '2026-11-27', 'pt', 'a|b'), 6]]);
    expect(countersToBatches(counters, ids())[0]?.searches).toEqual([
      { lang: 'es', term: 'ai act', readers: 5 },
      { lang: 'pt', term: 'a|b', readers: 6 },
    ]);
  });

  it('leave out a counter that is not one of ours, and make no batch of nothing', () => {
    const counters = new Map([['garbage', 4], ['2026-11-27|r|xx|4', 1], ['2026-11-27|r|it|0', 1], ['2026-11-27|r|it|4', 1.5], ['2026-11-27|q|it|4', 1]]);
    expect(countersToBatches(counters, ids())).toEqual([]);
    expect(countersToBatches(new Map(), ids())).toEqual([]);
  });

  it('say how many counters a batch carries: each post’s reads and votes and each term is one', () => {
    const vote = voteCounters('2026-11-27', 'it', 1);
    const counters = new Map([
      [signalCounter('read', '2026-11-27', 'it', 1), 2],
      [signalCounter('read', '2026-11-27', 'it', 2), 1],
      [vote.sum, 4],
      [vote.count, 1],
      [signalCounter('search', '2026-11-27', 'it', 'robot'), 5],
      [signalCounter('search', '2026-11-27', 'en', 'robot'), 5],
    ]);
    expect(batchSize(countersToBatches(counters, ids())[0]!)).toBe(5);
  });
});

describe('the batch on the wire', () => {
  it('is written as the write call takes it, field for field and in its order (docs/content-api-contract.md)', () => {
    const vote = voteCounters('2026-11-27', 'en', 6048);
    const counters = new Map([[signalCounter('search', '2026-11-27', 'en', 'ai act'), 3], [vote.sum, 9], [vote.count, 2], [signalCounter('read', '2026-11-27', 'en', 6048), 12]]);
    expect(JSON.stringify({ batches: countersToBatches(counters, () => '3f2c-0001') })).toBe(
      '{"batches":[{"id":"3f2c-0001","day":"2026-11-27","reads":[{"post":6048,"lang":"en","readers":12}],"votes":[{"post":6048,"lang":"en","sum":9,"count":2}],"searches":[{"lang":"en","term":"ai act","readers":3}]}]}',
    );
  });
});
