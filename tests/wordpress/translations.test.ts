// Linked translations on the real WordPress: posts and categories answer their
// translations from Polylang's data model, written here as Polylang writes it (a
// `post_translations` term named `pll_…` whose description is the serialized
// language => post id map, a `term_translations` term whose objects are category
// ids). Every post of every answer names itself and its published translations in
// Newsdesk's language order (docs/content-api-contract.md, "Translations"); a
// draft, a private, a password-protected or a trashed member is never named, nor
// a member whose language is not its key; a database error while reading them is
// a 500. When a member changes what its translations show of it, the others are
// purged too. The posts, categories and groups here are this file's own, removed
// afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDataset } from '../../adapters/demo-content/dataset/buildDataset.ts';
import { buildImportBundle } from '../../scripts/wordpress/demoBundle.ts';
import { phpString } from '../../scripts/wordpress/phpSource.ts';
import { LANGS, type Lang } from '../../src/domain/language.ts';
import { demoNow, localWordpress } from './fixtures.ts';
import { restoreOptions, snapshotOptions, type OptionSnapshot } from './optionSnapshot.ts';
import { startPurgeRecorder, type PurgeRecorder } from './purgeRecorder.ts';
import { createCategory, createPost, deletePosts, deleteTerms, updatePost, type CreatedPost, type PostSpec } from './wordpressContent.ts';

const wordpress = localWordpress();
const PURGE_TOKEN = 'translations-test-purge-token-0123456789';
/** A word only this file's story has in its title: search finds it alone. */
const WORD = 'quokkaglyph';

interface Translation {
  readonly lang: string;
  readonly slug: string;
  readonly permalink: string;
  readonly date?: string;
  readonly id?: number;
}

const get = async (path: string): Promise<{ status: number; body: any }> => {
  const answer = await fetch(`${wordpress.apiBase}${path}`, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(30_000) });
  return { status: answer.status, body: (await answer.json()) as unknown };
};
const getPost = async (lang: Lang, slug: string): Promise<any> => {
  const answer = await get(`/v6/get_post?lang=${lang}&slug=${encodeURIComponent(slug)}`);
  expect(answer.status, `${lang}/${slug}`).toBe(200);
  return answer.body[0];
};

/** Writes a group as Polylang does; the term's id. */
const linkPosts = async (group: Partial<Record<Lang, number>>): Promise<number> =>
  Number(await wordpress.php(`
    $group = json_decode( ${phpString(JSON.stringify(group))}, true );
    $term  = wp_insert_term( uniqid( 'pll_' ), 'post_translations', array( 'description' => serialize( $group ) ) );
    foreach ( $group as $id ) {
      wp_set_object_terms( $id, (int) $term['term_id'], 'post_translations' );
    }
    echo (int) $term['term_id'];`));

const linkCategories = async (group: Partial<Record<Lang, number>>): Promise<number> =>
  Number(await wordpress.php(`
    $group = json_decode( ${phpString(JSON.stringify(group))}, true );
    $term  = wp_insert_term( uniqid( 'pll_' ), 'term_translations', array( 'description' => serialize( $group ) ) );
    foreach ( $group as $id ) {
      wp_set_object_terms( (int) $id, (int) $term['term_id'], 'term_translations' );
    }
    echo (int) $term['term_id'];`));

/** What a post's translations say of it: what its own get_post answers. */
const entryOf = (lang: Lang, post: any): Translation => ({ lang, slug: post.name, permalink: post.link, date: post.datePublished, id: post.id });

const groupTerms: { taxonomy: string; id: number }[] = [];
let logStart = 0;
const posts: number[] = [];
const categories: number[] = [];

const make = async (spec: PostSpec): Promise<CreatedPost> => {
  const made = await createPost(wordpress, spec);
  posts.push(made.id);
  return made;
};

let story: Record<'it' | 'en' | 'fr' | 'de' | 'es' | 'pt', CreatedPost>;
let mismatched: { en: CreatedPost; german: CreatedPost };
let alone: CreatedPost;
const sections = { en: 0, it: 0, fr: 0, enSub: 0, itSub: 0, alone: 0 };

beforeAll(async () => {
  logStart = wordpress.debugLog().length;
  sections.en = await createCategory(wordpress, 'Translated robotics', 'nd-tr-robotics');
  sections.it = await createCategory(wordpress, 'Robotica tradotta', 'nd-tr-robotica');
  sections.fr = await createCategory(wordpress, 'Robotique traduite', 'nd-tr-robotique');
  sections.enSub = await createCategory(wordpress, 'Robots', 'nd-tr-robots', sections.en);
  sections.itSub = await createCategory(wordpress, 'Robot', 'nd-tr-robot', sections.it);
  sections.alone = await createCategory(wordpress, 'Untranslated', 'nd-tr-alone');
  categories.push(...Object.values(sections));
  // Published now: the newest of their language, on the first page of its latest posts.
  const now = { daysAhead: 0 };
  story = {
    it: await make({ ...now, title: `Il ${WORD} impara`, lang: 'it', slug: 'nd-tr-story-it', categories: ['nd-tr-robot'] }),
    en: await make({ ...now, title: `The ${WORD} learns`, lang: 'en', slug: 'nd-tr-story-en', categories: ['nd-tr-robots'] }),
    // No category: its address is /fr/article/{slug}; its section is shown in no language (no French post in it).
    fr: await make({ ...now, title: `Le ${WORD} apprend`, lang: 'fr', slug: 'nd-tr-story-fr' }),
    de: await make({ ...now, title: 'Entwurf', lang: 'de', slug: 'nd-tr-story-de', status: 'draft' }),
    es: await make({ ...now, title: 'Protegido', lang: 'es', slug: 'nd-tr-story-es', password: 'secret' }),
    pt: await make({ ...now, title: 'Privado', lang: 'pt', slug: 'nd-tr-story-pt', status: 'private' }),
  };
  groupTerms.push({ taxonomy: 'post_translations', id: await linkPosts(Object.fromEntries(LANGS.map((lang) => [lang, story[lang].id]))) });
  mismatched = {
    en: await make({ title: 'A post with a misfiled translation', lang: 'en', slug: 'nd-tr-misfiled-en', categories: ['nd-tr-robots'], daysAhead: -1 }),
    german: await make({ title: 'Ein deutscher Beitrag', lang: 'de', slug: 'nd-tr-misfiled-de', daysAhead: -1 }),
  };
  // The German post filed under the French key: its language is not its key.
  groupTerms.push({ taxonomy: 'post_translations', id: await linkPosts({ en: mismatched.en.id, fr: mismatched.german.id }) });
  alone = await make({ title: 'A post of its own', lang: 'en', slug: 'nd-tr-alone', categories: ['nd-tr-alone'], daysAhead: -1 });
  groupTerms.push({ taxonomy: 'term_translations', id: await linkCategories({ it: sections.it, en: sections.en, fr: sections.fr }) });
  groupTerms.push({ taxonomy: 'term_translations', id: await linkCategories({ it: sections.itSub, en: sections.enSub }) });
}, 180_000);

afterAll(async () => {
  await deletePosts(wordpress, posts);
  await deleteTerms(wordpress, 'category', [...categories].reverse());
  await wordpress.php(`foreach ( json_decode( ${phpString(JSON.stringify(groupTerms))}, true ) as $term ) { wp_delete_term( $term['id'], $term['taxonomy'] ); }`);
}, 120_000);

describe("a post's translations", () => {
  it('names every published member, itself included, in the language order, and each member names the same', async () => {
    const published = { it: await getPost('it', story.it.slug), en: await getPost('en', story.en.slug), fr: await getPost('fr', story.fr.slug) };
    const expected = (['it', 'en', 'fr'] as const).map((lang) => entryOf(lang, published[lang]));
    expect(expected.map((entry) => entry.permalink)).toEqual(['/it/nd-tr-robotica/nd-tr-robot/nd-tr-story-it', '/en/nd-tr-robotics/nd-tr-robots/nd-tr-story-en', '/fr/article/nd-tr-story-fr']);
    expect(expected.map((entry) => entry.date)).toEqual(expected.map(() => expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/)));
    for (const lang of ['it', 'en', 'fr'] as const) expect(published[lang].translations, lang).toEqual(expected);
  });

  it('never names a draft, a private or a password-protected member, which the site does not answer either', async () => {
    const named = (await getPost('en', story.en.slug)).translations.map((entry: Translation) => entry.id);
    for (const lang of ['de', 'es', 'pt'] as const) {
      expect(named, lang).not.toContain(story[lang].id);
      expect((await get(`/v6/get_post?lang=${lang}&slug=${story[lang].slug}`)).body, lang).toEqual([]);
    }
  });

  it('ignores a member whose language is not its key in the group', async () => {
    const en = await getPost('en', mismatched.en.slug);
    expect(en.translations).toEqual([entryOf('en', en)]);
  });

  it('names itself alone when it is in no group', async () => {
    const post = await getPost('en', alone.slug);
    expect(post.translations).toEqual([entryOf('en', post)]);
  });

  it('carries them on the cards of every listing: latest posts, a category, search, related posts', async () => {
    const expected = (await getPost('en', story.en.slug)).translations;
    const cardOf = (cards: any[]) => cards.find((card) => card.id === story.en.id);
    const latest = await get('/v6/get-paginated-latest-posts?lang=en&page=1');
    expect(cardOf(latest.body.posts)?.translations).toEqual(expected);
    const category = await get('/v6/get-paginated-posts?lang=en&category=nd-tr-robotics&page=1');
    expect(cardOf(category.body.posts)?.translations).toEqual(expected);
    const search = await get(`/v6/search-custom?lang=en&s=${WORD}&spellcheck=true&wpsolr_page=1&qdata=any&version=new`);
    expect(search.body.response.map((card: any) => card.id)).toEqual([story.en.id]);
    expect(search.body.response[0].translations).toEqual(expected);
    const related = await get(`/v6/relatedpost?lang=en&id=${mismatched.en.id}&title=${mismatched.en.slug}`);
    expect(cardOf(related.body.response)?.translations).toEqual(expected);
    // Every card carries its own, itself at least.
    for (const card of [...latest.body.posts, ...category.body.posts, ...related.body.response]) {
      expect(card.translations.filter((entry: Translation) => entry.id === card.id), String(card.id)).toEqual([expect.objectContaining({ lang: 'en', permalink: card.link })]);
    }
  });

  it('drops a member once it is trashed', async () => {
    const trashed = await make({ title: `Un ${WORD} mis à la corbeille`, lang: 'fr', slug: 'nd-tr-trashed-fr' });
    const kept = await make({ title: 'A translation that stays', lang: 'en', slug: 'nd-tr-trashed-en' });
    groupTerms.push({ taxonomy: 'post_translations', id: await linkPosts({ en: kept.id, fr: trashed.id }) });
    expect((await getPost('en', kept.slug)).translations.map((entry: Translation) => entry.lang)).toEqual(['en', 'fr']);
    await wordpress.php(`wp_trash_post( ${trashed.id} );`);
    expect((await getPost('en', kept.slug)).translations.map((entry: Translation) => entry.lang)).toEqual(['en']);
  });
});

describe("a category's translations", () => {
  const nodeOf = (tree: any[], slug: string): any => tree.flatMap((section) => [section, ...section.children]).find((node) => node.slug === slug);

  it('names the members of its group shown in their language, itself included, sections and subcategories alike', async () => {
    const en = (await get('/v6/get-categories?lang=en')).body;
    const it = (await get('/v6/get-categories?lang=it')).body;
    const sectionGroup = [
      { lang: 'it', slug: 'nd-tr-robotica', permalink: '/it/nd-tr-robotica' },
      // The French member holds no French post: it is in no menu, so it is not named.
      { lang: 'en', slug: 'nd-tr-robotics', permalink: '/en/nd-tr-robotics' },
    ];
    const subGroup = [
      { lang: 'it', slug: 'nd-tr-robot', permalink: '/it/nd-tr-robotica/nd-tr-robot' },
      { lang: 'en', slug: 'nd-tr-robots', permalink: '/en/nd-tr-robotics/nd-tr-robots' },
    ];
    expect(nodeOf(en, 'nd-tr-robotics').translations).toEqual(sectionGroup);
    expect(nodeOf(it, 'nd-tr-robotica').translations).toEqual(sectionGroup);
    expect(nodeOf(en, 'nd-tr-robots').translations).toEqual(subGroup);
    expect(nodeOf(it, 'nd-tr-robot').translations).toEqual(subGroup);
    expect(nodeOf(en, 'nd-tr-alone').translations).toEqual([{ lang: 'en', slug: 'nd-tr-alone', permalink: '/en/nd-tr-alone' }]);
    // Every node names itself.
    for (const node of en.flatMap((section: any) => [section, ...section.children])) {
      expect(node.translations.filter((entry: Translation) => entry.lang === 'en'), node.slug).toEqual([{ lang: 'en', slug: node.slug, permalink: node.link }]);
    }
  });

  it('answers them with one category asked by slug', async () => {
    const [node] = (await get('/v6/get-categories?lang=it&slug=nd-tr-robot')).body;
    expect(node.translations.map((entry: Translation) => entry.lang)).toEqual(['it', 'en']);
  });
});

describe('a database error while reading translations', () => {
  const failQueries = (pattern: string) => wordpress.php(`update_option( 'ndtest_failing_query', ${JSON.stringify(pattern)}, true );`);
  const healQueries = () => wordpress.php("delete_option( 'ndtest_failing_query' );");
  const failure = { status: 500, body: { code: 'newsdesk_database_error', message: expect.any(String), data: { status: 500 } } };

  afterAll(healQueries);

  it('answers 500 when the translations cannot be loaded, never a post without them', async () => {
    const healthy = await get(`/v6/get_post?lang=en&slug=${story.en.slug}`);
    // Only the query loading the translations (_prime_post_caches: `WHERE ID IN (…)`, the Italian one among them).
    await failQueries(`/WHERE ID IN \\((?=[\\d,]*\\b${story.it.id}\\b)/`);
    try {
      expect(await get(`/v6/get_post?lang=en&slug=${story.en.slug}`)).toEqual(failure);
      expect(await get('/v6/get-paginated-latest-posts?lang=en&page=1')).toEqual(failure);
      expect(await get(`/v6/search-custom?lang=en&s=${WORD}&wpsolr_page=1&qdata=any&version=new`)).toEqual(failure);
    } finally {
      await healQueries();
    }
    expect(await get(`/v6/get_post?lang=en&slug=${story.en.slug}`)).toEqual(healthy);
  });

  it('answers 500 when the groups cannot be read, posts and categories alike', async () => {
    await failQueries("/'post_translations'/");
    try {
      expect(await get(`/v6/get_post?lang=en&slug=${story.en.slug}`)).toEqual(failure);
    } finally {
      await healQueries();
    }
    await failQueries("/'term_translations'/");
    try {
      expect(await get('/v6/get-categories?lang=en')).toEqual(failure);
    } finally {
      await healQueries();
    }
    expect((await get('/v6/get-categories?lang=en')).status).toBe(200);
  });
});

describe('purge', () => {
  let recorder: PurgeRecorder;
  let options: OptionSnapshot;
  let group: Record<'it' | 'en' | 'fr', CreatedPost>;

  const purgedDuring = async (work: () => Promise<unknown>): Promise<string[]> => {
    const before = recorder.purges.length;
    await work();
    return recorder.purges.slice(before).flatMap((purge) => purge.body.tags);
  };

  beforeAll(async () => {
    recorder = await startPurgeRecorder();
    options = await snapshotOptions(wordpress, ['newsdesk_settings', 'newsdesk_purge_failures']);
    group = {
      it: await make({ title: 'Una storia da purgare', lang: 'it', slug: 'nd-tr-purge-it', categories: ['nd-tr-robot'], daysAhead: -2 }),
      en: await make({ title: 'A story to purge', lang: 'en', slug: 'nd-tr-purge-en', categories: ['nd-tr-robots'], daysAhead: -2 }),
      fr: await make({ title: 'Une histoire à purger', lang: 'fr', slug: 'nd-tr-purge-fr', daysAhead: -2 }),
    };
    groupTerms.push({ taxonomy: 'post_translations', id: await linkPosts({ it: group.it.id, en: group.en.id, fr: group.fr.id }) });
    await wordpress.php(`update_option( 'newsdesk_settings', array( 'url' => '${recorder.url}', 'purge_token' => '${PURGE_TOKEN}' ) );`);
  }, 120_000);

  afterAll(async () => {
    // Settings first: what the other afterAll deletes must not purge a recorder gone by then.
    if (options) await restoreOptions(wordpress, options);
    await recorder?.close();
  });

  it('purges no translation when a correction changes nothing they show of the post', async () => {
    const tags = await purgedDuring(() => updatePost(wordpress, group.en.id, { post_title: 'A story to purge, corrected' }));
    expect(tags).toContain(`post-${group.en.id}`);
    expect(tags).not.toContain(`post-${group.it.id}`);
    expect(tags).not.toContain(`post-${group.fr.id}`);
  });

  it("purges the translations' pages and their languages' listings when a post is unpublished, and published again", async () => {
    const unpublished = await purgedDuring(() => updatePost(wordpress, group.fr.id, { post_status: 'draft' }));
    expect(unpublished).toEqual(expect.arrayContaining([`post-${group.it.id}`, `post-${group.en.id}`, 'listing-it', 'listing-en']));
    const republished = await purgedDuring(() => updatePost(wordpress, group.fr.id, { post_status: 'publish' }));
    expect(republished).toEqual(expect.arrayContaining([`post-${group.it.id}`, `post-${group.en.id}`, 'listing-it', 'listing-en']));
  });

  it('purges them when a post is renamed', async () => {
    const tags = await purgedDuring(() => updatePost(wordpress, group.en.id, { post_name: 'nd-tr-purge-en-renamed' }));
    expect(tags).toEqual(expect.arrayContaining([`post-${group.it.id}`, `post-${group.fr.id}`, 'listing-it', 'listing-fr']));
  });

  it('purges them when a post is trashed, and when one is deleted for good', async () => {
    const trashed = await purgedDuring(() => wordpress.php(`wp_trash_post( ${group.fr.id} );`));
    expect(trashed).toEqual(expect.arrayContaining([`post-${group.it.id}`, `post-${group.en.id}`, 'listing-it', 'listing-en']));
    // Its group is read before WordPress deletes it, and the post with it.
    const deleted = await purgedDuring(() => wordpress.php(`wp_delete_post( ${group.it.id}, true );`));
    expect(deleted).toEqual(expect.arrayContaining([`post-${group.it.id}`, `post-${group.en.id}`, 'listing-en']));
  });

  it('purges the posts an editor linked or unlinked, and the categories', async () => {
    const linked = await purgedDuring(() => wordpress.php(`do_action( 'newsdesk_translations_linked', array( ${story.en.id}, ${story.it.id} ) );`));
    expect(linked).toEqual(expect.arrayContaining([`post-${story.en.id}`, `post-${story.it.id}`, 'listing-en', 'listing-it']));
    const categoryLinked = await purgedDuring(() => wordpress.php(`do_action( 'newsdesk_category_translations_linked', array( ${sections.en}, ${sections.itSub} ) );`));
    expect(categoryLinked).toEqual(expect.arrayContaining(['lang-en', 'category-en-nd-tr-robotics', 'lang-it', 'category-it-nd-tr-robot']));
  });
});

/** The demo's import bundle links its posts once scripts/wordpress/demoBundle.ts gives each its `group`. */
const dataset = demoDataset({ now: demoNow(), mediaBase: '' });
const bundleLinksPosts = buildImportBundle(dataset).posts.some((post) => typeof (post as { group?: unknown }).group === 'string');

describe('the imported demo', () => {
  it.skipIf(!bundleLinksPosts)("answers every demo post's and category's translations as the demo content does", async () => {
    for (const lang of LANGS) {
      const demo = dataset.languages[lang];
      // Every post, through the cards of the latest posts (this file's own posts left out).
      const cards: any[] = [];
      for (let page = 1; cards.length === 0 || cards.length % 20 === 0; page += 1) {
        const { body } = await get(`/v6/get-paginated-latest-posts?lang=${lang}&page=${page}`);
        if (body.posts.length === 0) break;
        cards.push(...body.posts);
      }
      const answered = new Map(cards.map((card) => [card.id as number, card.translations]));
      for (const post of demo.posts) expect(answered.get(post.id), `${lang}/${post.slug}`).toEqual(post.full.translations);
      // get_post too, for a post linked in every language and one that stands alone.
      for (const post of [demo.posts.find((p) => p.full.translations.length === LANGS.length)!, demo.posts.find((p) => p.full.translations.length === 1)!]) {
        expect((await getPost(lang, post.slug)).translations, `${lang}/${post.slug}`).toEqual(post.full.translations);
      }
      // Every section and subcategory of the language's tree.
      const tree = (await get(`/v6/get-categories?lang=${lang}`)).body;
      const nodes = new Map<string, unknown>(tree.flatMap((section: any) => [section, ...section.children]).map((node: any) => [node.slug, node.translations]));
      for (const node of demo.categories.tree.flatMap((section) => [section, ...section.children])) expect(nodes.get(node.slug), `${lang}/${node.slug}`).toEqual(node.translations);
    }
  });
});

describe('the debug log', () => {
  it('holds no notice, warning or error of PHP from this file', () => {
    const problems = wordpress.debugLog().slice(logStart).split('\n').filter((line) => /PHP (Notice|Warning|Deprecated|Fatal error|Parse error)/.test(line) && !/\/wp-includes\/Requests\//.test(line));
    expect(problems).toEqual([]);
  });
});
