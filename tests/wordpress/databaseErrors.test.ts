import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demoDataset } from '../../adapters/demo-content/dataset/buildDataset.ts';
import { PRODUCTION_PATHS, type ContentCall } from '../../adapters/wordpress/wordpressPaths.ts';
import { LANGUAGE_TABLE } from '../../src/domain/language.ts';
import { startComposedSite, type ComposedSite } from '../builders/composedSite.ts';
import { demoNow, localWordpress } from './fixtures.ts';

// A database error is a failure, never an empty answer (issue 30, item 4). The
// tests' must-use plugin (mu-plugins/newsdesk-test-database-faults.php) makes
// MariaDB itself refuse the queries a pattern matches: each call of the contract
// then answers 500 with WordPress's JSON error, not an empty list or a 404, and
// nothing of the failure is kept; Newsdesk, on the other side, serves the copy
// of a page it had, and a translated 503 for a page it never had.

const wordpress = localWordpress();
const english = demoDataset({ now: demoNow(), mediaBase: '' }).languages.en;
const section = english.categories.tree[0]!;
const newest = english.posts[0]!;

/** Queries of the plugin's index, of WordPress's posts and terms: what every call reads. */
const ANY_CONTENT_QUERY = '/newsdesk_(posts|post_terms|term_counts|words)|wp_posts|wp_terms/';

const failQueries = (pattern: string) => wordpress.php(`update_option( 'ndtest_failing_query', ${JSON.stringify(pattern)}, true );`);
const healQueries = () => wordpress.php("delete_option( 'ndtest_failing_query' );");

afterEach(healQueries);

afterAll(healQueries);

const CALLS: readonly [Exclude<ContentCall, 'preview'>, string][] = [
  ['categories', 'lang=en'],
  ['suggestions', 'lang=en&s=robot'],
  ['latestPosts', 'lang=en&page=1'],
  ['popularPosts', 'lang=en'],
  ['categoryPosts', `lang=en&category=${section.slug}&page=1`],
  ['search', 'lang=en&s=robot&spellcheck=true&wpsolr_page=1&qdata=any&version=new'],
  ['page', `lang=en&slug=${LANGUAGE_TABLE.en.slugs.about}`],
  ['post', `lang=en&slug=${newest.slug}`],
  ['relatedPosts', `lang=en&id=${newest.id}&title=${newest.slug}`],
];

const call = async (name: Exclude<ContentCall, 'preview'>, query: string) => {
  const answer = await fetch(`${wordpress.apiBase}${PRODUCTION_PATHS[name]}?${query}`, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(30_000) });
  return { status: answer.status, body: (await answer.json()) as any };
};

describe('the plugin when a query fails', () => {
  for (const [name, query] of CALLS) {
    it(`answers ${name} with a 500 and WordPress's JSON error, then the content once the database answers again`, async () => {
      const healthy = await call(name, query);
      expect(healthy.status).toBe(200);
      await failQueries(ANY_CONTENT_QUERY);
      const failed = await call(name, query);
      expect(failed).toEqual({ status: 500, body: { code: 'newsdesk_database_error', message: expect.any(String), data: { status: 500 } } });
      await healQueries();
      expect(await call(name, query)).toEqual(healthy);
    });
  }

  it('fails a listing whose count query alone fails, rather than answering it as an empty category or a 404', async () => {
    // The counts of the menu, the first query get-categories makes (the case seen at 20,000 posts).
    await failQueries('/newsdesk_term_counts/');
    expect((await call('categories', 'lang=en')).status).toBe(500);
    expect((await call('categoryPosts', `lang=en&category=${section.slug}&page=1`)).status).toBe(500);
  });

  it('keeps nothing computed while a query failed: the same call in the same process answers right once the database does', async () => {
    // The runtime object cache stands for a persistent one (Redis, Memcached) within one PHP process.
    const answers = JSON.parse(
      await wordpress.php(`
        $answers = array();
        foreach ( array( ${JSON.stringify(ANY_CONTENT_QUERY)}, '' ) as $pattern ) {
          update_option( 'ndtest_failing_query', $pattern, true );
          foreach ( array( '/wp/v6/get-categories' => array( 'lang' => 'en' ), '/wp/v6/get-paginated-latest-posts' => array( 'lang' => 'en', 'page' => 1 ), '/wp/v6/get_post' => array( 'lang' => 'en', 'slug' => ${JSON.stringify(newest.slug)} ) ) as $route => $params ) {
            $request = new WP_REST_Request( 'GET', $route );
            $request->set_query_params( $params );
            $answer = rest_do_request( $request );
            $data   = $answer->get_data();
            $answers[] = array( $route, $answer->get_status(), is_array( $data ) && isset( $data['posts'] ) ? count( $data['posts'] ) : ( is_array( $data ) ? count( $data ) : -1 ) );
          }
        }
        delete_option( 'ndtest_failing_query' );
        echo wp_json_encode( $answers );`),
    ) as [string, number, number][];
    expect(answers.slice(0, 3).map(([, status]) => status)).toEqual([500, 500, 500]);
    expect(answers.slice(3).map(([route, status, count]) => [route, status, count > 0])).toEqual([
      ['/wp/v6/get-categories', 200, true],
      ['/wp/v6/get-paginated-latest-posts', 200, true],
      ['/wp/v6/get_post', 200, true],
    ]);
  });

  it('logs each failure with the database’s own message, and no reader’s search', async () => {
    const before = wordpress.debugLog().length;
    await failQueries(ANY_CONTENT_QUERY);
    await call('search', 'lang=en&s=secretive+reader+query&wpsolr_page=1&qdata=any&version=new');
    const logged = wordpress.debugLog().slice(before);
    expect(logged).toMatch(/Newsdesk: \/wp\/v6\/search-custom failed: database error: .*ndtest_no_such_table/);
    expect(logged).not.toMatch(/Newsdesk:.*secretive/);
  });
});

describe('Newsdesk reading the plugin when a query fails', () => {
  let site: ComposedSite;

  beforeAll(async () => {
    // Short lifetimes: the second request after a failure finds nothing fresh and asks WordPress again.
    site = await startComposedSite({ CONTENT_API_URL: wordpress.apiBase, PAGE_CACHE_TTL_MS: '1', CONTENT_CACHE_TTL_MS: '1', CONTENT_BREAKER_THRESHOLD: '1000' });
  });

  afterAll(async () => {
    await site?.close();
  });

  it('serves the copy of a category page it had, marked stale, and a translated 503 for a page it never had', async () => {
    const listing = `/en/${section.slug}`;
    const fresh = await site.get(listing);
    expect(fresh.status).toBe(200);
    const title = (await fresh.text()).match(/<h1[^>]*>([^<]+)</)![1];
    await new Promise((resolve) => setTimeout(resolve, 20));

    await failQueries(ANY_CONTENT_QUERY);
    const stale = await site.get(listing);
    expect(stale.status).toBe(200);
    expect(stale.headers.get('x-cache')).toBe('STALE');
    expect(await stale.text()).toContain(`>${title}<`);

    const never = await site.get(`/en/${section.slug}?page=2`);
    expect(never.status).toBe(503);
    expect(await never.text()).toMatch(/<html lang="en/);
  });
});
