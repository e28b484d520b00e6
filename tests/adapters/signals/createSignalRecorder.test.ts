import { describe, expect, it } from 'vitest';
import { createSignalRecorder, VOTERS_PER_ADDRESS_AND_POST, VOTES_PER_MINUTE } from '../../../adapters/signals/createSignalRecorder.ts';
import { createReaderKeys } from '../../../adapters/signals/readerKeys.ts';
import { createMemoryLedger, type SignalLedger } from '../../../adapters/signals/signalLedger.ts';
import { MAX_TERMS_PER_LANGUAGE, type SignalBatch } from '../../../src/domain/readerSignals.ts';
import type { SignalSender, VoteOutcome } from '../../../src/ports/ReaderSignalsPort.ts';

const ADDRESS = '203.0.113.77';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0';
const reader = (address = ADDRESS, userAgent = FIREFOX): SignalSender => ({ address, userAgent });
/** The n-th of many readers, each from an address of its own. */
const nth = (n: number): SignalSender => reader(`198.51.${Math.floor(n / 256)}.${n % 256}`);

/**
 * A recorder on a clock the test sets, with a memory ledger that also keeps
 * every key and value it was given: what the ledger holds is what must never
 * name a reader.
 */
const setUp = (start: string) => {
  let at = new Date(start);
  const now = () => at;
  const memory = createMemoryLedger({ now: () => at.getTime() });
  const written: string[] = [];
  const ledger: SignalLedger = {
    ...memory,
    firstTime: (key, ttlS) => (written.push(key), memory.firstTime(key, ttlS)),
    swapVote: (key, value, ttlS) => (written.push(key, String(value)), memory.swapVote(key, value, ttlS)),
    hit: (key, ttlS) => (written.push(key), memory.hit(key, ttlS)),
    salt: async (period, ttlS, fresh) => {
      const salt = await memory.salt(period, ttlS, fresh);
      written.push(period, salt);
      return salt;
    },
  };
  let ids = 0;
  const recorder = createSignalRecorder({ ledger, keys: createReaderKeys(ledger, now), now, newId: () => `batch-${(ids += 1)}` });
  return { recorder, written, setTime: (iso: string) => (at = new Date(iso)) };
};

const readersOf = (batches: readonly SignalBatch[]) => batches.flatMap((batch) => batch.reads).reduce((sum, read) => sum + read.readers, 0);

describe('the signal recorder', () => {
  it('counts a reader who reads an article ten times once', async () => {
    const { recorder } = setUp('2026-11-27T10:00:00Z');
    const outcomes = [];
    for (let i = 0; i < 10; i += 1) outcomes.push(await recorder.read(reader(), 'it', 42));

    expect(outcomes).toEqual(['counted', ...Array<string>(9).fill('counted-before')]);
    expect(recorder.takeBatches()).toEqual([{ id: 'batch-1', day: '2026-11-27', reads: [{ post: 42, lang: 'it', readers: 1 }], votes: [], searches: [] }]);
  });

  it('counts another user agent or another address as another reader', async () => {
    const { recorder } = setUp('2026-11-27T10:00:00Z');
    expect(await recorder.read(reader(), 'it', 42)).toBe('counted');
    expect(await recorder.read(reader(ADDRESS, 'Mozilla/5.0 Chrome/130.0.0.0 Safari/537.36'), 'it', 42)).toBe('counted');
    expect(await recorder.read(reader('203.0.113.78'), 'it', 42)).toBe('counted');
    // The same reader reading another post is one more read of that post.
    expect(await recorder.read(reader(), 'it', 43)).toBe('counted');
    expect(recorder.takeBatches()[0]?.reads).toEqual([
      { post: 42, lang: 'it', readers: 3 },
      { post: 43, lang: 'it', readers: 1 },
    ]);
  });

  it('counts a reader again on a new UTC day, under a key that shares nothing with the day before', async () => {
    const { recorder, written, setTime } = setUp('2026-11-27T23:50:00Z');
    expect(await recorder.read(reader(), 'en', 42)).toBe('counted');
    expect(await recorder.read(reader(), 'en', 42)).toBe('counted-before');
    setTime('2026-11-28T00:10:00Z');
    expect(await recorder.read(reader(), 'en', 42)).toBe('counted');
    expect(await recorder.read(reader(), 'en', 42)).toBe('counted-before');

    // One batch a day, each with an id of its own.
    expect(recorder.takeBatches()).toEqual([
      { id: 'batch-1', day: '2026-11-27', reads: [{ post: 42, lang: 'en', readers: 1 }], votes: [], searches: [] },
      { id: 'batch-2', day: '2026-11-28', reads: [{ post: 42, lang: 'en', readers: 1 }], votes: [], searches: [] },
    ]);
    const [dayOne, dayTwo] = [...new Set(written.filter((text) => text.startsWith('r:')))];
    expect(dayOne).toBeDefined();
    expect(dayTwo).toBeDefined();
    // Without the day, the two keys differ: nothing in them says they are one reader's.
    expect(dayOne!.replace('2026-11-27', '')).not.toBe(dayTwo!.replace('2026-11-28', ''));
  });

  it('never gives the ledger, nor a batch, the address or the user agent', async () => {
    const { recorder, written } = setUp('2026-11-27T10:00:00Z');
    await recorder.read(reader(), 'it', 42);
    await recorder.vote(reader(), 'it', 42, 4);
    await recorder.search(reader(), 'it', 'ai act');
    const batches = JSON.stringify(recorder.takeBatches());

    expect(written.length).toBeGreaterThan(0);
    for (const text of [...written, batches]) {
      expect(text).not.toContain(ADDRESS);
      expect(text).not.toContain('203.0.113');
      expect(text).not.toContain('Firefox');
    }
  });

  it('keeps one vote per reader and post when the reader changes their mind: count one, the sum their last stars', async () => {
    const { recorder } = setUp('2026-11-27T10:00:00Z');
    expect(await recorder.vote(reader(), 'en', 7, 2)).toEqual({ outcome: 'added' });
    expect(await recorder.vote(reader(), 'en', 7, 5)).toEqual({ outcome: 'replaced', previous: 2 });
    expect(await recorder.vote(reader(), 'en', 7, 4)).toEqual({ outcome: 'replaced', previous: 5 });
    expect(recorder.takeBatches()[0]?.votes).toEqual([{ post: 7, lang: 'en', sum: 4, count: 1 }]);
  });

  it('sends a change of mind in a later batch as a move of the sum alone, so that the totals are still one vote', async () => {
    const { recorder, setTime } = setUp('2026-11-27T10:00:00Z');
    await recorder.vote(reader(), 'en', 7, 2);
    const first = recorder.takeBatches();
    setTime('2026-11-29T10:00:00Z');
    await recorder.vote(reader(), 'en', 7, 5);
    const second = recorder.takeBatches();

    expect(first[0]?.votes).toEqual([{ post: 7, lang: 'en', sum: 2, count: 1 }]);
    expect(second[0]?.votes).toEqual([{ post: 7, lang: 'en', sum: 3, count: 0 }]);
    // Once WordPress has added both up: one vote of five stars.
  });

  it('sends nothing for a reader who gives the same stars again', async () => {
    const { recorder } = setUp('2026-11-27T10:00:00Z');
    await recorder.vote(reader(), 'en', 7, 3);
    recorder.takeBatches();
    expect(await recorder.vote(reader(), 'en', 7, 3)).toEqual({ outcome: 'replaced', previous: 3 });
    expect(recorder.takeBatches()).toEqual([]);
  });

  it('counts a reader’s vote again in the next voting window', async () => {
    // Windows are counted from 1970-01-01: one ends at 2026-12-03T00:00Z.
    const { recorder, setTime } = setUp('2026-12-02T23:00:00Z');
    expect(await recorder.vote(reader(), 'en', 7, 3)).toEqual({ outcome: 'added' });
    setTime('2026-12-03T01:00:00Z');
    expect(await recorder.vote(reader(), 'en', 7, 3)).toEqual({ outcome: 'added' });
  });

  it('limits a burst: a thousand votes from one address in a minute move the count by one at most, the rest answered with a time to retry', async () => {
    const { recorder, setTime } = setUp('2026-11-27T12:00:15Z');
    const outcomes: VoteOutcome[] = [];
    for (let i = 0; i < 1_000; i += 1) outcomes.push(await recorder.vote(reader(), 'en', 7, ((i % 5) + 1) as 1 | 2 | 3 | 4 | 5));

    const limited = outcomes.filter((outcome) => outcome.outcome === 'limited');
    expect(outcomes.slice(0, VOTES_PER_MINUTE).every((outcome) => outcome.outcome !== 'limited')).toBe(true);
    expect(limited).toHaveLength(1_000 - VOTES_PER_MINUTE);
    for (const outcome of limited) {
      expect(outcome.retryAfterS).toBeGreaterThan(0);
      expect(outcome.retryAfterS).toBeLessThanOrEqual(60);
    }
    const [batch] = recorder.takeBatches();
    expect(batch?.votes.map((vote) => vote.count)).toEqual([1]);

    // Told when to come back, the reader is heard again.
    setTime(new Date(Date.parse('2026-11-27T12:00:15Z') + limited[0]!.retryAfterS * 1000).toISOString());
    expect((await recorder.vote(reader(), 'en', 7, 2)).outcome).toBe('replaced');
  });

  it('limits by address: a client that changes its user agent for every vote is three voters of a post at most, and its neighbour is not limited', async () => {
    const { recorder } = setUp('2026-11-27T12:00:15Z');
    const outcomes: VoteOutcome[] = [];
    for (let i = 0; i < 1_000; i += 1) outcomes.push(await recorder.vote(reader(ADDRESS, `bot/${i}`), 'en', 7, 5));

    expect(outcomes.filter((outcome) => outcome.outcome === 'added')).toHaveLength(VOTERS_PER_ADDRESS_AND_POST);
    expect(outcomes.filter((outcome) => outcome.outcome === 'limited')).toHaveLength(1_000 - VOTERS_PER_ADDRESS_AND_POST);
    // A new voter past the bound waits for the next voting window; a burst past the minute's votes, for the next minute.
    const waits = outcomes.flatMap((outcome) => (outcome.outcome === 'limited' ? [outcome.retryAfterS] : []));
    expect(waits.slice(0, VOTES_PER_MINUTE - VOTERS_PER_ADDRESS_AND_POST).every((seconds) => seconds > 60)).toBe(true);
    expect(waits.slice(VOTES_PER_MINUTE - VOTERS_PER_ADDRESS_AND_POST).every((seconds) => seconds >= 1 && seconds <= 60)).toBe(true);
    expect(await recorder.vote(reader('203.0.113.78'), 'en', 7, 5)).toEqual({ outcome: 'added' });
    // Another post is another count of voters, but the minute's votes of the address are spent.
    expect((await recorder.vote(reader(ADDRESS, 'bot/again'), 'en', 8, 5)).outcome).toBe('limited');
    const counted = recorder.takeBatches().flatMap((batch) => batch.votes).reduce((sum, vote) => sum + vote.count, 0);
    expect(counted).toBe(VOTERS_PER_ADDRESS_AND_POST + 1);
  });

  it('takes back a voter past the bound: the address\'s earlier voters can still change their minds, and nothing of the refused one is kept', async () => {
    const { recorder } = setUp('2026-11-27T12:00:15Z');
    for (let i = 0; i < VOTERS_PER_ADDRESS_AND_POST; i += 1) expect((await recorder.vote(reader(ADDRESS, `browser/${i}`), 'en', 7, 4)).outcome).toBe('added');
    expect((await recorder.vote(reader(ADDRESS, 'browser/late'), 'en', 7, 1)).outcome).toBe('limited');
    expect(await recorder.vote(reader(ADDRESS, 'browser/0'), 'en', 7, 2)).toEqual({ outcome: 'replaced', previous: 4 });
    // Refused again, not "replaced": its vote was not kept.
    expect((await recorder.vote(reader(ADDRESS, 'browser/late'), 'en', 7, 1)).outcome).toBe('limited');
    expect(recorder.takeBatches().flatMap((batch) => batch.votes)).toEqual([{ post: 7, lang: 'en', sum: 3 * 4 - 2, count: 3 }]);
  });

  it('moves the count by one at most for a reader voting a thousand times spread over a minute that straddles two', async () => {
    const { recorder, setTime } = setUp('2026-11-27T12:00:30Z');
    const start = Date.parse('2026-11-27T12:00:30Z');
    let limited = 0;
    for (let i = 0; i < 1_000; i += 1) {
      setTime(new Date(start + i * 60).toISOString());
      if ((await recorder.vote(reader(), 'en', 7, 5)).outcome === 'limited') limited += 1;
    }
    expect(recorder.takeBatches().flatMap((batch) => batch.votes)).toEqual([{ post: 7, lang: 'en', sum: 5, count: 1 }]);
    expect(limited).toBeGreaterThanOrEqual(1_000 - 2 * VOTES_PER_MINUTE);
  });

  it('counts a term searched by 20 readers as 20 readers, and by one reader a thousand times as one', async () => {
    const { recorder } = setUp('2026-11-27T10:00:00Z');
    // Each from an address of its own: a searcher is told apart by address (readerKeys' address key), not by user agent.
    for (let n = 0; n < 20; n += 1) expect(await recorder.search(nth(n), 'it', 'ai act')).toBe('counted');
    const outcomes = [];
    for (let i = 0; i < 1_000; i += 1) outcomes.push(await recorder.search(reader(), 'it', 'robotica'));

    expect(outcomes.filter((outcome) => outcome === 'counted')).toHaveLength(1);
    expect(recorder.takeBatches()[0]?.searches).toEqual([
      { lang: 'it', term: 'ai act', readers: 20 },
      { lang: 'it', term: 'robotica', readers: 1 },
    ]);
  });

  it('counts a term per language and per day', async () => {
    const { recorder, setTime } = setUp('2026-11-27T10:00:00Z');
    expect(await recorder.search(reader(), 'it', 'ai act')).toBe('counted');
    expect(await recorder.search(reader(), 'en', 'ai act')).toBe('counted');
    setTime('2026-11-28T10:00:00Z');
    expect(await recorder.search(reader(), 'it', 'ai act')).toBe('counted');
    expect(recorder.takeBatches().map((batch) => [batch.day, batch.searches])).toEqual([
      [
        '2026-11-27',
        [
          { lang: 'it', term: 'ai act', readers: 1 },
          { lang: 'en', term: 'ai act', readers: 1 },
        ],
      ],
      ['2026-11-28', [{ lang: 'it', term: 'ai act', readers: 1 }]],
    ]);
  });

  it('keeps a language’s terms within the bound of a tally, and counts those it dropped', async () => {
    const { recorder } = setUp('2026-11-27T10:00:00Z');
    const outcomes = [];
    for (let i = 0; i < MAX_TERMS_PER_LANGUAGE + 5; i += 1) outcomes.push(await recorder.search(reader(), 'en', `term ${i}`));
    expect(await recorder.search(reader(), 'fr', 'ia')).toBe('counted');
    expect(await recorder.search(reader(), 'en', 'term 3')).toBe('counted-before');

    const searches = recorder.takeBatches()[0]?.searches ?? [];
    expect(searches.filter((search) => search.lang === 'en')).toHaveLength(MAX_TERMS_PER_LANGUAGE);
    expect(searches.filter((search) => search.lang === 'fr')).toEqual([{ lang: 'fr', term: 'ia', readers: 1 }]);
    expect(outcomes.filter((outcome) => outcome === 'counted')).toHaveLength(MAX_TERMS_PER_LANGUAGE);
    expect(outcomes.slice(MAX_TERMS_PER_LANGUAGE)).toEqual(['dropped', 'dropped', 'dropped', 'dropped', 'dropped']);
  });

  it('takes nothing when nothing was counted, and counts on from empty once it has taken', async () => {
    const { recorder } = setUp('2026-11-27T10:00:00Z');
    expect(recorder.takeBatches()).toEqual([]);
    await recorder.read(nth(1), 'pt', 5);
    expect(readersOf(recorder.takeBatches())).toBe(1);
    expect(recorder.takeBatches()).toEqual([]);
    await recorder.read(nth(2), 'pt', 5);
    expect(recorder.takeBatches()).toEqual([{ id: 'batch-2', day: '2026-11-27', reads: [{ post: 5, lang: 'pt', readers: 1 }], votes: [], searches: [] }]);
  });
});
