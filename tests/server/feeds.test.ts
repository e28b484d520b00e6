import Parser from 'rss-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGS, LANGUAGE_TABLE } from '../../src/domain/language.ts';
import { SITE_ORIGIN, startDemoSite } from './demoSite.ts';

const parser = new Parser();

describe('RSS feeds of the demo site, as a feed reader parses them', () => {
  let site: Awaited<ReturnType<typeof startDemoSite>>;
  beforeAll(async () => {
    site = await startDemoSite();
  });
  afterAll(() => site.close());

  it('offers each language its newest 20 posts, newest first, with absolute links, dates and descriptions', async () => {
    for (const lang of LANGS) {
      const response = await site.get(`/feeds/${lang}.xml`);
      expect(response.status, lang).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
      expect(response.headers.get('cache-control')).toMatch(/^public, max-age=300, s-maxage=300, stale-while-revalidate=\d+, stale-if-error=\d+$/);
      const feed = await parser.parseString(await response.text());
      expect(feed.link).toBe(`${SITE_ORIGIN}/${lang}`);
      expect(feed.language).toBe(LANGUAGE_TABLE[lang].bcp47);
      expect(feed.title).toContain('Newsdesk');
      expect(feed.items).toHaveLength(20);
      const dates = feed.items.map((item) => Date.parse(item.pubDate ?? ''));
      expect(dates.every((d) => !Number.isNaN(d)), lang).toBe(true);
      expect([...dates].sort((a, b) => b - a)).toEqual(dates);
      for (const item of feed.items) {
        expect(item.link).toMatch(new RegExp(`^${SITE_ORIGIN}/${lang}/`));
        expect(item.guid).toBe(item.link);
        expect(item.title?.trim()).toBeTruthy();
        expect(item.contentSnippet?.trim()).toBeTruthy();
      }
    }
  });

  it('offers a feed per category and per subcategory, holding only that category’s posts', async () => {
    const feed = await parser.parseString(await (await site.get('/feeds/en/robotics.xml')).text());
    expect(feed.title).toBe('Robotics | Newsdesk');
    expect(feed.link).toBe(`${SITE_ORIGIN}/en/robotics`);
    expect(feed.items.length).toBeGreaterThan(0);
    for (const item of feed.items) expect(item.link, item.link).not.toMatch(/\/en\/(models|research|business|society|policy)\//);
    const sub = await parser.parseString(await (await site.get('/feeds/en/humanoid-robots.xml')).text());
    expect(sub.link).toBe(`${SITE_ORIGIN}/en/robotics/humanoid-robots`);
    expect(sub.items.length).toBeGreaterThan(0);
  });

  it('links each item to a page that answers 200 without a redirect', async () => {
    const feed = await parser.parseString(await (await site.get('/feeds/it.xml')).text());
    for (const item of feed.items.slice(0, 8)) {
      const response = await fetch(`${site.base}${item.link!.slice(SITE_ORIGIN.length)}`, { redirect: 'manual' });
      expect(response.status, item.link).toBe(200);
    }
  });

  it('announces the feeds in the head of the pages: the language’s everywhere, a category’s on its page', async () => {
    const home = await (await site.get('/de')).text();
    expect(home).toMatch(new RegExp(`<link rel="alternate" type="application/rss\\+xml" title="[^"]+" href="${SITE_ORIGIN}/feeds/de.xml"/>`));
    const category = await (await site.get('/en/robotics')).text();
    expect(category).toContain(`href="${SITE_ORIGIN}/feeds/en.xml"`);
    expect(category).toContain(`<link rel="alternate" type="application/rss+xml" title="Robotics | Newsdesk" href="${SITE_ORIGIN}/feeds/en/robotics.xml"/>`);
  });

  it('answers feeds of unknown categories or languages with 404', async () => {
    for (const path of ['/feeds/en/no-such-category.xml', '/feeds/xx.xml', '/feeds/xx/robotics.xml', '/feeds/en.rss']) {
      expect((await site.get(path)).status, path).toBe(404);
    }
  });
});
