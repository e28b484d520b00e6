import { describe, expect, it } from 'vitest';
import { createMemoryLedger } from '../../../adapters/signals/signalLedger.ts';

/** A ledger on a clock the test moves, in milliseconds. */
const ledgerAt = (start = 0, maxKeys?: number) => {
  let now = start;
  const ledger = createMemoryLedger({ now: () => now, ...(maxKeys === undefined ? {} : { maxKeys }) });
  return { ledger, advance: (ms: number) => (now += ms) };
};

describe('the in-process signal ledger', () => {
  it('sees a key for the first time once, until its time is up', async () => {
    const { ledger, advance } = ledgerAt();
    expect(await ledger.firstTime('r:reader-a:42', 10)).toBe(true);
    expect(await ledger.firstTime('r:reader-a:42', 10)).toBe(false);
    expect(await ledger.firstTime('r:reader-b:42', 10)).toBe(true);
    advance(9_999);
    expect(await ledger.firstTime('r:reader-a:42', 10)).toBe(false);
    advance(1);
    expect(await ledger.firstTime('r:reader-a:42', 10)).toBe(true);
  });

  it('forgets a key at once when asked: a vote taken back is no vote', async () => {
    const { ledger } = ledgerAt();
    expect(await ledger.swapVote('v:post-7:voter-a', 2, 60)).toBeUndefined();
    await ledger.forget('v:post-7:voter-a');
    expect(await ledger.swapVote('v:post-7:voter-a', 5, 60)).toBeUndefined();
    await ledger.forget('v:never-written');
  });

  it('answers the vote a reader replaces, and none once it is forgotten', async () => {
    const { ledger, advance } = ledgerAt();
    expect(await ledger.swapVote('v:post-7:voter-a', 2, 60)).toBeUndefined();
    expect(await ledger.swapVote('v:post-7:voter-a', 5, 60)).toBe(2);
    expect(await ledger.swapVote('v:post-7:voter-a', 4, 60)).toBe(5);
    expect(await ledger.swapVote('v:post-7:voter-b', 1, 60)).toBeUndefined();
    advance(60_000);
    expect(await ledger.swapVote('v:post-7:voter-a', 3, 60)).toBeUndefined();
  });

  it('counts hits within a window that starts at the first and is not pushed back by the next', async () => {
    const { ledger, advance } = ledgerAt();
    expect(await ledger.hit('l:address-a', 60)).toBe(1);
    expect(await ledger.hit('l:address-a', 60)).toBe(2);
    expect(await ledger.hit('l:address-b', 60)).toBe(1);
    advance(59_999);
    expect(await ledger.hit('l:address-a', 60)).toBe(3);
    advance(1);
    expect(await ledger.hit('l:address-a', 60)).toBe(1);
  });

  it('gives every caller the same salt for a period, made once, and forgets it after its time', async () => {
    const { ledger, advance } = ledgerAt();
    let made = 0;
    const fresh = () => `salt-${(made += 1)}`;
    expect(await ledger.salt('day:2026-11-27', 100, fresh)).toBe('salt-1');
    expect(await ledger.salt('day:2026-11-27', 100, fresh)).toBe('salt-1');
    expect(await ledger.salt('day:2026-11-28', 100, fresh)).toBe('salt-2');
    expect(made).toBe(2);
    advance(100_000);
    // Gone: asked again, the ledger can only make a new one.
    expect(await ledger.salt('day:2026-11-27', 100, fresh)).toBe('salt-3');
  });

  it('remembers a bounded number of keys, the oldest going first, and keeps its salts whatever the flood of keys', async () => {
    const { ledger } = ledgerAt(0, 100);
    expect(await ledger.salt('day:2026-11-27', 3_600, () => 'the day’s salt')).toBe('the day’s salt');
    for (let i = 0; i < 1_000; i += 1) await ledger.firstTime(`r:reader-${i}:42`, 3_600);

    // Pushed out, the first reader counts again; the latest is still remembered.
    expect(await ledger.firstTime('r:reader-0:42', 3_600)).toBe(true);
    expect(await ledger.firstTime('r:reader-999:42', 3_600)).toBe(false);
    // A salt pushed out would make every reader of the day a new one.
    expect(await ledger.salt('day:2026-11-27', 3_600, () => 'another salt')).toBe('the day’s salt');
  });

  it('forgets everything when closed', async () => {
    const { ledger } = ledgerAt();
    await ledger.firstTime('r:reader-a:42', 60);
    await ledger.salt('day:2026-11-27', 60, () => 'old');
    await ledger.close();
    expect(await ledger.firstTime('r:reader-a:42', 60)).toBe(true);
    expect(await ledger.salt('day:2026-11-27', 60, () => 'new')).toBe('new');
  });
});
