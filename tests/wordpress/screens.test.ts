// Newsdesk as production composes it, reading the real WordPress with the
// companion plugin and the imported demo dataset: every screen type, in the six
// languages, with the statuses readers and crawlers get, and the sitemaps and
// feeds. What each page must show is read from the dataset WordPress was given,
// not from Newsdesk: the other side of the contract suite, which checks the
// plugin's answers, is that the site built on them holds together.
import { decodeHTML } from 'entities';
import type { Document, Element } from 'domhandler';
import { findAll, findOne, getAttributeValue, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import Parser from 'rss-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDataset, type LanguageDataset } from '../../adapters/demo-content/dataset/buildDataset.ts';
import type { DemoPost } from '../../adapters/demo-content/dataset/buildPosts.ts';
import type { WireTocEntry } from '../../adapters/demo-content/dataset/wireTypes.ts';
import { LANGS, LANGUAGE_TABLE, type Lang } from '../../src/domain/language.ts';
import { TRANSLATIONS } from '../../web/i18n/translations.ts';
import { SITE_ORIGIN, startComposedSite } from '../builders/composedSite.ts';
import { elements, text } from '../server/xmlValidators.ts';
import { demoNow, localWordpress } from './fixtures.ts';

/** Newsdesk as production composes it, reading the local WordPress. */
const startSite = (apiBase: string) => startComposedSite({ CONTENT_API_URL: apiBase });

/** The not-found heading as each language's readers read it (web/i18n/{lang}.json). */
const notFoundHeading = (lang: Lang): string => TRANSLATIONS[lang]['error404']!;

/** Accent- and case-free, as search compares words. */
const fold = (value: string): string => value.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

const hasClass = (element: Element, name: string): boolean => (getAttributeValue(element, 'class') ?? '').split(/\s+/).includes(name);
const byClass = (root: Document | Element, name: string): Element[] => findAll((e) => hasClass(e, name), root.children);
const byTestId = (root: Document | Element, id: string): Element | undefined => findOne((e) => getAttributeValue(e, 'data-testid') === id, root.children) ?? undefined;
const required = <A>(value: A | undefined | null, what: string): A => {
  if (value === undefined || value === null) throw new Error(`missing: ${what}`);
  return value;
};
/** Where each post card in a part of the page leads, in order: the title link (the image link repeats it). */
const cardLinks = (root: Document | Element): string[] =>
  byClass(root, 'post-card__title').map((title) => getAttributeValue(required(findOne((e) => e.name === 'a', title.children), 'card link'), 'href') ?? '');
const headLinks = (doc: Document, rel: string): Element[] => findAll((e) => e.name === 'link' && getAttributeValue(e, 'rel') === rel, doc.children);

/** Straight quotes: WordPress renders headings and titles with typographic ones (wptexturize), the dataset has either. */
const straight = (value: string): string => value.replace(/[‘’]/g, "'").replace(/[“”]/g, '"');

/** The table of contents the dataset gave a post, in either spelling WordPress may have stored. */
const tocOf = (post: DemoPost): { slug: string; name: string }[] => {
  const entries = (typeof post.full.index_slugs === 'string' ? JSON.parse(post.full.index_slugs) : post.full.index_slugs) as WireTocEntry[];
  return entries.map((entry) => ({ slug: String(entry.slug ?? entry.id), name: decodeHTML(String(entry.name ?? entry.title)) }));
};

/** A word of at least eight letters that only one post's title holds, and that post. */
const wordOfOneTitle = (data: LanguageDataset): { word: string; post: DemoPost } => {
  const titles = data.posts.map((post) => ({ post, words: decodeHTML(post.full.title).split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 8) }));
  for (const { post, words } of titles) {
    for (const word of words) {
      if (titles.filter((other) => fold(decodeHTML(other.post.full.title)).includes(fold(word))).length === 1) return { word, post };
    }
  }
  throw new Error(`${data.lang}: no title word of its own`);
};

describe('Newsdesk on the real WordPress: every screen, six languages', () => {
  let site: Awaited<ReturnType<typeof startSite>>;
  const dataset = () => demoDataset({ now: demoNow(), mediaBase: '' });
  beforeAll(async () => {
    site = await startSite(localWordpress().apiBase);
  });
  afterAll(() => site.close());

  const get = (path: string) => fetch(`${site.base}${path}`, { redirect: 'manual', signal: AbortSignal.timeout(30_000) });
  const page = async (path: string, status = 200) => {
    const response = await get(path);
    const html = await response.text();
    expect(response.status, path).toBe(status);
    return parseDocument(html);
  };
  const redirect = async (path: string) => {
    const response = await get(path);
    await response.body?.cancel();
    return { status: response.status, location: response.headers.get('location') };
  };
  const xml = async (path: string) => {
    const response = await get(path);
    expect(response.status, path).toBe(200);
    return response.text();
  };

  describe.each(LANGS)('in %s', (lang) => {
    const data = () => dataset().languages[lang];
    const links = (posts: readonly DemoPost[]) => posts.map((post) => post.full.link);
    /** A post filed in a subcategory, with a table of contents: the article of these tests. */
    const article = () => data().posts.find((post) => post.full.sub_category !== undefined && tocOf(post).length > 0)!;

    it('renders the home: the 8 newest posts trending, the 12 next latest, then the most read', async () => {
      const doc = await page(`/${lang}`);
      const newest = links(data().posts);
      expect(cardLinks(required(byTestId(doc, 'trending'), 'trending'))).toEqual(newest.slice(0, 8));
      expect(cardLinks(required(byTestId(doc, 'latest'), 'latest'))).toEqual(newest.slice(8, 20));
      const mostRead = cardLinks(required(byTestId(doc, 'most-read'), 'most read'));
      expect(mostRead.length).toBeGreaterThan(0);
      // The most read leave out what the home shows already: its trending and latest posts.
      const shown = newest.slice(0, 20);
      expect(mostRead).toEqual(links(data().popularPosts).filter((link) => !shown.includes(link)).slice(0, mostRead.length));
    });

    it('lists the latest posts newest first, twenty a page, and their second page', async () => {
      const path = `/${lang}/${LANGUAGE_TABLE[lang].slugs.latestPosts}`;
      const newest = links(data().posts);
      expect(cardLinks(required(byTestId(await page(path), 'listing-posts'), 'posts'))).toEqual(newest.slice(0, 20));
      expect(cardLinks(required(byTestId(await page(`${path}?page=2`), 'listing-posts'), 'posts'))).toEqual(newest.slice(20, 40));
    });

    it('lists a category’s and a subcategory’s posts, only posts filed there', async () => {
      const section = data().categories.tree.find((node) => node.children.length > 0)!;
      const sub = section.children.find((child) => child.count > 0)!;
      for (const [category, filedHere] of [
        [section, (post: DemoPost) => post.full.parent_category.slug === section.slug],
        [sub, (post: DemoPost) => post.full.sub_category?.slug === sub.slug],
      ] as const) {
        const doc = await page(category.link);
        expect(textContent(required(findOne((e) => e.name === 'h1', doc.children), 'heading'))).toBe(decodeHTML(category.name));
        const shown = cardLinks(required(byTestId(doc, 'listing-posts'), `${category.link} posts`));
        expect(shown.length, category.link).toBeGreaterThan(0);
        expect(links(data().posts.filter(filedHere)), category.link).toEqual(expect.arrayContaining(shown));
      }
    });

    it('renders an article at its canonical address: headline, body with its table of contents, related and most read', async () => {
      const post = article();
      const doc = await page(post.full.link);
      const body = required(byTestId(doc, 'article'), 'article');
      // A title is HTML, which WordPress renders with typographic quotes: its words are the dataset's.
      expect(straight(textContent(byClass(body, 'article__title')[0]!))).toBe(straight(decodeHTML(post.full.title_h1.replace(/<[^>]*>/g, ''))));
      expect(textContent(byClass(body, 'article__subtitle')[0]!)).toBe(post.full.subtitle);
      const toc = tocOf(post);
      const tocLinks = byClass(required(byClass(body, 'toc')[0], 'table of contents'), 'toc__link');
      expect(tocLinks.map((link) => [getAttributeValue(link, 'href'), straight(textContent(link))])).toEqual(toc.map((entry) => [`#${entry.slug}`, straight(entry.name)]));
      // Each entry leads to a heading of the body.
      const bodyHtml = required(byClass(body, 'article-body')[0], 'body');
      for (const entry of toc) expect(findOne((e) => /^h[2-4]$/.test(e.name) && getAttributeValue(e, 'id') === entry.slug, bodyHtml.children), entry.slug).toBeTruthy();
      const related = cardLinks(required(byClass(doc, 'related')[0], 'related'));
      expect(related.length).toBeGreaterThan(0);
      const sameSection = data().posts.filter((other) => other !== post && other.full.parent_category.slug === post.full.parent_category.slug);
      expect(links(sameSection)).toEqual(expect.arrayContaining(related));
      const mostRead = cardLinks(required(byTestId(doc, 'most-read'), 'most read'));
      expect(mostRead.length).toBeGreaterThan(0);
      // The most read leave out what the page shows already: the article and its related posts.
      expect(mostRead).toEqual(links(data().popularPosts.filter((other) => other !== post)).filter((link) => !related.includes(link)).slice(0, mostRead.length));
    });

    it('answers the article’s /article/ form with a 301 to its canonical address', async () => {
      const post = article();
      expect(await redirect(`/${lang}/article/${post.slug}`)).toEqual({ status: 301, location: post.full.link });
    });

    it('finds the post whose title holds a word, and nothing for a word no post holds', async () => {
      const { word, post } = wordOfOneTitle(data());
      const found = await page(`/${lang}/search?q=${encodeURIComponent(word)}`);
      expect(cardLinks(required(byTestId(found, 'listing-posts'), 'results'))).toContain(post.full.link);
      const none = await page(`/${lang}/search?q=qzxwvkjqzx`);
      expect(byTestId(none, 'listing-posts')).toBeUndefined();
      expect(byClass(none, 'listing__empty')).toHaveLength(1);
    });

    it('suggests the spelling the titles use when a misspelled word finds nothing', async () => {
      const { word } = wordOfOneTitle(data());
      const typo = `${word.slice(0, 3)}${word[3] === 'x' ? 'q' : 'x'}${word.slice(4)}`;
      const doc = await page(`/${lang}/search?q=${encodeURIComponent(typo)}`);
      expect(byTestId(doc, 'listing-posts')).toBeUndefined();
      const suggestion = required(findOne((e) => e.name === 'a', required(byTestId(doc, 'did-you-mean'), `did you mean, for ${typo}`).children), 'suggestion link');
      expect(fold(textContent(suggestion))).toBe(fold(word));
      expect(getAttributeValue(suggestion, 'href')).toMatch(new RegExp(`^/${lang}/search\\?q=`));
    });

    it('renders about and terms with their translations as hreflang alternates', async () => {
      const bcp47 = Object.fromEntries(LANGS.map((other) => [other, dataset().languages[other].posts[0]!.full.locale_bcp47]));
      // The dataset's pages of the language: about and terms.
      for (const demo of data().pagesBySlug.values()) {
        const doc = await page(demo.link);
        expect(textContent(required(findOne((e) => e.name === 'h1', doc.children), 'heading'))).toBe(decodeHTML(demo.title));
        const alternates = headLinks(doc, 'alternate')
          .filter((link) => getAttributeValue(link, 'hreflang') !== undefined && getAttributeValue(link, 'hreflang') !== 'x-default')
          .map((link) => [getAttributeValue(link, 'hreflang'), getAttributeValue(link, 'href')]);
        expect(alternates.sort()).toEqual(demo.translations.map((tr) => [bcp47[tr.lang], `${SITE_ORIGIN}${tr.permalink}`]).sort());
      }
    });

    it('gives every article and section the hreflang cluster WordPress links it in, x-default included, and a select leading to it', async () => {
      /** The alternates a page must name: each version of the dataset's group, and x-default (the Italian one, else its own). */
      const expected = (own: string, versions: readonly { lang: string; permalink: string }[]): string[][] =>
        versions.length < 2
          ? []
          : [
              ...versions.map((v) => [LANGUAGE_TABLE[v.lang as Lang].bcp47, `${SITE_ORIGIN}${v.permalink}`]),
              ['x-default', `${SITE_ORIGIN}${(versions.find((v) => v.lang === 'it') ?? { permalink: own }).permalink}`],
            ];
      const shown = (doc: Document): string[][] =>
        headLinks(doc, 'alternate')
          .filter((link) => getAttributeValue(link, 'hreflang') !== undefined)
          .map((link) => [getAttributeValue(link, 'hreflang')!, getAttributeValue(link, 'href')!]);
      const options = (doc: Document): string[] => findAll((e) => e.name === 'option', required(findOne((e) => getAttributeValue(e, 'id') === 'language-select', doc.children), 'language select').children).map((o) => getAttributeValue(o, 'value')!);
      let linked = 0;
      for (const post of data().posts) {
        const doc = await page(post.full.link);
        expect(shown(doc), post.full.link).toEqual(expected(post.full.link, post.full.translations));
        const versions = new Map(post.full.translations.map((v) => [v.lang, v.permalink]));
        expect(options(doc), post.full.link).toEqual(LANGS.map((other) => versions.get(other) ?? `/${other}`));
        if (post.full.translations.length > 1) linked += 1;
      }
      expect(linked).toBeGreaterThan(0);
      for (const section of dataset().languages[lang].categories.tree) {
        expect(shown(await page(section.link)), section.link).toEqual(expected(section.link, section.translations ?? []));
      }
    }, 180_000);

    it('answers an unknown article with the translated not-found page and a 404', async () => {
      const post = article();
      const elsewhere = post.full.link.replace(/[^/]+$/, 'no-post-ever-had-this-slug');
      for (const path of [`/${lang}/article/no-post-ever-had-this-slug`, elsewhere]) {
        const doc = await page(path, 404);
        expect(textContent(required(findOne((e) => e.name === 'h1', required(byTestId(doc, 'not-found'), 'not found').children), 'heading'))).toBe(notFoundHeading(lang));
        expect(getAttributeValue(required(findOne((e) => e.name === 'html', doc.children), 'html'), 'lang')).toBe(post.full.locale_bcp47);
      }
    });

    it('sends an unknown single segment to the language’s home with a 302', async () => {
      expect(await redirect(`/${lang}/no-such-section-or-page`)).toEqual({ status: 302, location: `/${lang}` });
    });

    it('lists the language’s sitemaps in the index and the WordPress content in each', async () => {
      const index = elements(await xml('/sitemap.xml'), 'sitemap').map((entry) => text(entry, 'loc') ?? '');
      const mine = index.filter((loc) => loc.startsWith(`${SITE_ORIGIN}/sitemaps/${lang}-`));
      const ofKind = (kind: string) => mine.filter((loc) => new RegExp(`/${lang}-${kind}(-\\d+)?\\.xml$`).test(loc));
      const locs = async (sitemaps: string[]) => {
        expect(sitemaps.length).toBeGreaterThan(0);
        const found: string[] = [];
        for (const loc of sitemaps) found.push(...elements(await xml(loc.slice(SITE_ORIGIN.length)), 'url').map((url) => text(url, 'loc') ?? ''));
        return found;
      };
      const absolute = (paths: readonly string[]) => paths.map((path) => `${SITE_ORIGIN}${path}`);

      expect(await locs(ofKind('pages'))).toEqual(expect.arrayContaining(absolute([...data().pagesBySlug.values()].map((p) => p.link))));
      const tree = data().categories.tree.filter((node) => node.count > 0);
      const categoryLinks = tree.flatMap((node) => [node.link, ...node.children.filter((child) => child.count > 0).map((child) => child.link)]);
      expect(await locs(ofKind('categories'))).toEqual(expect.arrayContaining(absolute(categoryLinks)));
      expect((await locs(ofKind('posts'))).sort()).toEqual(absolute(links(data().posts)).sort());
      // Google News: the last two days only. An hour each side of the bound for the run's own time.
      const age = (post: DemoPost) => Date.now() - post.publishedAt.getTime();
      const news = await locs(ofKind('news'));
      expect(news).toEqual(expect.arrayContaining(absolute(links(data().posts.filter((post) => age(post) < 47 * 3_600_000)))));
      expect(absolute(links(data().posts.filter((post) => age(post) < 49 * 3_600_000)))).toEqual(expect.arrayContaining(news));
    });

    it('offers the language’s feed, newest posts first, and a category’s feed of its posts', async () => {
      const parser = new Parser();
      const feed = await parser.parseString(await xml(`/feeds/${lang}.xml`));
      const items = feed.items.map((item) => item.link ?? '');
      expect(items.length).toBeGreaterThan(0);
      expect(items).toEqual(links(data().posts).slice(0, items.length).map((path) => `${SITE_ORIGIN}${path}`));
      const section = data().categories.tree.find((node) => node.count > 0)!;
      const categoryFeed = await parser.parseString(await xml(`/feeds/${lang}/${section.slug}.xml`));
      const filed = links(data().posts.filter((post) => post.full.parent_category.slug === section.slug)).map((path) => `${SITE_ORIGIN}${path}`);
      const categoryItems = categoryFeed.items.map((item) => item.link ?? '');
      expect(categoryItems.length).toBeGreaterThan(0);
      expect(filed).toEqual(expect.arrayContaining(categoryItems));
    });
  });
});
