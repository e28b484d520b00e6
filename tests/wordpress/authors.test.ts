import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDataset } from '../../adapters/demo-content/dataset/buildDataset.ts';
import { phpString } from '../../scripts/wordpress/phpSource.ts';
import { LANGS } from '../../src/domain/language.ts';
import { createUser, deleteUsers } from './authorUsers.ts';
import { demoNow, localWordpress } from './fixtures.ts';
import { restoreOptions, snapshotOptions, type OptionSnapshot } from './optionSnapshot.ts';
import { startPurgeRecorder, type PurgeRecorder } from './purgeRecorder.ts';
import { deletePosts, updatePost } from './wordpressContent.ts';

// Bylines from WordPress (issue 32): every card and full post carries its
// author (the WordPress user who wrote it: user_nicename, display name,
// biography as text, and a picture of the Media Library chosen on the profile,
// never Gravatar); get-authors lists a language's authors, and an author's
// posts are a listing of their own, read from the plugin's index. The users and
// posts here are this file's own, made through WordPress and removed afterwards.

const wordpress = localWordpress();
const english = demoDataset({ now: demoNow(), mediaBase: '' }).languages.en;
/** Where this file's posts go: a subcategory of the demo. */
const place = english.categories.tree[1]!.children[0]!.slug;
const italianPlace = demoDataset({ now: demoNow(), mediaBase: '' }).languages.it.categories.tree[1]!.children[0]!.slug;
const PURGE_TOKEN = 'authors-test-purge-token-0123456789';
const PAGE = 20;

const get = async (path: string): Promise<{ status: number; body: any; queries: number }> => {
  const answer = await fetch(`${wordpress.apiBase}${path}`, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(30_000) });
  return { status: answer.status, body: (await answer.json()) as unknown, queries: Number(answer.headers.get('x-newsdesk-queries')) };
};
const authorsOf = (lang: string, extra = '') => get(`/v6/get-authors?lang=${lang}${extra}`);
const authorPosts = (lang: string, author: string, page = 1, staging = false) =>
  get(`/v6/get-paginated-author-posts${staging ? '-staging' : ''}?lang=${lang}&author=${encodeURIComponent(author)}&page=${page}`);
const getPost = async (slug: string, lang = 'en') => (await get(`/v6/get_post?lang=${lang}&slug=${slug}`)).body[0];

interface Users {
  giulia: number;
  elise: number;
  ada: number;
  silent: number;
  italian: number;
}
let users: Users;
/** The attachment the prolific author has as a picture: a demo cover. */
let pictureId: number;
let recorder: PurgeRecorder;
let options: OptionSnapshot;
/** giulia's posts, newest first. */
let giuliaPosts: { id: number; slug: string }[] = [];
const extraPosts: number[] = [];

/** Creates posts by an author in one PHP run, a day apart going back from `daysAgo`; their ids and slugs, newest first. */
const createPostsBy = async (author: number, count: number, lang: string, category: string, daysAgo: number): Promise<{ id: number; slug: string }[]> =>
  JSON.parse(
    await wordpress.php(`
      wp_set_current_user( get_user_by( 'login', ${phpString(wordpress.login.user)} )->ID );
      $made = array();
      for ( $i = 0; $i < ${count}; $i++ ) {
        $when = time() - ( ${daysAgo} + $i ) * DAY_IN_SECONDS;
        $id   = wp_insert_post( array(
          'post_title'    => 'A byline story ' . $i . ' by ${author}',
          'post_content'  => '<p>Reported and written by one of our journalists.</p>',
          'post_status'   => 'publish',
          'post_author'   => ${author},
          'post_date'     => wp_date( 'Y-m-d H:i:s', $when ),
          'post_date_gmt' => gmdate( 'Y-m-d H:i:s', $when ),
          'post_category' => array( get_term_by( 'slug', ${phpString(category)}, 'category' )->term_id ),
          'tax_input'     => array( 'language' => array( get_term_by( 'slug', ${phpString(lang)}, 'language' )->term_id ) ),
        ), true );
        $made[] = array( 'id' => $id, 'slug' => get_post( $id )->post_name );
      }
      echo wp_json_encode( $made );`),
  ) as { id: number; slug: string }[];

beforeAll(async () => {
  recorder = await startPurgeRecorder();
  options = await snapshotOptions(wordpress, ['newsdesk_settings', 'newsdesk_purge_failures']);
  pictureId = Number(await wordpress.php(`echo (int) get_post_thumbnail_id( ${english.posts.find((p) => p.full.image)!.id} );`));
  expect(pictureId).toBeGreaterThan(0);
  users = {
    giulia: await createUser(wordpress, {
      slug: 'nd-giulia-ferri',
      name: 'Giulia Ferri & Co',
      description: '<p>Covers <strong>AI policy</strong>   in Europe.</p><script>alert("bio")</script>',
      email: 'giulia@example.org',
      avatarId: pictureId,
    }),
    elise: await createUser(wordpress, { slug: 'nd-elise-martin', name: 'Élise Martin', description: '<p> </p>', email: 'elise@example.org' }),
    ada: await createUser(wordpress, { slug: 'nd-ada-zeta', name: 'ada Zeta' }),
    // A picture id that is no image: a post.
    silent: await createUser(wordpress, { slug: 'nd-silent', name: 'Silent Partner', avatarId: english.posts[0]!.id }),
    italian: await createUser(wordpress, { slug: 'nd-redazione-it', name: 'Redazione Italiana', description: 'Scrive di robotica.' }),
  };
  giuliaPosts = await createPostsBy(users.giulia, PAGE + 1, 'en', place, 4000);
  extraPosts.push(
    ...(await createPostsBy(users.elise, 1, 'en', place, 4100)).map((p) => p.id),
    ...(await createPostsBy(users.ada, 1, 'en', place, 4101)).map((p) => p.id),
    ...(await createPostsBy(users.italian, 2, 'it', italianPlace, 4102)).map((p) => p.id),
    ...(await createPostsBy(0, 1, 'en', place, 4103)).map((p) => p.id),
    // A user id that is no user (deleted by SQL, or an import's leftover).
    ...(await createPostsBy(987654, 1, 'en', place, 4104)).map((p) => p.id),
  );
}, 180_000);

afterAll(async () => {
  if (options) await restoreOptions(wordpress, options);
  await deletePosts(wordpress, extraPosts);
  await deleteUsers(wordpress, users ? Object.values(users) : []);
  await recorder?.close();
}, 120_000);

describe('the byline of a post', () => {
  it('is the WordPress user who wrote it: slug, name and biography as text, and the picture of the Media Library', async () => {
    const post = await getPost(giuliaPosts[0]!.slug);
    expect(post.author).toEqual({ slug: 'nd-giulia-ferri', name: 'Giulia Ferri & Co', description: 'Covers AI policy in Europe.', avatar: expect.any(String) });
    // The picture is the site's own upload, which answers as an image.
    const avatar = new URL(post.author.avatar);
    expect(avatar.origin).toBe(new URL(wordpress.apiBase).origin);
    expect(avatar.pathname).toMatch(/^\/wp-content\/uploads\/.+\.jpg$/);
    const image = await fetch(post.author.avatar);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
  });

  it('is on every card of the post too: latest posts, its category, related posts and search', async () => {
    const newest = giuliaPosts[0]!;
    const expected = (await getPost(newest.slug)).author;
    const related = await get(`/v6/relatedpost?lang=en&id=${extraPosts[0]}&title=`);
    const cards = [
      ...(await authorPosts('en', 'nd-giulia-ferri')).body.posts,
      ...related.body.response,
    ].filter((card: any) => card.id === newest.id);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card.author).toEqual(expected);
    const search = await get(`/v6/search-custom?lang=en&s=${encodeURIComponent('byline story')}&wpsolr_page=1&version=new`);
    const found = search.body.response.filter((card: any) => card.author?.slug === 'nd-giulia-ferri');
    expect(found.length).toBeGreaterThan(0);
    for (const card of found) expect(card.author).toEqual(expected);
  });

  it('is absent when the post has no user as its author, or a user that no longer exists', async () => {
    const [noUser, goneUser] = extraPosts.slice(-2);
    for (const id of [noUser, goneUser]) {
      const slug = await wordpress.php(`echo get_post( ${id} )->post_name;`);
      const post = await getPost(slug);
      expect(post.id).toBe(id);
      expect(post).not.toHaveProperty('author');
    }
  });

  it('has an empty description for a biography of markup only, and no picture when none was chosen, even with an e-mail address Gravatar knows', async () => {
    const [elisePost] = extraPosts;
    const slug = await wordpress.php(`echo get_post( ${elisePost} )->post_name;`);
    const answer = await get(`/v6/get_post?lang=en&slug=${slug}`);
    expect(answer.body[0].author).toEqual({ slug: 'nd-elise-martin', name: 'Élise Martin', description: '' });
    expect(JSON.stringify(answer.body)).not.toMatch(/gravatar/i);
  });

  it('has no picture when the id chosen is no image of the Media Library', async () => {
    const { body } = await authorsOf('en', '&slug=nd-silent');
    // Silent Partner has no post: never an author of the language.
    expect(body).toEqual([]);
    const shaped = JSON.parse(await wordpress.php(`echo wp_json_encode( \\Newsdesk\\Content\\Authors::fields( get_userdata( ${users.silent} ) ) );`));
    expect(shaped).toEqual({ slug: 'nd-silent', name: 'Silent Partner', description: '' });
  });

  it('never names Gravatar anywhere in the answers of the contract', async () => {
    const answers = await Promise.all([
      get('/v6/get-paginated-latest-posts?lang=en&page=1'),
      authorsOf('en'),
      authorPosts('en', 'nd-giulia-ferri'),
      get(`/v6/get_post?lang=en&slug=${giuliaPosts[1]!.slug}`),
    ]);
    for (const answer of answers) expect(JSON.stringify(answer.body)).not.toMatch(/gravatar|secure\.gravatar|\/avatar\//i);
  });
});

describe('get-authors', () => {
  it('lists the authors with a published post in the language, by name whatever the accents and case, each once', async () => {
    const { status, body } = await authorsOf('en');
    expect(status).toBe(200);
    const ours = body.filter((author: any) => author.slug.startsWith('nd-')).map((author: any) => author.slug);
    expect(ours).toEqual(['nd-ada-zeta', 'nd-elise-martin', 'nd-giulia-ferri']);
    expect(new Set(body.map((author: any) => author.slug)).size).toBe(body.length);
    const giulia = body.find((author: any) => author.slug === 'nd-giulia-ferri');
    expect(giulia).toEqual((await getPost(giuliaPosts[0]!.slug)).author);
  });

  it('lists each language’s own authors', async () => {
    const italian = (await authorsOf('it')).body.filter((author: any) => author.slug.startsWith('nd-'));
    expect(italian).toEqual([{ slug: 'nd-redazione-it', name: 'Redazione Italiana', description: 'Scrive di robotica.' }]);
    for (const lang of LANGS.filter((l) => l !== 'en' && l !== 'it')) {
      expect((await authorsOf(lang)).body.filter((author: any) => author.slug.startsWith('nd-'))).toEqual([]);
    }
  });

  it('answers one author by slug, and [] for an unknown slug or an author without a post in the language', async () => {
    expect((await authorsOf('en', '&slug=nd-giulia-ferri')).body.map((a: any) => a.slug)).toEqual(['nd-giulia-ferri']);
    expect((await authorsOf('en', '&slug=nobody-here')).body).toEqual([]);
    expect((await authorsOf('it', '&slug=nd-giulia-ferri')).body).toEqual([]);
    expect((await authorsOf('en', '&slug=nd-redazione-it')).body).toEqual([]);
  });

  it('refuses a language it does not serve, as every call does', async () => {
    expect((await authorsOf('xx')).status).toBe(400);
  });
});

describe('an author’s posts', () => {
  it('pages them newest first, 20 a page, with the totals and links of the other listings, on production and staging paths', async () => {
    for (const staging of [false, true]) {
      const first = await authorPosts('en', 'nd-giulia-ferri', 1, staging);
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ current_page: 1, total_posts: PAGE + 1, total_pages: 2, prev_page_url: null });
      expect(first.body.posts.map((p: any) => p.id)).toEqual(giuliaPosts.slice(0, PAGE).map((p) => p.id));
      expect(first.body.next_page_url).toContain('page=2');
      const second = await authorPosts('en', 'nd-giulia-ferri', 2, staging);
      expect(second.body).toMatchObject({ current_page: 2, total_posts: PAGE + 1, total_pages: 2, next_page_url: null });
      expect(second.body.posts.map((p: any) => p.id)).toEqual([giuliaPosts[PAGE]!.id]);
      const past = await authorPosts('en', 'nd-giulia-ferri', 9, staging);
      expect(past.body).toMatchObject({ total_posts: PAGE + 1, total_pages: 2, posts: [] });
    }
  });

  it('is an empty listing for an unknown author, or one without posts in the language, not an error', async () => {
    for (const [lang, slug] of [['en', 'nobody-here'], ['fr', 'nd-giulia-ferri'], ['en', 'nd-redazione-it']]) {
      const answer = await authorPosts(lang!, slug!);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ total_posts: 0, total_pages: 0, posts: [], next_page_url: null });
    }
  });

  it('answers 400 without an author', async () => {
    expect((await get('/v6/get-paginated-author-posts?lang=en&page=1')).status).toBe(400);
    expect((await get('/v6/get-paginated-author-posts?lang=en&author=&page=1')).status).toBe(400);
  });

  it('costs the same queries for a page of 20 posts as for a page of 1, and get-authors a bounded few', async () => {
    const full = await authorPosts('en', 'nd-giulia-ferri', 1);
    const short = await authorPosts('en', 'nd-giulia-ferri', 2);
    expect(full.queries).toBeGreaterThan(0);
    expect(full.queries).toBe(short.queries);
    // Another author: other users, other picture (none), the same work.
    const other = await authorPosts('en', 'nd-ada-zeta', 1);
    expect(other.body.posts).toHaveLength(1);
    expect(Math.abs(other.queries - full.queries)).toBeLessThanOrEqual(2);
    const everyone = await authorsOf('en');
    const one = await authorsOf('en', '&slug=nd-giulia-ferri');
    // The bounds of docs/running-with-wordpress.md.
    expect(everyone.queries).toBeLessThanOrEqual(16);
    expect(one.queries).toBeLessThanOrEqual(16);
    expect(full.queries).toBeLessThanOrEqual(28);
  });
});

describe('a database error', () => {
  const failQueries = (pattern: string) => wordpress.php(`update_option( 'ndtest_failing_query', ${JSON.stringify(pattern)}, true );`);
  const healQueries = () => wordpress.php("delete_option( 'ndtest_failing_query' );");

  it('makes both calls a 500, never an empty list, and nothing of it is kept', async () => {
    // This file's posts are the oldest: on the last page of the latest posts, where their authors are loaded.
    const lastPage = (await get('/v6/get-paginated-latest-posts?lang=en&page=1')).body.total_pages;
    try {
      for (const [path, pattern] of [
        ['/v6/get-authors?lang=en', '/newsdesk_author_counts/'],
        ['/v6/get-authors?lang=en&slug=nd-giulia-ferri', '/FROM wp_users WHERE user_nicename/'],
        ['/v6/get-paginated-author-posts?lang=en&author=nd-giulia-ferri&page=1', '/newsdesk_author_counts/'],
        ['/v6/get-paginated-author-posts?lang=en&author=nd-giulia-ferri&page=1', '/newsdesk_posts WHERE post_type/'],
        // The bylines' own queries: the users, then their meta.
        [`/v6/get-paginated-latest-posts?lang=en&page=${lastPage}`, '/FROM wp_users WHERE ID IN/'],
        [`/v6/get-paginated-latest-posts?lang=en&page=${lastPage}`, '/FROM wp_usermeta WHERE user_id IN/'],
        ['/v6/get-authors?lang=en', '/SELECT wp_posts\\.\\* FROM wp_posts WHERE ID IN/'],
      ] as const) {
        const healthy = await get(path);
        expect(healthy.status).toBe(200);
        await failQueries(pattern);
        const failed = await get(path);
        expect({ path, status: failed.status, code: failed.body.code }).toEqual({ path, status: 500, code: 'newsdesk_database_error' });
        await healQueries();
        expect((await get(path)).body).toEqual(healthy.body);
      }
    } finally {
      await healQueries();
    }
  });
});

describe('the author picture on the profile screen', () => {
  /** Saves a picture id as `actor` would through the profile form: with WordPress's nonce for that user, or a forged one. */
  const saveAs = async (actor: number, userId: number, value: string, nonce: 'valid' | 'forged') =>
    JSON.parse(
      await wordpress.php(`
        require_once ABSPATH . 'wp-admin/includes/user.php';
        add_filter( 'wp_die_handler', static function () { return static function () { throw new RuntimeException( 'wp_die' ); }; } );
        wp_set_current_user( ${actor} );
        $_POST['newsdesk_avatar_id'] = ${phpString(value)};
        $_POST['_wpnonce'] = $_REQUEST['_wpnonce'] = ${nonce === 'valid' ? `wp_create_nonce( 'update-user_${userId}' )` : "'0123456789'"};
        $died = false;
        try {
          do_action( ${actor === userId ? "'personal_options_update'" : "'edit_user_profile_update'"}, ${userId} );
        } catch ( RuntimeException $e ) {
          $died = true;
        }
        $errors = new WP_Error();
        $user   = (object) array( 'ID' => ${userId} );
        do_action_ref_array( 'user_profile_update_errors', array( &$errors, true, &$user ) );
        $saved = metadata_exists( 'user', ${userId}, 'newsdesk_avatar_id' ) ? (int) get_user_meta( ${userId}, 'newsdesk_avatar_id', true ) : null;
        echo wp_json_encode( array( 'died' => $died, 'saved' => $saved, 'errors' => $errors->get_error_codes() ) );`),
    ) as { died: boolean; saved: number | null; errors: string[] };

  const admin = async () => Number(await wordpress.php(`echo get_user_by( 'login', ${phpString(wordpress.login.user)} )->ID;`));

  it('shows the field with the picture chosen, escaped, to whoever may edit the user', async () => {
    const html = await wordpress.php(`wp_set_current_user( get_user_by( 'login', ${phpString(wordpress.login.user)} )->ID ); do_action( 'edit_user_profile', get_userdata( ${users.giulia} ) );`);
    expect(html).toContain('name="newsdesk_avatar_id"');
    expect(html).toContain(`value="${pictureId}"`);
    expect(html).toMatch(/<img id="newsdesk-avatar-preview" src="http[^"]+\/wp-content\/uploads\/[^"]+"/);
    // Another author may not edit Giulia: nothing is shown to them.
    expect(await wordpress.php(`wp_set_current_user( ${users.ada} ); do_action( 'edit_user_profile', get_userdata( ${users.giulia} ) );`)).toBe('');
  });

  it('saves an image id with the capability and the profile’s nonce, and clears it when emptied', async () => {
    const administrator = await admin();
    const other = Number(await wordpress.php(`echo (int) get_post_thumbnail_id( ${english.posts.filter((p) => p.full.image)[1]!.id} );`));
    expect(await saveAs(administrator, users.ada, ` ${other}abc`, 'valid')).toEqual({ died: false, saved: other, errors: [] });
    // An author edits their own profile.
    expect(await saveAs(users.ada, users.ada, '', 'valid')).toEqual({ died: false, saved: null, errors: [] });
  });

  it('saves nothing with a forged nonce, nor for a user who may not edit that profile, nor an id that is no image', async () => {
    const administrator = await admin();
    expect(await saveAs(administrator, users.elise, String(pictureId), 'forged')).toMatchObject({ died: true, saved: null });
    expect(await saveAs(users.ada, users.elise, String(pictureId), 'valid')).toMatchObject({ died: false, saved: null });
    expect(await saveAs(administrator, users.elise, String(english.posts[0]!.id), 'valid')).toEqual({ died: false, saved: null, errors: ['newsdesk_avatar_id'] });
  });
});

describe('purge', () => {
  const purgedDuring = async (work: () => Promise<unknown>): Promise<string[]> => {
    const before = recorder.purges.length;
    await work();
    return recorder.purges.slice(before).flatMap((purge) => purge.body.tags);
  };
  const everyLanguage = (slug: string) => LANGS.map((lang) => `author-${lang}-${slug}`);

  beforeAll(async () => {
    await wordpress.php(`update_option( 'newsdesk_settings', array( 'url' => '${recorder.url}', 'purge_token' => '${PURGE_TOKEN}' ) );`);
  });

  it('purges the author’s tag in every language when their name, biography or picture changes', async () => {
    expect(await purgedDuring(() => wordpress.php(`wp_update_user( array( 'ID' => ${users.elise}, 'display_name' => 'Élise Martin-Roy' ) );`))).toEqual(expect.arrayContaining(everyLanguage('nd-elise-martin')));
    expect(await purgedDuring(() => wordpress.php(`wp_update_user( array( 'ID' => ${users.elise}, 'description' => 'Now covers robotics.' ) );`))).toEqual(expect.arrayContaining(everyLanguage('nd-elise-martin')));
    expect(await purgedDuring(() => wordpress.php(`update_user_meta( ${users.elise}, 'newsdesk_avatar_id', ${pictureId} );`))).toEqual(expect.arrayContaining(everyLanguage('nd-elise-martin')));
    expect(await purgedDuring(() => wordpress.php(`delete_user_meta( ${users.elise}, 'newsdesk_avatar_id' );`))).toEqual(expect.arrayContaining(everyLanguage('nd-elise-martin')));
    // The answers show the change at once: nothing cached kept the old byline.
    expect((await authorsOf('en', '&slug=nd-elise-martin')).body).toEqual([{ slug: 'nd-elise-martin', name: 'Élise Martin-Roy', description: 'Now covers robotics.' }]);
  });

  it('purges nothing for a save that changes nothing a byline shows', async () => {
    expect(await purgedDuring(() => wordpress.php(`wp_update_user( array( 'ID' => ${users.elise}, 'user_url' => 'https://example.org/elise' ) );`))).toEqual([]);
  });

  it('purges the old slug and the new one when the slug changes', async () => {
    const tags = await purgedDuring(() => wordpress.php(`wp_update_user( array( 'ID' => ${users.ada}, 'user_nicename' => 'nd-ada-zeta-2' ) );`));
    expect(tags).toEqual(expect.arrayContaining([...everyLanguage('nd-ada-zeta'), ...everyLanguage('nd-ada-zeta-2')]));
    expect((await authorPosts('en', 'nd-ada-zeta-2')).body.total_posts).toBe(1);
    expect((await authorPosts('en', 'nd-ada-zeta')).body.total_posts).toBe(0);
    await wordpress.php(`wp_update_user( array( 'ID' => ${users.ada}, 'user_nicename' => 'nd-ada-zeta' ) );`);
  });

  it('purges the author’s tag with the post’s when one of their posts changes, and both authors’ when it changes hands', async () => {
    const post = giuliaPosts[3]!;
    const updated = await purgedDuring(() => updatePost(wordpress, post.id, { post_title: 'A byline story, corrected' }));
    expect(updated).toEqual(expect.arrayContaining([`post-${post.id}`, 'author-en-nd-giulia-ferri']));
    const handed = await purgedDuring(() => updatePost(wordpress, post.id, { post_author: String(users.elise) }));
    expect(handed).toEqual(expect.arrayContaining([`post-${post.id}`, 'author-en-nd-giulia-ferri', 'author-en-nd-elise-martin']));
    // The index follows: Élise has one more post, Giulia one fewer.
    expect((await authorPosts('en', 'nd-elise-martin')).body.posts.map((p: any) => p.id)).toContain(post.id);
    expect((await authorPosts('en', 'nd-giulia-ferri')).body.total_posts).toBe(PAGE);
    const trashed = await purgedDuring(() => wordpress.php(`wp_trash_post( ${post.id} );`));
    expect(trashed).toEqual(expect.arrayContaining([`post-${post.id}`, 'author-en-nd-elise-martin']));
    await wordpress.php(`wp_untrash_post( ${post.id} ); wp_publish_post( ${post.id} ); wp_update_post( array( 'ID' => ${post.id}, 'post_author' => ${users.giulia} ) );`);
    expect((await authorPosts('en', 'nd-giulia-ferri')).body.total_posts).toBe(PAGE + 1);
  });

  it('purges a deleted author’s tag, and gives their posts’ index rows to the user who gets them', async () => {
    const stand = await createUser(wordpress, { slug: 'nd-stand-in', name: 'Stand In' });
    const [story] = await createPostsBy(stand, 1, 'en', place, 4200);
    const tags = await purgedDuring(() => wordpress.php(`require_once ABSPATH . 'wp-admin/includes/user.php'; wp_delete_user( ${stand}, ${users.elise} );`));
    expect(tags).toEqual(expect.arrayContaining(everyLanguage('nd-stand-in')));
    expect((await authorsOf('en', '&slug=nd-stand-in')).body).toEqual([]);
    expect((await authorPosts('en', 'nd-elise-martin')).body.posts.map((p: any) => p.id)).toContain(story!.id);
    extraPosts.push(story!.id);
  });
});
