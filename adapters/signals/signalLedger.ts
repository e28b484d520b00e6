// What the counting of reader signals must remember for a while, and nothing
// longer: whether a reader (a keyed hash, never an address) was counted already
// for a post or a term, the vote a reader gave a post, how many signals a network
// sent this minute or how many of its readers a post counted, the random salts that
// make the hashes, and the counters waiting for WordPress. Each operation is one
// atomic step that decides and counts together (a Redis script, or one synchronous
// turn in memory), so that an answer lost on the way can never count a signal twice
// or a vote's change once too often. In this process's memory (createMemoryLedger,
// here) or in Redis, shared by every instance (createRedisLedger).
import { LRUCache } from 'lru-cache';
import type { StarVote } from '../../src/domain/starVote.ts';

/**
 * Thrown when a shared ledger was connected but did not answer in time: whether
 * it did what was asked is unknown (a command that timed out may still run, and
 * then counts where it ran: the counters are kept with the keys).
 */
export class LedgerInDoubt extends Error {
  constructor(operation: string) {
    super(`the shared signal ledger did not answer ${operation} in time`);
    this.name = 'LedgerInDoubt';
  }
}

/** A counter that may be opened past MAX_NEW_COUNTERS only for a post the instance knows. */
interface Counting {
  readonly counter: string;
  /** How many new counters the tally may hold before it refuses to open another for an unknown post. */
  readonly maxNew: number;
  readonly known: boolean;
}

export interface ReadCount extends Counting {
  /** The reader (network and user agent) and post, for a day. */
  readonly readerKey: string;
  /** The network and post, for a day: how many of its readers were counted. */
  readonly networkKey: string;
  readonly perNetwork: number;
  readonly ttlS: number;
}

export type ReadCounted = 'counted' | 'counted-before' | 'network-bound' | 'dropped';

export interface SearchCount extends Counting {
  /** The term, for a day (a keyed hash: the plain term is only in the counter, once it is shown). */
  readonly termKey: string;
  /** The searcher's network, for a day. */
  readonly searcher: string;
  /** Distinct searchers before the term is counted at all: under it, the term is forgotten with the day. */
  readonly threshold: number;
  readonly ttlS: number;
}

/** Counted; counted-before (the same network); waiting (under the threshold, not sent); dropped (the tally is full). */
export type SearchCounted = 'counted' | 'counted-before' | 'waiting' | 'dropped';

/** A vote is for a post looked up before it is counted: it opens its counters whatever the bound. */
export interface VoteCount {
  readonly voteKey: string;
  /** The network and post, for the window: how many of its readers voted. */
  readonly networkKey: string;
  readonly perNetwork: number;
  readonly value: StarVote;
  /** Unique to this request: a retry of the same operation finds its own answer, and an in-doubt one can be read back. */
  readonly nonce: string;
  readonly sumCounter: string;
  readonly countCounter: string;
  readonly ttlS: number;
}

export type VoteCounted = { readonly outcome: 'added' } | { readonly outcome: 'replaced'; readonly previous: StarVote } | { readonly outcome: 'limited' };

export interface SignalLedger {
  readonly kind: 'memory' | 'redis';
  /** Counts one more hit of a key within `ttlS` seconds of its first: the count so far (a network's signals this minute). */
  hit(key: string, ttlS: number): Promise<number>;
  countRead(read: ReadCount): Promise<ReadCounted>;
  countSearch(search: SearchCount): Promise<SearchCounted>;
  /** Keeps a reader's vote and moves the post's counters by its change, together. */
  countVote(vote: VoteCount): Promise<VoteCounted>;
  /** What became of a vote whose answer was lost: its outcome if it was kept, undefined if it was not (or not yet known). */
  settleVote(voteKey: string, nonce: string): Promise<VoteCounted | undefined>;
  /** The counters waiting, taken: the ledger counts on from none. */
  takeCounters(): Promise<Map<string, number>>;
  /** A random salt for a period, the same for every caller (and every instance sharing the ledger), forgotten after `ttlS`. */
  salt(period: string, ttlS: number, fresh: () => string): Promise<string>;
  close(): Promise<void>;
}

/** How a vote is kept: its stars, the request that set it, the stars it replaced (0: none). */
const encodeVote = (value: StarVote, nonce: string, previous: number): string => `${value}:${nonce}:${previous}`;

const isStar = (value: unknown): value is StarVote => value === 1 || value === 2 || value === 3 || value === 4 || value === 5;

export const decodeVote = (text: string | null | undefined): { readonly value: StarVote; readonly nonce: string; readonly previous: StarVote | undefined } | undefined => {
  const [value, nonce = '', previous] = (text ?? '').split(':');
  const star = Number(value);
  return isStar(star) ? { value: star, nonce, previous: isStar(Number(previous)) ? (Number(previous) as StarVote) : undefined } : undefined;
};

/** The answer a kept vote gives. */
export const voteAnswerOf = (kept: NonNullable<ReturnType<typeof decodeVote>>): VoteCounted =>
  kept.previous === undefined ? { outcome: 'added' } : { outcome: 'replaced', previous: kept.previous };

/**
 * How many keys of each kind one process remembers. Apart, so that no flood of
 * one kind pushes out another: a million reads cannot make a voter forgotten (and
 * let them vote again), nor a network's limits. Sized so that the whole ledger
 * stays within MEMORY_LEDGER_BOUND_MB (measured in tests/adapters/signals/signalLedger.test.ts).
 */
export const MEMORY_LEDGER_KEYS = { reads: 120_000, searches: 40_000, terms: 10_000, votes: 40_000, limits: 40_000 } as const;
export const MEMORY_LEDGER_BOUND_MB = 100;

export interface MemoryLedgerOptions {
  readonly keys?: Partial<Record<keyof typeof MEMORY_LEDGER_KEYS, number>>;
  /** The clock, in milliseconds; tests pass their own. */
  readonly now?: () => number;
}

export const createMemoryLedger = ({ keys = {}, now = Date.now }: MemoryLedgerOptions = {}): SignalLedger => {
  const sizes = { ...MEMORY_LEDGER_KEYS, ...keys };
  const perf = { now };
  const store = <V extends {}>(max: number) => new LRUCache<string, V>({ max, ttlAutopurge: false, ttlResolution: 0, perf });
  const reads = store<number>(sizes.reads);
  const searches = store<true>(sizes.searches);
  const terms = store<number>(sizes.terms);
  const votes = store<string | number>(sizes.votes);
  const limits = store<number>(sizes.limits);
  let counters = new Map<string, number>();
  // Apart from the keys: a salt pushed out by readers would count them all again.
  const salts = new Map<string, { value: string; until: number }>();

  const add = (counter: string, by: number) => counters.set(counter, (counters.get(counter) ?? 0) + by);
  /** Adds to a counter; false when it would be a new one past the bound, for a post not known. */
  const count = ({ counter, maxNew, known }: Counting, by: number): boolean => {
    if (!counters.has(counter) && !known && counters.size >= maxNew) return false;
    add(counter, by);
    return true;
  };
  /** One more in a key's count, its lifetime unchanged (lru-cache keeps an entry's ttl when `noUpdateTTL`). */
  const increment = (cache: LRUCache<string, number> | LRUCache<string, string | number>, key: string, ttlS: number): number => {
    const next = Number(cache.get(key) ?? 0) + 1;
    cache.set(key, next, { ttl: ttlS * 1000, noUpdateTTL: true });
    return next;
  };

  return {
    kind: 'memory',
    hit: async (key, ttlS) => increment(limits, key, ttlS),
    countRead: async (read) => {
      if (reads.has(read.readerKey)) return 'counted-before';
      if ((reads.get(read.networkKey) ?? 0) >= read.perNetwork) return 'network-bound';
      if (!count(read, 1)) return 'dropped';
      reads.set(read.readerKey, 1, { ttl: read.ttlS * 1000 });
      increment(reads, read.networkKey, read.ttlS);
      return 'counted';
    },
    countSearch: async (search) => {
      const member = `${search.termKey}\u0000${search.searcher}`;
      if (searches.has(member)) return 'counted-before';
      const readers = (terms.get(search.termKey) ?? 0) + 1;
      if (readers >= search.threshold && !count(search, readers === search.threshold ? readers : 1)) return 'dropped';
      searches.set(member, true, { ttl: search.ttlS * 1000 });
      terms.set(search.termKey, readers, { ttl: search.ttlS * 1000, noUpdateTTL: true });
      return readers >= search.threshold ? 'counted' : 'waiting';
    },
    countVote: async (vote) => {
      const kept = decodeVote(String(votes.get(vote.voteKey) ?? ''));
      if (kept?.nonce === vote.nonce) return voteAnswerOf(kept);
      if (kept === undefined && Number(votes.get(vote.networkKey) ?? 0) >= vote.perNetwork) return { outcome: 'limited' };
      add(vote.sumCounter, vote.value - (kept?.value ?? 0));
      if (kept === undefined) {
        add(vote.countCounter, 1);
        increment(votes, vote.networkKey, vote.ttlS);
      }
      votes.set(vote.voteKey, encodeVote(vote.value, vote.nonce, kept?.value ?? 0), { ttl: vote.ttlS * 1000 });
      return kept === undefined ? { outcome: 'added' } : { outcome: 'replaced', previous: kept.value };
    },
    settleVote: async (voteKey, nonce) => {
      const kept = decodeVote(String(votes.get(voteKey) ?? ''));
      return kept?.nonce === nonce ? voteAnswerOf(kept) : undefined;
    },
    takeCounters: async () => {
      const taken = counters;
      counters = new Map();
      return taken;
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
      for (const cache of [reads, searches, terms, votes, limits]) cache.clear();
      counters = new Map();
      salts.clear();
    },
  };
};
