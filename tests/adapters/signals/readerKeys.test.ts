import { describe, expect, it } from 'vitest';
import { createReaderKeys, type ReaderIdentity } from '../../../adapters/signals/readerKeys.ts';
import { createMemoryLedger, type SignalLedger } from '../../../adapters/signals/signalLedger.ts';

const firefox: ReaderIdentity = { address: '203.0.113.77', userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0' };
const chrome: ReaderIdentity = { address: '203.0.113.77', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36' };
const neighbour: ReaderIdentity = { address: '203.0.113.78', userAgent: firefox.userAgent };
const SECRET = 'the-servers-own-signals-secret-0123456789';

interface SaltGiven {
  readonly period: string;
  readonly ttlS: number;
  readonly salt: string;
}

/** A clock the test sets, a memory ledger on it, and the salts the ledger gave: what a salt is and how long it is kept is what privacy rests on. */
const setUp = (start: string) => {
  let at = new Date(start);
  const memory = createMemoryLedger({ now: () => at.getTime() });
  const salts: SaltGiven[] = [];
  const ledger: SignalLedger = {
    ...memory,
    salt: async (period, ttlS, fresh) => {
      const salt = await memory.salt(period, ttlS, fresh);
      salts.push({ period, ttlS, salt });
      return salt;
    },
  };
  const now = () => at;
  return { ledger, memory, salts, now, keys: createReaderKeys(ledger, SECRET, now), setTime: (iso: string) => (at = new Date(iso)) };
};

describe('the keys a reader is counted under', () => {
  it('are the same for one reader all day, whichever instance sharing the ledger asks', async () => {
    const { ledger, keys, now, setTime } = setUp('2026-11-27T08:00:00Z');
    const other = createReaderKeys(ledger, SECRET, now);
    const morning = await (await keys.day(firefox)).reader;
    expect(await (await other.day(firefox)).reader).toBe(morning);
    setTime('2026-11-27T23:59:59Z');
    expect(await (await keys.day(firefox)).reader).toBe(morning);
    expect(await (await keys.day(firefox)).network).toBe(await (await other.day(firefox)).network);
    expect(await (await keys.window(firefox)).voter).toBe(await (await other.window(firefox)).voter);
  });

  it('tell another user agent or another address apart as another reader', async () => {
    const { keys } = setUp('2026-11-27T08:00:00Z');
    const [a, b, c] = [(await keys.day(firefox)).reader, (await keys.day(chrome)).reader, (await keys.day(neighbour)).reader];
    expect(new Set([a, b, c]).size).toBe(3);
    expect(new Set([(await keys.window(firefox)).voter, (await keys.window(chrome)).voter, (await keys.window(neighbour)).voter]).size).toBe(3);
  });

  it('know a network as one network whatever user agent it sends (the bounds of a network)', async () => {
    const { keys } = setUp('2026-11-27T08:00:00Z');
    expect(await (await keys.day(chrome)).network).toBe(await (await keys.day(firefox)).network);
    expect(await (await keys.day(neighbour)).network).not.toBe(await (await keys.day(firefox)).network);
  });

  it('never contain the address or the user agent, and neither does a salt', async () => {
    const { keys, salts } = setUp('2026-11-27T08:00:00Z');
    const day = await keys.day(firefox);
    const made = [day.reader, day.network, day.searcher, day.term('en', 'ai act'), ...Object.values(await keys.window(firefox))];
    const written = [...made, ...salts.flatMap((given) => [given.period, given.salt])];
    for (const text of written) {
      expect(text).not.toContain(firefox.address);
      expect(text).not.toContain('203.0.113');
      expect(text).not.toContain('Firefox');
    }
  });

  it('differ between two ledgers that share nothing: a salt is random, so an address cannot be looked up by hashing every address', async () => {
    const one = setUp('2026-11-27T08:00:00Z');
    const two = setUp('2026-11-27T08:00:00Z');
    expect(await (await one.keys.day(firefox)).reader).not.toBe(await (await two.keys.day(firefox)).reader);
    expect(one.salts[0]?.salt).not.toBe(two.salts[0]?.salt);
  });

  it('change with the UTC day, and the salt of the day before is thrown away: two days of one reader cannot be linked', async () => {
    const { keys, memory, salts, setTime } = setUp('2026-11-27T22:00:00Z');
    const dayOne = { reader: await (await keys.day(firefox)).reader, address: await (await keys.day(firefox)).network };
    const dayOneSalt = salts.at(-1)!;
    // Kept until the day ends, and a minute more for an instance whose clock is a little behind; never longer.
    expect(dayOneSalt.ttlS).toBeGreaterThanOrEqual(2 * 3_600);
    expect(dayOneSalt.ttlS).toBeLessThanOrEqual(2 * 3_600 + 60);

    setTime('2026-11-28T00:01:01Z');
    const dayTwo = { reader: await (await keys.day(firefox)).reader, address: await (await keys.day(firefox)).network };
    expect(dayTwo.reader).not.toBe(dayOne.reader);
    expect(dayTwo.address).not.toBe(dayOne.address);
    expect(salts.at(-1)!.salt).not.toBe(dayOneSalt.salt);

    // Asked for the old day's salt, the ledger no longer has it: it can only make a new one.
    expect(await memory.salt(dayOneSalt.period, 60, () => 'made anew')).toBe('made anew');
  });

  it('know a voter as the same reader all through a voting window of 30 days, and as another in the next', async () => {
    // Windows are counted from 1970-01-01: one runs from 2026-11-03 to 2026-12-03.
    const { keys, salts, setTime } = setUp('2026-11-03T00:00:00Z');
    const first = await (await keys.window(firefox)).voter;
    const voteSalt = salts.at(-1)!;
    // Kept for the window and a minute, then thrown away.
    expect(voteSalt.ttlS).toBeGreaterThanOrEqual(30 * 86_400);
    expect(voteSalt.ttlS).toBeLessThanOrEqual(30 * 86_400 + 60);

    setTime('2026-12-02T23:59:59Z');
    expect(await (await keys.window(firefox)).voter).toBe(first);
    setTime('2026-12-03T00:00:00Z');
    expect(await (await keys.window(firefox)).voter).not.toBe(first);
  });

  it('know a searcher by the /48 of an IPv6 address, a reader by its /64', async () => {
    const { keys } = setUp('2026-11-27T08:00:00Z');
    const [home, sameCustomer] = [await keys.day({ address: '2001:db8:85a3:1::1', userAgent: 'a' }), await keys.day({ address: '2001:db8:85a3:ff::1', userAgent: 'b' })];
    expect(home.searcher).toBe(sameCustomer.searcher);
    expect(home.network).not.toBe(sameCustomer.network);
  });

  it('are keyed by the secret: the same salt under another secret gives other keys', async () => {
    const { ledger, keys, now } = setUp('2026-11-27T08:00:00Z');
    const elsewhere = createReaderKeys(ledger, 'another-secret-of-32-characters-or-more', now);
    expect((await elsewhere.day(firefox)).reader).not.toBe((await keys.day(firefox)).reader);
    expect((await elsewhere.day(firefox)).term('en', 'ai act')).not.toBe((await keys.day(firefox)).term('en', 'ai act'));
  });
});
