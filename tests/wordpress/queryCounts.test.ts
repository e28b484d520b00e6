import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDataset } from '../../adapters/demo-content/dataset/buildDataset.ts';
import { PRODUCTION_PATHS, STAGING_PATHS, type ContentCall } from '../../adapters/wordpress/wordpressPaths.ts';
import { LANGUAGE_TABLE } from '../../src/domain/language.ts';
import { demoNow, localWordpress } from './fixtures.ts';
import { createPost, deletePosts, deleteTerms, type CreatedPost } from './wordpressContent.ts';
import { snapshotSignals } from './signalTables.ts';

// What each call of the contract costs WordPress's database, counted by the
// tests' must-use plugin (X-Newsdesk-Queries: get_num_queries() of the whole
// request, WordPress's own start included). Without a persistent object cache
// the plugin's caches last one request, so every request here starts cold: the
// count is what a cache miss costs in production. For each call, answers of
// different sizes (a full page and a short one, a category with many posts and
// one with few, a post with dozens of tags, media and links and a bare one) take
// the same number of queries, and no call takes more than its bound in the
// table of docs/running-with-wordpress.md. The 288 imported posts (48 a language) are the haystack.

const wordpress = localWordpress();
const english = demoDataset({ now: demoNow(), mediaBase: '' }).languages.en;

/**
 * The table of docs/running-with-wordpress.md: the most queries a call may take, whatever it answers
 * (measured on WordPress 6.1 with no persistent object cache, plus a little room). A call that answers posts
 * has four more than before bylines: their authors (users, user meta) and the authors' pictures (attachments,
 * their meta), loaded once for the page whatever the number of posts and authors.
 */
const README_BOUNDS: Readonly<Record<Exclude<ContentCall, 'preview'>, number>> = {
  categories: 14,
  suggestions: 24,
  popularSearches: 11,
  latestPosts: 28,
  popularPosts: 34,
  categoryPosts: 29,
  search: 32,
  page: 21,
  post: 30,
  relatedPosts: 42,
  authors: 16,
  authorPosts: 28,
  mediaOrigins: 12,
};

/**
 * What the translations of an answer's posts cost (docs/running-with-wordpress.md): their groups come with the posts'
 * other terms; then the translations' posts, their languages' and categories' relationships, and the terms WordPress
 * does not hold yet (another language's), three queries once for the whole answer whatever the number of posts and
 * translations; none when no post of the answer has another translation.
 */
const TRANSLATION_QUERIES = 3;

interface Measured {
  readonly queries: number;
  /** How many posts (or categories, suggestions, terms) it answered. */
  readonly answered: number;
  /** Whether a post it answered names a translation other than itself (TRANSLATION_QUERIES more). */
  readonly linked: boolean;
}

const measure = async (call: ContentCall, staging: boolean, query: string): Promise<Measured> => {
  const answer = await fetch(`${wordpress.apiBase}${(staging ? STAGING_PATHS : PRODUCTION_PATHS)[call]}?${query}`, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(30_000) });
  expect(answer.status, `${call} ${query}`).toBe(200);
  const body = (await answer.json()) as any;
  const items = Array.isArray(body) ? body : (body.posts ?? body.response);
  const queries = Number(answer.headers.get('x-newsdesk-queries'));
  // Without the must-use plugin's header every bound would hold trivially.
  expect(queries, `${call} ${query}`).toBeGreaterThan(0);
  const posts: any[] = Array.isArray(items) ? items : [body];
  const linked = call !== 'categories' && posts.some((post) => Array.isArray(post?.translations) && post.translations.length > 1);
  return { queries, answered: Array.isArray(items) ? items.length : 1, linked };
};

/** The queries of an answer but those its posts' translations cost: what answers of any size must share. */
const withoutTranslations = (m: Measured): number => m.queries - (m.linked ? TRANSLATION_QUERIES : 0);

/** Posts that mention a word, as the dataset has them (title, excerpt and body). */
const postsWith = (word: string): number => english.posts.filter((p) => `${p.folded.title} ${p.folded.excerpt} ${p.folded.body}`.includes(word)).length;
const titleWords = [...new Set(english.posts.flatMap((p) => p.folded.title.split(/[^a-z0-9]+/)).filter((w) => w.length >= 5))];
/** In many posts, and in only one. */
const commonWord = [...titleWords].sort((a, b) => postsWith(b) - postsWith(a))[0]!;
const rareWord = titleWords.find((w) => postsWith(w) === 1)!;

const sections = english.categories.tree;
const subs = sections.flatMap((section) => section.children.map((sub) => ({ section, sub, posts: english.posts.filter((p) => p.full.sub_category?.slug === sub.slug) })));
const crowdedSub = subs.find((s) => s.posts.length === 3)!;
const quietSub = subs.find((s) => s.posts.length === 2)!;
const withoutSub = english.posts.find((p) => !p.full.sub_category)!;
/** Where the posts this file adds go: a subcategory none of the checks above reads. */
const spareSub = subs.find((s) => s !== crowdedSub && s !== quietSub)!;

let rich: CreatedPost;
let bare: CreatedPost;
/** What the translations' check adds: its categories, posts and groups. */
let linkedContent: { categories: number[]; posts: number[]; groups: number[] } = { categories: [], posts: [], groups: [] };

beforeAll(async () => {
  const covered = english.posts.find((p) => p.full.image)!;
  // By the same author as the demo post they are compared with (none while the demo has no bylines): a byline costs
  // its author's queries once a page, whatever the number of posts (users, their meta, their pictures).
  const author = Number(await wordpress.php(`echo (int) get_post( ${covered.id} )->post_author;`));
  const place = { lang: 'en' as const, categories: [spareSub.sub.slug], coverOf: covered.id, daysAhead: -3000, author };
  const links = Array.from({ length: 20 }, (_, i) => ({ title: `Source ${i}`, url: `https://example.org/source-${i}`, domain: 'example.org' }));
  const media = Array.from({ length: 20 }, (_, i) => ({ slot_id: `slot-${i}`, kind: 'image', asset_url: `https://example.org/${i}.png`, width: 800, height: 600, alt_text: `Image ${i}`, caption: `Caption ${i}` }));
  rich = await createPost(wordpress, {
    ...place,
    title: 'A post with everything: tags, media, links and headings',
    slug: 'nd-query-count-rich',
    excerpt: 'An excerpt.',
    content: Array.from({ length: 20 }, (_, i) => `<h2>Heading ${i}</h2><p>Paragraph ${i}.</p><span data-media-slot="slot-${i}"></span>`).join('\n'),
    tags: Array.from({ length: 30 }, (_, i) => `query count tag ${i}`),
    meta: {
      newsdesk_views: 1234,
      newsdesk_rating: { average: 4.2, votes: 17 },
      newsdesk_subtitle: 'A subtitle',
      newsdesk_title_h1: 'A headline of its own',
      newsdesk_meta_description: 'A description.',
      newsdesk_regenerated: true,
      newsdesk_outbound_links: links,
      newsdesk_media_inline: media,
    },
  });
  bare = await createPost(wordpress, { ...place, title: 'A bare post', slug: 'nd-query-count-bare', content: '<p>Only this.</p>' });
  // German posts (the English latest posts above keep their pages but for six translations), dated long ago, so no
  // listing the checks above read shows them on its first page; groups written as Polylang writes them.
  linkedContent = JSON.parse(
    await wordpress.php(`
      wp_set_current_user( get_user_by( 'login', ${JSON.stringify(wordpress.login.user)} )->ID );
      $made  = array( 'categories' => array(), 'posts' => array(), 'groups' => array() );
      $write = static function ( string $lang, string $title, int $category, int $days ) use ( &$made ) {
        $when = time() - $days * DAY_IN_SECONDS;
        $id   = wp_insert_post( array( 'post_status' => 'publish', 'post_title' => $title, 'post_content' => '<p>Zqc.</p>', 'post_category' => array( $category ), 'post_date' => wp_date( 'Y-m-d H:i:s', $when ), 'post_date_gmt' => gmdate( 'Y-m-d H:i:s', $when ) ) );
        wp_set_object_terms( $id, $lang, 'language' );
        $made['posts'][] = $id;
        return $id;
      };
      foreach ( array( 'all' => 6, 'one' => 1, 'none' => 0 ) as $name => $linked ) {
        $category             = (int) wp_insert_term( "Zqc {$name}", 'category', array( 'slug' => "nd-qc-linked-{$name}" ) )['term_id'];
        $made['categories'][] = $category;
        for ( $i = 0; $i < 6; $i++ ) {
          $group = array( 'de' => $write( 'de', "Zqc {$name} {$i}", $category, 3100 + $i ) );
          if ( $i < $linked ) {
            foreach ( 'one' === $name ? array( 'it' ) : array( 'it', 'en', 'fr', 'es', 'pt' ) as $lang ) {
              $group[ $lang ] = $write( $lang, "Zqc {$name} {$i} {$lang}", $category, 3100 + $i );
            }
            $term = wp_insert_term( uniqid( 'pll_' ), 'post_translations', array( 'description' => serialize( $group ) ) );
            foreach ( $group as $id ) {
              wp_set_object_terms( $id, (int) $term['term_id'], 'post_translations' );
            }
            $made['groups'][] = (int) $term['term_id'];
          }
        }
      }
      echo wp_json_encode( $made );`),
  ) as typeof linkedContent;
}, 120_000);

afterAll(async () => {
  await deletePosts(wordpress, [rich?.id, bare?.id, ...linkedContent.posts].filter((id): id is number => id !== undefined));
  await deleteTerms(wordpress, 'post_tag', rich?.tagIds ?? []);
  await deleteTerms(wordpress, 'category', linkedContent.categories);
  await wordpress.php(`foreach ( json_decode( ${JSON.stringify(JSON.stringify(linkedContent.groups))} ) as $id ) { wp_delete_term( $id, 'post_translations' ); }`);
}, 120_000);

/**
 * Measures `same` (answers of different sizes that must cost the same) and
 * `other` (other branches: only bounded) on production and staging paths.
 */
const checkCall = async (call: Exclude<ContentCall, 'preview'>, same: readonly string[], other: readonly string[] = []) => {
  const measured: (Measured & { query: string })[] = [];
  const others: (Measured & { query: string })[] = [];
  for (const staging of [false, true]) {
    for (const query of same) measured.push({ query, ...(await measure(call, staging, query)) });
    for (const query of other) others.push({ query, ...(await measure(call, staging, query)) });
  }
  // An answer whose posts have translations costs TRANSLATION_QUERIES more, whatever their number.
  expect([...new Set(measured.map(withoutTranslations))], JSON.stringify(measured)).toHaveLength(1);
  for (const m of [...measured, ...others]) expect(m.queries, `${call} ${m.query}`).toBeLessThanOrEqual(README_BOUNDS[call]);
  return measured;
};

describe('database queries per call: the same whatever the size of the answer, within the README’s bounds', () => {
  it('latest posts: a page of 20 and the last, shorter page', async () => {
    const last = Math.ceil(english.posts.length / 20);
    const measured = await checkCall('latestPosts', ['lang=en&page=1', `lang=en&page=${last}`], [`lang=en&page=${last + 5}`]);
    expect(measured[0]!.answered).toBe(20);
    expect(measured[1]!.answered).toBeLessThan(20);
  });

  it('category posts: a section with many posts and a subcategory with few', async () => {
    const measured = await checkCall('categoryPosts', [`lang=en&category=${sections[0]!.slug}&page=1`, `lang=en&category=${quietSub.sub.slug}&page=1`], [`lang=en&category=${sections[0]!.slug}&page=9`]);
    expect(measured[0]!.answered).toBe(6);
    expect(measured[1]!.answered).toBeLessThan(6);
  });

  it("authors: the language's list, one by slug and an unknown one, all bounded", async () => {
    const author = english.posts.find((post) => post.full.author)!.full.author!;
    const measured = await checkCall('authors', ['lang=en'], [`lang=en&slug=${author.slug}`, 'lang=en&slug=nobody-here']);
    expect(measured[0]!.answered).toBeGreaterThan(1);
  });

  it("an author's posts: a full page and a shorter one cost the same", async () => {
    const counts = new Map<string, number>();
    for (const post of english.posts) if (post.full.author) counts.set(post.full.author.slug, (counts.get(post.full.author.slug) ?? 0) + 1);
    const ranked = [...counts].sort((a, b) => b[1] - a[1]);
    const [busiest, quietest] = [ranked[0]!, ranked[ranked.length - 1]!];
    const measured = await checkCall('authorPosts', [`lang=en&author=${busiest[0]}&page=1`, `lang=en&author=${quietest[0]}&page=1`], ['lang=en&author=nobody-here&page=1']);
    expect(measured[0]!.answered).toBe(Math.min(20, busiest[1]));
    expect(measured[1]!.answered).toBe(Math.min(20, quietest[1]));
  });

  it('search: a word in many posts and a word in one', async () => {
    const search = (word: string, extra = '') => `lang=en&s=${word}&spellcheck=true&wpsolr_page=1&qdata=any&version=new${extra}`;
    const measured = await checkCall('search', [search(commonWord), search(rareWord)], [search(`${rareWord}qq`), `lang=en&s=${commonWord}&wpsolr_page=2&version=new`, search(commonWord, `&category=${sections[0]!.slug}`)]);
    expect(measured[0]!.answered).toBe(10);
    expect(measured[1]!.answered).toBeLessThanOrEqual(3);
  });

  it('suggestions: typed text in many titles, in the newest ones or not, and in one', async () => {
    // Eight among the newest titles answer from them; fewer, and the full-text index is asked too (one query more).
    const measured = await checkCall('suggestions', ['lang=en&s=a', 'lang=en&s=the'], [`lang=en&s=${rareWord}`, 'lang=en&s=zzzqqq', `lang=en&s=a&category=${sections[0]!.slug}`]);
    expect(measured.map((m) => m.answered)).toEqual([8, 8, 8, 8]);
    const rare = await measure('suggestions', false, `lang=en&s=${rareWord}`);
    expect(rare.answered).toBeLessThanOrEqual(3);
    expect(rare.queries).toBe(measured[0]!.queries + 1);
  });

  it('related posts: six, from a subcategory of three posts or of two, topped up from the section', async () => {
    const of = (post: { id: number; slug: string }) => `lang=en&id=${post.id}&title=${post.slug}`;
    await checkCall('relatedPosts', [of(crowdedSub.posts[0]!), of(quietSub.posts[0]!)], [of(withoutSub), 'lang=en&id=0&title=nowhere']);
  });

  it('category posts with translations: a page of six linked cards costs what a page with one does, three queries more than none', async () => {
    // Three categories of six German posts each: every post linked in all six languages, one linked in two, none.
    const pages = (name: string) => [`lang=de&category=nd-qc-linked-${name}&page=1`];
    const [all, one, none] = [await checkCall('categoryPosts', pages('all')), await checkCall('categoryPosts', pages('one')), await checkCall('categoryPosts', pages('none'))];
    expect([all[0]!.answered, one[0]!.answered, none[0]!.answered]).toEqual([6, 6, 6]);
    expect([all[0]!.linked, one[0]!.linked, none[0]!.linked]).toEqual([true, true, false]);
    // Thirty translations or one: the same queries, not one more per card or per translation.
    expect(all.map((m) => m.queries)).toEqual(one.map((m) => m.queries));
    expect(one.map((m) => m.queries - TRANSLATION_QUERIES)).toEqual(none.map((m) => m.queries));
  });

  it('popular posts: every language, and topped up with the newest when fewer were read, within the bound', async () => {
    const measured = await checkCall('popularPosts', ['lang=en', 'lang=it', 'lang=pt']);
    for (const m of measured) expect(m.answered).toBe(10);
    // Every imported post was read in the window, so the top-up (fewer than ten read) is measured in-process, in a
    // transaction that forgets the week's reads of the language and is rolled back: its extra queries added to the
    // HTTP call's.
    const inProcess = JSON.parse(
      await wordpress.php(`
        global $wpdb;
        $measure = static function () use ( $wpdb ) {
          // Cold, as every HTTP request is.
          wp_cache_flush();
          $before  = $wpdb->num_queries;
          $request = new WP_REST_Request( 'GET', '/wp/v5/get-popular-posts' );
          $request->set_query_params( array( 'lang' => 'en' ) );
          $answer  = rest_do_request( $request );
          return array( 'queries' => $wpdb->num_queries - $before, 'answered' => count( $answer->get_data() ) );
        };
        $read = $measure();
        $wpdb->query( 'START TRANSACTION' );
        $wpdb->query( "DELETE FROM " . \\Newsdesk\\Signals\\Signals_Schema::tables()['reads'] . " WHERE lang = 'en' ORDER BY readers LIMIT 45" );
        $toppedUp = $measure();
        $wpdb->query( 'ROLLBACK' );
        echo wp_json_encode( array( 'recent' => $read, 'toppedUp' => $toppedUp ) );`),
    ) as Record<'recent' | 'toppedUp', Measured>;
    expect(inProcess.toppedUp.answered).toBe(10);
    expect(inProcess.toppedUp.queries).toBeGreaterThan(inProcess.recent.queries);
    expect(measured[0]!.queries + inProcess.toppedUp.queries - inProcess.recent.queries).toBeLessThanOrEqual(README_BOUNDS.popularPosts);
  });

  it('post: one with 30 tags, 20 media, 20 links and 20 headings, a bare one, and one of the demo', async () => {
    const [full] = (await (await fetch(`${wordpress.apiBase}/v6/get_post?lang=en&slug=${rich.slug}`)).json()) as any[];
    expect({ keywords: full.keywords.split(', ').length, media: full.media_inline.length, links: full.outbound_links.length, toc: full.index_slugs.length }).toEqual({ keywords: 32, media: 20, links: 20, toc: 20 });
    await checkCall('post', [`lang=en&slug=${rich.slug}`, `lang=en&slug=${bare.slug}`, `lang=en&slug=${english.posts.find((p) => p.full.image)!.slug}`], [
      `lang=en&slug=${english.posts.find((p) => p.formerSlugs.length > 0)!.formerSlugs[0]!}`,
      `lang=en&slug=${english.posts.find((p) => !p.full.image)!.slug}`,
      'lang=en&slug=nowhere',
    ]);
  });

  it('static page: about and terms, in two languages', async () => {
    const pages = (['en', 'de'] as const).flatMap((lang) => [`lang=${lang}&slug=${LANGUAGE_TABLE[lang].slugs.about}`, `lang=${lang}&slug=${LANGUAGE_TABLE[lang].slugs.terms}`]);
    await checkCall('page', pages, ['lang=en&slug=about', 'lang=en&slug=nowhere']);
  });

  it('categories: the whole tree and one category, in two languages', async () => {
    await checkCall('categories', ['lang=en', `lang=en&slug=${sections[0]!.slug}`, 'lang=fr', 'lang=fr&slug=nowhere']);
  });

  it('popular searches: every language', async () => {
    await checkCall('popularSearches', ['lang=en', 'lang=it', 'lang=es']);
  });

  it('media origins: every language', async () => {
    await checkCall('mediaOrigins', ['lang=en', 'lang=it', 'lang=de']);
  });
});

describe("WordPress's object cache", () => {
  it('answers a call asked again from it: no query at all, but for the counts of what readers did since', async () => {
    // What a persistent object cache (Redis, Memcached) keeps across requests, the runtime cache keeps within one:
    // the same call twice in one PHP process shows whether the plugin reads and writes it.
    const again = JSON.parse(
      await wordpress.php(`
        $counts = array();
        foreach ( array( '/wp/v6/get-paginated-latest-posts' => array( 'lang' => 'en', 'page' => 2 ), '/wp/v6/get_post' => array( 'lang' => 'en', 'slug' => ${JSON.stringify(english.posts[3]!.slug)} ), '/wp/v6/get-categories' => array( 'lang' => 'fr' ), '/wp/v6/relatedpost' => array( 'lang' => 'en', 'id' => ${english.posts[3]!.id}, 'title' => '' ), '/wp/v6/search-custom' => array( 'lang' => 'en', 's' => 'model', 'spellcheck' => 'true' ) ) as $route => $params ) {
          $request = new WP_REST_Request( 'GET', $route );
          $request->set_query_params( $params );
          rest_do_request( $request );
          $before = get_num_queries();
          rest_do_request( $request );
          $counts[ $route ] = get_num_queries() - $before;
        }
        echo wp_json_encode( $counts );`),
    ) as Record<string, number>;
    // A cached answer of posts still reads what readers did since (one query for all its cards, reader signals).
    expect(again).toEqual({
      '/wp/v6/get-paginated-latest-posts': 1,
      '/wp/v6/get_post': 1,
      '/wp/v6/get-categories': 0,
      '/wp/v6/relatedpost': 1,
      '/wp/v6/search-custom': 1,
    });
  });
});

describe('the write call of reader signals', () => {
  it('applies a batch of one counter and one of 3,000 with the same queries, and leaves the content caches as they were', async () => {
    // The tables are put back as the other files expect them.
    const restore = await snapshotSignals(wordpress);
    const measured = JSON.parse(
      await wordpress.php(`
        global $wpdb;
        // Posts as the site shows them, each in its language; a read of each on as many days as it takes.
        $posts = $wpdb->get_results( 'SELECT post_id, lang FROM ' . \\Newsdesk\\Index\\Index_Schema::tables()['posts'] . " WHERE post_type = 'post' ORDER BY post_id LIMIT 250" );
        $batch = static function ( string $id, int $size ) use ( $posts ) {
          $reads = array();
          $terms = array();
          for ( $i = 0; $i < $size; $i++ ) {
            $post    = $posts[ $i % count( $posts ) ];
            $reads[] = array( 'post' => (int) $post->post_id, 'lang' => $post->lang, 'readers' => 1 + $i % 7 );
            $terms[] = array( 'lang' => 'en', 'term' => 'term ' . $i, 'readers' => 1 );
          }
          $first = $posts[0];
          return array( 'id' => $id, 'day' => gmdate( 'Y-m-d' ), 'reads' => array_slice( $reads, 0, min( $size, count( $posts ) ) ), 'votes' => array( array( 'post' => (int) $first->post_id, 'lang' => $first->lang, 'sum' => 4, 'count' => 1 ) ), 'searches' => $terms );
        };
        $measure = static function ( array $batch ) use ( $wpdb ) {
          $before  = $wpdb->num_queries;
          $request = new WP_REST_Request( 'POST', '/wp/v6/signals' );
          $request->set_header( 'Authorization', 'Bearer ' . \\Newsdesk\\Rest\\Signals_Controller::signals_secret() );
          $request->set_header( 'Content-Type', 'application/json' );
          $request->set_body( wp_json_encode( array( 'batches' => array( $batch ) ) ) );
          $answer = rest_do_request( $request );
          return array( 'status' => $answer->get_status(), 'queries' => $wpdb->num_queries - $before );
        };
        $posts_changed = wp_cache_get_last_changed( 'posts' );
        $terms_changed = wp_cache_get_last_changed( 'terms' );
        $small = $measure( $batch( 'query-count-small-0001', 1 ) );
        $large = $measure( $batch( 'query-count-large-0001', 3000 ) );
        $again = $measure( $batch( 'query-count-large-0001', 3000 ) );
        echo wp_json_encode( array( 'small' => $small, 'large' => $large, 'again' => $again, 'postsUnchanged' => wp_cache_get_last_changed( 'posts' ) === $posts_changed, 'termsUnchanged' => wp_cache_get_last_changed( 'terms' ) === $terms_changed ) );`),
    ) as { small: { status: number; queries: number }; large: { status: number; queries: number }; again: { status: number; queries: number }; postsUnchanged: boolean; termsUnchanged: boolean };
    await restore();
    expect([measured.small.status, measured.large.status, measured.again.status]).toEqual([200, 200, 200]);
    expect(measured.large.queries).toBe(measured.small.queries);
    // A batch delivered again is known by its id: fewer queries still.
    expect(measured.again.queries).toBeLessThanOrEqual(measured.small.queries);
    expect(measured.small.queries).toBeLessThanOrEqual(12);
    expect(measured.postsUnchanged).toBe(true);
    expect(measured.termsUnchanged).toBe(true);
  });
});

describe('the count itself', () => {
  it("leaves out WP-Cron's check: with an event due, a call counts what it counts without one", async () => {
    const query = 'lang=en&page=1';
    const without = await measure('latestPosts', false, query);
    // Due a minute ago, and no request holds the cron lock: the next request takes it (queries on the options
    // table) and asks wp-cron.php to run the event, whatever the call it serves.
    await wordpress.php(`wp_schedule_single_event( time() - 60, 'newsdesk_test_query_count_due' ); delete_transient( 'doing_cron' );`);
    try {
      const due = await measure('latestPosts', false, query);
      expect(due.queries).toBe(without.queries);
    } finally {
      await wordpress.php(`wp_clear_scheduled_hook( 'newsdesk_test_query_count_due' );`);
    }
  });
});
