import { execFile } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDataset } from '../../adapters/demo-content/dataset/buildDataset.ts';
import { PRODUCTION_PATHS, STAGING_PATHS } from '../../adapters/wordpress/wordpressPaths.ts';
import { phpString } from '../../scripts/wordpress/phpSource.ts';
import { runPhpSource } from '../../scripts/wordpress/wordpressClient.ts';
import { LANGS, LANGUAGE_TABLE, type Lang } from '../../src/domain/language.ts';
import { demoNow, localWordpress } from './fixtures.ts';
import { PLUGIN_DIR, pluginProblems } from './pluginProblems.ts';
import { optionRows, restoreOptions, snapshotOptions, type OptionSnapshot } from './optionSnapshot.ts';
import { startPurgeRecorder, type PurgeRecorder } from './purgeRecorder.ts';
import { snapshotSignals } from './signalTables.ts';

// The plugin as a WordPress site owner meets it: PHP that parses, a debug log
// (WP_DEBUG is on in the harness) that stays clean of the plugin's notices
// through activation, every route, the preview route, the settings page and an
// editor's save, and an uninstall that removes its options and nothing else.

const wordpress = localWordpress();
const dataset = demoDataset({ now: demoNow(), mediaBase: '' });
const PLUGIN = 'newsdesk/newsdesk.php';
const PREVIEW_SECRET = 'plugin-quality-preview-secret-0123456789';
const PURGE_TOKEN = 'plugin-quality-purge-token-0123';
/** Every option and transient the plugin may write. */
const PLUGIN_OPTIONS = ['newsdesk_', '_transient_newsdesk_', '_transient_timeout_newsdesk_'];

const phpFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? phpFiles(join(dir, entry.name)) : entry.name.endsWith('.php') ? [join(dir, entry.name)] : []));

const phpLint = (file: string): Promise<{ code: number; output: string }> =>
  new Promise((resolve) => {
    execFile(wordpress.info.php, ['-l', file], { timeout: 30_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` });
    });
  });


/** What the debug log gained while `work` ran. */
const logDuring = async (work: () => Promise<unknown>): Promise<string> => {
  const offset = wordpress.debugLog().length;
  await work();
  return wordpress.debugLog().slice(offset);
};

const get = async (pathAndQuery: string): Promise<{ status: number; body: any }> => {
  const answer = await fetch(`${wordpress.apiBase}${pathAndQuery}`, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(30_000) });
  return { status: answer.status, body: (await answer.json()) as unknown };
};

/** Each call of the contract in a language, with the parameters that take each branch: found, empty, unknown, out of range. */
const callsIn = (lang: Lang): string[] => {
  const data = dataset.languages[lang];
  const newest = data.posts[0]!;
  const renamed = data.posts.find((p) => p.formerSlugs.length > 0)!;
  const section = data.categories.tree[0]!;
  const sub = section.children[0]!;
  const word = newest.slug.split('-').find((w) => w.length >= 6) ?? newest.slug.split('-')[0]!;
  const typo = `${word.slice(0, 2)}q${word.slice(3)}`;
  const calls: string[] = [];
  for (const paths of [PRODUCTION_PATHS, STAGING_PATHS]) {
    calls.push(
      ...['', `&slug=${section.slug}`, `&slug=${sub.slug}`, '&slug=nowhere'].map((q) => `${paths.categories}?lang=${lang}${q}`),
      ...[`s=${word.slice(0, 4)}`, `s=${word}&category=${section.slug}`, 's=', 's=zzzzqqq', `s=a&category=nowhere`].map((q) => `${paths.suggestions}?lang=${lang}&${q}`),
      `${paths.popularSearches}?lang=${lang}`,
      ...[1, 3, 99].map((page) => `${paths.latestPosts}?lang=${lang}&page=${page}`),
      `${paths.popularPosts}?lang=${lang}`,
      ...[`category=${section.slug}&page=1`, `category=${sub.slug}&page=2`, `category=${section.slug}&page=99`, 'category=nowhere&page=1'].map((q) => `${paths.categoryPosts}?lang=${lang}&${q}`),
      ...['any', 'day', 'week', 'month', 'year'].map((qdata) => `${paths.search}?lang=${lang}&s=${word}&spellcheck=true&wpsolr_page=1&qdata=${qdata}&version=new`),
      ...[`s=${word}&wpsolr_page=2`, `s=${typo}&spellcheck=true`, 's=', `s=${word}&category=${section.slug}`, `s=${word}&category=nowhere`].map((q) => `${paths.search}?lang=${lang}&${q}&version=new`),
      ...[LANGUAGE_TABLE[lang].slugs.about, LANGUAGE_TABLE[lang].slugs.terms, 'about', 'nowhere'].map((slug) => `${paths.page}?lang=${lang}&slug=${slug}`),
      ...[newest.slug, renamed.formerSlugs[0]!, 'nowhere'].map((slug) => `${paths.post}?lang=${lang}&slug=${slug}`),
      ...[`id=${newest.id}&title=${newest.slug}`, `id=0&title=${newest.slug}`, `id=${data.pagesBySlug.get(LANGUAGE_TABLE[lang].slugs.about)!.id}`, 'id=999999&title=nowhere'].map((q) => `${paths.relatedPosts}?lang=${lang}&${q}`),
      `${paths.mediaOrigins}?lang=${lang}`,
    );
  }
  return calls;
};

const settingsPageHtml = (): Promise<string> =>
  // As wp-admin/admin.php would: WP_ADMIN before WordPress loads, the menu built, admin_init run, the screen set.
  runPhpSource(
    wordpress.info,
    `<?php
    define( 'WP_ADMIN', true );
    require ${phpString(join(wordpress.info.wordpressDir, 'wp-load.php'))};
    require_once ABSPATH . 'wp-admin/includes/admin.php';
    wp_set_current_user( get_user_by( 'login', ${phpString(wordpress.login.user)} )->ID );
    global $pagenow, $plugin_page, $typenow, $hook_suffix, $menu, $submenu, $title, $parent_file, $submenu_file;
    $pagenow      = 'options-general.php';
    $plugin_page  = 'newsdesk';
    $typenow      = '';
    $_GET['page'] = 'newsdesk';
    require ABSPATH . 'wp-admin/menu.php';
    do_action( 'admin_init' );
    $hook_suffix = get_plugin_page_hookname( $plugin_page, $pagenow );
    set_current_screen();
    ob_start();
    do_action( $hook_suffix );
    echo ob_get_clean();`,
  );

let recorder: PurgeRecorder;
let options: OptionSnapshot;
/** Uninstalling drops the reader signals' tables too: the imported history the other files read is put back. */
let restoreSignals: (() => Promise<void>) | undefined;

beforeAll(async () => {
  recorder = await startPurgeRecorder();
  options = await snapshotOptions(wordpress, PLUGIN_OPTIONS);
  restoreSignals = await snapshotSignals(wordpress);
});

afterAll(async () => {
  // Whatever happened, the plugin is active again and its options are as they were.
  await wordpress.php(`require_once ABSPATH . 'wp-admin/includes/plugin.php'; if ( ! is_plugin_active( '${PLUGIN}' ) ) { activate_plugin( '${PLUGIN}' ); }`);
  if (options) await restoreOptions(wordpress, options);
  // The index as the options say it is, whatever a test did to its tables; the signals as they were.
  await wordpress.php('\\Newsdesk\\Signals\\Signals_Schema::install(); \\Newsdesk\\Index\\Index_Runner::existing_content();');
  await restoreSignals?.();
  await recorder?.close();
}, 120_000);

describe('the plugin’s PHP', () => {
  it('has no syntax error in any file, as php -l checks (which does reject one)', async () => {
    const files = phpFiles(PLUGIN_DIR);
    expect(files.map((file) => file.slice(PLUGIN_DIR.length))).toEqual(expect.arrayContaining(['newsdesk.php', 'uninstall.php', 'includes/rest/class-routes.php']));
    for (const file of files) {
      const { code, output } = await phpLint(file);
      expect({ file, code }).toEqual({ file, code: 0 });
      expect(output).toContain('No syntax errors detected');
    }
    const dir = mkdtempSync(join(tmpdir(), 'newsdesk-php-lint-'));
    try {
      writeFileSync(join(dir, 'broken.php'), '<?php\nfunction broken( { return 1; }\n');
      expect((await phpLint(join(dir, 'broken.php'))).code).not.toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the debug log (WP_DEBUG)', () => {
  it('shows what these checks look for: a deprecation in a plugin file and a _doing_it_wrong', async () => {
    const logged = await logDuring(() =>
      wordpress.php(`
        // A null where the plugin's helper takes a string: PHP 8.2 deprecates it, in the plugin's file.
        \\Newsdesk\\Purge\\Purge::tag_rank( null );
        _doing_it_wrong( 'newsdesk_quality_probe', 'a probe of the test itself', '6.1' );`),
    );
    const problems = pluginProblems(logged, wordpress.info.dataDir);
    expect(problems.some((line) => line.includes('PHP Deprecated') && line.includes('includes/purge/class-purge.php'))).toBe(true);
    expect(problems.some((line) => line.includes('newsdesk_quality_probe') && line.includes('called <strong>incorrectly</strong>'))).toBe(true);
  });

  it('gains nothing of the plugin’s when it is deactivated and activated again, which keeps its routes and six language terms', async () => {
    const logged = await logDuring(async () => {
      await wordpress.php(`require_once ABSPATH . 'wp-admin/includes/plugin.php'; deactivate_plugins( '${PLUGIN}' );`);
      expect((await get('/v6/get-categories?lang=en')).body.code).toBe('rest_no_route');
      const activated = await wordpress.php(`require_once ABSPATH . 'wp-admin/includes/plugin.php'; $result = activate_plugin( '${PLUGIN}' ); echo is_wp_error( $result ) ? $result->get_error_message() : 'activated';`);
      expect(activated).toBe('activated');
    });
    expect(pluginProblems(logged, wordpress.info.dataDir)).toEqual([]);
    expect(JSON.parse(await wordpress.php("echo wp_json_encode( get_terms( array( 'taxonomy' => 'language', 'hide_empty' => false, 'fields' => 'slugs' ) ) );"))).toEqual(expect.arrayContaining([...LANGS]));
    expect(Number(await wordpress.php("echo wp_count_terms( array( 'taxonomy' => 'language', 'hide_empty' => false ) );"))).toBe(LANGS.length);
    expect((await get('/v6/get-categories?lang=en')).status).toBe(200);
  });

  it('gains nothing of the plugin’s from every route of the contract, in every language, on production and staging paths', async () => {
    const answers: string[] = [];
    const logged = await logDuring(() =>
      Promise.all(
        LANGS.map(async (lang) => {
          for (const call of callsIn(lang)) answers.push(`${(await get(call)).status} ${call}`);
        }),
      ),
    );
    expect(answers.filter((answer) => answer.startsWith('5'))).toEqual([]);
    expect(answers.filter((answer) => answer.startsWith('200')).length).toBeGreaterThan(answers.length * 0.8);
    expect(pluginProblems(logged, wordpress.info.dataDir)).toEqual([]);
  }, 180_000);

  it('gains nothing of the plugin’s from the preview route, refusing a bad signature and answering a good one', async () => {
    await wordpress.php(`update_option( 'newsdesk_settings', array( 'url' => '${recorder.url}', 'preview_secret' => '${PREVIEW_SECRET}' ) );`);
    const post = dataset.languages.en.posts[0]!;
    const about = dataset.languages.en.pagesBySlug.get('about-us')!;
    const exp = Math.floor(Date.now() / 1000) + 600;
    const sign = (id: number, expires: number) => createHmac('sha256', PREVIEW_SECRET).update(`${id}:${expires}`).digest('hex');
    const logged = await logDuring(async () => {
      for (const query of [`id=${post.id}&exp=${exp}&sig=${'f'.repeat(64)}`, `id=${post.id}&exp=${exp - 1200}&sig=${sign(post.id, exp - 1200)}`, `id=${about.id}&exp=${exp}&sig=${sign(post.id, exp)}`]) {
        const answer = await get(`/v6/preview?lang=en&${query}`);
        expect({ query, status: answer.status, code: answer.body.code }).toEqual({ query, status: 403, code: 'newsdesk_preview_forbidden' });
      }
      expect((await get(`/v6/preview?lang=en&id=${post.id}&exp=${exp}&sig=not-hex`)).status).toBe(400);
      expect((await get(`/v6/preview?lang=en&id=${post.id}&exp=${exp}&sig=${sign(post.id, exp)}`)).body).toMatchObject({ type: 'post', post: { id: post.id } });
      expect((await get(`/v6/preview?lang=en&id=${about.id}&exp=${exp}&sig=${sign(about.id, exp)}`)).body).toMatchObject({ type: 'page', page: { id: about.id } });
    });
    expect(pluginProblems(logged, wordpress.info.dataDir)).toEqual([]);
  });

  it('gains nothing of the plugin’s when an administrator opens Settings → Newsdesk, which never prints a secret back', async () => {
    await wordpress.php(`update_option( 'newsdesk_settings', array( 'url' => '${recorder.url}', 'purge_token' => '${PURGE_TOKEN}', 'preview_secret' => '${PREVIEW_SECRET}' ) );`);
    let html = '';
    const logged = await logDuring(async () => {
      html = await settingsPageHtml();
    });
    expect(html).toMatch(/<h1>Newsdesk<\/h1>/);
    expect(html).toContain('name="newsdesk_settings[url]"');
    expect(html).toContain(`value="${recorder.url}"`);
    expect(html).not.toContain(PURGE_TOKEN);
    expect(html).not.toContain(PREVIEW_SECRET);
    expect(pluginProblems(logged, wordpress.info.dataDir)).toEqual([]);
  });

  it('gains nothing of the plugin’s when an editor saves, publishes, updates and deletes a post through REST, each purged', async () => {
    await wordpress.php(`update_option( 'newsdesk_settings', array( 'url' => '${recorder.url}', 'purge_token' => '${PURGE_TOKEN}' ) );`);
    const section = dataset.languages.en.categories.tree[1]!.children[0]!;
    const ids = JSON.parse(
      await wordpress.php(`echo wp_json_encode( array( get_term_by( 'slug', '${section.slug}', 'category' )->term_id, get_term_by( 'slug', 'en', 'language' )->term_id ) );`),
    ) as [number, number];
    const before = recorder.purges.length;
    let id = 0;
    const logged = await logDuring(async () => {
      const draft = await wordpress.rest<{ id: number }>('POST', '/wp/v2/posts', {
        title: 'A draft saved through the block editor',
        content: '<!-- wp:heading --><h2>First</h2><!-- /wp:heading --><!-- wp:paragraph --><p>Body <span data-media-slot="slot-1"></span></p><!-- /wp:paragraph -->',
        status: 'draft',
        categories: [ids[0]],
        language: [ids[1]],
        meta: {
          newsdesk_views: 12,
          newsdesk_rating: { average: 4.5, votes: 2 },
          newsdesk_subtitle: 'A subtitle',
          newsdesk_outbound_links: [{ title: 'A source', url: 'https://example.org/source' }],
          newsdesk_media_inline: [{ slot_id: 'slot-1', kind: 'image', asset_url: 'https://example.org/a.png', width: 10, height: 10, alt_text: 'a' }],
        },
      });
      expect(draft.status, JSON.stringify(draft.body)).toBe(201);
      id = draft.body.id;
      expect((await wordpress.rest('POST', `/wp/v2/posts/${id}`, { status: 'publish' })).status).toBe(200);
      expect((await wordpress.rest('POST', `/wp/v2/posts/${id}`, { title: 'A post saved through the block editor, corrected' })).status).toBe(200);
      expect((await wordpress.rest('DELETE', `/wp/v2/posts/${id}?force=true`)).status).toBe(200);
    });
    expect(pluginProblems(logged, wordpress.info.dataDir)).toEqual([]);
    // A draft is no purge; publishing, the correction and the deletion are one each.
    const purges = recorder.purges.slice(before);
    expect(purges.map((purge) => purge.body.tags.includes(`post-${id}`))).toEqual([true, true, true]);
  });
});

/** PHP printing whether WP-Cron holds a purge retry. */
const RETRY_PENDING = "echo wp_json_encode( (bool) array_filter( _get_cron_array(), static function ( $hooks ) { return isset( $hooks['newsdesk_retry_purge'] ); } ) );";

describe('uninstalling', () => {
  it('removes every option, transient, pending retry and index table of the plugin and leaves the content; the plugin then comes back as it was', async () => {
    await wordpress.php(`
      update_option( 'newsdesk_settings', array( 'url' => '${recorder.url}', 'purge_token' => '${PURGE_TOKEN}' ) );
      update_option( 'newsdesk_purge_failures', array( array( 'time' => time(), 'url' => '${recorder.url}', 'error' => 'HTTP 500' ) ), false );
      set_transient( 'newsdesk_test_purge_1', array( array( 'ok' => true, 'message' => 'accepted' ) ), 300 );
      wp_schedule_single_event( time() + 60, 'newsdesk_retry_purge', array( '${recorder.url}', '{"tags":["lang-en"],"paths":[]}' ) );`);
    const content = `echo wp_json_encode( array(
      'posts'     => (int) wp_count_posts( 'post' )->publish,
      'pages'     => (int) wp_count_posts( 'page' )->publish,
      'views'     => count( get_posts( array( 'numberposts' => -1, 'fields' => 'ids', 'meta_key' => 'newsdesk_views' ) ) ),
      'languages' => (int) wp_count_terms( array( 'taxonomy' => 'language', 'hide_empty' => false ) ),
      'categories'=> (int) wp_count_terms( array( 'taxonomy' => 'category', 'hide_empty' => false ) ),
    ) );`;
    const contentBefore = JSON.parse(await wordpress.php(content)) as Record<string, number>;
    expect(await wordpress.php(RETRY_PENDING)).toBe('true');
    const seeded = (await optionRows(wordpress, PLUGIN_OPTIONS)).map((row) => row.option_name);
    expect(seeded).toEqual(expect.arrayContaining(['newsdesk_settings', 'newsdesk_purge_failures', 'newsdesk_index', 'newsdesk_signals_schema', '_transient_newsdesk_test_purge_1']));

    const indexTables = `global $wpdb; echo wp_json_encode( $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $wpdb->prefix . 'newsdesk_' ) . '%' ) ) );`;
    expect(JSON.parse(await wordpress.php(indexTables))).toEqual(['wp_newsdesk_author_counts', 'wp_newsdesk_post_terms', 'wp_newsdesk_posts', 'wp_newsdesk_reads', 'wp_newsdesk_searches', 'wp_newsdesk_signal_batches', 'wp_newsdesk_term_counts', 'wp_newsdesk_totals', 'wp_newsdesk_words']);

    // As WordPress's "Delete" does, which only an inactive plugin offers: uninstall_plugin() defines
    // WP_UNINSTALL_PLUGIN and includes uninstall.php.
    await wordpress.php(`require_once ABSPATH . 'wp-admin/includes/plugin.php'; deactivate_plugins( '${PLUGIN}' ); uninstall_plugin( '${PLUGIN}' );`);

    expect(await optionRows(wordpress, PLUGIN_OPTIONS)).toEqual([]);
    expect(await wordpress.php(RETRY_PENDING)).toBe('false');
    expect(JSON.parse(await wordpress.php(indexTables))).toEqual([]);

    // Installed again: the content is as it was, the index's tables are made and the archive indexed (by WP-Cron;
    // here at once), and the options put back.
    await wordpress.php(`require_once ABSPATH . 'wp-admin/includes/plugin.php'; activate_plugin( '${PLUGIN}' );`);
    expect(JSON.parse(await wordpress.php(content))).toEqual(contentBefore);
    // The index's own state, and the mark that changes whenever it is written (search-cache.php), are the pass's.
    const notTheIndexs = (row: { option_name: string }) => !['newsdesk_index', 'newsdesk_search_generation'].includes(row.option_name);
    await restoreOptions(wordpress, { ...options, rows: options.rows.filter(notTheIndexs) });
    expect(JSON.parse(await wordpress.php('\\Newsdesk\\Index\\Index_Runner::existing_content(); echo wp_json_encode( \\Newsdesk\\Index\\Index_Builder::ready() );'))).toBe(true);
    expect((await optionRows(wordpress, PLUGIN_OPTIONS)).filter(notTheIndexs)).toEqual(options.rows.filter(notTheIndexs));
  });
});
