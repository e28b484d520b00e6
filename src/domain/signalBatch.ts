// The signals of one day counted by one instance between two deliveries, as the
// write call of the content API takes them (docs/content-api-contract.md): one
// list per kind of the table (signalKinds.ts), in its order. Its id makes a second
// delivery of it (a retry after a timeout) count nothing.
import type { Lang } from './language.ts';
import { parseCounterName } from './signalCounters.ts';
import { subjectFromCounter } from './signalSubjects.ts';
import {
  DISTINCT_KINDS,
  isDistinctKind,
  SIGNAL_KIND_NAMES,
  SIGNAL_KINDS,
  SIGNAL_LISTS,
  SIGNAL_SUBJECTS,
  type CountFieldOf,
  type DistinctKind,
  type SignalList,
  type SubjectFieldOf,
  type SubjectOf,
} from './signalKinds.ts';
import { parsePostId } from './readerSignals.ts';

/** A distinct kind's count of a subject: `{post, lang, readers}`, `{lang, term, readers}`. */
type DistinctEntry<K extends DistinctKind> = { readonly lang: Lang } & { readonly [F in SubjectFieldOf<K>]: SubjectOf<K> } & { readonly [C in CountFieldOf<K>]: number };

/** What votes changed in a post's totals. */
interface VoteEntry {
  readonly post: number;
  readonly lang: Lang;
  readonly sum: number;
  readonly count: number;
}

export type SignalBatch = { readonly id: string; readonly day: string } & {
  readonly [K in DistinctKind as (typeof SIGNAL_KINDS)[K]['list']]: readonly DistinctEntry<K>[];
} & { readonly [L in (typeof SIGNAL_KINDS)['vote']['list']]: readonly VoteEntry[] };

type Lists = Pick<SignalBatch, SignalList>;

/** How many counters a batch carries: what its memory and its delivery cost. */
export const batchSize = (batch: Lists): number => SIGNAL_LISTS.reduce((size, list) => size + batch[list].length, 0);

/** The counters of a batch from `start` to `end`, counted in the order of its lists: what one part of it carries. */
export const batchSlice = (batch: Lists, start: number, end: number): Lists => {
  const slice: Record<string, readonly unknown[]> = {};
  let at = 0;
  for (const list of SIGNAL_LISTS) {
    const all: readonly unknown[] = batch[list];
    slice[list] = all.slice(Math.max(0, start - at), Math.max(0, end - at));
    at += all.length;
  }
  return slice as unknown as Lists;
};

const KIND_OF_CODE = new Map<string, DistinctKind>(DISTINCT_KINDS.map((kind) => [SIGNAL_KINDS[kind].counter, kind]));
const VOTE_CODES: readonly string[] = [SIGNAL_KINDS.vote.counter.sum, SIGNAL_KINDS.vote.counter.count];

/** An entry of a distinct kind's list, its fields in the wire's order. */
const entryOf = (kind: DistinctKind, lang: Lang, subject: number | string, value: number): object => {
  const { subject: type, count } = SIGNAL_KINDS[kind];
  return Object.fromEntries([...SIGNAL_SUBJECTS[type].entry.map((field) => [field, field === 'lang' ? lang : subject]), [count, value]]);
};

interface DayCounts {
  readonly distinct: Map<DistinctKind, object[]>;
  readonly votes: Map<string, { post: number; lang: Lang; sum: number; count: number }>;
}

/**
 * The counters taken from the ledger as batches, one a day (a tally taken just
 * after midnight holds two). A counter whose name or value is not one of ours
 * is left out; a vote that moved nothing is too.
 */
export const countersToBatches = (counters: ReadonlyMap<string, number>, newId: () => string): SignalBatch[] => {
  const days = new Map<string, DayCounts>();
  for (const [name, value] of counters) {
    const counter = parseCounterName(name);
    if (counter === undefined || !Number.isSafeInteger(value) || value === 0) continue;
    const { day, code, lang } = counter;
    const counts: DayCounts = days.get(day) ?? { distinct: new Map(), votes: new Map() };
    days.set(day, counts);
    const kind = KIND_OF_CODE.get(code);
    if (kind !== undefined) {
      const subject = subjectFromCounter(kind, counter.subject);
      if (subject === undefined || value < 0) continue;
      const entries = counts.distinct.get(kind) ?? [];
      entries.push(entryOf(kind, lang, subject, value));
      counts.distinct.set(kind, entries);
      continue;
    }
    const post = parsePostId(counter.subject);
    if (post === undefined || !VOTE_CODES.includes(code)) continue;
    const vote = counts.votes.get(`${lang}:${post}`) ?? { post, lang, sum: 0, count: 0 };
    if (code === SIGNAL_KINDS.vote.counter.sum) vote.sum += value;
    else vote.count += value;
    counts.votes.set(`${lang}:${post}`, vote);
  }
  return [...days]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([day, counts]): SignalBatch => {
      const lists = SIGNAL_KIND_NAMES.map((kind) => [
        SIGNAL_KINDS[kind].list,
        isDistinctKind(kind) ? (counts.distinct.get(kind) ?? []) : [...counts.votes.values()].filter((vote) => vote.sum !== 0 || vote.count !== 0),
      ]);
      return { id: newId(), day, ...Object.fromEntries(lists) } as SignalBatch;
    })
    .filter((batch) => batchSize(batch) > 0);
};
