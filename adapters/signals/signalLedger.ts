// What the counting of reader signals must remember for a while, and nothing
// longer: whether a reader (a keyed hash, never an address) was counted already
// for a post or a term, the vote a reader gave a post, how many votes an address
// cast in the last minute or for a post, and the random salts that make the hashes. Each entry
// expires on its own; none names a person. In this process's memory
// (createMemoryLedger) or in Redis, shared by every instance (createRedisLedger).
import { LRUCache } from 'lru-cache';
import type { StarVote } from '../../src/domain/starVote.ts';

/**
 * Thrown when a shared ledger was connected but did not answer in time: whether
 * it did what was asked is unknown (a command that timed out may still run).
 * A read or a search is then not counted, a vote refused: counting it from this
 * process's memory instead could count a reader Redis already counted, and
 * under load that is dozens of readers at once (docs/reader-signals.md).
 */
export class LedgerInDoubt extends Error {
  constructor(operation: string) {
    super(`the shared signal ledger did not answer ${operation} in time`);
    this.name = 'LedgerInDoubt';
  }
}

export interface SignalLedger {
  readonly kind: 'memory' | 'redis';
  /** True the first time a key is seen within `ttlS` seconds; false after. */
  firstTime(key: string, ttlS: number): Promise<boolean>;
  /** Records a reader's vote for `ttlS` seconds; resolves with the vote it replaced, if any. */
  swapVote(key: string, value: StarVote, ttlS: number): Promise<StarVote | undefined>;
  /** Forgets a key at once (a vote taken back because its address had voted too often). */
  forget(key: string): Promise<void>;
  /** Counts one more hit of a key within `ttlS` seconds of its first: the count so far. */
  hit(key: string, ttlS: number): Promise<number>;
  /** A random salt for a period, the same for every caller (and every instance sharing the ledger), forgotten after `ttlS`. */
  salt(period: string, ttlS: number, fresh: () => string): Promise<string>;
  close(): Promise<void>;
}

export interface MemoryLedgerOptions {
  /** The most keys remembered; past it the oldest go first (a reader then counts again). */
  readonly maxKeys?: number;
  /** The clock, in milliseconds; tests pass their own. */
  readonly now?: () => number;
}

/** 500,000 keys: about a day of a large newsroom's distinct readers and posts, some 100 MB at the most. */
const DEFAULT_LEDGER_KEYS = 500_000;

const isStar = (value: unknown): value is StarVote => value === 1 || value === 2 || value === 3 || value === 4 || value === 5;

export const createMemoryLedger = ({ maxKeys = DEFAULT_LEDGER_KEYS, now = Date.now }: MemoryLedgerOptions = {}): SignalLedger => {
  const entries = new LRUCache<string, { value: number; until: number }>({ max: maxKeys });
  // Apart from the keys: a salt pushed out by readers would count them all again.
  const salts = new Map<string, { value: string; until: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.until <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    kind: 'memory',
    firstTime: async (key, ttlS) => {
      if (live(key)) return false;
      entries.set(key, { value: 1, until: now() + ttlS * 1000 });
      return true;
    },
    swapVote: async (key, value, ttlS) => {
      const before = live(key)?.value;
      entries.set(key, { value, until: now() + ttlS * 1000 });
      return isStar(before) ? before : undefined;
    },
    forget: async (key) => {
      entries.delete(key);
    },
    hit: async (key, ttlS) => {
      const entry = live(key);
      const count = (entry?.value ?? 0) + 1;
      entries.set(key, { value: count, until: entry?.until ?? now() + ttlS * 1000 });
      return count;
    },
    salt: async (period, ttlS, fresh) => {
      for (const [name, entry] of salts) if (entry.until <= now()) salts.delete(name);
      const kept = salts.get(period);
      if (kept) return kept.value;
      const salt = fresh();
      salts.set(period, { value: salt, until: now() + ttlS * 1000 });
      return salt;
    },
    close: async () => {
      entries.clear();
      salts.clear();
    },
  };
};
