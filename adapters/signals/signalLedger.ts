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
import { DISTINCT_KINDS, distinctSpec, SIGNAL_KINDS, type DistinctKind, type SignalList, type SubjectFieldOf } from '../../src/domain/signalKinds.ts';

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

/**
 * One sender of a subject in a period (a reader of a post a day, a network searching a
 * term), counted once: the kind's keys, made by the recorder from its table entry.
 */
export interface DistinctCount extends Counting {
  readonly kind: DistinctKind;
  /** The sender and subject, for the period: kept, the sender is counted before. */
  readonly senderKey: string;
  /** With `perNetwork`: the network and subject, for the period, and how many of its senders it may count. Left out where the sender is a network itself. */
  readonly networkKey?: string;
  readonly perNetwork?: number;
  /** With `threshold`: the subject, for the period (a keyed hash of a term), and the distinct senders it needs before it is counted at all; under it, it is forgotten with the period. */
  readonly subjectKey?: string;
  readonly threshold?: number;
  readonly ttlS: number;
}

/** Counted; counted-before (the same sender); network-bound (the network's senders of the subject are counted); waiting (under the threshold, not sent); dropped (the tally is full). */
export type DistinctCounted = 'counted' | 'counted-before' | 'network-bound' | 'waiting' | 'dropped';

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
  countDistinct(count: DistinctCount): Promise<DistinctCounted>;
  /** Keeps a reader's vote and moves the post's counters by its change, together. */
  countVote(vote: VoteCount): Promise<VoteCounted>;
  /** What became of a vote whose answer was lost: its outcome if it was kept, undefined if it was not (or not yet known). */
  settleVote(voteKey: string, nonce: string): Promise<VoteCounted | undefined>;
  /** The counters waiting, taken: the ledger counts on from none. */
  takeCounters(): Promise<Map<string, number>>;
  /** The named counters as they stand, read and left in place (0 for one not counted since the last take). */
  peekCounters(names: readonly string[]): Promise<ReadonlyMap<string, number>>;
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

/** The store of a distinct kind's subjects' tallies, named after its subject (`terms`): only a kind with a threshold keeps one. */
const tallyStore = (kind: DistinctKind): string => `${distinctSpec(kind).subject}s`;

type TallyStore = { [K in DistinctKind]: (typeof SIGNAL_KINDS)[K]['remembered'] extends { readonly subjects: number } ? `${SubjectFieldOf<K>}s` : never }[DistinctKind];
type MemoryStore = SignalList | TallyStore | 'limits';

/**
 * How many keys of each kind one process remembers: each kind's senders (`reads`,
 * `votes`, `searches`, as the table remembers them), the tallies of a kind with a
 * threshold (`terms`), and the networks' budgets (`limits`). Apart, so that no flood of
 * one kind pushes out another: a million reads cannot make a voter forgotten (and
 * let them vote again), nor a network's limits. Sized so that the whole ledger
 * stays within MEMORY_LEDGER_BOUND_MB (measured in tests/adapters/signals/signalLedger.test.ts).
 */
export const MEMORY_LEDGER_KEYS = {
  ...Object.fromEntries(Object.values(SIGNAL_KINDS).map((spec) => [spec.list, spec.remembered.senders])),
  ...Object.fromEntries(DISTINCT_KINDS.flatMap((kind) => {
    const { subjects } = distinctSpec(kind).remembered;
    return subjects === undefined ? [] : [[tallyStore(kind), subjects]];
  })),
  limits: 40_000,
} as Readonly<Record<MemoryStore, number>>;
export const MEMORY_LEDGER_BOUND_MB = 100;

export interface MemoryLedgerOptions {
  readonly keys?: Partial<Record<MemoryStore, number>>;
  /** The clock, in milliseconds; tests pass their own. */
  readonly now?: () => number;
}

export const createMemoryLedger = ({ keys = {}, now = Date.now }: MemoryLedgerOptions = {}): SignalLedger => {
  const sizes: Readonly<Record<string, number>> = { ...MEMORY_LEDGER_KEYS, ...keys };
  const perf = { now };
  const store = <V extends {}>(max: number) => new LRUCache<string, V>({ max, ttlAutopurge: false, ttlResolution: 0, perf });
  // A distinct kind's senders (and its networks' counts of them), and its subjects' tallies, each in the store the table sizes.
  const distinctStores = new Map<string, LRUCache<string, number>>();
  const storeNamed = (name: string, fallback: string) => {
    const kept = distinctStores.get(name) ?? store<number>(sizes[name] ?? sizes[fallback] ?? 1);
    distinctStores.set(name, kept);
    return kept;
  };
  const sendersOf = (kind: DistinctKind) => storeNamed(SIGNAL_KINDS[kind].list, SIGNAL_KINDS[kind].list);
  const talliesOf = (kind: DistinctKind) => storeNamed(tallyStore(kind), SIGNAL_KINDS[kind].list);
  const votes = store<string | number>(sizes[SIGNAL_KINDS.vote.list] ?? 1);
  const limits = store<number>(sizes['limits'] ?? 1);
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
    countDistinct: async (distinct) => {
      const senders = sendersOf(distinct.kind);
      if (senders.has(distinct.senderKey)) return 'counted-before';
      const { networkKey, perNetwork } = distinct;
      const network = networkKey !== undefined && perNetwork !== undefined ? networkKey : undefined;
      if (network !== undefined && (senders.get(network) ?? 0) >= (perNetwork ?? 0)) return 'network-bound';
      const tallies = distinct.subjectKey === undefined ? undefined : talliesOf(distinct.kind);
      const threshold = distinct.threshold ?? 1;
      // This sender is the subject's n-th: at the threshold, the counter opens with all of them.
      const nth = tallies && distinct.subjectKey !== undefined ? (tallies.get(distinct.subjectKey) ?? 0) + 1 : 1;
      if (nth >= threshold && !count(distinct, nth === threshold ? nth : 1)) return 'dropped';
      senders.set(distinct.senderKey, 1, { ttl: distinct.ttlS * 1000 });
      if (network !== undefined) increment(senders, network, distinct.ttlS);
      if (tallies && distinct.subjectKey !== undefined) tallies.set(distinct.subjectKey, nth, { ttl: distinct.ttlS * 1000, noUpdateTTL: true });
      return nth >= threshold ? 'counted' : 'waiting';
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
    peekCounters: async (names) => new Map(names.map((name) => [name, counters.get(name) ?? 0])),
    salt: async (period, ttlS, fresh) => {
      for (const [name, entry] of salts) if (entry.until <= now()) salts.delete(name);
      const kept = salts.get(period);
      if (kept) return kept.value;
      const salt = fresh();
      salts.set(period, { value: salt, until: now() + ttlS * 1000 });
      return salt;
    },
    close: async () => {
      for (const cache of [...distinctStores.values(), votes, limits]) cache.clear();
      counters = new Map();
      salts.clear();
    },
  };
};
