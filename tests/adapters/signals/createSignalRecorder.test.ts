import { describe, expect, it } from 'vitest';
import { createSignalRecorder } from '../../../adapters/signals/createSignalRecorder.ts';
import { createReaderKeys } from '../../../adapters/signals/readerKeys.ts';
import { createMemoryLedger, type SignalLedger } from '../../../adapters/signals/signalLedger.ts';
import type { Lang } from '../../../src/domain/language.ts';
import type { SignalBatch } from '../../../src/domain/signalBatch.ts';
import type { SignalSender, VoteOutcome } from '../../../src/ports/ReaderSignalsPort.ts';

const ADDRESS = '203.0.113.77';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0';
const SECRET = 'the-servers-own-signals-secret-0123456789';
const reader = (address = ADDRESS, userAgent = FIREFOX): SignalSender => ({ address, userAgent });
/** The n-th of many readers, each from a network of its own. */
const nth = (n: number): SignalSender => reader(`198.51.${Math.floor(n / 256)}.${n % 256}`);

// The bounds of docs/reader-signals.md, written here as the documentation states them.
const READERS_PER_NETWORK_AND_POST = 5;
const VOTES_PER_NETWORK_MINUTE = 20;
const VOTERS_PER_NETWORK_AND_POST = 3;
const SIGNALS_PER_NETWORK_MINUTE = 60;

/**
 * A recorder on a clock the test sets, with a memory ledger that also keeps
 * every key and value it was given: what the ledger holds is what must never
 * name a reader. Popular searches need 3 networks.
 */
const setUp = (start: string, options: { readonly known?: (lang: Lang, post: number) => boolean } = {}) => {
  let at = new Date(start);
  const now = () => at;
  const memory = createMemoryLedger({ now: () => at.getTime() });
  const written: string[] = [];
  const ledger: SignalLedger = {
    ...memory,
    hit: (key, ttlS) => (written.push(key), memory.hit(key, ttlS)),
    countDistinct: (count) => (written.push(JSON.stringify(count)), memory.countDistinct(count)),
    countVote: (vote) => (written.push(JSON.stringify(vote)), memory.countVote(vote)),
    salt: async (period, ttlS, fresh) => {
      const salt = await memory.salt(period, ttlS, fresh);
      written.push(period, salt);
      return salt;
    },
  };
  let ids = 0;
  const recorder = createSignalRecorder({
    ledger, keys: createReaderKeys(ledger, SECRET, now), now, newId: () => `batch-${(ids += 1)}`, searchThreshold: 3,
    ...(options.known ? { knownPost: options.known } : {}),
  });
  return { recorder, written, setTime: (iso: string) => (at = new Date(iso)) };
};

const readersOf = (batches: readonly SignalBatch[], post?: number) =>
  batches.flatMap((batch) => batch.reads).filter((read) => post === undefined || read.post === post).reduce((sum, read) => sum + read.readers, 0);
const votesOf = (batches: readonly SignalBatch[]) =>
  batches.flatMap((batch) => batch.votes).reduce((total, vote) => ({ sum: total.sum + vote.sum, count: total.count + vote.count }), { sum: 0, count: 0 });
/** A beacon as the endpoint counts it: the network's budget of the minute first. */
const beacon = async (recorder: ReturnType<typeof setUp>['recorder'], sender: SignalSender, post: number) =>
  (await recorder.admit(sender, 'audience')).outcome === 'admitted' ? recorder.read(sender, 'en', post) : 'limited';

describe('the signal recorder', () => {
  it('counts a reader who reads an article ten times once', async () => {
    const { recorder } = setUp('2026-11-27T10:00:00Z');
    const outcomes = [];
    for (let i = 0; i < 10; i += 1) outcomes.push(await recorder.read(reader(), 'it', 42));

    expect(outcomes).toEqual(['counted', ...Array<string>(9).fill('counted-before')]);
    expect(await recorder.takeBatches()).toEqual([{ id: 'batch-1', day: '2026-11-27', reads: [{ post: 42, lang: 'it', readers: 1 }], votes: [], searches: [] }]);
  });

  it('counts another browser at the same network as another reader, up to the network’s bound: 50 user agents add five', async () => {
    const { recorder } = setUp('2026-11-27T10:00:00Z');
    const outcomes = [];
    for (let i = 0; i < 50; i += 1) outcomes.push(await recorder.read(reader(ADDRESS, `agent ${i}`), 'it', 42));
    expect(outcomes.filter((outcome) => outcome === 'counted')).toHaveLength(READERS_PER_NETWORK_AND_POST);
    expect(outcomes.slice(READERS_PER_NETWORK_AND_POST).every((outcome) => outcome === 'network-bound')).toBe(true);
    // Another network, and another post of the same network, are counted apart.
    expect(await recorder.read(reader('203.0.113.78'), 'it', 42)).toBe('counted');
    expect(await recorder.read(reader(), 'it', 43)).toBe('counted');
    expect(readersOf(await recorder.takeBatches(), 42)).toBe(READERS_PER_NETWORK_AND_POST + 1);
  });

  it('keeps one network out of most read: 5,000 beacons over 200 posts with rotating user agents add five at most to the post it wants', async () => {
    const { recorder, setTime } = setUp('2026-11-27T10:00:00Z');
    // The newsroom's real most read: 20 readers on their own networks for each of three posts.
    for (const post of [1, 2, 3]) for (let n = 0; n < 20; n += 1) await beacon(recorder, nth(n), post);
    const start = Date.parse('2026-11-27T10:00:00Z');
    for (let i = 0; i < 5_000; i += 1) {
      // Over ten minutes, every post of 200, the chosen one (post 100) every other time.
      setTime(new Date(start + i * 120).toISOString());
      await beacon(recorder, reader('192.0.2.1', `agent ${i}`), i % 2 === 0 ? 100 : 100 + (i % 200));
    }
    const batches = await recorder.takeBatches();
    expect(readersOf(batches, 100)).toBeLessThanOrEqual(READERS_PER_NETWORK_AND_POST);
    expect(Math.min(...[1, 2, 3].map((post) => readersOf(batches, post)))).toBeGreaterThan(readersOf(batches, 100));
    // And its whole flood: a minute's budget at a time.
    expect(readersOf(batches) - 60).toBeLessThanOrEqual(SIGNALS_PER_NETWORK_MINUTE * 11);
  });

  it('counts a reader again on a new UTC day, under a key that shares nothing with the day before', async () => {
    const { recorder, written, setTime } = setUp('2026-11-27T23:50:00Z');
    expect(await recorder.read(reader(), 'en', 42)).toBe('counted');
    expect(await recorder.read(reader(), 'en', 42)).toBe('counted-before');
    setTime('2026-11-28T00:10:00Z');
    expect(await recorder.read(reader(), 'en', 42)).toBe('counted');

    // One batch a day, each with an id of its own.
    expect(await recorder.takeBatches()).toEqual([
      { id: 'batch-1', day: '2026-11-27', reads: [{ post: 42, lang: 'en', readers: 1 }], votes: [], searches: [] },
      { id: 'batch-2', day: '2026-11-28', reads: [{ post: 42, lang: 'en', readers: 1 }], votes: [], searches: [] },
    ]);
    const readerKeys = [...new Set(written.filter((text) => text.startsWith('{"kind":"read"')).map((text) => (JSON.parse(text) as { senderKey: string }).senderKey))];
    expect(readerKeys).toHaveLength(2);
    // Without the day, the two keys differ: nothing in them says they are one reader's.
    expect(readerKeys[0]!.replace('2026-11-27', '')).not.toBe(readerKeys[1]!.replace('2026-11-28', ''));
  });

  it('never gives the ledger, nor a batch, the address or the user agent; a term under the threshold is given only hashed', async () => {
    const { recorder, written } = setUp('2026-11-27T10:00:00Z');
    await recorder.admit(reader(), 'audience');
    await recorder.read(reader(), 'it', 42);
    await recorder.vote(reader(), 'it', 42, 4);
    await recorder.search(reader(), 'it', 'ai act');
    const batches = JSON.stringify(await recorder.takeBatches());

    expect(written.length).toBeGreaterThan(0);
    for (const text of [...written, batches]) {
      expect(text).not.toContain(ADDRESS);
      expect(text).not.toContain('203.0.113');
      expect(text).not.toContain('Firefox');
    }
    // The term is named only by the counter it would add to once popular, never beside who searched it.
    const searched = JSON.parse(written.find((text) => text.startsWith('{"kind":"search"'))!) as { senderKey: string; subjectKey: string };
    for (const termKey of [searched.subjectKey, searched.senderKey]) expect(termKey).not.toContain('ai act');
  });

  it('keeps one vote per reader and post when the reader changes their mind: count one, the sum their last stars', async () => {
    const { recorder } = setUp('2026-11-27T10:00:00Z');
    expect(await recorder.vote(reader(), 'en', 7, 2)).toEqual({ outcome: 'added' });
    expect(await recorder.vote(reader(), 'en', 7, 5)).toEqual({ outcome: 'replaced', previous: 2 });
    expect(await recorder.vote(reader(), 'en', 7, 4)).toEqual({ outcome: 'replaced', previous: 5 });
    expect((await recorder.takeBatches())[0]?.votes).toEqual([{ post: 7, lang: 'en', sum: 4, count: 1 }]);
  });

  it('sends a change of mind in a later batch as a move of the sum alone, and nothing for the same stars again', async () => {
    const { recorder, setTime } = setUp('2026-11-27T10:00:00Z');
    await recorder.vote(reader(), 'en', 7, 2);
    const first = await recorder.takeBatches();
    setTime('2026-11-29T10:00:00Z');
    await recorder.vote(reader(), 'en', 7, 5);
    const second = await recorder.takeBatches();
    expect(await recorder.vote(reader(), 'en', 7, 5)).toEqual({ outcome: 'replaced', previous: 5 });

    expect(first[0]?.votes).toEqual([{ post: 7, lang: 'en', sum: 2, count: 1 }]);
    expect(second[0]?.votes).toEqual([{ post: 7, lang: 'en', sum: 3, count: 0 }]);
    expect(await recorder.takeBatches()).toEqual([]);
  });

  it('counts a reader’s vote again in the next voting window', async () => {
    // Windows are counted from 1970-01-01: one ends at 2026-12-03T00:00Z.
    const { recorder, setTime } = setUp('2026-12-02T23:00:00Z');
    expect(await recorder.vote(reader(), 'en', 7, 3)).toEqual({ outcome: 'added' });
    setTime('2026-12-03T01:00:00Z');
    expect(await recorder.vote(reader(), 'en', 7, 3)).toEqual({ outcome: 'added' });
  });

  it('admits a network’s votes up to its budget of the minute, then tells it when to come back', async () => {
    const { recorder, setTime } = setUp('2026-11-27T12:00:15Z');
    const answers = [];
    for (let i = 0; i < 1_000; i += 1) answers.push(await recorder.admit(reader(ADDRESS, `agent ${i}`), 'vote'));
    expect(answers.filter((answer) => answer.outcome === 'admitted')).toHaveLength(VOTES_PER_NETWORK_MINUTE);
    const waits = answers.flatMap((answer) => (answer.outcome === 'limited' ? [answer.retryAfterS] : []));
    expect(waits.every((seconds) => seconds === 45)).toBe(true);
    // Reads and searches have a budget of their own; the neighbour, too.
    expect((await recorder.admit(reader(), 'audience')).outcome).toBe('admitted');
    expect((await recorder.admit(reader('203.0.113.78'), 'vote')).outcome).toBe('admitted');
    setTime('2026-11-27T12:01:00Z');
    expect((await recorder.admit(reader(), 'vote')).outcome).toBe('admitted');
  });

  it('moves a post’s count by three at most for 1,000 votes of one network, each with another user agent, and not its neighbour’s', async () => {
    const { recorder } = setUp('2026-11-27T12:00:15Z');
    const outcomes: VoteOutcome[] = [];
    for (let i = 0; i < 1_000; i += 1) outcomes.push(await recorder.vote(reader(ADDRESS, `bot/${i}`), 'en', 7, 5));

    expect(outcomes.filter((outcome) => outcome.outcome === 'added')).toHaveLength(VOTERS_PER_NETWORK_AND_POST);
    // A new voter past the bound waits for the next voting window.
    const waits = outcomes.flatMap((outcome) => (outcome.outcome === 'limited' ? [outcome.retryAfterS] : []));
    expect(waits).toHaveLength(1_000 - VOTERS_PER_NETWORK_AND_POST);
    expect(waits.every((seconds) => seconds > 60)).toBe(true);
    expect(await recorder.vote(reader('203.0.113.78'), 'en', 7, 5)).toEqual({ outcome: 'added' });
    // The network's earlier voters can still change their minds; nothing of a refused one is kept.
    expect(await recorder.vote(reader(ADDRESS, 'bot/0'), 'en', 7, 2)).toEqual({ outcome: 'replaced', previous: 5 });
    expect((await recorder.vote(reader(ADDRESS, 'bot/999'), 'en', 7, 1)).outcome).toBe('limited');
    expect(votesOf(await recorder.takeBatches())).toEqual({ sum: 5 + 5 + 2 + 5, count: VOTERS_PER_NETWORK_AND_POST + 1 });
  });

  it('counts a term once three networks searched it, then every network once, and one network a thousand times as one', async () => {
    const { recorder } = setUp('2026-11-27T10:00:00Z');
    const outcomes = [];
    for (let n = 0; n < 20; n += 1) outcomes.push(await recorder.search(nth(n), 'it', 'ai act'));
    expect(outcomes).toEqual(['waiting', 'waiting', ...Array<string>(18).fill('counted')]);
    for (let i = 0; i < 1_000; i += 1) await recorder.search(reader(ADDRESS, `agent ${i}`), 'it', 'robotica');

    expect((await recorder.takeBatches())[0]?.searches).toEqual([{ lang: 'it', term: 'ai act', readers: 20 }]);
  });

  it('counts an IPv6 customer as one searcher, however many /64 networks it has', async () => {
    const { recorder } = setUp('2026-11-27T10:00:00Z');
    const outcomes = [];
    for (let n = 0; n < 256; n += 1) outcomes.push(await recorder.search(reader(`2001:db8:85a3:${n.toString(16)}00::1`), 'en', 'ai act'));
    expect(outcomes.filter((outcome) => outcome === 'waiting')).toHaveLength(1);
    expect(await recorder.takeBatches()).toEqual([]);
  });

  it('counts a term per language and per day', async () => {
    const { recorder, setTime } = setUp('2026-11-27T10:00:00Z');
    for (const n of [1, 2, 3]) {
      await recorder.search(nth(n), 'it', 'ai act');
      await recorder.search(nth(n), 'en', 'ai act');
    }
    setTime('2026-11-28T10:00:00Z');
    // A new day starts from none: two searchers are not enough.
    for (const n of [1, 2]) expect(await recorder.search(nth(n), 'it', 'ai act')).toBe('waiting');
    expect((await recorder.takeBatches()).map((batch) => [batch.day, batch.searches])).toEqual([
      ['2026-11-27', [{ lang: 'it', term: 'ai act', readers: 3 }, { lang: 'en', term: 'ai act', readers: 3 }]],
    ]);
  });

  it('counts a read of a post it served even when a flood of invented ids has filled the tally', async () => {
    const served = new Set([6048]);
    const { recorder } = setUp('2026-11-27T10:00:00Z', { known: (lang, post) => lang === 'en' && served.has(post) });
    let dropped = 0;
    // 50,000 new counters fill the tally: the flood comes from many networks (each within its own bounds).
    for (let i = 0; i < 50_010; i += 1) if ((await recorder.read(nth(i), 'en', 1_000_000 + i)) === 'dropped') dropped += 1;
    expect(dropped).toBe(10);
    expect(await recorder.read(reader(), 'en', 6048)).toBe('counted');
    expect(await recorder.read(reader(), 'en', 6049)).toBe('dropped');
    const batches = await recorder.takeBatches();
    expect(readersOf(batches, 6048)).toBe(1);
    // Taken, the tally has room again.
    expect(await recorder.read(reader(), 'en', 6049)).toBe('counted');
  }, 60_000);

  it('takes nothing when nothing was counted, and counts on from empty once it has taken', async () => {
    const { recorder } = setUp('2026-11-27T10:00:00Z');
    expect(await recorder.takeBatches()).toEqual([]);
    await recorder.read(nth(1), 'pt', 5);
    expect(readersOf(await recorder.takeBatches())).toBe(1);
    expect(await recorder.takeBatches()).toEqual([]);
    await recorder.read(nth(2), 'pt', 5);
    expect(await recorder.takeBatches()).toEqual([{ id: 'batch-2', day: '2026-11-27', reads: [{ post: 5, lang: 'pt', readers: 1 }], votes: [], searches: [] }]);
  });
});
