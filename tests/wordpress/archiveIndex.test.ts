import { afterAll, describe, expect, it } from 'vitest';
import { demoDataset } from '../../adapters/demo-content/dataset/buildDataset.ts';
import { PRODUCTION_PATHS, type ContentCall } from '../../adapters/wordpress/wordpressPaths.ts';
import { runPhpSource } from '../../scripts/wordpress/wordpressClient.ts';
import { demoNow, localWordpress } from './fixtures.ts';
import { createCategory, createPost, deletePosts, deleteTerms, updatePost, type CreatedPost } from './wordpressContent.ts';

// The plugin's index (wordpress/newsdesk/includes/index-*.php) kept current by
// what editors do, and built over an archive that existed before it: every
// answer is read back through the contract, as Newsdesk reads it.

const wordpress = localWordpress();
const dataset = demoDataset({ now: demoNow(), mediaBase: '' });
const english = dataset.languages.en;
const french = dataset.languages.fr;
/** A subcategory of the English tree, and its section. */
const place = { section: english.categories.tree[1]!, sub: english.categories.tree[1]!.children[0]! };

/** Words no demo post holds: what these tests' posts are found by. */
const MARKER = 'zorblaxian';
const OTHER_MARKER = 'quillifrond';

const get = async (call: Exclude<ContentCall, 'preview'>, query: string): Promise<{ status: number; headers: Headers; body: any }> => {
  const answer = await fetch(`${wordpress.apiBase}${PRODUCTION_PATHS[call]}?${query}`, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(30_000) });
  return { status: answer.status, headers: answer.headers, body: await answer.json() };
};
const search = (lang: string, s: string) => get('search', `lang=${lang}&s=${encodeURIComponent(s)}&spellcheck=true&wpsolr_page=1&qdata=any&version=new`);
const found = async (lang: string, s: string): Promise<string[]> => (await search(lang, s)).body.response.map((card: any) => card.name);
const latestNames = async (lang: string): Promise<string[]> => (await get('latestPosts', `lang=${lang}&page=1`)).body.posts.map((card: any) => card.name);
const latestTotal = async (lang: string): Promise<number> => (await get('latestPosts', `lang=${lang}&page=1`)).body.total_posts;
const categoryNames = async (lang: string, slug: string): Promise<string[]> => (await get('categoryPosts', `lang=${lang}&category=${slug}&page=1`)).body.posts.map((card: any) => card.name);
const menuCount = async (lang: string, slug: string): Promise<number> => (await get('categories', `lang=${lang}&slug=${slug}`)).body[0]?.count ?? 0;
/** The index's section of the settings page, as an administrator sees it. */
const SETTINGS_SECTION = "require_once ABSPATH . 'wp-admin/includes/template.php'; wp_set_current_user( 1 ); ob_start(); \\Newsdesk\\Admin\\Index_Status::render_index_status(); echo ob_get_clean();";
const indexState = async (): Promise<{ built: boolean; cursor: number | null; done: number; total: number }> => JSON.parse(await wordpress.php('echo wp_json_encode( \\Newsdesk\\Index\\Index_Builder::state() );'));

const created: CreatedPost[] = [];
const categories: number[] = [];

afterAll(async () => {
  await deletePosts(wordpress, created.map((post) => post.id));
  await deleteTerms(wordpress, 'category', categories);
  await deleteTerms(wordpress, 'post_tag', created.flatMap((post) => post.tagIds));
  await wordpress.php('\\Newsdesk\\Index\\Index_Runner::existing_content();');
}, 120_000);

describe('the index follows what editors do', () => {
  let story: CreatedPost;

  it('lists a post once it is published: newest in its language and its category, counted, and found by a word of its text', async () => {
    const totalBefore = await latestTotal('en');
    const countBefore = await menuCount('en', place.section.slug);
    story = await createPost(wordpress, { title: 'A newsroom story about robots', content: `<p>Its body alone names the ${MARKER} engine.</p>`, lang: 'en', categories: [place.sub.slug], slug: 'nd-index-story' });
    created.push(story);
    expect((await latestNames('en'))[0]).toBe(story.slug);
    expect(await latestTotal('en')).toBe(totalBefore + 1);
    expect((await categoryNames('en', place.section.slug))[0]).toBe(story.slug);
    expect((await categoryNames('en', place.sub.slug))[0]).toBe(story.slug);
    expect(await menuCount('en', place.section.slug)).toBe(countBefore + 1);
    expect(await found('en', MARKER)).toEqual([story.slug]);
    // In no other language.
    expect(await found('fr', MARKER)).toEqual([]);
    expect(await latestNames('fr')).not.toContain(story.slug);
  });

  it('finds a post by its new words once its text is corrected, and no longer by the words it lost', async () => {
    await updatePost(wordpress, story.id, { post_content: `<p>Its body now names the ${OTHER_MARKER} engine.</p>` });
    expect(await found('en', OTHER_MARKER)).toEqual([story.slug]);
    expect(await found('en', MARKER)).toEqual([]);
  });

  it('drops an unpublished post from every list, count and search, and takes it back when it is published again', async () => {
    const total = await latestTotal('en');
    await updatePost(wordpress, story.id, { post_status: 'draft' });
    expect(await latestNames('en')).not.toContain(story.slug);
    expect(await latestTotal('en')).toBe(total - 1);
    expect(await categoryNames('en', place.sub.slug)).not.toContain(story.slug);
    expect(await found('en', OTHER_MARKER)).toEqual([]);
    await updatePost(wordpress, story.id, { post_status: 'publish' });
    expect(await found('en', OTHER_MARKER)).toEqual([story.slug]);
    expect(await latestTotal('en')).toBe(total);
  });

  it('moves a post whose language changes outside a save (as Polylang and importers do) to that language', async () => {
    await wordpress.php(`wp_set_object_terms( ${story.id}, 'fr', 'language' );`);
    expect(await found('en', OTHER_MARKER)).toEqual([]);
    expect(await found('fr', OTHER_MARKER)).toEqual([story.slug]);
    expect(await latestNames('fr')).toContain(story.slug);
    await wordpress.php(`wp_set_object_terms( ${story.id}, 'en', 'language' );`);
    expect(await found('en', OTHER_MARKER)).toEqual([story.slug]);
    expect(await latestNames('fr')).not.toContain(story.slug);
  });

  it('gives a post saved without a language the default one, Italian, and lists it there', async () => {
    const italian = await createPost(wordpress, { title: `Un articolo ${MARKER} senza lingua`, content: '<p>Nessuna lingua scelta.</p>', categories: [dataset.languages.it.categories.tree[0]!.children[0]!.slug], slug: 'nd-index-senza-lingua' });
    created.push(italian);
    expect(JSON.parse(await wordpress.php(`echo wp_json_encode( wp_get_object_terms( ${italian.id}, 'language', array( 'fields' => 'slugs' ) ) );`))).toEqual(['it']);
    expect(await found('it', MARKER)).toEqual([italian.slug]);
  });

  it('forgets a trashed post, and a deleted one, and the words only it held', async () => {
    const doomed = await createPost(wordpress, { title: 'Vanishing glimmerquartz report', content: '<p>Short.</p>', lang: 'en', categories: [place.sub.slug], slug: 'nd-index-doomed' });
    expect(await found('en', 'glimmerquartz')).toEqual([doomed.slug]);
    await wordpress.php(`wp_trash_post( ${doomed.id} );`);
    expect(await found('en', 'glimmerquartz')).toEqual([]);
    await deletePosts(wordpress, [doomed.id]);
    const rows = JSON.parse(await wordpress.php(`global $wpdb; $t = \\Newsdesk\\Index\\Index_Schema::tables(); echo wp_json_encode( array( (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$t['posts']} WHERE post_id = ${doomed.id}" ), (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$t['terms']} WHERE post_id = ${doomed.id}" ), (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$t['words']} WHERE word = 'glimmerquartz'" ) ) );`));
    expect(rows).toEqual([0, 0, 0]);
  });

  it('forgets a published post deleted for good, without the trash, from every list and count', async () => {
    const total = await latestTotal('en');
    const gone = await createPost(wordpress, { title: 'Deleted at once', content: '<p>Text of the vanishvelt report.</p>', lang: 'en', categories: [place.sub.slug], slug: 'nd-index-deleted' });
    expect((await latestNames('en'))[0]).toBe(gone.slug);
    await deletePosts(wordpress, [gone.id]);
    expect(await latestNames('en')).not.toContain(gone.slug);
    expect(await latestTotal('en')).toBe(total);
    expect(await found('en', 'vanishvelt')).toEqual([]);
  });

  it('files a category moved under another section, and its posts, under that section after a pass over the archive', async () => {
    const newSection = french.categories.tree[0]!;
    const moved = await createCategory(wordpress, 'Index move test', 'nd-index-move');
    categories.push(moved);
    const post = await createPost(wordpress, { title: `Moved ${MARKER} post`, content: '<p>Text.</p>', lang: 'fr', categories: ['nd-index-move'], slug: 'nd-index-moved' });
    created.push(post);
    const sectionId = Number(await wordpress.php(`echo get_term_by( 'slug', ${JSON.stringify(newSection.slug)}, 'category' )->term_id;`));
    await wordpress.php(`wp_update_term( ${moved}, 'category', array( 'parent' => ${sectionId} ) );`);
    // The move starts a pass over the archive (WP-Cron's; here at once); the index answers meanwhile.
    expect(await indexState()).toMatchObject({ built: true });
    await wordpress.php('\\Newsdesk\\Index\\Index_Runner::existing_content();');
    expect((await categoryNames('fr', newSection.slug))[0]).toBe(post.slug);
    expect((await get('categories', 'lang=fr&slug=nd-index-move')).body[0]).toMatchObject({ slug: 'nd-index-move', count: 1, link: `/fr/${newSection.slug}/nd-index-move` });
  });
});

describe('an archive that existed before the index', () => {
  const OLD = 'nd-index-legacy';
  let legacyId = 0;

  afterAll(async () => {
    if (legacyId) await deletePosts(wordpress, [legacyId]);
    // Whatever a failed test left: no lock held, the index whole.
    await wordpress.php('\\Newsdesk\\Index\\Index_Runner::unlock(); \\Newsdesk\\Index\\Index_Runner::existing_content();');
  }, 120_000);

  it('is indexed in batches on WP-Cron while search answers from WordPress’s own search, then from the index, its posts given the default language', async () => {
    // A post written straight into the database, as an import by SQL does: no hook ran, no language.
    legacyId = Number(await wordpress.php(`
      global $wpdb;
      $wpdb->insert( $wpdb->posts, array( 'post_author' => 1, 'post_date' => current_time( 'mysql' ), 'post_date_gmt' => current_time( 'mysql', true ), 'post_content' => '<p>A ${MARKER} archive story.</p>', 'post_title' => 'Archivio ${OTHER_MARKER}', 'post_excerpt' => '', 'post_status' => 'publish', 'post_name' => '${OLD}', 'post_type' => 'post', 'to_ping' => '', 'pinged' => '', 'post_content_filtered' => '', 'post_modified' => current_time( 'mysql' ), 'post_modified_gmt' => current_time( 'mysql', true ) ) );
      echo (int) $wpdb->insert_id;`));
    expect(await found('it', OTHER_MARKER)).toEqual([]);

    // As a first activation on a full archive: the index is not built until a pass ends. The real WP-Cron
    // (which any request may start) is kept out by the lock its runs take, held here until this test runs them.
    await wordpress.php(`\\Newsdesk\\Index\\Index_Runner::lock(); $state = \\Newsdesk\\Index\\Index_Builder::state(); $state['built'] = false; \\Newsdesk\\Index\\Index_Builder::save_state( $state ); \\Newsdesk\\Index\\Index_Builder::start_pass();`);
    const building = await search('it', OTHER_MARKER);
    expect(building.headers.get('x-newsdesk-search')).toBe('wordpress');
    expect(building.body.response.map((card: any) => card.name)).toEqual([OLD]);
    const settings = await wordpress.php(SETTINGS_SECTION);
    expect(settings).toMatch(/Indexing: 0 of \d+ posts and pages \(0%\)/);
    expect(settings).toContain('answer from WordPress');

    // WP-Cron's runs, as wp-cron.php makes them (the event taken off the schedule, then run): one batch of 20
    // each here, each scheduling the next while the pass is not over.
    const runs = JSON.parse(await wordpress.php(`
      \\Newsdesk\\Index\\Index_Runner::unlock();
      add_filter( 'newsdesk_index_seconds', static function () { return 0; } );
      add_filter( 'newsdesk_index_batch_size', static function () { return 20; } );
      $progress = array();
      for ( $run = 0; $run < 200 && null !== \\Newsdesk\\Index\\Index_Builder::state()['cursor']; $run++ ) {
        $next = wp_next_scheduled( 'newsdesk_index_batch' );
        if ( false === $next ) {
          break;
        }
        wp_unschedule_event( $next, 'newsdesk_index_batch' );
        do_action( 'newsdesk_index_batch' );
        wp_cache_flush_runtime();
        $state      = \\Newsdesk\\Index\\Index_Builder::state();
        $progress[] = array( $state['done'], (bool) wp_next_scheduled( 'newsdesk_index_batch' ) );
      }
      echo wp_json_encode( $progress );`)) as [number, boolean][];
    // Batches of 20 over 300 posts and pages and more: many runs, each further than the one before (the last
    // finds nothing left and ends the pass).
    const done = runs.map(([count]) => count);
    expect(new Set(done).size).toBeGreaterThan(10);
    expect(done).toEqual([...done].sort((a, b) => a - b));
    expect(runs.slice(0, -1).every(([, scheduled]) => scheduled)).toBe(true);
    expect(runs.at(-1)![1]).toBe(false);
    expect(await indexState()).toMatchObject({ built: true, cursor: null });

    const indexed = await search('it', OTHER_MARKER);
    expect(indexed.headers.get('x-newsdesk-search')).toBe('index');
    expect(indexed.body.response.map((card: any) => card.name)).toEqual([OLD]);
    expect(JSON.parse(await wordpress.php(`echo wp_json_encode( wp_get_object_terms( ${legacyId}, 'language', array( 'fields' => 'slugs' ) ) );`))).toEqual(['it']);
    expect(await wordpress.php(SETTINGS_SECTION)).toMatch(/Complete: \d+ published posts and pages/);
  });

  it('registers `wp newsdesk index` with WP-CLI, which indexes the archive and says so', async () => {
    // WP-CLI is not packaged for Debian 12 and cannot be downloaded here: its API is played by a class of the
    // same name and methods, so what is checked is the plugin's side (registration, progress, success).
    const said = JSON.parse(await runPhpSource(wordpress.info, `<?php
      class WP_CLI {
        public static $commands = array();
        public static $said     = array();
        public static function add_command( $name, $callable ) { self::$commands[ $name ] = $callable; }
        public static function log( $text ) { self::$said[] = array( 'log', $text ); }
        public static function success( $text ) { self::$said[] = array( 'success', $text ); }
        public static function error( $text ) { self::$said[] = array( 'error', $text ); }
      }
      define( 'WP_CLI', true );
      require ${JSON.stringify(`${wordpress.info.wordpressDir}/wp-load.php`)};
      add_filter( 'newsdesk_index_batch_size', static function () { return 100; } );
      call_user_func( WP_CLI::$commands['newsdesk index'] );
      echo wp_json_encode( array( 'commands' => array_keys( WP_CLI::$commands ), 'said' => WP_CLI::$said, 'ready' => \\Newsdesk\\Index\\Index_Builder::ready() ) );`)) as { commands: string[]; said: [string, string][]; ready: boolean };
    expect(said.commands).toEqual(['newsdesk index']);
    expect(said.ready).toBe(true);
    expect(said.said.filter(([kind]) => kind === 'log').length).toBeGreaterThan(2);
    expect(said.said[0]).toEqual(['log', expect.stringMatching(/^Indexed 100 of \d+ posts and pages\.$/)]);
    expect(said.said.at(-1)).toEqual(['success', expect.stringMatching(/^Indexed \d+ posts and pages in [\d.]+ s\.$/)]);
  });

  it('is indexed at once by \\Newsdesk\\Index\\Index_Runner::existing_content(), which reports what it did', async () => {
    const result = JSON.parse(await wordpress.php('echo wp_json_encode( \\Newsdesk\\Index\\Index_Runner::existing_content() );')) as { done: number; total: number; seconds: number };
    expect(result.done).toBe(result.total);
    expect(result.total).toBeGreaterThan(288);
    expect(await indexState()).toMatchObject({ built: true, cursor: null, done: result.total });
  });
});
