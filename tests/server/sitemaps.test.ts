import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGS, LANGUAGE_TABLE, type Lang } from '../../src/domain/language.ts';
import { SITE_ORIGIN, startDemoSite } from './demoSite.ts';
import { attr, childElements, elements, SITEMAP_XSD, text, withoutExtensions, xmllint } from './xmlValidators.ts';

// W3C datetime as sitemaps.org and Google News accept it.
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;
const HOUR = 3_600_000;

describe('sitemaps of the demo site, as crawlers read them', () => {
  let site: Awaited<ReturnType<typeof startDemoSite>>;
  let index: string;
  let listed: string[];
  beforeAll(async () => {
    site = await startDemoSite();
    index = await (await site.get('/sitemap.xml')).text();
    listed = elements(index, 'sitemap').map((s) => text(s, 'loc') ?? '');
  });
  afterAll(() => site.close());

  it('answers the index as XML that crawlers may cache, listing absolute sitemap URLs with valid dates', async () => {
    const response = await site.get('/sitemap.xml');
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=3600, s-maxage=3600, stale-while-revalidate=\d+, stale-if-error=\d+$/);
    expect(xmllint(index).ok).toBe(true);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    for (const lang of LANGS) {
      for (const kind of ['pages', 'categories', 'authors', 'posts-1', 'news']) expect(listed).toContain(`${SITE_ORIGIN}/sitemaps/${lang}-${kind}.xml`);
    }
    for (const sitemap of elements(index, 'sitemap')) {
      const lastmod = text(sitemap, 'lastmod');
      if (lastmod !== undefined) expect(lastmod).toMatch(W3C_DATETIME);
    }
  });

  it('serves every listed sitemap, each valid against the sitemaps.org schema', async () => {
    for (const loc of listed) {
      const response = await site.get(loc);
      expect(response.status, loc).toBe(200);
      const xml = await response.text();
      const verdict = xmllint(withoutExtensions(xml), SITEMAP_XSD);
      expect(verdict.output, loc).toContain('validates');
      expect(verdict.ok, `${loc}\n${verdict.output}`).toBe(true);
    }
  });

  it('names every translation of an article or a category in the sitemaps, each cluster the same from every member', async () => {
    // loc → its alternates (hreflang → href), across every language's posts and categories sitemaps.
    const clusters = new Map<string, Map<string, string>>();
    for (const lang of LANGS) {
      for (const kind of ['posts-1', 'categories']) {
        const xml = await (await site.get(`/sitemaps/${lang}-${kind}.xml`)).text();
        for (const url of elements(xml, 'url')) {
          const links = childElements(url, 'xhtml:link');
          for (const link of links) expect(attr(link, 'rel')).toBe('alternate');
          clusters.set(text(url, 'loc')!, new Map(links.map((link) => [attr(link, 'hreflang')!, attr(link, 'href')!])));
        }
      }
    }
    const linked = [...clusters].filter(([, alternates]) => alternates.size > 0);
    // The demo links most stories and every category; a quarter of the stories stand alone in each language.
    expect(linked.length).toBeGreaterThan(clusters.size / 2);
    expect(linked.length).toBeLessThan(clusters.size);
    for (const [loc, alternates] of linked) {
      const members = [...alternates].filter(([hreflang]) => hreflang !== 'x-default');
      expect(members.map(([, href]) => href), loc).toContain(loc);
      expect(members.length, loc).toBeGreaterThan(1);
      expect(alternates.get('x-default'), loc).toBeDefined();
      for (const [hreflang, href] of members) {
        expect(LANGUAGE_TABLE[href.slice(SITE_ORIGIN.length + 1, SITE_ORIGIN.length + 3) as Lang].bcp47, href).toBe(hreflang);
        // Every member is listed by its own language's sitemap, naming exactly the same members.
        const theirs = clusters.get(href);
        expect(theirs, `${loc} names ${href}, which no sitemap lists`).toBeDefined();
        expect([...theirs!].filter(([h]) => h !== 'x-default'), `${href} from ${loc}`).toEqual(members);
      }
    }
  });

  it('lists all 48 demo posts of a language, each under a URL that answers 200 without redirecting', async () => {
    const xml = await (await site.get('/sitemaps/es-posts-1.xml')).text();
    const urls = elements(xml, 'url');
    expect(urls).toHaveLength(48);
    for (const url of urls.slice(0, 12)) {
      const loc = text(url, 'loc')!;
      expect(text(url, 'lastmod'), loc).toMatch(W3C_DATETIME);
      const page = await fetch(`${site.base}${loc.slice(SITE_ORIGIN.length)}`, { redirect: 'manual' });
      expect(page.status, loc).toBe(200);
    }
  });

  it("lists every author of a language once, each page answering 200 and naming them, with the author's languages as alternates", async () => {
    for (const lang of ['it', 'pt'] as const) {
      const xml = await (await site.get(`/sitemaps/${lang}-authors.xml`)).text();
      const locs = elements(xml, 'url').map((url) => text(url, 'loc')!);
      expect(locs.length, lang).toBeGreaterThanOrEqual(2);
      expect(new Set(locs).size).toBe(locs.length);
      for (const loc of locs) {
        expect(loc).toMatch(new RegExp(`^${SITE_ORIGIN}/${lang}/author/[a-z0-9-]+$`));
        const page = await fetch(`${site.base}${loc.slice(SITE_ORIGIN.length)}`, { redirect: 'manual' });
        expect(page.status, loc).toBe(200);
        expect(await page.text()).toContain(`<link rel="canonical" href="${loc}"/>`);
      }
      // The demo's journalists each write in one language: their page is theirs alone.
      for (const url of elements(xml, 'url')) {
        expect(childElements(url, 'xhtml:link').map((link) => attr(link, 'hreflang'))).toEqual(lang === 'it' ? ['it-IT', 'x-default'] : ['pt-PT']);
      }
    }
  });

  it('gives each page its hreflang alternates as Google documents them: itself included, absolute, plus x-default', async () => {
    const xml = await (await site.get('/sitemaps/fr-pages.xml')).text();
    const urls = elements(xml, 'url');
    expect(urls.length).toBeGreaterThanOrEqual(3);
    for (const url of urls) {
      const loc = text(url, 'loc')!;
      const alternates = childElements(url, 'xhtml:link');
      expect(alternates.length, loc).toBeGreaterThan(1);
      for (const link of alternates) {
        expect(attr(link, 'rel')).toBe('alternate');
        expect(attr(link, 'hreflang')).toMatch(/^([a-z]{2}-[A-Z]{2}|x-default)$/);
        expect(attr(link, 'href')).toMatch(/^https:\/\/news\.example\//);
      }
      expect(alternates.map((l) => attr(l, 'href')), loc).toContain(loc);
    }
    const home = urls.find((u) => text(u, 'loc') === `${SITE_ORIGIN}/fr`)!;
    expect(childElements(home, 'xhtml:link').map((l) => attr(l, 'hreflang'))).toEqual([...LANGS.map((lang) => LANGUAGE_TABLE[lang].bcp47), 'x-default']);
  });

  it('puts in the Google News sitemap only the last 48 hours of posts, with every field Google requires', async () => {
    const response = await site.get('/sitemaps/pt-news.xml');
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=300, s-maxage=300, stale-while-revalidate=\d+, stale-if-error=\d+$/);
    const xml = await response.text();
    const news = elements(xml, 'news:news');
    // The demo publishes a post every five hours up to now: ten fall in the window.
    expect(news.length).toBeGreaterThanOrEqual(9);
    expect(news.length).toBeLessThanOrEqual(10);
    for (const entry of news) {
      expect(text(entry, 'news:name')).toBe('Newsdesk');
      expect(text(entry, 'news:language')).toBe('pt');
      const published = text(entry, 'news:publication_date')!;
      expect(published).toMatch(W3C_DATETIME);
      expect(Date.now() - new Date(published).getTime()).toBeLessThanOrEqual(48 * HOUR);
      expect(text(entry, 'news:title')?.trim()).not.toBe('');
    }
  });

  it('answers a sitemap that does not exist with 404, and one in an unknown language too', async () => {
    for (const path of ['/sitemaps/en-posts-2.xml', '/sitemaps/xx-pages.xml', '/sitemaps/en-writers.xml', '/sitemaps/xx-authors.xml']) {
      expect((await site.get(path)).status, path).toBe(404);
    }
  });
});
