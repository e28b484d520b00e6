import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archiveWords, growArchive, indexArchive } from '../../scripts/wordpress/archiveGenerator.ts';
import { startLocalWordpress, type LocalWordpress } from '../../scripts/wordpress/localWordpress.ts';
import { planCalls, type CallPlan, type ContractCall } from './queryPlans.ts';
import { createPost } from './wordpressContent.ts';

// The archive at scale (issue 30): a WordPress of its own, its archive generated
// by SQL (scripts/wordpress/archiveGenerator.ts, the generator of
// `npm run bench:wordpress`) at 2,000 posts, then grown tenfold to 20,000, each
// time indexed by the plugin as an archive it finds. At both sizes every call of
// the contract is made cold and each of its queries is run through MariaDB's
// ANALYZE: what a call reads must not grow with the archive (a page reads its
// page, a search its matches), and nothing may scan WordPress's posts or meta
// or sort a whole language. Plans and row counts only, never times: the machine
// is shared, the plans are not.

const SMALL = 2_000;
const LARGE = 20_000;
/** Tables whose full scan would grow with the archive. */
const GROWING = ['wp_posts', 'wp_postmeta', 'wp_term_relationships', 'wp_newsdesk_posts', 'wp_newsdesk_post_terms', 'wp_newsdesk_words'];
/** A word of one post only, at either size. */
const RARE = 'xylofrondine';

let wordpress: LocalWordpress;
const words = archiveWords();
/** Common words of the English generated text: in thousands of posts at 20,000. */
const [common, second] = words.en.map(([word]) => word).filter((word) => word.length >= 6).slice(0, 2) as [string, string];

const calls = (newest: { id: number; slug: string }): Record<string, ContractCall> => ({
  'categories (the menu)': { route: '/wp/v6/get-categories', params: { lang: 'en' } },
  'latest posts, page 1': { route: '/wp/v6/get-paginated-latest-posts', params: { lang: 'it', page: 1 } },
  'a section, page 1': { route: '/wp/v6/get-paginated-posts', params: { lang: 'en', category: 'archive-section-3', page: 1 } },
  'a subsection, page 1': { route: '/wp/v6/get-paginated-posts', params: { lang: 'de', category: 'archive-section-5-2', page: 1 } },
  'popular posts': { route: '/wp/v5/get-popular-posts', params: { lang: 'it' } },
  post: { route: '/wp/v6/get_post', params: { lang: 'en', slug: newest.slug } },
  'related posts': { route: '/wp/v6/relatedpost', params: { lang: 'en', id: newest.id, title: newest.slug } },
  'static page': { route: '/wp/v2/get_page', params: { lang: 'en', slug: 'nd-scale-about' } },
  'popular searches': { route: '/wp/v2/search-lastresearch', params: { lang: 'en' } },
  'search, a rare word': { route: '/wp/v6/search-custom', params: { lang: 'en', s: RARE, spellcheck: 'true', wpsolr_page: 1, qdata: 'any' } },
  'search, a typo': { route: '/wp/v6/search-custom', params: { lang: 'en', s: `${RARE.slice(0, 4)}${RARE[5]}${RARE[4]}${RARE.slice(6)}`, spellcheck: 'true', wpsolr_page: 1, qdata: 'any' } },
  'search, two common words': { route: '/wp/v6/search-custom', params: { lang: 'en', s: `${common} ${second}`, spellcheck: 'true', wpsolr_page: 1, qdata: 'any' } },
  // The spec's date filters: a common word in the last week's or month's posts only.
  'search, a common word, last week': { route: '/wp/v6/search-custom', params: { lang: 'en', s: common, spellcheck: 'true', wpsolr_page: 1, qdata: 'week' } },
  'search, a common word, last month': { route: '/wp/v6/search-custom', params: { lang: 'en', s: common, spellcheck: 'true', wpsolr_page: 1, qdata: 'month' } },
  'search, a common word': { route: '/wp/v6/search-custom', params: { lang: 'en', s: common, spellcheck: 'true', wpsolr_page: 1, qdata: 'any' } },
  'suggestions, a common word begun': { route: '/wp/v6/simple-search-custom', params: { lang: 'en', s: common.slice(0, 4) } },
  // The generator's 12 authors write in every language (about 28 posts each a language at 2,000 posts) (scripts/wordpress/generate-archive.php).
  'authors (the language)': { route: '/wp/v6/get-authors', params: { lang: 'de' } },
  'an author, by slug': { route: '/wp/v6/get-authors', params: { lang: 'fr', slug: 'archive-author-7' } },
  "an author's posts, page 1": { route: '/wp/v6/get-paginated-author-posts', params: { lang: 'en', author: 'archive-author-3', page: 1 } },
});

const deepCalls: Record<string, ContractCall> = {
  'latest posts, page 20': { route: '/wp/v6/get-paginated-latest-posts', params: { lang: 'it', page: 20 } },
  'a section, page 20': { route: '/wp/v6/get-paginated-posts', params: { lang: 'en', category: 'archive-section-3', page: 20 } },
  // At 20,000 posts an author has about 278 a language: 13 pages.
  "an author's posts, page 5": { route: '/wp/v6/get-paginated-author-posts', params: { lang: 'en', author: 'archive-author-3', page: 5 } },
};

const plans: Record<number, Record<string, CallPlan>> = {};

const measure = async (size: number, newest: { id: number; slug: string }) => {
  const named = { ...calls(newest), ...deepCalls };
  const measured = await planCalls(wordpress.info, Object.values(named));
  plans[size] = Object.fromEntries(Object.keys(named).map((name, i) => [name, measured[i]!]));
};

const newestPost = async () => JSON.parse(await wordpress.php("echo wp_json_encode( array_map( static function ( $p ) { return array( 'id' => $p->ID, 'slug' => $p->post_name ); }, get_posts( array( 'numberposts' => 1, 'post_type' => 'post', 'lang' => '', 'tax_query' => array( array( 'taxonomy' => 'language', 'field' => 'slug', 'terms' => 'en' ) ) ) ) )[0] );")) as { id: number; slug: string };

beforeAll(async () => {
  wordpress = await startLocalWordpress();
  const now = new Date();
  await growArchive(wordpress, SMALL, now, words);
  // Through WordPress's own functions (and the plugin's hooks): a page, and the one post holding the rare word.
  await createPost(wordpress, { title: 'About the scale newsroom', type: 'page', lang: 'en', slug: 'nd-scale-about', content: '<p>About us.</p>' });
  await createPost(wordpress, { title: 'A story of its own', lang: 'en', categories: ['archive-section-3-1'], content: `<p>Only this story names the ${RARE}.</p>`, daysAhead: -400 });
  expect(await indexArchive(wordpress)).toMatchObject({ done: SMALL + 2, total: SMALL + 2 });
  await measure(SMALL, await newestPost());
  await growArchive(wordpress, LARGE, now, words);
  expect(await indexArchive(wordpress)).toMatchObject({ done: LARGE + 2, total: LARGE + 2 });
  await measure(LARGE, await newestPost());
}, 600_000);

afterAll(async () => {
  await wordpress?.stop();
}, 60_000);

const describeReads = (plan: CallPlan): string => plan.queries.map((query) => `${query.reads.map((read) => `${read.table}:${read.access}:${read.rows}`).join(',')} ${query.sql.slice(0, 100)}`).join('\n');

describe(`every call of the contract at ${SMALL} and ${LARGE} posts, as MariaDB runs it`, () => {
  it('answers every call, and finds what each search is for', () => {
    for (const size of [SMALL, LARGE]) {
      for (const [name, plan] of Object.entries(plans[size]!)) expect(plan.status, `${name} at ${size}`).toBe(200);
      expect(plans[size]!['search, a rare word']!.total).toBe(1);
      expect(plans[size]!['search, two common words']!.total).toBeGreaterThan(10);
      expect(plans[size]!['suggestions, a common word begun']!.answered).toBe(8);
    }
    // Ten times the archive, ten times the matches for common words: a search's work is its matches (below).
    expect(plans[LARGE]!['search, two common words']!.total).toBeGreaterThan(5 * plans[SMALL]!['search, two common words']!.total!);
  });

  it("never scans WordPress's posts, their meta or terms, or the index's own growing tables", () => {
    for (const size of [SMALL, LARGE]) {
      for (const [name, plan] of Object.entries(plans[size]!)) {
        const scans = plan.queries.flatMap((query) => query.reads.filter((read) => read.access === 'ALL' && GROWING.includes(read.table)).map((read) => `${read.table} in ${query.sql.slice(0, 120)}`));
        expect(scans, `${name} at ${size}`).toEqual([]);
      }
    }
  });

  it('reads as many rows for the first page of a listing, a post or a menu at 20,000 posts as at 2,000', () => {
    for (const name of ['categories (the menu)', 'latest posts, page 1', 'a section, page 1', 'a subsection, page 1', 'popular posts', 'post', 'related posts', 'static page', 'popular searches', 'search, a rare word', 'search, a typo', 'search, a common word, last week', 'search, a common word, last month', 'authors (the language)', 'an author, by slug', "an author's posts, page 1"]) {
      const small = plans[SMALL]![name]!;
      const large = plans[LARGE]![name]!;
      // The same work, give or take the tags and categories of the posts on the page.
      expect(large.rowsRead, `${name}\nat ${SMALL}:\n${describeReads(small)}\nat ${LARGE}:\n${describeReads(large)}`).toBeLessThanOrEqual(small.rowsRead * 1.5 + 100);
    }
  });

  it('sorts no more rows than a page, a window of recent posts or the matches of a search, never a whole language', () => {
    // A page's terms and meta, the posts of popular posts' 30 days (about 330 a language at this pace), 500
    // recent titles a suggestion looks through: a few hundred rows at most, whatever the archive.
    const bounded = 600;
    for (const [name, plan] of Object.entries(plans[LARGE]!)) {
      // A search sorts its matches by relevance: as many as it found, and no more.
      const bound = name.startsWith('search') ? Math.max(plan.total!, bounded) : bounded;
      for (const query of plan.queries) for (const sorted of query.sorts) expect(sorted, `${name}: ${query.sql.slice(0, 160)}`).toBeLessThanOrEqual(bound);
    }
    expect(bounded).toBeLessThan(LARGE / 6 / 4);
  });

  it('reads a deep page as far as its offset, not the archive', () => {
    for (const [name, perPage] of [['latest posts, page 20', 20], ['a section, page 20', 6]] as const) {
      const plan = plans[LARGE]![name]!;
      expect(plan.answered, name).toBe(perPage);
      const listing = plan.queries.flatMap((query) => query.reads).filter((read) => read.table === 'wp_newsdesk_post_terms');
      expect(listing.reduce((sum, read) => sum + read.rows, 0), name).toBe(20 * perPage);
    }
  });

  it("reads an author's page from the posts' by_author key, as far as its offset, and the authors from their counts", () => {
    for (const size of [SMALL, LARGE]) {
      const first = plans[size]!["an author's posts, page 1"]!;
      // At 2,000 posts an author has about 14 a language, at 20,000 more than a page.
      // A full page at both sizes: what it reads must not grow with the archive.
      expect(first.answered, `at ${size}`).toBe(20);
      const listing = first.queries.flatMap((query) => query.reads).filter((read) => read.table === 'wp_newsdesk_posts');
      expect(listing.map((read) => read.key), `at ${size}\n${describeReads(first)}`).toEqual(['by_author']);
      expect(listing[0]!.rows, `at ${size}`).toBe(first.answered);
      for (const name of ['authors (the language)', 'an author, by slug']) {
        const plan = plans[size]![name]!;
        const reads = plan.queries.flatMap((query) => query.reads);
        // One read of the counts (the language's rows of its primary key), no post and no index row of a post.
        expect(reads.filter((read) => read.table === 'wp_newsdesk_author_counts').map((read) => read.key), `${name} at ${size}\n${describeReads(plan)}`).toEqual(['PRIMARY']);
        expect(reads.filter((read) => ['wp_newsdesk_posts', 'wp_newsdesk_post_terms', 'wp_term_relationships'].includes(read.table)), `${name} at ${size}`).toEqual([]);
      }
      expect(plans[size]!['authors (the language)']!.answered, `at ${size}`).toBe(12);
      expect(plans[size]!['an author, by slug']!.answered, `at ${size}`).toBe(1);
    }
    const deep = plans[LARGE]!["an author's posts, page 5"]!;
    expect(deep.answered).toBe(20);
    const deepListing = deep.queries.flatMap((query) => query.reads).filter((read) => read.table === 'wp_newsdesk_posts');
    expect(deepListing.map((read) => [read.key, read.rows])).toEqual([['by_author', 5 * 20]]);
  });

  it("searches only the full-text index's matches: each of its reads at most as many rows as the search found", () => {
    for (const size of [SMALL, LARGE]) {
      for (const name of ['search, a rare word', 'search, two common words']) {
        const plan = plans[size]![name]!;
        const index = plan.queries.flatMap((query) => query.reads).filter((read) => read.table === 'wp_newsdesk_posts');
        expect(index.length, name).toBeGreaterThan(0);
        for (const read of index) {
          expect(read.access, name).toBe('fulltext');
          expect(read.rows, `${name} at ${size}`).toBeLessThanOrEqual(plan.total!);
        }
      }
    }
  });

  it("searches a period's posts, not the word's matches: a common word asked for the last week or month reads that period's posts by their date", () => {
    for (const size of [SMALL, LARGE]) {
      const unfiltered = plans[size]!['search, a common word']!;
      for (const name of ['search, a common word, last week', 'search, a common word, last month']) {
        const plan = plans[size]![name]!;
        expect(plan.total, `${name} at ${size}`).toBeGreaterThan(0);
        // At 2,000 posts the archive is a month long: the month is all of it.
        if (size === LARGE) expect(plan.total!, `${name} at ${size}`).toBeLessThan(unfiltered.total!);
        else expect(plan.total!, `${name} at ${size}`).toBeLessThanOrEqual(unfiltered.total!);
        const index = plan.queries.flatMap((query) => query.reads).filter((read) => read.table === 'wp_newsdesk_posts');
        expect(index.length, name).toBeGreaterThan(0);
        for (const read of index) {
          // By a key of the language's posts, never the full-text matches: a month holds about 340 posts of a language at the
          // generator's pace. At 20,000 posts the period is a narrow range of the date key; at 2,000 (a month long) it is the
          // whole language, which MariaDB may read by either key that starts with it.
          expect(read.access, `${name} at ${size}:\n${describeReads(plan)}`).not.toBe('fulltext');
          if (size === LARGE) expect([read.access, read.key], `${name} at ${size}:\n${describeReads(plan)}`).toEqual(['range', 'newest']);
          expect(read.rows, `${name} at ${size}`).toBeLessThanOrEqual(400);
        }
      }
    }
    // The same word without a filter reads its matches: thousands at 20,000 posts (a sixth of them English), which the
    // month's search does not.
    const indexRows = (plan: CallPlan) => plan.queries.flatMap((query) => query.reads).filter((read) => read.table === 'wp_newsdesk_posts').reduce((sum, read) => sum + read.rows, 0);
    expect(indexRows(plans[LARGE]!['search, a common word']!)).toBeGreaterThan(2_000);
    expect(indexRows(plans[LARGE]!['search, a common word']!)).toBeGreaterThan(3 * indexRows(plans[LARGE]!['search, a common word, last month']!));
  });
});
