import { describe, expect, it } from 'vitest';
import { voteCounters, voteCountersAround } from '../../../src/domain/signalCounters.ts';

describe('the vote counters a tally reads', () => {
  it('names a post\'s sum and count of the day before, the day and the day after, as a vote names them', () => {
    expect(voteCountersAround(new Date('2026-11-27T00:10:00Z'), 'en', 6039)).toEqual([
      { sum: '2026-11-26|vs|en|6039', count: '2026-11-26|vc|en|6039' },
      { sum: '2026-11-27|vs|en|6039', count: '2026-11-27|vc|en|6039' },
      { sum: '2026-11-28|vs|en|6039', count: '2026-11-28|vc|en|6039' },
    ]);
    expect(voteCountersAround(new Date('2026-12-31T23:59:59Z'), 'it', 4)).toContainEqual(voteCounters('2027-01-01', 'it', 4));
  });
});
