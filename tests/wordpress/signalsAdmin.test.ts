import { join } from 'node:path';
import { decodeHTML } from 'entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phpString } from '../../scripts/wordpress/phpSource.ts';
import { runPhpSource } from '../../scripts/wordpress/wordpressClient.ts';
import { pluginProblems } from './pluginProblems.ts';
import { adminRequest as askAdmin, logIn as logInto, newUser as createUser, type Session } from './adminSession.ts';
import { localWordpress } from './fixtures.ts';
import { restoreOptions, snapshotOptions, type OptionSnapshot } from './optionSnapshot.ts';
import { snapshotSignals } from './signalTables.ts';
import { createPost, deletePosts } from './wordpressContent.ts';

// Reader signals in wp-admin, as editors meet them over HTTP with a login
// cookie: the posts list's "Reads (7 days)" and "Rating" columns and the sort by
// reads, the dashboard's "Most read today", and the hidden popular searches of
// Settings → Newsdesk saved through the real form (its nonce, its capability).
// What each costs the database is measured in-process (SAVEQUERIES) and each
// query of the signal tables explained. The signal tables and the options
// changed here are put back afterwards.

const wordpress = localWordpress();
const logIn = (user: string, password: string): Promise<Session> => logInto(wordpress, user, password);
const adminRequest = (session: Session, path: string, form?: URLSearchParams, headers?: Record<string, string>) => askAdmin(wordpress, session, path, form, headers);
/** A word no imported post holds: the admin search finds only this file's posts. */
const PROBE = 'Wombatsignal';
const OPTIONS = ['newsdesk_hidden_searches', 'newsdesk_settings'];


interface Probes {
  /** Most read over the 7 days, fewer today than B. */
  readonly a: number;
  /** Second over the 7 days, most read today. */
  readonly b: number;
  /** Read only before the window. */
  readonly c: number;
  /** French, read today. */
  readonly d: number;
}

/** The most readers any post had over the last 7 days before this file's: what the probes are counted above. */
let top = 0;
let probes: Probes;
let admin: Session;
let editor: Session;
let subscriber: Session;
let users: number[] = [];
let options: OptionSnapshot | undefined;
let restoreSignals: (() => Promise<void>) | undefined;
let logOffset = 0;


const text = (html: string): string => decodeHTML(html.replace(/<[^>]*>/g, '')).trim();



const adminPage = async (session: Session, path: string): Promise<string> => {
  const page = await adminRequest(session, path);
  expect(page.status, path).toBe(200);
  return page.html;
};

/** The list's rows in order: each post id with the text of the two columns. */
const listRows = (html: string): { id: number; reads: string; rating: string }[] =>
  [...html.matchAll(/<tr id="post-(\d+)"[\s\S]*?<\/tr>/g)].map(([row, id]) => {
    const cell = (column: string): string => text(new RegExp(`<td class=['"][^'"]*\\bcolumn-${column}\\b[^'"]*['"][^>]*>([\\s\\S]*?)</td>`).exec(row)?.[1] ?? '<missing>');
    return { id: Number(id), reads: cell('newsdesk_reads'), rating: cell('newsdesk_rating') };
  });

/** The dashboard widget's lists: language → [post id, its text]. */
const widgetLists = (html: string): Map<string, { post: number; text: string; href: string }[]> =>
  new Map(
    [...html.matchAll(/<ol class="newsdesk-most-read" data-lang="(\w+)">([\s\S]*?)<\/ol>/g)].map(([, lang, items]) => [
      lang!,
      [...items!.matchAll(/<li data-post="(\d+)">([\s\S]*?)<\/li>/g)].map(([, post, item]) => ({ post: Number(post), text: text(item!), href: decodeHTML(/href="([^"]*)"/.exec(item!)?.[1] ?? '') })),
    ]),
  );

/** The fields of the settings form as a browser would send them (not the submit button, boxes only when ticked). */
const settingsForm = (html: string): URLSearchParams => {
  const form = /<form method="post" action="[^"]*options\.php">([\s\S]*?)<\/form>/.exec(html)?.[1];
  expect(form, 'the settings form').toBeDefined();
  const fields = new URLSearchParams();
  const attributes = (tag: string): Record<string, string> =>
    Object.fromEntries([...tag.matchAll(/([\w-]+)=(?:"([^"]*)"|'([^']*)')/g)].map(([, name, double, single]) => [name!, decodeHTML(double ?? single ?? '')]));
  for (const [, tag] of form!.matchAll(/<input\b([^>]*)>/g)) {
    const input = attributes(tag!);
    if (!input['name'] || input['type'] === 'submit' || ((input['type'] === 'checkbox' || input['type'] === 'radio') && !/\bchecked\b/.test(tag!))) continue;
    fields.append(input['name'], input['value'] ?? '');
  }
  for (const [, tag, content] of form!.matchAll(/<textarea\b([^>]*)>([\s\S]*?)<\/textarea>/g)) {
    const name = attributes(tag!)['name'];
    if (name) fields.append(name, decodeHTML(content!));
  }
  return fields;
};

const popularSearches = async (lang: string): Promise<string[]> => {
  const response = await fetch(`${wordpress.apiBase}/v2/search-lastresearch?lang=${lang}`, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(30_000) });
  expect(response.status).toBe(200);
  return ((await response.json()) as { term: string }[]).map((item) => item.term);
};

const hiddenSearches = async (): Promise<unknown> => JSON.parse(await wordpress.php("echo wp_json_encode( get_option( 'newsdesk_hidden_searches', null ) );"));

/**
 * PHP run as wp-admin runs it (WP_ADMIN, the admin's includes, the administrator
 * logged in), with SAVEQUERIES: `code` prints its answer.
 */
const inAdmin = (code: string): Promise<string> =>
  runPhpSource(
    wordpress.info,
    `<?php
    define( 'WP_ADMIN', true );
    define( 'SAVEQUERIES', true );
    require ${phpString(join(wordpress.info.wordpressDir, 'wp-load.php'))};
    require_once ABSPATH . 'wp-admin/includes/admin.php';
    wp_set_current_user( get_user_by( 'login', ${phpString(wordpress.login.user)} )->ID );
    global $wpdb, $wp_query, $pagenow, $typenow;
    ${code}`,
  );


const newUser = (login: string, role: string): Promise<Session> => createUser(wordpress, login, role, (id) => users.push(id));

const formatted = (n: number): string => n.toLocaleString('en-US');

beforeAll(async () => {
  options = await snapshotOptions(wordpress, OPTIONS);
  restoreSignals = await snapshotSignals(wordpress);
  logOffset = wordpress.debugLog().length;

  const created = [];
  for (const [i, spec] of [
    { title: `${PROBE} most read this week`, lang: 'en' as const },
    { title: `${PROBE} most read today`, lang: 'en' as const },
    { title: `${PROBE} read long ago`, lang: 'en' as const },
    { title: `${PROBE} lu aujourd’hui`, lang: 'fr' as const },
  ].entries()) {
    created.push(await createPost(wordpress, { ...spec, daysAhead: -i / 24 }));
  }
  probes = { a: created[0]!.id, b: created[1]!.id, c: created[2]!.id, d: created[3]!.id };
  top = Number(
    await wordpress.php(`
      global $wpdb;
      echo (int) $wpdb->get_var( $wpdb->prepare( 'SELECT MAX( readers ) FROM ( SELECT SUM( readers ) AS readers FROM ' . \\Newsdesk\\Signals\\Signals_Schema::tables()['reads'] . ' WHERE day >= %s GROUP BY post_id ) sums', \\Newsdesk\\Signals\\Signals_Store::window_start( 7 ) ) );`),
  );
  // Days as the plugin counts them (UTC); day 6 is the window's first, day 7 is outside it.
  await wordpress.php(`
    global $wpdb;
    $day = static function ( int $ago ): string {
      return gmdate( 'Y-m-d', time() - $ago * DAY_IN_SECONDS );
    };
    $top = ${top};
    \\Newsdesk\\Signals\\Signals_History::record_reads( ${probes.a}, 'en', $day( 0 ), $top + 100 );
    \\Newsdesk\\Signals\\Signals_History::record_reads( ${probes.a}, 'en', $day( 3 ), 150 );
    \\Newsdesk\\Signals\\Signals_History::record_reads( ${probes.a}, 'en', $day( 6 ), 50 );
    \\Newsdesk\\Signals\\Signals_History::record_reads( ${probes.a}, 'en', $day( 7 ), 1000000 );
    \\Newsdesk\\Signals\\Signals_History::record_reads( ${probes.b}, 'en', $day( 0 ), $top + 200 );
    \\Newsdesk\\Signals\\Signals_History::record_reads( ${probes.c}, 'en', $day( 8 ), 5000 );
    \\Newsdesk\\Signals\\Signals_History::record_reads( ${probes.d}, 'fr', $day( 0 ), $top + 50 );
    $totals = \\Newsdesk\\Signals\\Signals_Schema::tables()['totals'];
    $wpdb->replace( $totals, array( 'post_id' => ${probes.a}, 'readers' => 0, 'vote_sum' => 113, 'vote_count' => 27 ) );
    $wpdb->replace( $totals, array( 'post_id' => ${probes.b}, 'readers' => 0, 'vote_sum' => 5, 'vote_count' => 1 ) );`);

  admin = await logIn(wordpress.login.user, wordpress.login.password);
  editor = await newUser('signals-editor', 'editor');
  subscriber = await newUser('signals-subscriber', 'subscriber');
}, 120_000);

afterAll(async () => {
  await restoreSignals?.();
  if (options) await restoreOptions(wordpress, options);
  if (probes) await deletePosts(wordpress, Object.values(probes));
  if (users.length > 0) {
    await wordpress.php(`require_once ABSPATH . 'wp-admin/includes/user.php'; foreach ( json_decode( ${phpString(JSON.stringify(users))} ) as $id ) { wp_delete_user( $id ); }`);
    users = [];
  }
}, 120_000);

describe('the posts list', () => {
  it('shows each post’s distinct readers of the last 7 UTC days and its rating, average and votes', async () => {
    const rows = listRows(await adminPage(admin, `edit.php?post_type=post&s=${PROBE}`));
    expect(rows.map((row) => row.id).sort()).toEqual(Object.values(probes).sort());
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(probes.a)).toMatchObject({ reads: formatted(top + 300), rating: '4.2 (27 votes)' });
    expect(byId.get(probes.b)).toMatchObject({ reads: formatted(top + 200), rating: '5.0 (1 vote)' });
    // Read only before the window; no vote.
    expect(byId.get(probes.c)).toMatchObject({ reads: '0', rating: '—No votes' });
    expect(byId.get(probes.d)).toMatchObject({ reads: formatted(top + 50), rating: '—No votes' });
  });

  it('sorts by those reads, most read first on the first click, least read first the other way', async () => {
    const html = await adminPage(admin, 'edit.php?post_type=post');
    // Sortable, and the header's link asks for the most read first.
    expect(html).toMatch(/<th scope="col" id='newsdesk_reads' class='manage-column column-newsdesk_reads sortable \w+'><a href="[^"]*orderby=newsdesk_reads&#038;order=desc"/);

    const wholeList = listRows(await adminPage(admin, 'edit.php?post_type=post&orderby=newsdesk_reads&order=desc'));
    expect(wholeList).toHaveLength(20);
    expect(wholeList.slice(0, 2).map((row) => row.id)).toEqual([probes.a, probes.b]);
    const reads = wholeList.map((row) => Number(row.reads.replace(/\D/g, '')));
    expect(reads).toEqual([...reads].sort((x, y) => y - x));

    const probesDown = listRows(await adminPage(admin, `edit.php?post_type=post&s=${PROBE}&orderby=newsdesk_reads&order=desc`));
    expect(probesDown.map((row) => row.id)).toEqual([probes.a, probes.b, probes.d, probes.c]);
    const probesUp = listRows(await adminPage(admin, `edit.php?post_type=post&s=${PROBE}&orderby=newsdesk_reads&order=asc`));
    expect(probesUp.map((row) => row.id)).toEqual([probes.c, probes.d, probes.b, probes.a]);
  });

  it('costs two queries for a page of rows whatever its length, not one a row', async () => {
    const cost = async (rows: number): Promise<{ rows: number; queries: string[] }> =>
      JSON.parse(
        await inAdmin(`
          $wp_query = new WP_Query( array( 'post_type' => 'post', 'posts_per_page' => ${rows} ) );
          $before   = count( $wpdb->queries );
          ob_start();
          foreach ( $wp_query->posts as $post ) {
            do_action( 'manage_post_posts_custom_column', 'newsdesk_reads', $post->ID );
            do_action( 'manage_post_posts_custom_column', 'newsdesk_rating', $post->ID );
          }
          ob_end_clean();
          echo wp_json_encode( array( 'rows' => count( $wp_query->posts ), 'queries' => array_column( array_slice( $wpdb->queries, $before ), 0 ) ) );`),
      ) as { rows: number; queries: string[] };
    for (const rows of [20, 5]) {
      const measured = await cost(rows);
      expect(measured.rows).toBe(rows);
      expect(measured.queries).toHaveLength(2);
      expect(measured.queries.map((sql) => /FROM (wp_newsdesk_\w+)/.exec(sql)?.[1])).toEqual(['wp_newsdesk_reads', 'wp_newsdesk_totals']);
    }
  });
});

describe('the dashboard', () => {
  it('lists today’s most read posts of each language, with today’s readers, linked to their edit screen', async () => {
    const html = await adminPage(admin, '');
    expect(html).toContain('id="newsdesk_most_read_today"');
    expect(html).toContain('Most read today');
    const lists = widgetLists(html);
    // The imported history: every language was read today.
    expect([...lists.keys()]).toEqual(['it', 'en', 'fr', 'de', 'es', 'pt']);
    for (const items of lists.values()) {
      expect(items.length).toBeGreaterThan(0);
      expect(items.length).toBeLessThanOrEqual(5);
    }
    const english = lists.get('en')!;
    // Today only: B leads A, whose week is bigger.
    expect(english.slice(0, 2)).toEqual([
      { post: probes.b, text: `${PROBE} most read today — ${formatted(top + 200)} readers`, href: `${wordpress.adminUrl}post.php?post=${probes.b}&action=edit` },
      { post: probes.a, text: `${PROBE} most read this week — ${formatted(top + 100)} readers`, href: `${wordpress.adminUrl}post.php?post=${probes.a}&action=edit` },
    ]);
    expect(lists.get('fr')![0]).toMatchObject({ post: probes.d, text: `${PROBE} lu aujourd’hui — ${formatted(top + 50)} readers` });
    expect([...lists.values()].flat().map((item) => item.post)).not.toContain(probes.c);
  });

  it('is there for an editor and not for a subscriber, who may not edit posts', async () => {
    expect(await adminPage(editor, '')).toContain('id="newsdesk_most_read_today"');
    const dashboard = await adminPage(subscriber, '');
    expect(dashboard).toContain('id="dashboard-widgets"');
    expect(dashboard).not.toContain('newsdesk_most_read_today');
  });

  it('costs two queries: today’s ranking and the posts it names', async () => {
    const queries = JSON.parse(
      await inAdmin(`
        $before = count( $wpdb->queries );
        ob_start();
        \\Newsdesk\\Signals\\Most_Read_Widget::render_most_read_widget();
        ob_end_clean();
        echo wp_json_encode( array_column( array_slice( $wpdb->queries, $before ), 0 ) );`),
    ) as string[];
    expect(queries).toHaveLength(2);
    expect(queries[0]).toContain('wp_newsdesk_reads');
    expect(queries[1]).toMatch(/FROM wp_posts WHERE ID IN/);
  });
});

describe('the signal tables, as the admin screens read them', () => {
  it('are read by their keys: the window or the day, never the whole table', async () => {
    const plans = JSON.parse(
      await inAdmin(`
        $pagenow  = 'edit.php';
        $typenow  = 'post';
        $_GET     = array( 'post_type' => 'post', 'orderby' => 'newsdesk_reads', 'order' => 'desc' );
        $_REQUEST = $_GET;
        do_action( 'load-edit.php' );
        $before = count( $wpdb->queries );
        wp_edit_posts_query();
        ob_start();
        foreach ( $wp_query->posts as $post ) {
          do_action( 'manage_post_posts_custom_column', 'newsdesk_reads', $post->ID );
        }
        \\Newsdesk\\Signals\\Most_Read_Widget::render_most_read_widget();
        ob_end_clean();
        $plans = array();
        foreach ( array_slice( $wpdb->queries, $before ) as $query ) {
          if ( preg_match( '/wp_newsdesk_(reads|totals)/', $query[0] ) ) {
            $plans[] = array( 'sql' => $query[0], 'rows' => $wpdb->get_results( 'EXPLAIN ' . $query[0], ARRAY_A ) );
          }
        }
        echo wp_json_encode( $plans );`),
    ) as { sql: string; rows: { table: string; type: string; key: string | null; possible_keys: string | null }[] }[];
    expect(plans).toHaveLength(4);
    const [sort, columnReads, columnTotals, widget] = plans as [(typeof plans)[0], (typeof plans)[0], (typeof plans)[0], (typeof plans)[0]];
    const access = (plan: (typeof plans)[0], table: string) => plan.rows.filter((row) => row.table === table).map((row) => `${row.type} ${row.key}`);

    // The sort: the window's sums, by the (lang, day, ...) key, or each listed post's window by the primary key.
    expect(sort.sql).toMatch(/LEFT JOIN \( SELECT post_id, SUM\( readers \) AS readers FROM wp_newsdesk_reads WHERE lang IN \(.*\) AND day >= '\d{4}-\d{2}-\d{2}' GROUP BY post_id \) newsdesk_window/);
    expect(access(sort, 'wp_newsdesk_reads')).toHaveLength(1);
    expect(access(sort, 'wp_newsdesk_reads')[0]).toMatch(/^(range window_reads|ref PRIMARY)$/);
    // The columns: the page's posts, each a range of the primary key (post_id, day).
    expect(access(columnReads, 'wp_newsdesk_reads')).toEqual(['range PRIMARY']);
    expect(columnTotals.rows.map((row) => row.possible_keys)).toEqual(['PRIMARY']);
    // The widget: today's rows by (lang, day), then each post's row of the index by its primary key, in that order.
    expect(widget.rows.filter((row) => row.table === 'r' || row.table === 'i').map((row) => `${row.table} ${row.type} ${row.key}`)).toEqual(['r range window_reads', 'i eq_ref PRIMARY']);
  });
});

describe('hidden popular searches (Settings → Newsdesk)', () => {
  it('are saved through the settings form, folded, without repeats, 200 at most, and leave every language’s popular searches at once', async () => {
    expect(await popularSearches('en')).toEqual(expect.arrayContaining(['language models', 'ai act', 'humanoid robots']));
    expect(await popularSearches('it')).toEqual(expect.arrayContaining(['ai act', 'modelli linguistici']));
    const settings = "echo wp_json_encode( array_filter( (array) get_option( 'newsdesk_settings', array() ) ) );";
    const settingsBefore = await wordpress.php(settings);

    const page = await adminPage(admin, 'options-general.php?page=newsdesk');
    expect(page).toContain('Hidden popular searches');
    expect(page).toMatch(/<textarea[^>]*name="newsdesk_hidden_searches"/);
    const form = settingsForm(page);
    expect(form.get('option_page')).toBe('newsdesk');
    expect(form.get('_wpnonce')).toMatch(/^[0-9a-f]{10}$/);
    const fillers = Array.from({ length: 201 }, (_, i) => `filler ${i}`);
    form.set('newsdesk_hidden_searches', ['  Language \t Models ', 'AI ACT', '', 'language models', '<script>alert(1)</script>', ...fillers].join('\r\n'));

    const saved = await adminRequest(admin, 'options.php', form);
    expect(saved.status).toBe(302);
    expect(saved.location).toContain('options-general.php?page=newsdesk');
    expect(saved.location).toContain('settings-updated=true');

    const hidden = (await hiddenSearches()) as string[];
    expect(hidden).toHaveLength(200);
    expect(hidden.slice(0, 4)).toEqual(['language models', 'ai act', '<script>alert(1)</script>', 'filler 0']);
    expect(hidden.at(-1)).toBe('filler 196');
    // The rest of the form saved as it was.
    expect(await wordpress.php(settings)).toBe(settingsBefore);

    const english = await popularSearches('en');
    expect(english).not.toContain('language models');
    expect(english).not.toContain('ai act');
    expect(english).toContain('humanoid robots');
    const italian = await popularSearches('it');
    expect(italian).not.toContain('ai act');
    expect(italian).toContain('modelli linguistici');

    // Back on the page: the saved terms, escaped, and why some were left out.
    const after = await adminPage(admin, saved.location);
    expect(after).toContain('language models\nai act\n&lt;script&gt;alert(1)&lt;/script&gt;\nfiller 0');
    expect(after).not.toContain('<script>alert(1)</script>');
    expect(text(after)).toContain('204 hidden searches given, at most 200 are kept');
  });

  it('are not changed by a request without a valid nonce, nor by a user who may not manage options', async () => {
    const before = await hiddenSearches();
    const attempt = (extra: Record<string, string>): URLSearchParams =>
      new URLSearchParams({ option_page: 'newsdesk', action: 'update', newsdesk_hidden_searches: 'humanoid robots', ...extra });

    const withoutNonce = await adminRequest(admin, 'options.php', attempt({}));
    expect(withoutNonce.status).toBe(403);
    const forgedNonce = await adminRequest(admin, 'options.php', attempt({ _wpnonce: '0123456789' }));
    expect(forgedNonce.status).toBe(403);

    // An editor's own valid nonce for the form: the capability still refuses it.
    const editorNonce = await wordpress.php(`
      $_COOKIE[ ${phpString(editor.loggedIn[0])} ] = ${phpString(editor.loggedIn[1])};
      wp_set_current_user( get_user_by( 'login', 'signals-editor' )->ID );
      echo wp_create_nonce( 'newsdesk-options' );`);
    expect((await adminRequest(editor, 'options-general.php?page=newsdesk')).status).toBe(403);
    const asEditor = await adminRequest(editor, 'options.php', attempt({ _wpnonce: editorNonce }));
    expect(asEditor.status).toBe(403);

    expect(await hiddenSearches()).toEqual(before);
    expect(await popularSearches('en')).toContain('humanoid robots');
  });
});

describe('a day nobody read', () => {
  it('leaves a friendly word in the widget', async () => {
    await wordpress.php(`global $wpdb; $wpdb->query( $wpdb->prepare( 'DELETE FROM ' . \\Newsdesk\\Signals\\Signals_Schema::tables()['reads'] . ' WHERE day = %s', gmdate( 'Y-m-d' ) ) );`);
    const html = await adminPage(admin, '');
    expect(html).toContain('id="newsdesk_most_read_today"');
    expect(text(html)).toContain('Nothing was read today yet');
    expect(widgetLists(html).size).toBe(0);
  });
});

describe('the debug log (WP_DEBUG)', () => {
  it('gained nothing of the plugin’s from any page, form or query of this file', () => {
    expect(pluginProblems(wordpress.debugLog().slice(logOffset), wordpress.info.dataDir)).toEqual([]);
  });
});
