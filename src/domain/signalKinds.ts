// Every kind of reader signal, once (docs/reader-signals.md): what it counts, who
// counts once and for how long, what one network may add, which budget of the
// minute it spends, the counter it adds to and the list of the batch WordPress
// takes it in. What is the same for every kind reads this table: the beacons'
// paths and the endpoint's parsing, the recorder's keys, the ledgers' count, the
// counters' names, the batches and their parts, the demo content's write call. A
// kind shaped like one here (a post's distinct sharers a day, like its readers)
// is one more entry, and the page that sends it.
//
// Two families. `distinct`: distinct senders of a subject a day, each counted once,
// audience measurement (a bot, a prefetch, GPC or a refusal is answered and not
// counted). `vote`: a value each voter keeps for a window and may replace, which
// moves a post's sum and count by its change: its rules are its own
// (createSignalRecorder's vote, the ledgers' countVote).
//
// Plain data and nothing else, so that the plugin can carry a copy generated from
// it as it does the languages (JSON.stringify(SIGNAL_KINDS) is the whole of it).

/**
 * What a signal is about, named as a batch entry's field: the beacon's query
 * parameter and why a value is refused (400), and the order of an entry's fields
 * before its count (the wire as WordPress takes it: `{"post": 42, "lang": "en",
 * "readers": 3}`, `{"lang": "en", "term": "ai act", "readers": 5}`).
 */
export const SIGNAL_SUBJECTS = {
  /** A post, by its id, a positive integer written as one (`post=6048`). */
  post: { param: 'post', must: 'a post id, a positive integer', entry: ['post', 'lang'], hashed: false },
  /** A search term as searchTermKey() folds it (`q=ai%20act`): hashed in the ledger, so that one under a threshold is never stored as typed. */
  term: { param: 'q', must: 'a search of at least one character', entry: ['lang', 'term'], hashed: true },
} as const;

/**
 * A beacon's query parameter for a subject's value, SIGNAL_SUBJECTS's `param`: each
 * subject's values are of a type of their own (SubjectValues), so the value says
 * which. Written out rather than read from the table, which a bundle would then
 * carry whole: the page builds its beacons' paths with this and nothing else of this
 * file (docs/performance-and-budgets.md); tests/unit/domain/signalKinds.test.ts holds
 * it to the table.
 */
export const beaconParam = (value: number | string): string => (typeof value === 'number' ? 'post' : 'q');

/** A network's budgets of the minute: a signal spends one before anything that costs a lookup. */
export const SIGNAL_BUDGETS = {
  /** Audience signals (reads, searches): past it, answered and not counted. */
  audience: { code: 'a', perMinute: 60 },
  /** Votes: past it, 429. */
  vote: { code: 'v', perMinute: 20 },
} as const;

export type SignalSubject = keyof typeof SIGNAL_SUBJECTS;
export type SignalBudget = keyof typeof SIGNAL_BUDGETS;

/** A kind of the `distinct` family. */
export interface DistinctSpec {
  readonly family: 'distinct';
  readonly subject: SignalSubject;
  /** The period a sender counts once in (a UTC day), and its keys and salt live. */
  readonly period: 'day';
  /**
   * Who counts once. `reader`: a browser on a network (the network, an IPv6 /64, and
   * the user agent, hashed), at most `perNetwork` of them per network and subject.
   * `network`: the network alone (an IPv6 /48), so one per network by being distinct.
   */
  readonly sender: 'reader' | 'network';
  /** Distinct senders one network adds to one subject a period. */
  readonly perNetwork: number;
  readonly budget: SignalBudget;
  /** Distinct senders a subject needs before it is counted at all: none, or the popular searches' (POPULAR_SEARCH_MIN_READERS). */
  readonly threshold: 'none' | 'popular-search';
  /** What the server checks before it counts: nothing, or that a search finds something (the page's word is not taken for it). */
  readonly requires: 'nothing' | 'results';
  /** The counter's code: `{day}|{counter}|{lang}|{subject}`, and the prefix of the ledger's keys. */
  readonly counter: string;
  /** The batch's list of this kind, each entry the subject's fields (SIGNAL_SUBJECTS's `entry`) and then `count`: `{"post": 42, "lang": "en", "readers": 3}`. */
  readonly list: string;
  readonly count: string;
  /**
   * Keys one process remembers without Redis (the memory ledger): senders (and their
   * networks' counts), and subjects' tallies where there is a threshold. Each kind apart,
   * so that no flood of one makes another's senders new again; all of them together
   * within the ledger's measured bound (adapters/signals/signalLedger.ts).
   */
  readonly remembered: { readonly senders: number; readonly subjects?: number };
}

/** The `vote` family: a post's stars, kept per voter for a window. */
export interface VoteSpec {
  readonly family: 'vote';
  readonly subject: 'post';
  readonly period: 'vote-window';
  readonly sender: 'reader';
  readonly perNetwork: number;
  readonly budget: SignalBudget;
  /** The counters of a post's sum of stars and of its voters. */
  readonly counter: { readonly sum: string; readonly count: string };
  readonly list: string;
  readonly remembered: { readonly senders: number };
}

/** In the order of the batch's lists on the wire (reads, votes, searches). */
export const SIGNAL_KINDS = {
  /** A post's distinct readers a day: sent once the article was shown. */
  read: {
    family: 'distinct',
    subject: 'post',
    period: 'day',
    sender: 'reader',
    // A household's or an office's readers fit; a client rotating its user agent does not get further,
    // and neither, alas, do the readers of one post behind one carrier-grade NAT address past the bound.
    perNetwork: 5,
    budget: 'audience',
    threshold: 'none',
    requires: 'nothing',
    counter: 'r',
    list: 'reads',
    count: 'readers',
    remembered: { senders: 120_000 },
  },
  /** A post's stars, one vote per reader a 30-day window, a second one replacing the first. */
  vote: {
    family: 'vote',
    subject: 'post',
    period: 'vote-window',
    sender: 'reader',
    perNetwork: 3,
    budget: 'vote',
    counter: { sum: 'vs', count: 'vc' },
    list: 'votes',
    remembered: { senders: 40_000 },
  },
  /** A term's distinct searchers a day, of searches that found something, sent once enough networks searched it. */
  search: {
    family: 'distinct',
    subject: 'term',
    period: 'day',
    // A customer is given a /56 or a /48 as often as a /64: a popular term needs people on different networks.
    sender: 'network',
    perNetwork: 1,
    budget: 'audience',
    threshold: 'popular-search',
    requires: 'results',
    counter: 's',
    list: 'searches',
    count: 'readers',
    remembered: { senders: 40_000, subjects: 10_000 },
  },
} as const satisfies Readonly<Record<string, DistinctSpec | VoteSpec>>;

type Kinds = typeof SIGNAL_KINDS;
export type SignalKind = keyof Kinds;
export type DistinctKind = { [K in SignalKind]: Kinds[K]['family'] extends 'distinct' ? K : never }[SignalKind];
/** A batch's list: `reads`, `votes`, `searches`. */
export type SignalList = Kinds[SignalKind]['list'];

/** What a beacon's subject is, once parsed: a post's id, a folded term. */
export interface SubjectValues {
  readonly post: number;
  readonly term: string;
}
export type SubjectOf<K extends DistinctKind> = SubjectValues[Kinds[K]['subject']];
/** The name of a kind's subject in its batch entries (`post`, `term`). */
export type SubjectFieldOf<K extends DistinctKind> = Kinds[K]['subject'];
export type CountFieldOf<K extends DistinctKind> = Kinds[K]['count'];

// The lists derived from the table are marked pure: a bundle that uses none of them (the page's) drops the table.
export const SIGNAL_KIND_NAMES = /* @__PURE__ */ Object.keys(SIGNAL_KINDS) as SignalKind[];

export const isSignalKind = (name: string): name is SignalKind => Object.hasOwn(SIGNAL_KINDS, name);
export const isDistinctKind = (kind: SignalKind): kind is DistinctKind => SIGNAL_KINDS[kind].family === 'distinct';

export const DISTINCT_KINDS: readonly DistinctKind[] = /* @__PURE__ */ SIGNAL_KIND_NAMES.filter(isDistinctKind);

/** A distinct kind's entry, as the generic code reads it. */
export const distinctSpec = (kind: DistinctKind): DistinctSpec => SIGNAL_KINDS[kind];

/** The batch's lists, in the table's order: the order of a batch's counters, and of its parts. */
export const SIGNAL_LISTS: readonly SignalList[] = /* @__PURE__ */ SIGNAL_KIND_NAMES.map((kind) => SIGNAL_KINDS[kind].list);
