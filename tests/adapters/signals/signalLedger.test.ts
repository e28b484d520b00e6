import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { createMemoryLedger, MEMORY_LEDGER_BOUND_MB, MEMORY_LEDGER_KEYS, type DistinctCount, type VoteCount } from '../../../adapters/signals/signalLedger.ts';

/** A memory ledger on a clock the test moves. */
const ledgerAt = (start = Date.parse('2026-11-27T10:00:00Z'), keys?: Parameters<typeof createMemoryLedger>[0] extends infer O ? O extends { keys?: infer K } ? K : never : never) => {
  let at = start;
  const ledger = createMemoryLedger({ now: () => at, ...(keys ? { keys } : {}) });
  return { ledger, advance: (ms: number) => (at += ms) };
};

const read = (reader: string, overrides: Partial<DistinctCount> = {}): DistinctCount => ({
  kind: 'read', senderKey: `r:${reader}:42`, networkKey: 'rn:network-a:42', perNetwork: 5, ttlS: 3_600, counter: '2026-11-27|r|en|42', maxNew: 1_000, known: false, ...overrides,
});
const search = (searcher: string, overrides: Partial<DistinctCount> = {}): DistinctCount => ({
  kind: 'search', senderKey: `s:${searcher}:term-hash`, subjectKey: 'st:term-hash', threshold: 3, ttlS: 3_600, counter: '2026-11-27|s|en|ai act', maxNew: 1_000, known: false, ...overrides,
});
let nonces = 0;
const vote = (voter: string, value: VoteCount['value'], overrides: Partial<VoteCount> = {}): VoteCount => ({
  voteKey: `v:${voter}:42`, networkKey: 'vn:network-a:42', perNetwork: 3, value, nonce: `nonce-${(nonces += 1)}`,
  sumCounter: '2026-11-27|vs|en|42', countCounter: '2026-11-27|vc|en|42', ttlS: 3_600, ...overrides,
});

describe('the in-process signal ledger', () => {
  it('counts a reader of a post once, until the day’s key is forgotten', async () => {
    const { ledger, advance } = ledgerAt();
    expect(await ledger.countDistinct(read('reader-a'))).toBe('counted');
    expect(await ledger.countDistinct(read('reader-a'))).toBe('counted-before');
    expect(await ledger.countDistinct(read('reader-b'))).toBe('counted');
    expect(await ledger.takeCounters()).toEqual(new Map([['2026-11-27|r|en|42', 2]]));
    advance(3_600_001);
    expect(await ledger.countDistinct(read('reader-a'))).toBe('counted');
  });

  it('counts at most the network’s bound of readers of a post, whatever readers it claims to be', async () => {
    const { ledger } = ledgerAt();
    const outcomes = [];
    for (let i = 0; i < 50; i += 1) outcomes.push(await ledger.countDistinct(read(`agent-${i}`)));
    expect(outcomes.filter((outcome) => outcome === 'counted')).toHaveLength(5);
    expect(outcomes.slice(5).every((outcome) => outcome === 'network-bound')).toBe(true);
    expect((await ledger.takeCounters()).get('2026-11-27|r|en|42')).toBe(5);
    // Another network's readers of the post, and the same network's of another post, are counted apart.
    expect(await ledger.countDistinct(read('another-reader', { networkKey: 'rn:network-b:42' }))).toBe('counted');
    expect(await ledger.countDistinct(read('agent-0', { senderKey: 'r:agent-0:43', networkKey: 'rn:network-a:43', counter: '2026-11-27|r|en|43' }))).toBe('counted');
  });

  it('opens no new counter past its bound for a post it does not know, and always for one it does', async () => {
    const { ledger } = ledgerAt();
    const invented = (n: number) => read(`r-${n}`, { networkKey: `rn:${n}`, counter: `2026-11-27|r|en|${1_000 + n}`, maxNew: 3 });
    expect([await ledger.countDistinct(invented(1)), await ledger.countDistinct(invented(2)), await ledger.countDistinct(invented(3))]).toEqual(['counted', 'counted', 'counted']);
    expect(await ledger.countDistinct(invented(4))).toBe('dropped');
    // A counter already open counts on; a known post opens one.
    expect(await ledger.countDistinct(read('another', { networkKey: 'rn:x', counter: '2026-11-27|r|en|1001', maxNew: 3 }))).toBe('counted');
    expect(await ledger.countDistinct(read('real', { maxNew: 3, known: true }))).toBe('counted');
    expect((await ledger.takeCounters()).get('2026-11-27|r|en|42')).toBe(1);
    // Taken, the tally has room again.
    expect(await ledger.countDistinct(invented(4))).toBe('counted');
  });

  it('counts a term only once enough networks searched it, then all of them, and each network once', async () => {
    const { ledger } = ledgerAt();
    expect(await ledger.countDistinct(search('network-1'))).toBe('waiting');
    expect(await ledger.countDistinct(search('network-1'))).toBe('counted-before');
    expect(await ledger.countDistinct(search('network-2'))).toBe('waiting');
    // Under the threshold nothing waits for WordPress: the term is not there.
    expect(await ledger.takeCounters()).toEqual(new Map());
    expect(await ledger.countDistinct(search('network-3'))).toBe('counted');
    expect(await ledger.takeCounters()).toEqual(new Map([['2026-11-27|s|en|ai act', 3]]));
    expect(await ledger.countDistinct(search('network-4'))).toBe('counted');
    expect(await ledger.countDistinct(search('network-2'))).toBe('counted-before');
    expect(await ledger.takeCounters()).toEqual(new Map([['2026-11-27|s|en|ai act', 1]]));
  });

  it('keeps a reader’s vote and moves the totals by exactly its change: added, replaced, the same stars again', async () => {
    const { ledger } = ledgerAt();
    expect(await ledger.countVote(vote('voter-a', 5))).toEqual({ outcome: 'added' });
    expect(await ledger.countVote(vote('voter-a', 1))).toEqual({ outcome: 'replaced', previous: 5 });
    expect(await ledger.countVote(vote('voter-a', 1))).toEqual({ outcome: 'replaced', previous: 1 });
    expect(await ledger.countVote(vote('voter-b', 4))).toEqual({ outcome: 'added' });
    const counters = await ledger.takeCounters();
    // Two voters, one star and four.
    expect([counters.get('2026-11-27|vs|en|42'), counters.get('2026-11-27|vc|en|42')]).toEqual([5, 2]);
  });

  it('answers a repeated request (the same nonce) as it answered it the first time, and counts it once', async () => {
    const { ledger } = ledgerAt();
    await ledger.countVote(vote('voter-a', 2));
    const again = vote('voter-a', 5, { nonce: 'the-retried-one' });
    expect(await ledger.countVote(again)).toEqual({ outcome: 'replaced', previous: 2 });
    expect(await ledger.countVote(again)).toEqual({ outcome: 'replaced', previous: 2 });
    expect(await ledger.settleVote(again.voteKey, 'the-retried-one')).toEqual({ outcome: 'replaced', previous: 2 });
    expect(await ledger.settleVote(again.voteKey, 'another-nonce')).toBeUndefined();
    expect(await ledger.settleVote('v:nobody:42', 'the-retried-one')).toBeUndefined();
    const counters = await ledger.takeCounters();
    expect([counters.get('2026-11-27|vs|en|42'), counters.get('2026-11-27|vc|en|42')]).toEqual([5, 1]);
  });

  it('refuses a network’s new voter of a post past its bound, and lets its voters change their minds', async () => {
    const { ledger } = ledgerAt();
    for (const voter of ['a', 'b', 'c']) expect(await ledger.countVote(vote(voter, 3))).toEqual({ outcome: 'added' });
    expect(await ledger.countVote(vote('d', 3))).toEqual({ outcome: 'limited' });
    expect(await ledger.countVote(vote('a', 5))).toEqual({ outcome: 'replaced', previous: 3 });
    const counters = await ledger.takeCounters();
    expect([counters.get('2026-11-27|vs|en|42'), counters.get('2026-11-27|vc|en|42')]).toEqual([11, 3]);
  });

  it('shows the counters asked for as they stand, leaving them to be taken, and none once taken', async () => {
    const { ledger } = ledgerAt();
    await ledger.countVote(vote('voter-a', 2));
    await ledger.countVote(vote('voter-a', 5));
    await ledger.countVote(vote('voter-b', 4));
    await ledger.countDistinct(read('reader-a'));
    const asked = ['2026-11-27|vs|en|42', '2026-11-27|vc|en|42', '2026-11-26|vs|en|42'];
    // Two voters: the 5 that replaced a 2, and a 4.
    const peeked = new Map([['2026-11-27|vs|en|42', 9], ['2026-11-27|vc|en|42', 2], ['2026-11-26|vs|en|42', 0]]);
    expect(await ledger.peekCounters(asked)).toEqual(peeked);
    expect(await ledger.peekCounters(asked)).toEqual(peeked);
    expect(await ledger.takeCounters()).toEqual(new Map([['2026-11-27|vs|en|42', 9], ['2026-11-27|vc|en|42', 2], ['2026-11-27|r|en|42', 1]]));
    expect(await ledger.peekCounters(asked)).toEqual(new Map(asked.map((name) => [name, 0])));
  });

  it('counts hits within a window that starts at the first and is not pushed back by the next', async () => {
    const { ledger, advance } = ledgerAt();
    expect(await ledger.hit('m:network-a', 60)).toBe(1);
    expect(await ledger.hit('m:network-a', 60)).toBe(2);
    expect(await ledger.hit('m:network-b', 60)).toBe(1);
    advance(59_000);
    expect(await ledger.hit('m:network-a', 60)).toBe(3);
    advance(1_001);
    expect(await ledger.hit('m:network-a', 60)).toBe(1);
  });

  it('gives every caller the same salt for a period, made once, and forgets it after its time', async () => {
    const { ledger, advance } = ledgerAt();
    let made = 0;
    const fresh = () => `salt-${(made += 1)}`;
    expect(await ledger.salt('day:2026-11-27', 100, fresh)).toBe('salt-1');
    expect(await ledger.salt('day:2026-11-27', 100, fresh)).toBe('salt-1');
    expect(await ledger.salt('day:2026-11-28', 100, fresh)).toBe('salt-2');
    advance(100_001);
    expect(await ledger.salt('day:2026-11-27', 100, fresh)).toBe('salt-3');
  });

  it('keeps votes, limits and salts apart from reads: a flood of reads makes no voter new again', async () => {
    const { ledger } = ledgerAt(undefined, { reads: 100, limits: 100, votes: 100 });
    expect(await ledger.salt('day:2026-11-27', 3_600, () => 'the day’s salt')).toBe('the day’s salt');
    expect(await ledger.countVote(vote('voter-a', 4))).toEqual({ outcome: 'added' });
    expect(await ledger.hit('m:network-a', 60)).toBe(1);
    for (let i = 0; i < 10_000; i += 1) await ledger.countDistinct(read(`reader-${i}`, { networkKey: `rn:${i}` }));

    expect(await ledger.countVote(vote('voter-a', 4))).toEqual({ outcome: 'replaced', previous: 4 });
    expect(await ledger.hit('m:network-a', 60)).toBe(2);
    expect(await ledger.salt('day:2026-11-27', 3_600, () => 'another salt')).toBe('the day’s salt');
    // Reads themselves are bounded: the first reader, pushed out, counts again.
    expect(await ledger.countDistinct(read('reader-0', { networkKey: 'rn:0' }))).toBe('counted');
  });

  it('forgets everything when closed', async () => {
    const { ledger } = ledgerAt();
    await ledger.countDistinct(read('reader-a'));
    await ledger.salt('day:2026-11-27', 60, () => 'old');
    await ledger.close();
    expect(await ledger.countDistinct(read('reader-a'))).toBe('counted');
    expect(await ledger.salt('day:2026-11-27', 60, () => 'new')).toBe('new');
  });

  it(`stays within ${MEMORY_LEDGER_BOUND_MB} MB however it is flooded: every kind of key at its bound`, () => {
    // In a process of its own, with the garbage collector at hand: the heap's growth is the ledger's.
    const script = `
      import { createMemoryLedger } from './adapters/signals/signalLedger.ts';
      const K = ${JSON.stringify(MEMORY_LEDGER_KEYS)};
      const hash = (i) => i.toString(36).padStart(22, 'x');
      gc(); const before = process.memoryUsage().heapUsed;
      const ledger = createMemoryLedger(); globalThis.kept = ledger;
      const flood = async () => {
        for (let i = 0; i < K.reads; i += 1) await ledger.countDistinct({ kind: 'read', senderKey: 'r:2026-11-27:' + hash(i) + ':' + (100000 + i), networkKey: 'rn:2026-11-27:' + hash(i) + ':' + (100000 + i), perNetwork: 5, ttlS: 90000, counter: '2026-11-27|r|en|' + (100000 + i), maxNew: 50000, known: false });
        for (let i = 0; i < K.searches; i += 1) await ledger.countDistinct({ kind: 'search', senderKey: 's:2026-11-27:' + hash(i) + ':' + hash(i % K.terms), subjectKey: 'st:2026-11-27:' + hash(i % K.terms), threshold: 5, ttlS: 90000, counter: '2026-11-27|s|en|' + 'x'.repeat(50) + i, maxNew: 50000, known: false });
        for (let i = 0; i < K.votes / 2; i += 1) await ledger.countVote({ voteKey: 'v:v1000:' + (100000 + i) + ':' + hash(i), networkKey: 'vn:v1000:' + (100000 + i) + ':' + hash(i), perNetwork: 3, value: 4, nonce: crypto.randomUUID(), sumCounter: '2026-11-27|vs|en|' + (100000 + i), countCounter: '2026-11-27|vc|en|' + (100000 + i), ttlS: 90000 });
        for (let i = 0; i < K.limits; i += 1) await ledger.hit('m:a:29000000:' + hash(i), 60);
      };
      await flood();
      gc(); console.log(Math.round((process.memoryUsage().heapUsed - before) / 1048576));
    `;
    const grownMb = Number(execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', '--input-type=module', '-e', script], { cwd: process.cwd(), encoding: 'utf8' }).trim());
    expect(grownMb).toBeGreaterThan(5);
    expect(grownMb).toBeLessThanOrEqual(MEMORY_LEDGER_BOUND_MB);
  }, 120_000);
});
