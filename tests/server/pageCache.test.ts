import * as TE from 'fp-ts/TaskEither';
import { pageMetaBytes } from '../../server/serving/createPageCache.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { createInMemoryContent, type InMemoryContentData } from '../../adapters/in-memory/createInMemoryContent.ts';
import { createStaticTranslations } from '../../adapters/i18n/staticTranslations.ts';
import { createMemoryStore } from '../../adapters/cache/createMemoryStore.ts';
import type { CacheStore } from '../../adapters/cache/cacheStore.ts';
import { unavailable, type ContentPort } from '../../src/ports/ContentPort.ts';
import { loadConfig } from '../../server/config.ts';
import { createApp } from '../../server/container.ts';
import { TRANSLATIONS } from '../../web/i18n/translations.ts';
import { aPost, posts } from '../builders/post.ts';
import { createRecordingLogger } from '../builders/recordingLogger.ts';
import { serveApp, type ServedApp } from '../builders/serveApp.ts';

const robotics = { slug: 'robotica', name: 'Robotica', description: '', children: [] };

interface Site extends ServedApp {
  readonly content: ReturnType<typeof createInMemoryContent>;
  readonly get: (path: string, headers?: Record<string, string>) => Promise<Response>;
  /** Switches every content call to failing (WordPress down) and back. */
  readonly setFailing: (failing: boolean) => void;
  readonly calls: (method: keyof ContentPort) => number;
}

let open: Site[] = [];
afterEach(async () => {
  await Promise.all(open.map((site) => site.close()));
  open = [];
});

const start = async (env: Record<string, string> = {}, data: InMemoryContentData = {}, pageStore?: CacheStore): Promise<Site> => {
  const content = createInMemoryContent({ posts: [aPost({ id: 500, slug: 'pantry' }), ...posts(24)], categories: [robotics], ...data });
  let failing = false;
  const switchable = Object.fromEntries(
    Object.entries(content).map(([name, call]) => [name, typeof call === 'function' ? (...args: unknown[]) => (failing ? TE.left(unavailable('connection refused')) : (call as (...a: unknown[]) => unknown)(...args)) : call]),
  ) as unknown as ContentPort;
  const config = loadConfig({ SITE_ORIGIN: 'https://news.example', ...env });
  const app = createApp({
    config,
    ports: { siteOrigin: 'https://news.example', content: switchable, translations: createStaticTranslations(TRANSLATIONS), logger: createRecordingLogger() },
    clientDir: '/nonexistent',
    clientAssets: { css: [], js: ['/assets/entry.js'] },
    ...(pageStore ? { pageStore } : {}),
  });
  const served = await serveApp(app);
  const site: Site = {
    ...served,
    content,
    get: (path, headers = {}) => fetch(`${served.base}${path}`, { headers, redirect: 'manual' }),
    setFailing: (value) => (failing = value),
    calls: (method) => content.calls.filter((c) => c.method === method).length,
  };
  open.push(site);
  return site;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the rendered-page cache', () => {
  it('renders a page once, then answers it from the cache', async () => {
    const site = await start();
    const first = await site.get('/it');
    expect(first.headers.get('x-cache')).toBe('MISS');
    const firstBody = await first.text();
    const second = await site.get('/it');
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(await second.text()).toBe(firstBody);
    expect(site.calls('latestPosts')).toBe(1);
  });

  it('lets tracking and junk parameters share the entry instead of bypassing it', async () => {
    const site = await start();
    await (await site.get('/it')).text();
    for (const path of ['/it?utm_source=newsletter', '/it?fbclid=abc&x[]=1', '/it?page=7']) {
      expect((await site.get(path)).headers.get('x-cache'), path).toBe('HIT');
    }
    expect(site.calls('latestPosts')).toBe(1);
  });

  it('renders once however many readers ask for a missing page at the same time', async () => {
    const site = await start();
    const answers = await Promise.all(Array.from({ length: 30 }, () => site.get('/en').then((r) => r.status)));
    expect(answers.every((status) => status === 200)).toBe(true);
    expect(site.calls('latestPosts')).toBe(1);
  });

  it('answers 304 to a reader who holds the current version', async () => {
    const site = await start();
    const etag = (await site.get('/it')).headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await site.get('/it', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect((await site.get('/it', { 'If-None-Match': '"something-else"' })).status).toBe(200);
  });

  it('keeps each encoding compressed once: brotli, gzip or none, as the reader accepts', async () => {
    const site = await start();
    const plain = await (await site.get('/it', { 'Accept-Encoding': 'identity' })).text();
    for (const [accept, encoding] of [['br, gzip', 'br'], ['gzip', 'gzip'], ['identity', null]] as const) {
      const response = await site.get('/it', { 'Accept-Encoding': accept });
      expect(response.headers.get('content-encoding'), accept).toBe(encoding);
      expect(response.headers.get('vary')).toContain('Accept-Encoding');
      expect(await response.text(), accept).toBe(plain);
    }
  });

  it('tells browsers and CDNs how long to keep a page, how to serve it stale, and its purge tags', async () => {
    const site = await start();
    const response = await site.get('/it');
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400');
    const keys = response.headers.get('surrogate-key')!.split(' ');
    expect(keys).toEqual(expect.arrayContaining(['lang-it', 'home-it', 'listing-it', 'post-500']));
    expect(response.headers.get('cache-tag')).toBe(keys.join(','));
    expect(response.headers.get('vary')).not.toMatch(/cookie/i);
  });

  it('keeps a 404 and a redirect, but never a failure', async () => {
    const site = await start();
    expect((await site.get('/it/article/nothing')).status).toBe(404);
    expect((await site.get('/it/article/nothing')).headers.get('x-cache')).toBe('HIT');
    expect((await site.get('/it/nowhere')).status).toBe(302);
    expect((await site.get('/it/nowhere')).headers.get('x-cache')).toBe('HIT');
    site.setFailing(true);
    const down = await site.get('/fr');
    expect(down.status).toBe(503);
    expect(down.headers.get('cache-control')).toBe('no-store');
    expect(down.headers.get('x-cache')).toBe('MISS');
    site.setFailing(false);
    const up = await site.get('/fr');
    expect(up.status).toBe(200);
    expect(up.headers.get('x-cache')).toBe('MISS');
  });

  it('answers a page past its freshness at once and refreshes it in the background', async () => {
    const site = await start({ PAGE_CACHE_TTL_MS: '200' });
    await (await site.get('/de')).text();
    await sleep(250);
    const stale = await site.get('/de');
    expect(stale.headers.get('x-cache')).toBe('STALE');
    expect(stale.status).toBe(200);
    await sleep(50);
    expect((await site.get('/de')).headers.get('x-cache')).toBe('HIT');
    expect(site.calls('latestPosts')).toBe(2);
  });

  it('keeps answering the last good page while WordPress is down', async () => {
    const site = await start({ PAGE_CACHE_TTL_MS: '100' });
    const good = await (await site.get('/es')).text();
    site.setFailing(true);
    await sleep(150);
    for (let i = 0; i < 3; i += 1) {
      const response = await site.get('/es');
      expect(response.status).toBe(200);
      expect(response.headers.get('x-cache')).toBe('STALE');
      expect(Number(response.headers.get('age'))).toBeGreaterThanOrEqual(0);
      expect(await response.text()).toBe(good);
      await sleep(20);
    }
  });

  it('caches client-navigation data like pages, and never a failed one', async () => {
    const site = await start();
    expect((await site.get('/_data/home/it')).headers.get('x-cache')).toBe('MISS');
    const hit = await site.get('/_data/home/it?utm_medium=x');
    expect(hit.headers.get('x-cache')).toBe('HIT');
    expect(hit.headers.get('cache-control')).toMatch(/^public, max-age=60/);
    site.setFailing(true);
    const down = await site.get('/_data/home/pt');
    expect(down.status).toBe(503);
    expect(down.headers.get('cache-control')).toBe('no-store');
    expect(((await down.json()) as { kind: string }).kind).toBe('unavailable');
  });

  it('is off with PAGE_CACHE_TTL_MS=0: every answer is rendered and says BYPASS', async () => {
    const site = await start({ PAGE_CACHE_TTL_MS: '0' });
    for (let i = 0; i < 2; i += 1) expect((await site.get('/it')).headers.get('x-cache')).toBe('BYPASS');
    expect(site.calls('latestPosts')).toBe(2);
  });

  // The store itself is shown to hold its bound over 10,000 items (tests/adapters/cache); here, through the server.
  it('stays within its byte bound when thousands of distinct addresses with junk query strings arrive', async () => {
    const bound = 512 * 1024;
    const store = createMemoryStore({ maxBytes: bound, metaBytes: () => 512 });
    const site = await start({}, {}, store);
    for (let batch = 0; batch < 20; batch += 1) {
      await Promise.all(Array.from({ length: 100 }, (_, i) => site.get(`/it/slug-${batch * 100 + i}?utm=${Math.random()}`).then((r) => r.arrayBuffer())));
    }
    expect(store.size()).toBeLessThanOrEqual(bound);
    expect(store.size()).toBeGreaterThan(bound / 2);
  }, 30_000);
});

describe('purge on publish', () => {
  const TOKEN = 'a-long-enough-purge-token';
  const purge = (site: Site, body: unknown, token = TOKEN) =>
    fetch(`${site.base}/_purge`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) });

  it('does not exist without PURGE_TOKEN', async () => {
    const site = await start();
    expect((await purge(site, { tags: ['post-500'] })).status).toBe(404);
    expect((await site.get('/_purge')).status).toBe(404);
  });

  it('refuses a wrong token with 401, and a malformed or oversized body with 400', async () => {
    const site = await start({ PURGE_TOKEN: TOKEN });
    expect((await purge(site, { tags: ['post-1'] }, 'wrong-token-of-some-length')).status).toBe(401);
    expect((await fetch(`${site.base}/_purge`, { method: 'POST', body: '{}' })).status).toBe(401);
    for (const body of ['{not json', '[]', '{}', JSON.stringify({ tags: 'post-1' }), JSON.stringify({ tags: [1] }), JSON.stringify({ paths: ['no-slash'] }), JSON.stringify({ tags: Array.from({ length: 5000 }, (_, i) => `post-${i}`) })]) {
      expect((await purge(site, body)).status, body.slice(0, 40)).toBe(400);
    }
  });

  it('drops every page showing a post, and says what it dropped', async () => {
    const site = await start({ PURGE_TOKEN: TOKEN });
    await (await site.get('/it')).text();
    await (await site.get('/it/research/models/pantry')).text();
    await (await site.get('/_data/home/it')).text();
    await (await site.get('/en')).text();
    const response = await purge(site, { tags: ['post-500'] });
    expect(response.status).toBe(200);
    const { purged } = (await response.json()) as { purged: { pages: string[] } };
    expect([...purged.pages].sort()).toEqual(['/_data/home/it', '/en', '/it', '/it/research/models/pantry']);
    expect((await site.get('/it')).headers.get('x-cache')).toBe('MISS');
  });

  it('drops a page and its data answer by path', async () => {
    const site = await start({ PURGE_TOKEN: TOKEN });
    await (await site.get('/it/robotica')).text();
    await (await site.get('/it/robotica?page=2')).text();
    await (await site.get('/_data/slug/it/robotica')).text();
    await (await site.get('/de')).text();
    const { purged } = (await (await purge(site, { paths: ['/it/robotica'] })).json()) as { purged: { pages: string[] } };
    expect([...purged.pages].sort()).toEqual(['/_data/slug/it/robotica', '/it/robotica', '/it/robotica?page=2']);
    expect((await site.get('/de')).headers.get('x-cache')).toBe('HIT');
  });

  it("drops a language's pages and their screen data with the language's tag (a category renamed), and no other language's", async () => {
    const site = await start({ PURGE_TOKEN: TOKEN });
    await (await site.get('/it/robotica')).text();
    await (await site.get('/_data/slug/it/robotica')).text();
    await (await site.get('/_data/slug/it/ultimi-articoli')).text();
    await (await site.get('/_data/home/de')).text();
    const { purged } = (await (await purge(site, { tags: ['lang-it'] })).json()) as { purged: { pages: string[] } };
    expect([...purged.pages].sort()).toEqual(['/_data/slug/it/robotica', '/_data/slug/it/ultimi-articoli', '/it/robotica']);
    expect((await site.get('/_data/slug/it/robotica')).headers.get('x-cache')).toBe('MISS');
    expect((await site.get('/_data/home/de')).headers.get('x-cache')).toBe('HIT');
  });

  it("keeps one entry for both cases of an address's escapes, and drops it by either", async () => {
    const site = await start({ PURGE_TOKEN: TOKEN });
    await (await site.get('/it/%e2%82%ac-categoria')).text();
    expect((await site.get('/it/%E2%82%AC-categoria')).headers.get('x-cache')).toBe('HIT');
    const { purged } = (await (await purge(site, { paths: ['/it/%e2%82%ac-categoria'] })).json()) as { purged: { pages: string[] } };
    expect(purged.pages).toEqual(['/it/%E2%82%AC-categoria']);
  });
});

describe("a kept page's metadata", () => {
  it('counts its headers, a CSP and purge tags of kilobytes, at two bytes a character', () => {
    const headers = ['Content-Security-Policy', 'x'.repeat(700), 'Surrogate-Key', 'post-1 '.repeat(1000)];
    expect(pageMetaBytes({ headers })).toBeGreaterThanOrEqual(2 * headers.join('').length);
  });
});
