// The write call of the contract as the embedded demo content answers it
// (`POST /v6/signals`, docs/content-api-contract.md#reader-signals), in memory:
// batches of one list per kind of src/domain/signalKinds.ts (reads, votes,
// searches) from Newsdesk, each applied once by its id, behind the shared secret.
// The counts change what the read calls answer: a post's views and votes, most
// read in a window, popular searches past a threshold. One store serves every
// copy of the demo API in a process, so the one Newsdesk reads and the one it
// serves to readers agree. The companion plugin does the same in WordPress's
// database (wordpress/newsdesk/includes/signals/).
import { timingSafeEqual } from 'node:crypto';
import { isLang, LANGS, type Lang } from '../../src/domain/language.ts';
import { MAX_SEARCH_TERM, searchTermKey } from '../../src/domain/readerSignals.ts';
import { batchSize, type SignalBatch } from '../../src/domain/signalBatch.ts';
import { distinctSpec, isDistinctKind, SIGNAL_KIND_NAMES, SIGNAL_KINDS, SIGNAL_LISTS, type DistinctKind, type SignalKind, type SignalSubject } from '../../src/domain/signalKinds.ts';
import type { DemoDataset } from './dataset/buildDataset.ts';
import { ok, wpError, type ApiResult } from './wpErrors.ts';

/** What one request may carry (Newsdesk sends far less): past it, a 413. */
const MAX_COUNTERS_PER_REQUEST = 100_000;
const MAX_BATCHES_PER_REQUEST = 10_000;
const MAX_READERS = 10_000_000;
/** Batch ids remembered to refuse a second delivery: a couple of days of them, far more than retries need. */
const REMEMBERED_BATCHES = 100_000;

interface PostCounts {
  readonly reads: number;
  readonly sum: number;
  readonly count: number;
}

export interface DemoSignals {
  /** The write call: its Authorization header and JSON body. */
  receive(authorization: string | undefined, body: unknown, now: Date): ApiResult;
  counts(lang: Lang, post: number): PostCounts;
  /** Readers of each post of a language since a day (inclusive). */
  readsSince(lang: Lang, since: string): ReadonlyMap<number, number>;
  /** Each term of a language since a day: the readers of all its days, and of its best day. */
  searchesSince(lang: Lang, since: string): readonly { readonly term: string; readonly total: number; readonly best: number; readonly last: string }[];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown, max = MAX_READERS): value is number => Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= max;
const isPostId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const BATCH_ID = /^[A-Za-z0-9-]{8,64}$/;

/** What a subject must be in a batch, and what a refused entry is told it needs (`a read needs a post id, a lang and readers…`). */
const WIRE_SUBJECTS: { readonly [S in SignalSubject]: { readonly valid: (value: unknown) => boolean; readonly needs: (count: string) => string } } = {
  post: { valid: isPostId, needs: (count) => `a post id, a lang and ${count} (a positive integer)` },
  term: {
    valid: (term) => typeof term === 'string' && searchTermKey(term) === term && term.length <= MAX_SEARCH_TERM * 2,
    needs: (count) => `a lang, a term as Newsdesk folds it (lower case, single spaces, 60 characters at most) and ${count}`,
  },
};

const validVote = (v: unknown): boolean =>
  isObject(v) && isPostId(v['post']) && isLang(v['lang']) && Number.isSafeInteger(v['sum']) && Math.abs(v['sum'] as number) <= 5 * MAX_READERS && isCount(v['count']);

/** Why an entry of a kind's list is refused; undefined when it is one. */
const entryRefusal = (kind: SignalKind, entry: unknown): string | undefined => {
  if (!isDistinctKind(kind)) return validVote(entry) ? undefined : 'a vote needs a post id, a lang, a sum (an integer) and a count (an integer of 0 or more)';
  const { subject, count } = distinctSpec(kind);
  const wire = WIRE_SUBJECTS[subject];
  const valid = isObject(entry) && isLang(entry['lang']) && wire.valid(entry[subject]) && isCount(entry[count]) && (entry[count] as number) > 0;
  return valid ? undefined : `a ${kind} needs ${wire.needs(count)}`;
};

/** The batches of a body, or why it is refused (docs/content-api-contract.md#reader-signals). */
const parseSignalBatches = (body: unknown): SignalBatch[] | string => {
  const batches = isObject(body) ? body['batches'] : undefined;
  if (!Array.isArray(batches) || batches.length > MAX_BATCHES_PER_REQUEST) return `batches must be a list of at most ${MAX_BATCHES_PER_REQUEST}`;
  const parsed: SignalBatch[] = [];
  for (const batch of batches) {
    if (!isObject(batch) || typeof batch['id'] !== 'string' || !BATCH_ID.test(batch['id']) || typeof batch['day'] !== 'string' || !DAY.test(batch['day'])) return 'each batch needs an id (8 to 64 letters, digits or -) and a day (YYYY-MM-DD)';
    const list = (name: string) => (Array.isArray(batch[name]) ? (batch[name] as unknown[]) : batch[name] === undefined ? [] : undefined);
    const lists = SIGNAL_KIND_NAMES.map((kind) => [kind, list(SIGNAL_KINDS[kind].list)] as const);
    if (lists.some(([, entries]) => entries === undefined)) return `${SIGNAL_LISTS.slice(0, -1).join(', ')} and ${SIGNAL_LISTS.at(-1)} must be lists`;
    for (const [kind, entries] of lists) {
      for (const entry of entries ?? []) {
        const refused = entryRefusal(kind, entry);
        if (refused !== undefined) return refused;
      }
    }
    parsed.push({ id: batch['id'], day: batch['day'], ...Object.fromEntries(lists.map(([kind, entries]) => [SIGNAL_KINDS[kind].list, entries])) } as SignalBatch);
  }
  return parsed;
};

const tokenMatches = (authorization: string | undefined, token: string): boolean => {
  const given = Buffer.from(/^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
};

export interface DemoSignalsOptions {
  /** The secret Newsdesk's batches carry. */
  readonly token: string;
  /** The dataset whose history of readers and searches the store starts with (the demo's seeded figures), and whose posts it counts. */
  readonly dataset: DemoDataset;
}

export const createDemoSignals = ({ token, dataset }: DemoSignalsOptions): DemoSignals => {
  const applied = new Set<string>();
  /** lang:post → what all time's batches added to a post: its readers (and any distinct kind's senders of a post), its votes. */
  const totals = new Map<string, { readonly distinct: Map<DistinctKind, number>; sum: number; count: number }>();
  /** kind → lang → subject → day → senders: a distinct kind's counts of each day. */
  const daily = new Map<DistinctKind, Map<Lang, Map<number | string, Map<string, number>>>>();
  const known = (lang: Lang, post: number) => dataset.languages[lang].postById.has(post);
  const totalOf = (lang: Lang, post: number) => {
    const total = totals.get(`${lang}:${post}`) ?? { distinct: new Map<DistinctKind, number>(), sum: 0, count: 0 };
    totals.set(`${lang}:${post}`, total);
    return total;
  };

  const addDaily = (kind: DistinctKind, lang: Lang, day: string, subject: number | string, senders: number) => {
    const langs = daily.get(kind) ?? new Map<Lang, Map<number | string, Map<string, number>>>();
    const subjects = langs.get(lang) ?? new Map<number | string, Map<string, number>>();
    const days = subjects.get(subject) ?? new Map<string, number>();
    days.set(day, (days.get(day) ?? 0) + senders);
    subjects.set(subject, days);
    langs.set(lang, subjects);
    daily.set(kind, langs);
  };
  /** A distinct kind's subjects of a language with their days since a day (inclusive), those with none left out. */
  const since = (kind: DistinctKind, lang: Lang, first: string): [number | string, [string, number][]][] =>
    [...(daily.get(kind)?.get(lang) ?? [])].flatMap(([subject, days]) => {
      const recent = [...days].filter(([day]) => day >= first);
      return recent.length === 0 ? [] : [[subject, recent]];
    });

  // The demo's history: each post's readers of its day (what ranks most read, as its views do), and the
  // popular searches of the day, each searched by more readers than the one after it.
  const today = dataset.now.toISOString().slice(0, 10);
  for (const lang of LANGS) {
    const data = dataset.languages[lang];
    for (const post of data.posts) if (post.popularity > 0) addDaily('read', lang, today, post.id, post.popularity);
    data.popularSearches.forEach(({ term }, rank) => {
      const key = searchTermKey(term);
      if (key) addDaily('search', lang, today, key, 10 * (data.popularSearches.length - rank));
    });
  }

  /** One batch's lists, each kind as the table says: a post the site does not have (an old id, a forged beacon) counts nowhere. */
  const apply = (batch: SignalBatch) => {
    for (const kind of SIGNAL_KIND_NAMES) {
      if (!isDistinctKind(kind)) {
        for (const vote of batch.votes) {
          if (!known(vote.lang, vote.post)) continue;
          const total = totalOf(vote.lang, vote.post);
          total.sum += vote.sum;
          total.count += vote.count;
        }
        continue;
      }
      const { subject, list, count } = distinctSpec(kind);
      // Checked by parseSignalBatches: the subject, the lang and the count as the table names them.
      for (const entry of (batch as unknown as Readonly<Record<string, readonly Record<string, unknown>[]>>)[list] ?? []) {
        const lang = entry['lang'] as Lang;
        const about = entry[subject] as number | string;
        const senders = entry[count] as number;
        if (subject === 'post' && !known(lang, about as number)) continue;
        addDaily(kind, lang, batch.day, about, senders);
        if (subject === 'post') {
          const { distinct } = totalOf(lang, about as number);
          distinct.set(kind, (distinct.get(kind) ?? 0) + senders);
        }
      }
    }
  };

  return {
    receive: (authorization, body) => {
      if (!tokenMatches(authorization, token)) return wpError(401, 'newsdesk_signals_forbidden', 'Signals need the shared secret.');
      const batches = parseSignalBatches(body);
      if (typeof batches === 'string') return wpError(400, 'rest_invalid_param', `Invalid parameter(s): batches (${batches})`);
      if (batches.reduce((sum, batch) => sum + batchSize(batch), 0) > MAX_COUNTERS_PER_REQUEST) return wpError(413, 'newsdesk_signals_too_large', `At most ${MAX_COUNTERS_PER_REQUEST} counters a request.`);
      let fresh = 0;
      for (const batch of batches) {
        if (applied.has(batch.id)) continue;
        fresh += 1;
        applied.add(batch.id);
        if (applied.size > REMEMBERED_BATCHES) applied.delete(applied.values().next().value!);
        apply(batch);
      }
      return ok({ applied: fresh, duplicates: batches.length - fresh });
    },
    counts: (lang, post) => {
      const total = totals.get(`${lang}:${post}`);
      return { reads: total?.distinct.get('read') ?? 0, sum: total?.sum ?? 0, count: total?.count ?? 0 };
    },
    readsSince: (lang, first) => new Map(since('read', lang, first).map(([post, days]) => [post as number, days.reduce((sum, [, readers]) => sum + readers, 0)])),
    searchesSince: (lang, first) =>
      since('search', lang, first).map(([term, recent]) => ({
        term: term as string,
        total: recent.reduce((sum, [, readers]) => sum + readers, 0),
        best: Math.max(...recent.map(([, readers]) => readers)),
        last: recent.map(([day]) => day).sort().at(-1)!,
      })),
  };
};
