import { rmSync, writeFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeHTML } from 'entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phpString } from '../../scripts/wordpress/phpSource.ts';
import type { Lang } from '../../src/domain/language.ts';
import { adminRequest as askAdmin, logIn as logInto, newUser as createUser, type Session } from './adminSession.ts';
import { localWordpress } from './fixtures.ts';
import { createCategory, createPost, deletePosts, deleteTerms } from './wordpressContent.ts';

// Linking translations without Polylang, as an editor does it in wp-admin over
// HTTP with a login cookie: the post edit screen's "Translations" box, saved
// the way the block editor saves meta boxes (post.php, action=editpost, the
// meta box forms and the post's nonce), and the category screens' fields. What
// is stored must be Polylang's own data model (a `post_translations` or
// `term_translations` term named pll_…, whose description is the serialized
// language => id array), so a site that installs Polylang later reads the same
// groups. A recording must-use plugin, installed for this file only, lists every
// write to those two taxonomies and every announcement the purge listens to.

const wordpress = localWordpress();
const logIn = (user: string, password: string): Promise<Session> => logInto(wordpress, user, password);
const adminRequest = (session: Session, path: string, form?: URLSearchParams, headers?: Record<string, string>) => askAdmin(wordpress, session, path, form, headers);
const PROBE = 'Wombatlink';
const RECORDER = join(wordpress.info.wordpressDir, 'wp-content', 'mu-plugins', 'newsdesk-test-translation-writes.php');
const RECORD = join(wordpress.info.dataDir, 'tmp', 'translation-writes.jsonl');


interface Posts {
  readonly en: number;
  readonly it: number;
  readonly fr: number;
  readonly it2: number;
  readonly en2: number;
  readonly en3: number;
  readonly de: number;
  readonly fr2: number;
  readonly es: number;
}

interface Categories {
  readonly en: number;
  readonly it: number;
  readonly fr: number;
  readonly it2: number;
}

interface StoredGroup {
  readonly term: number;
  readonly name: string;
  readonly slug: string;
  /** The description, unserialized: language => id. */
  readonly group: Record<string, number>;
  /** Every object the term is assigned to. */
  readonly objects: number[];
}

interface Write {
  readonly hook: string;
  readonly taxonomy?: string;
  readonly object?: number;
  readonly ids?: number[];
}

let posts: Posts;
let categories: Categories;
let slugs: Record<number, string> = {};
let admin: Session;
let editor: Session;
let author: Session;
let users: number[] = [];
let groupsBefore: number[] = [];
let logOffset = 0;


const phpJson = async <T>(code: string): Promise<T> => JSON.parse(await wordpress.php(code)) as T;


const newUser = (login: string, role: string): Promise<Session> => createUser(wordpress, login, role, (id) => users.push(id));


const adminPage = async (session: Session, path: string): Promise<string> => {
  const page = await adminRequest(session, path);
  expect(page.status, path).toBe(200);
  return page.html;
};

const attributes = (tag: string): Record<string, string> =>
  Object.fromEntries([...tag.matchAll(/([\w-]+)=(?:"([^"]*)"|'([^']*)')/g)].map(([, name, double, single]) => [name!, decodeHTML(double ?? single ?? '')]));

/** A form's fields as a browser sends them: inputs (boxes only when ticked, no buttons), each select's chosen option, textareas. */
const formFields = (html: string, into = new URLSearchParams()): URLSearchParams => {
  for (const match of html.matchAll(/<(input|select|textarea)\b([^>]*)>/g)) {
    const [whole, kind, tag] = match as unknown as [string, string, string];
    const rest = html.slice(match.index! + whole.length);
    const field = attributes(tag);
    const name = field['name'];
    if (!name || /\sdisabled\b/.test(` ${tag}`)) continue;
    if (kind === 'input') {
      if (['submit', 'button', 'image', 'reset'].includes(field['type'] ?? '')) continue;
      if ((field['type'] === 'checkbox' || field['type'] === 'radio') && !/\bchecked\b/.test(tag)) continue;
      into.append(name, field['value'] ?? (field['type'] === 'checkbox' ? 'on' : ''));
    } else if (kind === 'select') {
      const options = [...(/^[\s\S]*?<\/select>/.exec(rest)?.[0] ?? '').matchAll(/<option\b([^>]*)>/g)].map(([, attrs]) => ({ value: attributes(attrs!)['value'] ?? '', selected: /\bselected\b/.test(attrs!) }));
      into.append(name, (options.find((option) => option.selected) ?? options[0])?.value ?? '');
    } else {
      into.append(name, decodeHTML(/^([\s\S]*?)<\/textarea>/.exec(rest)?.[1] ?? ''));
    }
  }
  return into;
};

/** The first form matching `open` (its opening tag), inner HTML. */
const formHtml = (html: string, open: RegExp): string => {
  const start = html.search(open);
  expect(start, `a form ${open}`).toBeGreaterThanOrEqual(0);
  const end = html.indexOf('</form>', start);
  return html.slice(start, end);
};

interface EditScreen {
  readonly html: string;
  /** The box's own markup. */
  readonly box: string;
  /** What the block editor posts when it saves meta boxes. */
  readonly form: URLSearchParams;
  /** Where it posts them (window._wpMetaBoxUrl). */
  readonly url: string;
}

/** A post's edit screen (the block editor) as `session` sees it. */
const editScreen = async (session: Session, id: number): Promise<EditScreen> => {
  const html = await adminPage(session, `post.php?post=${id}&action=edit`);
  const form = formFields(formHtml(html, /<form class="metabox-base-form">/));
  for (const location of ['side', 'normal', 'advanced']) formFields(formHtml(html, new RegExp(`<form class="metabox-location-${location}"`)), form);
  const url = JSON.parse(/var _wpMetaBoxUrl = ("[^"]*");/.exec(html)?.[1] ?? 'null') as string;
  expect(url, 'the block editor’s meta box URL').toContain('meta-box-loader=1');
  const start = html.indexOf('<div id="newsdesk-translations"');
  const box = start < 0 ? '' : html.slice(start, html.indexOf('</form>', start));
  return { html, box, form, url };
};

/** Saves the meta boxes as the block editor does after the post's own save. */
const saveBoxes = async (session: Session, screen: EditScreen, change: (form: URLSearchParams) => void = () => {}): Promise<number> => {
  const form = new URLSearchParams(screen.form);
  change(form);
  return (await adminRequest(session, screen.url, form)).status;
};

const postGroup = (id: number): Promise<StoredGroup | null> => storedGroup('post_translations', id);
const categoryGroup = (id: number): Promise<StoredGroup | null> => storedGroup('term_translations', id);

/** The group term an object is assigned, read from the database as Polylang would read it. */
const storedGroup = (taxonomy: string, id: number): Promise<StoredGroup | null> =>
  phpJson<StoredGroup | null>(`
    $terms = wp_get_object_terms( ${id}, ${phpString(taxonomy)} );
    if ( ! is_array( $terms ) || ! $terms ) {
      echo 'null';
      return;
    }
    $term = $terms[0];
    global $wpdb;
    echo wp_json_encode( array(
      'term'    => $term->term_id,
      'name'    => $term->name,
      'slug'    => $term->slug,
      'group'   => unserialize( $term->description, array( 'allowed_classes' => false ) ),
      'objects' => array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT object_id FROM $wpdb->term_relationships WHERE term_taxonomy_id = %d ORDER BY object_id", $term->term_taxonomy_id ) ) ),
    ) );`);

/** Every write the recorder saw since the last call (then forgotten). */
const writes = (): Write[] => {
  if (!existsSync(RECORD)) return [];
  const lines = readFileSync(RECORD, 'utf8').split('\n').filter(Boolean);
  rmSync(RECORD, { force: true });
  return lines.map((line) => JSON.parse(line) as Write);
};

const announced = (hook: string, list: Write[]): number[][] => list.filter((write) => write.hook === hook).map((write) => write.ids!);

/** The get_post answer's translations (the read side), as lang => id. */
const servedTranslations = async (id: number, lang: Lang): Promise<Record<string, number> | undefined> => {
  const answer = await fetch(`${wordpress.apiBase}/v6/get_post?lang=${lang}&slug=${slugs[id]}`, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(30_000) });
  expect(answer.status).toBe(200);
  const [post] = (await answer.json()) as { translations?: { lang: string; id?: number; permalink: string }[] }[];
  return post?.translations === undefined ? undefined : Object.fromEntries(post.translations.map((entry) => [entry.lang, entry.id ?? -1]));
};

const noticeText = (html: string): string[] =>
  [...html.matchAll(/<div class="notice notice-error is-dismissible newsdesk-translation-notice"><p>([\s\S]*?)<\/p><\/div>/g)].map(([, text]) => decodeHTML(text!));

beforeAll(async () => {
  logOffset = wordpress.debugLog().length;
  groupsBefore = await phpJson<number[]>("echo wp_json_encode( array_map( 'intval', get_terms( array( 'taxonomy' => array( 'post_translations', 'term_translations' ), 'hide_empty' => false, 'fields' => 'ids' ) ) ) );");
  writeFileSync(
    RECORDER,
    `<?php
// Newsdesk's translationLinks.test.ts only, removed after it: every write to the translation taxonomies, and each announcement.
$newsdesk_test_record = static function ( array $write ): void {
  file_put_contents( ${phpString(RECORD)}, wp_json_encode( $write ) . "\\n", FILE_APPEND | LOCK_EX );
};
$newsdesk_test_ours = static function ( $taxonomy ): bool {
  return in_array( $taxonomy, array( 'post_translations', 'term_translations' ), true );
};
foreach ( array( 'created_term', 'edited_term', 'delete_term' ) as $hook ) {
  add_action( $hook, static function ( $term_id, $tt_id, $taxonomy ) use ( $hook, $newsdesk_test_record, $newsdesk_test_ours ) {
    if ( $newsdesk_test_ours( $taxonomy ) ) { $newsdesk_test_record( array( 'hook' => $hook, 'taxonomy' => $taxonomy, 'object' => (int) $term_id ) ); }
  }, 10, 3 );
}
add_action( 'set_object_terms', static function ( $object_id, $terms, $tt_ids, $taxonomy ) use ( $newsdesk_test_record, $newsdesk_test_ours ) {
  if ( $newsdesk_test_ours( $taxonomy ) ) { $newsdesk_test_record( array( 'hook' => 'set_object_terms', 'taxonomy' => $taxonomy, 'object' => (int) $object_id ) ); }
}, 10, 4 );
add_action( 'deleted_term_relationships', static function ( $object_id, $tt_ids, $taxonomy ) use ( $newsdesk_test_record, $newsdesk_test_ours ) {
  if ( $newsdesk_test_ours( $taxonomy ) ) { $newsdesk_test_record( array( 'hook' => 'deleted_term_relationships', 'taxonomy' => $taxonomy, 'object' => (int) $object_id ) ); }
}, 10, 3 );
// A request with this header runs as if Polylang were active (the two functions Languages::polylang_active() looks for).
if ( isset( $_SERVER['HTTP_X_NEWSDESK_TEST_POLYLANG'] ) ) {
  function pll_get_post_language( $post_id, $field = 'slug' ) { return 'en'; }
  function pll_get_term_language( $term_id, $field = 'slug' ) { return 'en'; }
}
foreach ( array( 'newsdesk_translations_linked', 'newsdesk_category_translations_linked' ) as $hook ) {
  add_action( $hook, static function ( $ids ) use ( $hook, $newsdesk_test_record ) {
    $newsdesk_test_record( array( 'hook' => $hook, 'ids' => $ids ) );
  } );
}
`,
  );

  const made: Record<string, number> = {};
  for (const [key, lang, title] of [
    ['en', 'en', `${PROBE} robots learn to walk`],
    ['it', 'it', `${PROBE} i robot imparano a camminare`],
    ['fr', 'fr', `${PROBE} les robots apprennent à marcher`],
    ['it2', 'it', `${PROBE} robot che camminano`],
    ['en2', 'en', `${PROBE} another English story`],
    ['en3', 'en', `${PROBE} a story Polylang linked`],
    ['de', 'de', `${PROBE} eine von Polylang verknüpfte Geschichte`],
    ['fr2', 'fr', `${PROBE} une histoire liée plus tard`],
    ['es', 'es', `${PROBE} los robots aprenden a caminar`],
  ] as const) {
    const created = await createPost(wordpress, { title, lang, content: `<p>${title}.</p>` });
    made[key] = created.id;
    slugs[created.id] = created.slug;
  }
  posts = made as unknown as Posts;
  categories = {
    en: await createCategory(wordpress, `${PROBE} Robots`, 'wombatlink-robots'),
    it: await createCategory(wordpress, `${PROBE} Robotica & co`, 'wombatlink-robotica'),
    fr: await createCategory(wordpress, `${PROBE} Robotique`, 'wombatlink-robotique'),
    it2: await createCategory(wordpress, `${PROBE} Automi`, 'wombatlink-automi'),
  };
  admin = await logIn(wordpress.login.user, wordpress.login.password);
  editor = await newUser('translations-editor', 'editor');
  author = await newUser('translations-author', 'author');
  writes();
}, 180_000);

afterAll(async () => {
  rmSync(RECORDER, { force: true });
  rmSync(RECORD, { force: true });
  if (posts) await deletePosts(wordpress, Object.values(posts));
  if (categories) await deleteTerms(wordpress, 'category', Object.values(categories));
  await wordpress.php(`
    $before = json_decode( ${phpString(JSON.stringify(groupsBefore))} );
    foreach ( array( 'post_translations', 'term_translations' ) as $taxonomy ) {
      foreach ( get_terms( array( 'taxonomy' => $taxonomy, 'hide_empty' => false, 'fields' => 'ids' ) ) as $id ) {
        if ( ! in_array( (int) $id, $before, true ) ) {
          wp_delete_term( $id, $taxonomy );
        }
      }
    }
    require_once ABSPATH . 'wp-admin/includes/user.php';
    foreach ( json_decode( ${phpString(JSON.stringify(users))} ) as $id ) {
      delete_transient( 'newsdesk_translation_notices_' . $id );
      wp_delete_user( $id );
    }`);
  users = [];
}, 120_000);

describe('the Translations box of the post edit screen', () => {
  it('is there for an editor, with its nonce, a line per other language and a search of that language’s posts', async () => {
    const screen = await editScreen(editor, posts.en);
    expect(screen.box).toContain('Translations');
    expect(screen.box).toContain('This post is in English.');
    expect(screen.form.get('newsdesk_translations_nonce')).toMatch(/^[0-9a-f]{10}$/);
    expect(screen.form.get('_wpnonce')).toMatch(/^[0-9a-f]{10}$/);
    expect(['it', 'fr', 'de', 'es', 'pt'].map((lang) => screen.form.get(`newsdesk_translation[${lang}]`))).toEqual(['', '', '', '', '']);
    expect(screen.form.has('newsdesk_translation[en]')).toBe(false);
    // Each search asks core's REST API for that language's posts: its term, or for Italian (the default) every other language's excluded.
    const terms = await phpJson<Record<string, number>>("$ids = array(); foreach ( get_terms( array( 'taxonomy' => 'language', 'hide_empty' => false ) ) as $t ) { $ids[ $t->slug ] = $t->term_id; } echo wp_json_encode( $ids );");
    const filters = [...screen.box.matchAll(/class="newsdesk-translation-search" data-filter="([^"]*)"/g)].map(([, filter]) => decodeHTML(filter!));
    expect(filters).toEqual([
      `language_exclude=${[terms['en']!, terms['fr']!, terms['de']!, terms['es']!, terms['pt']!].sort((a, b) => a - b).join(',')}`,
      `language=${terms['fr']}`,
      `language=${terms['de']}`,
      `language=${terms['es']}`,
      `language=${terms['pt']}`,
    ]);
    // The script, with the REST client it needs, and no new route: it asks /wp/v2/posts.
    expect(screen.html).toMatch(/<script[^>]+src=["'][^"']*\/plugins\/newsdesk\/assets\/translation-panel\.js\?ver=[^"']*["']/);
    expect(screen.html).toMatch(/<script[^>]+src=["'][^"']*\/wp-includes\/js\/dist\/api-fetch(\.min)?\.js/);
    const search = await wordpress.rest<{ id: number; title: { raw: string } }[]>('GET', `/wp/v2/posts?context=edit&search=${PROBE}&${filters[0]}&status=publish,draft,future,pending,private&_fields=id,title,status&per_page=10`);
    expect(search.status).toBe(200);
    expect(search.body.map((post) => post.id).sort()).toEqual([posts.it, posts.it2].sort());
  });

  it('links an English post to an Italian and a French one, stored as Polylang stores a group, and announced to the purge', async () => {
    const screen = await editScreen(editor, posts.en);
    const status = await saveBoxes(editor, screen, (form) => {
      form.set('newsdesk_translation[it]', String(posts.it));
      form.set('newsdesk_translation[fr]', String(posts.fr));
    });
    expect(status).toBe(302);
    const stored = await postGroup(posts.en);
    expect(stored).not.toBeNull();
    expect(stored!.name).toMatch(/^pll_[0-9a-f]{13}$/);
    expect(stored!.slug).toBe(stored!.name);
    expect(stored!.group).toEqual({ en: posts.en, fr: posts.fr, it: posts.it });
    expect(stored!.objects).toEqual([posts.en, posts.it, posts.fr].sort((a, b) => a - b));
    expect(await postGroup(posts.it)).toEqual(stored);
    expect(announced('newsdesk_translations_linked', writes())).toEqual([[posts.en, posts.it, posts.fr].sort((a, b) => a - b)]);

    // The read side serves them with the post (its published translations and itself).
    const served = await servedTranslations(posts.en, 'en');
    expect(served, 'the get_post answer’s translations').toEqual({ it: posts.it, en: posts.en, fr: posts.fr });

    // Back on the screen: each linked post by its title, with a link to edit it and "Unlink".
    const again = await editScreen(editor, posts.en);
    expect(again.box).toContain(`<a class="newsdesk-translation-linked" href="${wordpress.adminUrl}post.php?post=${posts.it}&#038;action=edit">${PROBE} i robot imparano a camminare</a>`);
    expect(again.box).toContain('name="newsdesk_translation_unlink[fr]"');
    expect(again.form.get('newsdesk_translation[it]')).toBe(String(posts.it));
    expect(again.form.get('newsdesk_translation_lang')).toBe('en');
    // The Italian post's box shows the same group from its side.
    const italian = await editScreen(editor, posts.it);
    expect(italian.box).toContain('This post is in Italiano.');
    expect([italian.form.get('newsdesk_translation[en]'), italian.form.get('newsdesk_translation[fr]')]).toEqual([String(posts.en), String(posts.fr)]);
  });

  it('writes nothing on a save that changes nothing; its check reads nothing, or a linked post’s language only', async () => {
    const before = await postGroup(posts.en);
    const screen = await editScreen(editor, posts.en);
    expect(await saveBoxes(editor, screen)).toBe(302);
    expect(writes()).toEqual([]);
    expect(await postGroup(posts.en)).toEqual(before);

    // The box's part of a real save, in WordPress's process: the queries between its neighbours on save_post_post.
    const cost = (id: number, shown: Record<string, string>): Promise<string[]> =>
      phpJson<string[]>(`
        define( 'SAVEQUERIES', true );
        wp_set_current_user( get_user_by( 'login', 'translations-editor' )->ID );
        global $wpdb;
        $shown = json_decode( ${phpString(JSON.stringify(shown))}, true );
        $_POST = array(
          'newsdesk_translations_nonce' => wp_create_nonce( 'newsdesk_translations_nonce_' . ${id} ),
          'newsdesk_translation'        => $shown,
          'newsdesk_translation_shown'  => $shown,
        ) + ( isset( $shown['it'] ) && '' !== $shown['it'] ? array( 'newsdesk_translation_lang' => 'en' ) : array() );
        $marks = array();
        add_action( 'save_post_post', static function () use ( &$marks, $wpdb ) { $marks[] = count( $wpdb->queries ); }, 9 );
        add_action( 'save_post_post', static function () use ( &$marks, $wpdb ) { $marks[] = count( $wpdb->queries ); }, 11 );
        wp_update_post( array( 'ID' => ${id} ) );
        echo wp_json_encode( array_column( array_slice( $wpdb->queries, $marks[0], $marks[1] - $marks[0] ), 0 ) );`);
    // A post in no group: nothing at all.
    expect(await cost(posts.en2, { it: '', fr: '', de: '', es: '', pt: '' })).toEqual([]);
    // A linked post: only its language is read (a change of it alone re-keys the group); nothing written.
    const linked = await cost(posts.en, { it: String(posts.it), fr: String(posts.fr), de: '', es: '', pt: '' });
    expect(linked.length).toBeLessThanOrEqual(2);
    for (const sql of linked) expect(sql).toMatch(/^\s*SELECT[\s\S]*(tt\.taxonomy IN \('language'\)|FROM wp_terms AS t INNER JOIN wp_term_taxonomy AS tt ON t\.term_id = tt\.term_id WHERE t\.term_id IN)/);
    expect(writes()).toEqual([]);
  });

  it('unlinks one: the French post leaves, the English and Italian stay linked in the same group', async () => {
    const before = await postGroup(posts.en);
    const screen = await editScreen(editor, posts.en);
    expect(await saveBoxes(editor, screen, (form) => form.set('newsdesk_translation_unlink[fr]', '1'))).toBe(302);
    const after = await postGroup(posts.en);
    expect(after).toMatchObject({ term: before!.term, name: before!.name, group: { en: posts.en, it: posts.it } });
    expect(after!.objects).toEqual([posts.en, posts.it].sort((a, b) => a - b));
    expect(await postGroup(posts.fr)).toBeNull();
    expect(announced('newsdesk_translations_linked', writes())).toEqual([[posts.en, posts.it, posts.fr].sort((a, b) => a - b)]);
    expect(await servedTranslations(posts.en, 'en')).toEqual({ it: posts.it, en: posts.en });
  });

  it('relinks the Italian version to another Italian post: the first one leaves the group', async () => {
    const screen = await editScreen(editor, posts.en);
    expect(await saveBoxes(editor, screen, (form) => form.set('newsdesk_translation[it]', String(posts.it2)))).toBe(302);
    expect((await postGroup(posts.en))!.group).toEqual({ en: posts.en, it: posts.it2 });
    expect(await postGroup(posts.it)).toBeNull();
    expect(announced('newsdesk_translations_linked', writes())).toEqual([[posts.en, posts.it, posts.it2].sort((a, b) => a - b)]);
  });

  it('never holds two posts of one language: the attempt is refused with a notice on the next screen, the group unchanged', async () => {
    const before = await postGroup(posts.en);

    // An Italian post given as the French version.
    const screen = await editScreen(editor, posts.en);
    expect(await saveBoxes(editor, screen, (form) => form.set('newsdesk_translation[fr]', String(posts.it)))).toBe(302);
    expect(await postGroup(posts.en)).toEqual(before);
    expect(writes()).toEqual([]);
    const next = await editScreen(editor, posts.en);
    expect(noticeText(next.html)).toEqual([`The translations of “${PROBE} robots learn to walk” were not changed: “${PROBE} i robot imparano a camminare” is in Italiano, not in Français.`]);
    // The block editor hides classic notices: its script shows them as the editor's own.
    expect(next.html).toContain('is in Italiano, not in Fran\\u00e7ais.');
    // Once only.
    expect(noticeText((await editScreen(editor, posts.en)).html)).toEqual([]);

    // A second English post in the English post's group (a form sent for another language).
    expect(await saveBoxes(editor, screen, (form) => form.set('newsdesk_translation[en]', String(posts.en2)))).toBe(302);
    expect(await postGroup(posts.en)).toEqual(before);
    expect(noticeText((await editScreen(editor, posts.en)).html)).toEqual([
      `The translations of “${PROBE} robots learn to walk” were not changed: A group holds one post per language: this post and post ${posts.en2} are both in English.`,
    ]);

    // What the data API refuses, whoever calls it.
    const refusals = await phpJson<Record<string, string>>(`
      $links  = '\\Newsdesk\\Translations\\Translation_Links';
      $page   = get_posts( array( 'post_type' => 'page', 'numberposts' => 1, 'fields' => 'ids' ) )[0];
      $checks = array(
        'twice'    => $links::link_posts( array( 'en' => ${posts.en}, 'it' => ${posts.en} ) ),
        'language' => $links::link_posts( array( 'en' => ${posts.en}, 'fr' => ${posts.en2} ) ),
        'unknown'  => $links::link_posts( array( 'en' => ${posts.en}, 'fr' => 999999999 ) ),
        'page'     => $links::link_posts( array( 'en' => ${posts.en}, 'it' => $page ) ),
        'code'     => $links::link_posts( array( 'en' => ${posts.en}, 'xx' => ${posts.fr} ) ),
      );
      echo wp_json_encode( array_map( static function ( $result ) { return is_wp_error( $result ) ? $result->get_error_code() : 'linked'; }, $checks ) );`);
    expect(refusals).toEqual({
      twice: 'newsdesk_translation_duplicate',
      language: 'newsdesk_translation_language',
      unknown: 'newsdesk_translation_unknown',
      page: expect.stringMatching(/^newsdesk_translation_(not_post|language)$/),
      code: 'newsdesk_translation_invalid_language',
    });
    expect(await postGroup(posts.en)).toEqual(before);
    expect(writes()).toEqual([]);
  });

  it('changes nothing on a save without the box’s nonce, with a forged one, or by a user who may not edit the post', async () => {
    const before = await postGroup(posts.en);
    const screen = await editScreen(editor, posts.en);
    const unlinkItalian = (form: URLSearchParams): void => form.set('newsdesk_translation_unlink[it]', '1');

    // The post's own nonce is valid: WordPress saves the post, the box is not saved.
    expect(await saveBoxes(editor, screen, (form) => { unlinkItalian(form); form.delete('newsdesk_translations_nonce'); })).toBe(302);
    expect(await saveBoxes(editor, screen, (form) => { unlinkItalian(form); form.set('newsdesk_translations_nonce', '0123456789'); })).toBe(302);
    // Another user's valid nonce of the box is no nonce of this session.
    const adminScreen = await editScreen(admin, posts.en);
    expect(await saveBoxes(editor, screen, (form) => { unlinkItalian(form); form.set('newsdesk_translations_nonce', adminScreen.form.get('newsdesk_translations_nonce')!); })).toBe(302);
    expect(await postGroup(posts.en)).toEqual(before);
    expect(writes()).toEqual([]);

    // An author may not edit the administrator's post: WordPress refuses the screen and the save.
    expect((await adminRequest(author, `post.php?post=${posts.en}&action=edit`)).status).not.toBe(200);
    expect((await adminRequest(author, screen.url, new URLSearchParams([...screen.form, ['newsdesk_translation_unlink[it]', '1']]))).status).not.toBe(302);
    // And the box's own check, with a nonce valid for that author: nothing either.
    await wordpress.php(`
      wp_set_current_user( get_user_by( 'login', 'translations-author' )->ID );
      $_POST = array(
        'newsdesk_translations_nonce' => wp_create_nonce( 'newsdesk_translations_nonce_${posts.en}' ),
        'newsdesk_translation'        => array( 'it' => '' ),
        'newsdesk_translation_shown'  => array( 'it' => '${posts.it2}' ),
      );
      do_action( 'save_post_post', ${posts.en}, get_post( ${posts.en} ), true );`);
    expect(await postGroup(posts.en)).toEqual(before);
    expect(writes()).toEqual([]);
  });

  it('shows a group written exactly as Polylang writes it, and edits it in place', async () => {
    // Polylang's PLL_Translated_Post::save_translations(): uniqid( 'pll_' ), the serialized array, each member assigned.
    const term = Number(
      await wordpress.php(`
        $term = wp_insert_term( uniqid( 'pll_' ), 'post_translations', array( 'description' => maybe_serialize( array( 'en' => ${posts.en3}, 'de' => ${posts.de} ) ) ) );
        wp_set_object_terms( ${posts.en3}, $term['term_id'], 'post_translations' );
        wp_set_object_terms( ${posts.de}, $term['term_id'], 'post_translations' );
        echo (int) $term['term_id'];`),
    );
    writes();
    const screen = await editScreen(editor, posts.en3);
    expect(screen.box).toContain(`post.php?post=${posts.de}&#038;action=edit">${PROBE} eine von Polylang verknüpfte Geschichte</a>`);
    expect(screen.form.get('newsdesk_translation[de]')).toBe(String(posts.de));

    expect(await saveBoxes(editor, screen, (form) => form.set('newsdesk_translation[fr]', String(posts.fr2)))).toBe(302);
    const stored = await postGroup(posts.en3);
    expect(stored).toMatchObject({ term, group: { en: posts.en3, de: posts.de, fr: posts.fr2 } });
    expect(stored!.objects).toEqual([posts.en3, posts.de, posts.fr2].sort((a, b) => a - b));
    expect(announced('newsdesk_translations_linked', writes())).toEqual([[posts.en3, posts.de, posts.fr2].sort((a, b) => a - b)]);
  });

  it('moves a post from another group into this one: what is left of that group stays linked while two remain', async () => {
    // en3's group is {en3, de, fr2}; link fr2 to the English post's group {en, it2} instead.
    const screen = await editScreen(editor, posts.en);
    expect(await saveBoxes(editor, screen, (form) => form.set('newsdesk_translation[fr]', String(posts.fr2)))).toBe(302);
    expect((await postGroup(posts.en))!.group).toEqual({ en: posts.en, it: posts.it2, fr: posts.fr2 });
    expect((await postGroup(posts.en3))!.group).toEqual({ en: posts.en3, de: posts.de });
    expect(announced('newsdesk_translations_linked', writes())).toEqual([[posts.en, posts.it2, posts.en3, posts.de, posts.fr2].sort((a, b) => a - b)]);
  });

  it('joins a group: a Spanish post linked to one version becomes a translation of them all', async () => {
    const screen = await editScreen(editor, posts.es);
    expect(await saveBoxes(editor, screen, (form) => form.set('newsdesk_translation[en]', String(posts.en)))).toBe(302);
    const stored = await postGroup(posts.es);
    expect(stored!.group).toEqual({ en: posts.en, it: posts.it2, fr: posts.fr2, es: posts.es });
    expect(await postGroup(posts.it2)).toEqual(stored);
    expect(announced('newsdesk_translations_linked', writes())).toEqual([[posts.en, posts.it2, posts.fr2, posts.es].sort((a, b) => a - b)]);
  });

  it('re-keys a linked post whose language changed, on the meta box save that follows the editor’s save', async () => {
    const screen = await editScreen(editor, posts.es);
    expect(screen.form.get('newsdesk_translation_lang')).toBe('es');
    // The block editor saves the post (its language term) through REST first, then the meta boxes, from the form loaded before.
    const language = await wordpress.rest('POST', `/wp/v2/posts/${posts.es}`, { language: [Number(await wordpress.php("echo get_term_by( 'slug', 'pt', 'language' )->term_id;"))] });
    expect(language.status).toBe(200);
    expect(await saveBoxes(editor, screen)).toBe(302);
    expect((await postGroup(posts.es))!.group).toEqual({ en: posts.en, it: posts.it2, fr: posts.fr2, pt: posts.es });
    expect(announced('newsdesk_translations_linked', writes())).toEqual([[posts.en, posts.it2, posts.fr2, posts.es].sort((a, b) => a - b)]);
  });

  it('drops a member deleted since from the group on the next change, and shows it as gone until then', async () => {
    // WordPress removes a deleted post’s term, not its line in the group’s description; a deleted post is nothing to purge.
    await wordpress.php(`wp_delete_post( ${posts.fr2}, true );`);
    writes();
    const screen = await editScreen(editor, posts.en);
    expect(screen.box).toContain(`Post ${posts.fr2}, which no longer exists`);
    expect(await saveBoxes(editor, screen, (form) => form.set('newsdesk_translation_unlink[it]', '1'))).toBe(302);
    expect((await postGroup(posts.en))!.group).toEqual({ en: posts.en, pt: posts.es });
    expect(await postGroup(posts.it2)).toBeNull();
    expect(announced('newsdesk_translations_linked', writes())).toEqual([[posts.en, posts.it2, posts.es].sort((a, b) => a - b)]);
  });
});


describe('the category screens', () => {
  /** A category's edit screen as the editor sees it, and the form it posts. */
  const categoryScreen = async (id: number): Promise<{ html: string; form: URLSearchParams }> => {
    const html = await adminPage(editor, `term.php?taxonomy=category&tag_ID=${id}&post_type=post`);
    return { html, form: formFields(formHtml(html, /<form name="edittag" id="edittag"/)) };
  };
  const saveCategory = async (form: URLSearchParams, change: (form: URLSearchParams) => void): Promise<number> => {
    const sent = new URLSearchParams(form);
    change(sent);
    return (await adminRequest(editor, 'edit-tags.php', sent)).status;
  };

  it('show the language and a category per other language, with a nonce, on the edit screen', async () => {
    const { html, form } = await categoryScreen(categories.en);
    expect(html).toContain('Language of this category');
    expect(form.get('newsdesk_category_translations_nonce')).toMatch(/^[0-9a-f]{10}$/);
    expect(form.get('newsdesk_category_lang')).toBe('');
    expect(['it', 'en', 'fr', 'de', 'es', 'pt'].map((lang) => form.get(`newsdesk_category_translation[${lang}]`))).toEqual(['0', '0', '0', '0', '0', '0']);
    // Names escaped, the category itself not offered.
    expect(html).toContain(`<option value="${categories.it}">${PROBE} Robotica &amp; co</option>`);
    expect(html).not.toContain(`<option value="${categories.en}">`);
  });

  it('link a category to its translations from its edit screen, stored as Polylang stores a group', async () => {
    const { form } = await categoryScreen(categories.en);
    expect(
      await saveCategory(form, (sent) => {
        sent.set('newsdesk_category_lang', 'en');
        sent.set('newsdesk_category_translation[it]', String(categories.it));
        sent.set('newsdesk_category_translation[fr]', String(categories.fr));
      }),
    ).toBe(302);
    const stored = await categoryGroup(categories.en);
    expect(stored!.name).toMatch(/^pll_[0-9a-f]{13}$/);
    expect(stored!.group).toEqual({ en: categories.en, it: categories.it, fr: categories.fr });
    expect(stored!.objects).toEqual([categories.en, categories.it, categories.fr].sort((a, b) => a - b));
    expect(announced('newsdesk_category_translations_linked', writes())).toEqual([[categories.en, categories.it, categories.fr].sort((a, b) => a - b)]);

    // The Italian category's screen shows its language and the group.
    const italian = await categoryScreen(categories.it);
    expect(italian.form.get('newsdesk_category_lang')).toBe('it');
    expect([italian.form.get('newsdesk_category_translation[en]'), italian.form.get('newsdesk_category_translation[fr]')]).toEqual([String(categories.en), String(categories.fr)]);
    expect(italian.form.has('newsdesk_category_translation[it]')).toBe(false);
  });

  it('write nothing when nothing changed, unlink one, relink another, and refuse two of one language', async () => {
    let { form } = await categoryScreen(categories.en);
    expect(await saveCategory(form, () => {})).toBe(302);
    expect(writes()).toEqual([]);

    expect(await saveCategory(form, (sent) => sent.set('newsdesk_category_translation[fr]', '0'))).toBe(302);
    expect((await categoryGroup(categories.en))!.group).toEqual({ en: categories.en, it: categories.it });
    expect(await categoryGroup(categories.fr)).toBeNull();
    writes();

    ({ form } = await categoryScreen(categories.en));
    expect(await saveCategory(form, (sent) => sent.set('newsdesk_category_translation[it]', String(categories.it2)))).toBe(302);
    expect((await categoryGroup(categories.en))!.group).toEqual({ en: categories.en, it: categories.it2 });
    expect(await categoryGroup(categories.it)).toBeNull();
    writes();

    // The category itself given as its own translation; then no language with translations.
    const before = await categoryGroup(categories.en);
    ({ form } = await categoryScreen(categories.en));
    expect(await saveCategory(form, (sent) => sent.set('newsdesk_category_translation[fr]', String(categories.en)))).toBe(302);
    expect(await saveCategory(form, (sent) => sent.set('newsdesk_category_lang', ''))).toBe(302);
    expect(await categoryGroup(categories.en)).toEqual(before);
    expect(writes()).toEqual([]);
    const next = await categoryScreen(categories.en);
    expect(noticeText(next.html)).toEqual([
      `The translations of the category “${PROBE} Robots” were not changed: ${categories.en} is given in English and in Français: one item has one language.`,
      `The translations of the category “${PROBE} Robots” were not changed: Choose the language of this category to link its translations.`,
    ]);
  });

  it('change nothing without the nonce or for a user who may not manage categories', async () => {
    const before = await categoryGroup(categories.en);
    const { form } = await categoryScreen(categories.en);
    expect(await saveCategory(form, (sent) => { sent.delete('newsdesk_category_translations_nonce'); sent.set('newsdesk_category_translation[it]', '0'); })).toBe(302);
    expect(await categoryGroup(categories.en)).toEqual(before);
    await wordpress.php(`
      wp_set_current_user( get_user_by( 'login', 'translations-author' )->ID );
      $_POST = array(
        'newsdesk_category_translations_nonce' => wp_create_nonce( 'newsdesk_category_translations_nonce_${categories.en}' ),
        'newsdesk_category_lang'               => 'en',
        'newsdesk_category_lang_shown'         => 'en',
        'newsdesk_category_translation'        => array( 'it' => '0' ),
        'newsdesk_category_translation_shown'  => array( 'it' => '${categories.it2}' ),
      );
      do_action( 'edited_category', ${categories.en}, 0 );`);
    expect(await categoryGroup(categories.en)).toEqual(before);
    expect(writes()).toEqual([]);
  });

  it('link a new category from the add form (Posts → Categories): it joins the group of the one it translates', async () => {
    const html = await adminPage(editor, 'edit-tags.php?taxonomy=category');
    const form = formFields(formHtml(html, /<form id="addtag"/));
    expect(form.get('newsdesk_category_translations_nonce')).toMatch(/^[0-9a-f]{10}$/);
    form.set('tag-name', `${PROBE} Robótica`);
    form.set('slug', 'wombatlink-robotica-es');
    form.set('newsdesk_category_lang', 'es');
    form.set('newsdesk_category_translation[en]', String(categories.en));
    const added = await adminRequest(editor, `${wordpress.origin}/wp-admin/admin-ajax.php`, form);
    expect(added.status).toBe(200);
    const id = Number(/<term_id><!\[CDATA\[(\d+)\]\]><\/term_id>/.exec(added.html)?.[1] ?? /id="tag-(\d+)"/.exec(added.html)?.[1]);
    expect(id, added.html.slice(0, 300)).toBeGreaterThan(0);
    try {
      expect((await categoryGroup(categories.en))!.group).toEqual({ en: categories.en, it: categories.it2, es: id });
      expect(announced('newsdesk_category_translations_linked', writes())).toEqual([[categories.en, categories.it2, id].sort((a, b) => a - b)]);
    } finally {
      await deleteTerms(wordpress, 'category', [id]);
    }
  });
});

describe('with Polylang active', () => {
  it('shows no box nor fields of its own and saves nothing: Polylang’s own screens link translations', async () => {
    const polylang = { 'X-Newsdesk-Test-Polylang': '1' };
    const before = await postGroup(posts.en);
    const screen = await editScreen(editor, posts.en);
    const page = await adminRequest(editor, `post.php?post=${posts.en}&action=edit`, undefined, polylang);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<form class="metabox-base-form">');
    expect(page.html).not.toContain('newsdesk-translations');
    expect(page.html).not.toContain('translation-panel.js');
    const saved = await adminRequest(editor, screen.url, new URLSearchParams([...screen.form, ['newsdesk_translation_unlink[it]', '1']]), polylang);
    expect(saved.status).toBe(302);
    expect(await postGroup(posts.en)).toEqual(before);
    expect(writes()).toEqual([]);
    const category = await adminRequest(editor, `term.php?taxonomy=category&tag_ID=${categories.en}&post_type=post`, undefined, polylang);
    expect(category.status).toBe(200);
    expect(category.html).toContain('id="edittag"');
    expect(category.html).not.toContain('newsdesk_category_lang');
  });
});

describe('the debug log (WP_DEBUG)', () => {
  it('gained nothing from any screen, save or call of this file but WordPress 6.1’s own deprecations under PHP 8.2', () => {
    const lines = wordpress.debugLog().slice(logOffset).split('\n').filter((line) => line.trim() !== '' && !/PHP Deprecated: .* in \S+\/wp-includes\/Requests\//.test(line));
    expect(lines).toEqual([]);
  });
});
