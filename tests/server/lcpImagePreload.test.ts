import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoSite } from './demoSite.ts';

// A phone's largest paint on the home, a listing and an article is an image: the
// head preloads it, at high priority, with the same candidates and sizes as the
// <img> (so the browser fetches the file the <img> will pick), preloads no
// other image, and asks for every other card's at low priority (Chromium would
// raise a lazy one it finds in the viewport to high), so that none competes with
// it for the bandwidth.
const attr = (tag: string, name: string): string | undefined => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const bodyOf = (html: string) => html.slice(html.indexOf('<body'));
const imagePreloads = (html: string) => [...headOf(html).matchAll(/<link rel="preload" as="image"[^>]*>/gi)].map((m) => m[0]);
/** The first image in the page that the browser fetches at high priority. */
const firstHighImage = (html: string) => /<img\b[^>]*fetchpriority="high"[^>]*>/i.exec(bodyOf(html))?.[0];
/** The page's leading image: the first <img> after `marker` (the cover's class, a card's image link). */
const leadingImage = (html: string, marker: string) => {
  const body = bodyOf(html);
  return /<img\b[^>]*>/i.exec(body.slice(body.indexOf(marker)))?.[0];
};

describe('the largest paint image of a page', () => {
  let site: Awaited<ReturnType<typeof startDemoSite>>;
  let articlePath: string;
  beforeAll(async () => {
    site = await startDemoSite();
    const listing = await (await site.get('/it/societa/salute')).text();
    articlePath = /href="(\/it\/societa\/salute\/[a-z0-9-]+)"/.exec(listing)?.[1] ?? '';
  });
  afterAll(() => site.close());

  it.each([
    ['home', '/it', 'class="post-card__media"'],
    ['category listing', '/it/robotica', 'class="post-card__media"'],
    ['article', '', 'class="article-hero"'],
  ])('the %s preloads its leading image alone, at high priority, as the <img> asks for it', async (_screen, path, marker) => {
    const html = await (await site.get(path || articlePath)).text();
    const image = firstHighImage(html);
    expect(image, 'a high-priority image in the page').toBeDefined();
    expect(image).toBe(leadingImage(html, marker));
    expect(attr(image!, 'loading')).not.toBe('lazy');
    const preloads = imagePreloads(html);
    expect(preloads).toHaveLength(1);
    expect(attr(preloads[0]!, 'fetchpriority')).toBe('high');
    expect(attr(preloads[0]!, 'imagesrcset')).toBe(attr(image!, 'srcset'));
    expect(attr(preloads[0]!, 'imagesizes')).toBe(attr(image!, 'sizes'));
    const otherCards = [...bodyOf(html).matchAll(/class="post-card__media"[^>]*><img\b[^>]*>/gi)].map((m) => m[0]).filter((card) => !card.endsWith(image!));
    expect(otherCards.length, 'other cards with an image').toBeGreaterThan(0);
    for (const card of otherCards) expect(attr(card, 'fetchpriority'), card).toBe('low');
  });
});
