import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrivingUrls } from '../builders/screenRequests.ts';
import { startDemoSite } from './demoSite.ts';

type Site = Awaited<ReturnType<typeof startDemoSite>>;

/** Hand-picked addresses of pages with content, as links from elsewhere spell them, and their canonical URLs. */
const spelled: readonly (readonly [string, string])[] = [
  ['/en/search?utm_source=news&qdata=year&page=2&q=+model+', '/en/search?q=model&page=2&qdata=year'],
  ['/en/search?q=robot&qdata=any&page=1&fbclid=x', '/en/search?q=robot'],
  ['/en/latest-posts?ref=tw&page=02', '/en/latest-posts?page=2'],
  ['/en/society/health?page=abc&utm_campaign=z', '/en/society/health'],
  ['/it?q=robot&page=2', '/it'],
  ['/_data/search/en/search?page=2&junk=1&q=model', '/_data/search/en/search?q=model&page=2'],
];

/** A few addresses of every kind of screen the table builds, junk added and reordered (previews are never kept). */
const sampled = (): (readonly [string, string])[] =>
  (['home', 'search', 'articleBySlug', 'slug', 'subcategory', 'article'] as const).flatMap((screen) =>
    fc.sample(arrivingUrls(screen), { numRuns: 2, seed: 23 }).map(({ url, canonical }) => [url, canonical] as const),
  );

const answer = async (site: Site, path: string) => {
  const response = await site.get(path, { redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location'), body: await response.text(), cache: response.headers.get('x-cache') };
};

describe('an address and its canonical URL', () => {
  describe('rendered each time (no page cache)', () => {
    let site: Site;
    beforeAll(async () => {
      site = await startDemoSite({ PAGE_CACHE_TTL_MS: '0' });
    });
    afterAll(() => site.close());

    it('render the same page, whatever junk, spelling and order of parameters the address came with', async () => {
      for (const [url, canonical] of [...spelled, ...sampled()]) {
        const [arriving, written] = [await answer(site, url), await answer(site, canonical)];
        expect(arriving.cache, url).toBe('BYPASS');
        expect(arriving, url).toEqual(written);
      }
    });
  });

  describe('through the page cache', () => {
    let site: Site;
    beforeAll(async () => {
      site = await startDemoSite();
    });
    afterAll(() => site.close());

    it('are one entry: the link the site writes is answered from what the other address rendered', async () => {
      for (const [url, canonical] of spelled) {
        const arriving = await answer(site, url);
        const written = await answer(site, canonical);
        expect(arriving.cache, url).toBe('MISS');
        expect(written.cache, canonical).toBe('HIT');
        expect(written.body, canonical).toBe(arriving.body);
      }
    });
  });
});
