// The write call of the contract as the embedded demo content answers it
// (`POST /v6/signals`, docs/content-api-contract.md#reader-signals), in memory:
// batches of reads, votes and searches from Newsdesk, each applied once by its id,
// behind the shared secret. The counts change what the read calls answer: a
// post's views and votes, most read in a window, popular searches past a
// threshold. One store serves every copy of the demo API in a process, so the one
// Newsdesk reads and the one it serves to readers agree. The companion plugin
// does the same in WordPress's database (wordpress/newsdesk/includes/signals-*.php).
import { timingSafeEqual } from 'node:crypto';
import { isLang, LANGS, type Lang } from '../../src/domain/language.ts';
import { MAX_SEARCH_TERM, searchTermKey } from '../../src/domain/readerSignals.ts';
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

interface ParsedBatch {
  readonly id: string;
  readonly day: string;
  readonly reads: readonly { post: number; lang: Lang; readers: number }[];
  readonly votes: readonly { post: number; lang: Lang; sum: number; count: number }[];
  readonly searches: readonly { lang: Lang; term: string; readers: number }[];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown, max = MAX_READERS): value is number => Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= max;
const isPostId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const BATCH_ID = /^[A-Za-z0-9-]{8,64}$/;

/** The batches of a body, or why it is refused (docs/content-api-contract.md#reader-signals). */
const parseSignalBatches = (body: unknown): ParsedBatch[] | string => {
  const batches = isObject(body) ? body['batches'] : undefined;
  if (!Array.isArray(batches) || batches.length > MAX_BATCHES_PER_REQUEST) return `batches must be a list of at most ${MAX_BATCHES_PER_REQUEST}`;
  const parsed: ParsedBatch[] = [];
  for (const batch of batches) {
    if (!isObject(batch) || typeof batch['id'] !== 'string' || !BATCH_ID.test(batch['id']) || typeof batch['day'] !== 'string' || !DAY.test(batch['day'])) return 'each batch needs an id (8 to 64 letters, digits or -) and a day (YYYY-MM-DD)';
    const list = (name: string) => (Array.isArray(batch[name]) ? (batch[name] as unknown[]) : batch[name] === undefined ? [] : undefined);
    const reads = list('reads');
    const votes = list('votes');
    const searches = list('searches');
    if (!reads || !votes || !searches) return 'reads, votes and searches must be lists';
    if (!reads.every((r) => isObject(r) && isPostId(r['post']) && isLang(r['lang']) && isCount(r['readers']) && (r['readers'] as number) > 0)) return 'a read needs a post id, a lang and readers (a positive integer)';
    if (!votes.every((v) => isObject(v) && isPostId(v['post']) && isLang(v['lang']) && Number.isSafeInteger(v['sum']) && Math.abs(v['sum'] as number) <= 5 * MAX_READERS && isCount(v['count']))) return 'a vote needs a post id, a lang, a sum (an integer) and a count (an integer of 0 or more)';
    if (!searches.every((s) => isObject(s) && isLang(s['lang']) && typeof s['term'] === 'string' && searchTermKey(s['term']) === s['term'] && (s['term'] as string).length <= MAX_SEARCH_TERM * 2 && isCount(s['readers']) && (s['readers'] as number) > 0)) return 'a search needs a lang, a term as Newsdesk folds it (lower case, single spaces, 60 characters at most) and readers';
    parsed.push({ id: batch['id'], day: batch['day'], reads: reads as ParsedBatch['reads'], votes: votes as ParsedBatch['votes'], searches: searches as ParsedBatch['searches'] });
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
  const totals = new Map<string, { reads: number; sum: number; count: number }>();
  /** lang → day → post → readers. */
  const reads = new Map<Lang, Map<string, Map<number, number>>>();
  /** lang → term → day → readers. */
  const searches = new Map<Lang, Map<string, Map<string, number>>>();
  const known = (lang: Lang, post: number) => dataset.languages[lang].postById.has(post);

  const addReaders = (lang: Lang, day: string, post: number, readers: number) => {
    const days = reads.get(lang) ?? new Map<string, Map<number, number>>();
    const posts = days.get(day) ?? new Map<number, number>();
    posts.set(post, (posts.get(post) ?? 0) + readers);
    days.set(day, posts);
    reads.set(lang, days);
  };
  const addSearchers = (lang: Lang, day: string, term: string, readers: number) => {
    const terms = searches.get(lang) ?? new Map<string, Map<string, number>>();
    const days = terms.get(term) ?? new Map<string, number>();
    days.set(day, (days.get(day) ?? 0) + readers);
    terms.set(term, days);
    searches.set(lang, terms);
  };

  // The demo's history: each post's readers of its day (what ranks most read, as its views do), and the
  // popular searches of the day, each searched by more readers than the one after it.
  const today = dataset.now.toISOString().slice(0, 10);
  for (const lang of LANGS) {
    const data = dataset.languages[lang];
    for (const post of data.posts) if (post.popularity > 0) addReaders(lang, today, post.id, post.popularity);
    data.popularSearches.forEach(({ term }, rank) => {
      const key = searchTermKey(term);
      if (key) addSearchers(lang, today, key, 10 * (data.popularSearches.length - rank));
    });
  }

  return {
    receive: (authorization, body) => {
      if (!tokenMatches(authorization, token)) return wpError(401, 'newsdesk_signals_forbidden', 'Signals need the shared secret.');
      const batches = parseSignalBatches(body);
      if (typeof batches === 'string') return wpError(400, 'rest_invalid_param', `Invalid parameter(s): batches (${batches})`);
      if (batches.reduce((sum, batch) => sum + batch.reads.length + batch.votes.length + batch.searches.length, 0) > MAX_COUNTERS_PER_REQUEST) return wpError(413, 'newsdesk_signals_too_large', `At most ${MAX_COUNTERS_PER_REQUEST} counters a request.`);
      let fresh = 0;
      for (const batch of batches) {
        if (applied.has(batch.id)) continue;
        fresh += 1;
        applied.add(batch.id);
        if (applied.size > REMEMBERED_BATCHES) applied.delete(applied.values().next().value!);
        for (const read of batch.reads) {
          // A post the site does not have (an old id, a forged beacon) counts nowhere.
          if (!known(read.lang, read.post)) continue;
          addReaders(read.lang, batch.day, read.post, read.readers);
          const total = totals.get(`${read.lang}:${read.post}`) ?? { reads: 0, sum: 0, count: 0 };
          totals.set(`${read.lang}:${read.post}`, { ...total, reads: total.reads + read.readers });
        }
        for (const vote of batch.votes) {
          if (!known(vote.lang, vote.post)) continue;
          const total = totals.get(`${vote.lang}:${vote.post}`) ?? { reads: 0, sum: 0, count: 0 };
          totals.set(`${vote.lang}:${vote.post}`, { ...total, sum: total.sum + vote.sum, count: total.count + vote.count });
        }
        for (const search of batch.searches) addSearchers(search.lang, batch.day, search.term, search.readers);
      }
      return ok({ applied: fresh, duplicates: batches.length - fresh });
    },
    counts: (lang, post) => totals.get(`${lang}:${post}`) ?? { reads: 0, sum: 0, count: 0 },
    readsSince: (lang, since) => {
      const window = new Map<number, number>();
      for (const [day, posts] of reads.get(lang) ?? []) {
        if (day < since) continue;
        for (const [post, readers] of posts) window.set(post, (window.get(post) ?? 0) + readers);
      }
      return window;
    },
    searchesSince: (lang, since) =>
      [...(searches.get(lang) ?? [])].flatMap(([term, days]) => {
        const recent = [...days].filter(([day]) => day >= since);
        if (recent.length === 0) return [];
        return [{ term, total: recent.reduce((sum, [, readers]) => sum + readers, 0), best: Math.max(...recent.map(([, readers]) => readers)), last: recent.map(([day]) => day).sort().at(-1)! }];
      }),
  };
};
