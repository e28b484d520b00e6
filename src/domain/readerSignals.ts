// What readers do that the newsroom counts (docs/reader-signals.md): a read of an
// article once it was shown, a vote of one to five stars, a search that found
// something. Each is counted once per reader (per post and day for reads, per
// post and voting window for votes, per term and day for searches), and sent to
// WordPress in batches: this module holds the rules and the batch's shape, pure;
// who a reader is (a keyed hash that forgets itself) is the adapters'.
import { isLang, type Lang } from './language.ts';
import type { StarVote } from './starVote.ts';


/** A post id as a beacon sends it: a positive integer, written as one. */
export const parsePostId = (raw: string | null | undefined): number | undefined =>
  raw !== null && raw !== undefined && /^[1-9]\d{0,15}$/.test(raw) && Number.isSafeInteger(Number(raw)) ? Number(raw) : undefined;

export const parseLang = (raw: string | null | undefined): Lang | undefined => (isLang(raw) ? raw : undefined);

/** A popular search is shown as readers wrote it, folded: no single reader's spelling is published. */
export const MAX_SEARCH_TERM = 60;

/**
 * A search as it is counted: lower case, single spaces, at most 60 characters,
 * no control characters; undefined when nothing is left. Two readers who typed
 * "AI  Act" and "ai act" searched the same term.
 */
export const searchTermKey = (typed: string | null | undefined): string | undefined => {
  if (typeof typed !== 'string') return undefined;
  const term = typed.normalize('NFKC').replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ' ').replace(/\s+/g, ' ').trim().toLowerCase();
  if (term === '') return undefined;
  const cut = Array.from(term).slice(0, MAX_SEARCH_TERM).join('').trim();
  return cut === '' ? undefined : cut;
};

/**
 * The network a client address stands for, as readers are told apart: an IPv4
 * address as it is, an IPv6 address by its /64 prefix (one household's or one
 * phone's network: a device changes its address within it at will, so one
 * client could otherwise be a new reader at each request). An IPv4 address
 * written as IPv6 (`::ffff:203.0.113.7`) is the IPv4 one; anything else is kept as written.
 */
export const clientNetwork = (address: string): string => {
  const text = address.trim().toLowerCase().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (mapped) return mapped[1]!;
  if (!text.includes(':')) return text;
  const [head = '', tail] = text.split('::');
  if (text.split('::').length > 2) return text;
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return text;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return text;
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
};

/** A UTC day, `2026-11-27`: the unit reads and searches are counted in. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/**
 * The voting window a time falls in: votes are counted once per reader and post
 * within it (a reader who changes their mind replaces their vote), and the salt
 * that recognizes a voter lives as long (docs/decisions/0024).
 */
const VOTE_WINDOW_DAYS = 30;
export const voteWindow = (at: Date): string => `v${Math.floor(at.getTime() / (VOTE_WINDOW_DAYS * 86_400_000))}`;
/** Seconds from `at` to the end of its voting window: what is kept of the window (its salt, its voters' votes) is kept no longer. */
export const voteWindowSecondsLeft = (at: Date): number => {
  const length = VOTE_WINDOW_DAYS * 86_400_000;
  return Math.ceil((length - (at.getTime() % length)) / 1000);
};

/** What one vote changes in a post's totals: a new voter adds one vote, a voter who changes their mind only moves the sum. */
export const voteChange = (value: StarVote, previous: StarVote | undefined): { readonly sum: number; readonly count: number } =>
  previous === undefined ? { sum: value, count: 1 } : { sum: value - previous, count: 0 };

/** One read counted: a post of a language, on a day. */
interface ReadCount {
  readonly post: number;
  readonly lang: Lang;
  readonly readers: number;
}

/** What votes changed in a post's totals. */
interface VoteCount {
  readonly post: number;
  readonly lang: Lang;
  readonly sum: number;
  readonly count: number;
}

/** Readers who searched a term (and found something), on a day. */
interface SearchCount {
  readonly lang: Lang;
  readonly term: string;
  readonly readers: number;
}

/**
 * The signals of one day counted by one instance between two deliveries, as the
 * write call of the content API takes them (docs/content-api-contract.md): its
 * id makes a second delivery of it (a retry after a timeout) count nothing.
 */
export interface SignalBatch {
  readonly id: string;
  readonly day: string;
  readonly reads: readonly ReadCount[];
  readonly votes: readonly VoteCount[];
  readonly searches: readonly SearchCount[];
}

/** How many counters a batch carries: what its memory and its delivery cost. */
export const batchSize = (batch: Pick<SignalBatch, 'reads' | 'votes' | 'searches'>): number => batch.reads.length + batch.votes.length + batch.searches.length;

/** The counters of a day being counted, keyed so that each post, vote or term is one entry. */
export interface DayTally {
  readonly day: string;
  readonly reads: Map<string, ReadCount>;
  readonly votes: Map<string, VoteCount>;
  readonly searches: Map<string, SearchCount>;
}

export const emptyTally = (day: string): DayTally => ({ day, reads: new Map(), votes: new Map(), searches: new Map() });

export const addRead = (tally: DayTally, lang: Lang, post: number): void => {
  const key = `${lang}:${post}`;
  tally.reads.set(key, { post, lang, readers: (tally.reads.get(key)?.readers ?? 0) + 1 });
};

export const addVote = (tally: DayTally, lang: Lang, post: number, change: { readonly sum: number; readonly count: number }): void => {
  const key = `${lang}:${post}`;
  const before = tally.votes.get(key);
  tally.votes.set(key, { post, lang, sum: (before?.sum ?? 0) + change.sum, count: (before?.count ?? 0) + change.count });
};

/** Terms a language may count in one tally: whatever is searched, the tally stays bounded (a term past it is dropped). */
export const MAX_TERMS_PER_LANGUAGE = 500;

/** Counts a search; false when the language's terms are full and it was dropped. */
export const addSearch = (tally: DayTally, lang: Lang, term: string, termsOf: (lang: Lang) => number): boolean => {
  const key = `${lang}\u0000${term}`;
  const before = tally.searches.get(key);
  if (before === undefined && termsOf(lang) >= MAX_TERMS_PER_LANGUAGE) return false;
  tally.searches.set(key, { lang, term, readers: (before?.readers ?? 0) + 1 });
  return true;
};

export const tallySize = (tally: DayTally): number => tally.reads.size + tally.votes.size + tally.searches.size;

/** A tally sealed into a batch (a vote that changed nothing is left out). */
export const toBatch = (tally: DayTally, id: string): SignalBatch => ({
  id,
  day: tally.day,
  reads: [...tally.reads.values()],
  votes: [...tally.votes.values()].filter((vote) => vote.sum !== 0 || vote.count !== 0),
  searches: [...tally.searches.values()],
});
