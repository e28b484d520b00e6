import express from 'express';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createDemoContentApp } from '../../../adapters/demo-content/createDemoContentApp.ts';
import { EMBED_URL_HOSTS } from '../../../adapters/demo-content/dataset/embeddedVideos.ts';
import { allFullPosts, FIXED_NOW, LANGS, useDemoServer } from './demoServerFixture.ts';

const { getJson, server } = useDemoServer();

/** The width and height a JPEG's frame header (SOF0) declares, as a decoder reads them. */
const jpegFrameSize = (bytes: Uint8Array): { width: number; height: number } => {
  expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
  let at = 2;
  while (at < bytes.length) {
    const marker = bytes[at + 1]!;
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    if (marker === 0xc0) return { height: (bytes[at + 5]! << 8) | bytes[at + 6]!, width: (bytes[at + 7]! << 8) | bytes[at + 8]! };
    at += 2 + length;
  }
  throw new Error('no SOF0 segment');
};

/** Every string in a JSON value, with the key it sits under and the path above it. */
const strings = function* (value: unknown, path: string[] = []): Generator<{ path: string[]; text: string }> {
  if (typeof value === 'string') yield { path, text: value };
  else if (Array.isArray(value)) for (const item of value) yield* strings(item, path);
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) yield* strings(item, [...path, key]);
};

/** Links readers follow to other sites: data, never fetched by the demo or the site. */
const isPlainLink = (path: string[]): boolean => {
  const key = path[path.length - 1];
  return (path.includes('outbound_links') && key === 'url') || key === 'page_url' || key === '@context';
};

/**
 * An embedded video's page and player in a post's body (dataset/embeddedVideos.ts): the
 * site shows a placeholder and loads the player only when the reader asks for it.
 */
const isEmbedAddress = (path: string[], url: string): boolean => path[path.length - 1] === 'content' && EMBED_URL_HOSTS.includes(new URL(url).host);

describe('demo media', () => {
  it('points every asset URL of every response at the demo server', async () => {
    const origin = server().origin;
    const responses: unknown[] = [];
    for (const lang of LANGS) {
      responses.push((await getJson(`/v6/get-categories?lang=${lang}`)).body);
      responses.push((await getJson(`/v5/get-popular-posts?lang=${lang}`)).body);
      responses.push((await getJson(`/v6/get-paginated-latest-posts?lang=${lang}&page=2`)).body);
      responses.push((await getJson(`/v6/search-custom?lang=${lang}&s=a&wpsolr_page=1`)).body);
      responses.push(...(await allFullPosts(getJson, lang)));
    }
    responses.push((await getJson('/v2/get_page?lang=en&slug=about-us')).body);
    let checked = 0;
    for (const response of responses) {
      for (const { path, text } of strings(response)) {
        for (const url of text.match(/https?:\/\/[^\s"'<>)]+/g) ?? []) {
          if (isPlainLink(path) || isEmbedAddress(path, url)) continue;
          expect(new URL(url).origin, `${path.join('.')}: ${url}`).toBe(origin);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('serves each cover as a JPEG of the size WordPress gives it, with a day of caching', async () => {
    const post = (await getJson('/v6/get-paginated-latest-posts?lang=it&page=1')).body.posts.find((p: any) => p.image);
    const sizes: string[] = [];
    for (const field of ['image', 'image_medium', 'thumbnail']) {
      const response = await fetch(post[field]);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
      const bytes = new Uint8Array(await response.arrayBuffer());
      const { width, height } = jpegFrameSize(bytes);
      sizes.push(`${width}x${height}`);
      // Small enough for a phone on a slow network: a real newsroom's covers weigh as much or more.
      expect(bytes.length, field).toBeLessThan(width * height * 0.15);
    }
    expect(sizes).toEqual(['1024x574', '512x287', '300x168']);
  });

  it("serves each article's largest cover as a JPEG of its declared size, the same picture as its smaller sizes", async () => {
    const slug = (await getJson('/v6/get-paginated-latest-posts?lang=fr&page=1')).body.posts.find((p: any) => p.image).name;
    const [post] = (await getJson(`/v6/get_post?lang=fr&slug=${slug}`)).body;
    expect(post.image_full_width).toBeGreaterThanOrEqual(1200);
    const response = await fetch(post.image_full);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(jpegFrameSize(bytes)).toEqual({ width: post.image_full_width, height: post.image_full_height });
    // The cover's own 16:9-ish shape, so a share card crops it as the page shows it.
    expect(post.image_full_width / post.image_full_height).toBeCloseTo(1024 / 574, 2);
    expect(bytes.length).toBeLessThan(post.image_full_width * post.image_full_height * 0.15);
    // One picture (one seed) in every size: the file names differ only by the size.
    expect(post.image.replace(/-\d+x\d+\.jpg$/, '')).toBe(post.image_full.replace(/-\d+x\d+\.jpg$/, ''));
  });

  it('leaves the largest cover out of listings: only the article shares it', async () => {
    const cards = (await getJson('/v6/get-paginated-latest-posts?lang=fr&page=1')).body.posts.filter((p: any) => p.image);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(Object.keys(card).filter((key) => key.startsWith('image_full'))).toEqual([]);
  });

  it('draws a different picture for each post', async () => {
    const cards = (await getJson('/v6/get-paginated-latest-posts?lang=en&page=1')).body.posts.filter((p: any) => p.thumbnail);
    const files = await Promise.all(cards.slice(0, 8).map(async (card: any) => Buffer.from(await (await fetch(card.thumbnail)).arrayBuffer()).toString('base64')));
    expect(new Set(files).size).toBe(files.length);
  });

  it('gives the video a poster of its own aspect, served as a JPEG', async () => {
    const posts = await allFullPosts(getJson, 'en');
    const video = posts.flatMap((post) => post.media_inline).find((item: any) => item.kind === 'video');
    const response = await fetch(video.poster_url);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    const { width, height } = jpegFrameSize(new Uint8Array(await response.arrayBuffer()));
    expect(width / height).toBeCloseTo(video.width / video.height, 2);
    expect(width).toBeGreaterThanOrEqual(720);
  });

  it('serves the inline video, whole and in byte ranges', async () => {
    const posts = await allFullPosts(getJson, 'es');
    const video = posts.flatMap((post) => post.media_inline).find((item: any) => item.kind === 'video');
    const whole = await fetch(video.asset_url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/webm');
    const bytes = new Uint8Array(await whole.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    const part = await fetch(video.asset_url, { headers: { Range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${bytes.length}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
  });

  it('answers 404 for media the dataset does not reference', async () => {
    const response = await fetch(`${server().origin}/demo-media/art/research/made-up-1024x574.jpg`);
    expect(response.status).toBe(404);
  });

  it('uses root-relative media URLs when mounted in the site, and leaves other paths to the site', async () => {
    const app = express();
    app.use(createDemoContentApp({ now: FIXED_NOW }));
    app.get('/{*rest}', (_req, res) => {
      res.type('text/plain').send('site');
    });
    const listener = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => listener.once('listening', resolve));
    const origin = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
    try {
      const { posts } = await (await fetch(`${origin}/wp-json/wp/v6/get-paginated-latest-posts?lang=it&page=1`)).json();
      const withImage = posts.find((p: any) => p.image);
      expect(withImage.image).toMatch(/^\/demo-media\/art\//);
      const cover = await fetch(`${origin}${withImage.image}`);
      expect(cover.headers.get('content-type')).toBe('image/jpeg');
      expect(await (await fetch(`${origin}/it`)).text()).toBe('site');
    } finally {
      listener.closeAllConnections();
      await new Promise((resolve) => listener.close(resolve));
    }
  });
});
