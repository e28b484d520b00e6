// What readers do that the newsroom counts (docs/reader-signals.md): a read of an
// article once it was shown, a vote of one to five stars, a search that found
// something. Each is counted once per reader (per post and day for reads, per
// post and voting window for votes, per term and day for searches), and sent to
// WordPress in batches: this module holds the rules and the batch's shape, pure;
// who a reader is (a keyed hash that forgets itself) is the adapters'.
import { isLang, type Lang } from './language.ts';


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
export const clientNetwork = (address: string, v6Groups: 3 | 4 = 4): string => {
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
  return `${groups.slice(0, v6Groups).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/${v6Groups * 16}`;
};

/**
 * The network a searcher stands for: an IPv6 customer is given a /48 or a /56 as
 * often as a /64, and could otherwise be 256 or 65,536 "addresses" searching the
 * same term; a popular search needs people on different networks.
 */
export const searcherNetwork = (address: string): string => clientNetwork(address, 3);

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

/**
 * A counter waiting for WordPress, named so that one string says what it counts:
 * `2026-11-27|r|en|42` (readers of a post on a day), `…|vs|…` and `…|vc|…` (what
 * votes moved in a post's sum of stars and its count of voters), `…|s|en|ai act`
 * (readers of a term; the term last, since it may hold a `|`). The ledger keeps
 * such counters, in memory or in one Redis hash, until the courier takes them.
 */
export const readCounter = (day: string, lang: Lang, post: number): string => `${day}|r|${lang}|${post}`;
export const voteCounters = (day: string, lang: Lang, post: number): { readonly sum: string; readonly count: string } => ({ sum: `${day}|vs|${lang}|${post}`, count: `${day}|vc|${lang}|${post}` });
export const searchCounter = (day: string, lang: Lang, term: string): string => `${day}|s|${lang}|${term}`;

interface DayCounts {
  readonly reads: Map<string, ReadCount>;
  readonly votes: Map<string, { post: number; lang: Lang; sum: number; count: number }>;
  readonly searches: SearchCount[];
}

/**
 * The counters taken from the ledger as batches, one a day (a tally taken just
 * after midnight holds two). A counter whose name or value is not one of ours
 * is left out; a vote that moved nothing is too.
 */
export const countersToBatches = (counters: ReadonlyMap<string, number>, newId: () => string): SignalBatch[] => {
  const days = new Map<string, DayCounts>();
  for (const [name, value] of counters) {
    const [day = '', kind = '', lang = '', ...rest] = name.split('|');
    const subject = rest.join('|');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !isLang(lang) || !Number.isSafeInteger(value) || value === 0) continue;
    const counts: DayCounts = days.get(day) ?? { reads: new Map(), votes: new Map(), searches: [] };
    days.set(day, counts);
    if (kind === 's') {
      if (subject !== '' && value > 0) counts.searches.push({ lang, term: subject, readers: value });
      continue;
    }
    const post = parsePostId(subject);
    if (post === undefined) continue;
    if (kind === 'r' && value > 0) counts.reads.set(`${lang}:${post}`, { post, lang, readers: value });
    if (kind === 'vs' || kind === 'vc') {
      const vote = counts.votes.get(`${lang}:${post}`) ?? { post, lang, sum: 0, count: 0 };
      if (kind === 'vs') vote.sum += value;
      else vote.count += value;
      counts.votes.set(`${lang}:${post}`, vote);
    }
  }
  return [...days].sort(([a], [b]) => (a < b ? -1 : 1)).map(([day, counts]) => ({
    id: newId(),
    day,
    reads: [...counts.reads.values()],
    votes: [...counts.votes.values()].filter((vote) => vote.sum !== 0 || vote.count !== 0),
    searches: counts.searches,
  })).filter((batch) => batchSize(batch) > 0);
};

/**
 * What one network (an IPv4 address, an IPv6 /64; a /48 for searches) may move,
 * whatever it changes of its requests (docs/reader-signals.md, "What one network
 * can do"). A household's or an office's readers fit; a client that rotates its
 * user agent does not get further, and neither, alas, do the readers of one post
 * behind one carrier-grade NAT address past the bound.
 */
export const NETWORK_BOUNDS = {
  /** Reads and searches a minute, counted or not: past it, answered and not counted. */
  signalsPerMinute: 60,
  /** Distinct readers of one post a day. */
  readersPerPost: 5,
  /** Votes a minute: past it, 429. */
  votesPerMinute: 20,
  /** Distinct voters of one post a voting window: past it, 429. */
  votersPerPost: 3,
} as const;

/**
 * New counters one tally may open between two deliveries (a post's reads, a vote's
 * sum or count, a term): past it, a signal that would open one is dropped, unless it
 * is for a post this instance knows it has (a flood of invented ids cannot crowd out
 * the real ones). What already has a counter is counted on.
 */
export const MAX_NEW_COUNTERS = 50_000;
