// What readers do that the newsroom counts (docs/reader-signals.md): a read of an
// article once it was shown, a vote of one to five stars, a search that found
// something. Each is counted once per reader (per post and day for reads, per
// post and voting window for votes, per term and day for searches). This module
// holds the rules every kind shares, pure: what a beacon's values are, the
// networks readers are told apart by, days and voting windows. Each kind is one
// entry of signalKinds.ts; the batch sent to WordPress is signalBatch.ts; who a
// reader is (a keyed hash that forgets itself) is the adapters'.

/** A post id as a beacon sends it: a positive integer, written as one. */
export const parsePostId = (raw: string | null | undefined): number | undefined =>
  raw !== null && raw !== undefined && /^[1-9]\d{0,15}$/.test(raw) && Number.isSafeInteger(Number(raw)) ? Number(raw) : undefined;

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
