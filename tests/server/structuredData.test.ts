import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { structuredDataTest } from 'structured-data-testing-tool';
import { Facebook, Google, Twitter } from 'structured-data-testing-tool/presets.js';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import Validator from '@adobe/structured-data-validator';
import { createInMemoryContent } from '../../adapters/in-memory/createInMemoryContent.ts';
import { createStaticTranslations } from '../../adapters/i18n/staticTranslations.ts';
import { loadConfig } from '../../server/config.ts';
import { createApp } from '../../server/container.ts';
import { TRANSLATIONS } from '../../web/i18n/translations.ts';
import { aPost } from '../builders/post.ts';
import { createRecordingLogger } from '../builders/recordingLogger.ts';
import { serveApp, type ServedApp } from '../builders/serveApp.ts';
import { SITE_ORIGIN, startDemoSite } from './demoSite.ts';

// Two independent, real validators: structured-data-testing-tool's Google,
// Twitter and Facebook presets (Google's required and recommended Article fields,
// the social cards) and Adobe's validator (Google's rules for BreadcrumbList and
// Organization). Each is first shown to catch a broken document.

const extract = (html: string) => new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(html);
const adobeErrors = async (html: string) => (await new Validator().validate(extract(html))).filter((i) => i.severity === 'ERROR');
const jsonLd = (html: string, type: string) => extract(html).jsonld[type]?.[0] as Record<string, any> | undefined;

/** structured-data-testing-tool rejects when a test fails; its report is on the error. */
const sdtt = (html: string, schemas: readonly string[]) =>
  structuredDataTest(html, { presets: [Google, Twitter, Facebook], schemas }).catch((error: { res?: { failed: { test: string }[] } }) => {
    throw new Error(`failed: ${error.res?.failed.map((t) => t.test).join(', ') ?? String(error)}`);
  });

/** The width and height a baseline JPEG's frame header (SOF0) declares. */
const jpegFrameSize = (bytes: Uint8Array): { width: number; height: number } => {
  for (let at = 2; at + 8 < bytes.length; at += 2 + ((bytes[at + 2]! << 8) | bytes[at + 3]!)) {
    if (bytes[at + 1] === 0xc0) return { height: (bytes[at + 5]! << 8) | bytes[at + 6]!, width: (bytes[at + 7]! << 8) | bytes[at + 8]! };
  }
  throw new Error('no SOF0 segment');
};

const page = (ld: object) => `<!DOCTYPE html><html><head><script type="application/ld+json">${JSON.stringify(ld)}</script></head><body></body></html>`;

describe('the validators themselves', () => {
  it('fail a NewsArticle without headline, author, dates or publisher logo', async () => {
    await expect(sdtt(page({ '@context': 'https://schema.org', '@type': 'NewsArticle', image: 'https://x.example/a.png' }), ['NewsArticle'])).rejects.toThrow(/headline/);
  });

  it('fail a BreadcrumbList whose items have no position or name', async () => {
    const broken = page({ '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: [{ '@type': 'ListItem', item: 'https://x.example/' }, { '@type': 'ListItem' }] });
    expect((await adobeErrors(broken)).length).toBeGreaterThan(0);
  });
});

describe('structured data of the demo site', () => {
  let site: Awaited<ReturnType<typeof startDemoSite>>;
  let articles: string[];
  beforeAll(async () => {
    // A newsroom that configured its X profile, so that the Twitter card has its account (an example handle; nothing is fetched).
    site = await startDemoSite({ SOCIAL_PROFILES: 'https://x.com/examplenewsroom' });
    const sitemap = await (await site.get('/sitemaps/en-posts-1.xml')).text();
    articles = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  });
  afterAll(() => site.close());

  it('passes both validators on the home: Organization with logo and WebSite with a SearchAction', async () => {
    const html = await (await site.get('/en')).text();
    const result = await sdtt(html, ['Organization', 'WebSite']);
    expect(result.failed).toEqual([]);
    expect(await adobeErrors(html)).toEqual([]);
    const org = jsonLd(html, 'Organization')!;
    expect(org['logo'].url).toBe(`${SITE_ORIGIN}/favicon.svg`);
    expect(jsonLd(html, 'WebSite')!['potentialAction'].target.urlTemplate).toBe(`${SITE_ORIGIN}/en/search?q={search_term_string}`);
  });

  it('passes both validators on articles, with every field Google lists for NewsArticle', async () => {
    for (const url of articles.slice(0, 6)) {
      const html = await (await site.get(url)).text();
      const result = await sdtt(html, ['NewsArticle', 'BreadcrumbList']);
      expect(result.failed, url).toEqual([]);
      expect(result.warnings, url).toEqual([]);
      expect(await adobeErrors(html), url).toEqual([]);
      const article = jsonLd(html, 'NewsArticle')!;
      expect(article['headline'].length, url).toBeLessThanOrEqual(110);
      expect(article['image'][0]).toMatchObject({ '@type': 'ImageObject', url: expect.stringMatching(/^https:\/\//) });
      expect(Date.parse(article['datePublished'])).not.toBeNaN();
      expect(article['datePublished']).toMatch(/(Z|[+-]\d{2}:\d{2})$/);
      expect(Date.parse(article['dateModified'])).toBeGreaterThanOrEqual(Date.parse(article['datePublished']));
      // Each article names its journalist, with their page.
      expect(article['author']['@type'], url).toBe('Person');
      expect(article['author'].url, url).toMatch(new RegExp(`^${SITE_ORIGIN}/en/author/[a-z0-9-]+$`));
      expect(article['author'].name, url).toMatch(/\S+ \S+/);
      expect(article['publisher']).toMatchObject({ '@type': 'Organization', name: 'Newsdesk', logo: { url: `${SITE_ORIGIN}/favicon.svg` } });
      expect(article['inLanguage']).toBe('en-US');
      expect(article['mainEntityOfPage']['@id']).toBe(url);
      expect(article['interactionStatistic']).toMatchObject({ interactionType: 'https://schema.org/ReadAction' });
      expect(Number.isInteger(article['interactionStatistic'].userInteractionCount)).toBe(true);
      const crumbs = jsonLd(html, 'BreadcrumbList')!['itemListElement'] as { position: number; name: string; item?: string }[];
      expect(crumbs.map((c) => c.position)).toEqual(crumbs.map((_, i) => i + 1));
      expect(crumbs.at(-1)!.item).toBeUndefined();
    }
  });

  it('names the journalist of every article as a Person whose page exists', async () => {
    const authors = new Map<string, string>();
    for (const url of articles) {
      const author = jsonLd(await (await site.get(url)).text(), 'NewsArticle')!['author'];
      expect(author['@type'], url).toBe('Person');
      authors.set(author.url, author.name);
    }
    for (const [url, name] of authors) {
      const page = await site.get(new URL(url).pathname);
      expect(page.status, url).toBe(200);
      const html = await page.text();
      expect(jsonLd(html, 'ProfilePage')!['mainEntity'], url).toMatchObject({ '@type': 'Person', name, url });
    }
  });

  it('passes both validators on author pages: a ProfilePage about a Person, and breadcrumbs', async () => {
    const sitemap = await (await site.get('/sitemaps/en-authors.xml')).text();
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    for (const url of pages) {
      const html = await (await site.get(new URL(url).pathname)).text();
      const result = await sdtt(html, ['ProfilePage', 'BreadcrumbList']);
      expect(result.failed, url).toEqual([]);
      expect(await adobeErrors(html), url).toEqual([]);
      const profile = jsonLd(html, 'ProfilePage')!;
      expect(profile['mainEntity']).toMatchObject({ '@type': 'Person', url, name: expect.any(String), description: expect.any(String) });
    }
  });

  it("shares each article's own raster cover at its largest size in og:image and the NewsArticle image, a different one per article", async () => {
    const covers = new Set<string>();
    for (const url of articles.slice(0, 8)) {
      const html = await (await site.get(url)).text();
      const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
      const [image] = jsonLd(html, 'NewsArticle')!['image'];
      if (!image.url.includes('/demo-media/')) continue;
      expect(ogImage, url).toMatch(/^https:\/\/news\.example\/demo-media\/art\/.+-1200x673\.jpg$/);
      expect(html).toContain('<meta property="og:image:width" content="1200"/>');
      expect(html).toContain('<meta property="og:image:height" content="673"/>');
      expect(image).toEqual({ '@type': 'ImageObject', url: ogImage, width: 1200, height: 673 });
      // The file is the size the tags declare: networks and Google trust the tags to pick a large preview.
      const file = Buffer.from(await (await fetch(`${site.mediaOrigin}${new URL(ogImage!).pathname}`)).arrayBuffer());
      expect(file.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
      expect(jpegFrameSize(file)).toEqual({ width: 1200, height: 673 });
      covers.add(ogImage!);
    }
    expect(covers.size).toBeGreaterThanOrEqual(6);
  });

  it('rates an article only when its average is above 0, from 1 to 5 stars', async () => {
    let rated = 0;
    for (const url of articles) {
      const html = await (await site.get(url)).text();
      const rating = jsonLd(html, 'NewsArticle')!['aggregateRating'];
      if (!rating) continue;
      rated += 1;
      expect(rating).toMatchObject({ '@type': 'AggregateRating', bestRating: 5, worstRating: 1 });
      expect(rating.ratingValue).toBeGreaterThan(0);
      expect(rating.ratingValue).toBeLessThanOrEqual(5);
      expect(rating.ratingCount).toBeGreaterThan(0);
    }
    expect(rated).toBeGreaterThan(0);
    expect(rated).toBeLessThan(articles.length);
  });

  it('passes Adobe’s BreadcrumbList rules on category pages', async () => {
    const html = await (await site.get('/en/robotics/humanoid-robots')).text();
    expect(jsonLd(html, 'BreadcrumbList')).toBeDefined();
    expect(await adobeErrors(html)).toEqual([]);
  });
});

describe('a headline that tries to close the script', () => {
  let site: ServedApp;
  beforeAll(async () => {
    const app = createApp({
      config: loadConfig({ SITE_ORIGIN }),
      ports: {
        siteOrigin: SITE_ORIGIN,
        content: createInMemoryContent({ posts: [aPost({ slug: 'hostile', title: '</script><script>alert(1)</script> AI', rating: { average: 4.5, votes: 2 } })] }),
        translations: createStaticTranslations(TRANSLATIONS),
        logger: createRecordingLogger(),
      },
      clientDir: '/nonexistent',
      clientAssets: { css: [], js: [] },
    });
    site = await serveApp(app);
  });
  afterAll(() => site.close());

  it('stays inside one JSON-LD script, is read back intact, and still validates', async () => {
    const html = await (await fetch(`${site.base}/en/research/models/hostile`)).text();
    expect(html.match(/<script type="application\/ld\+json">/g)).toHaveLength(1);
    expect(html).not.toContain('<script>alert(1)');
    expect(jsonLd(html, 'NewsArticle')!['headline']).toBe('</script><script>alert(1)</script> AI');
    expect((await sdtt(html, ['NewsArticle'])).failed).toEqual([]);
    expect(await adobeErrors(html)).toEqual([]);
  });
});
