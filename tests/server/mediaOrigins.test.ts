import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDemoContentApp } from '../../adapters/demo-content/createDemoContentApp.ts';
import { demoDataset } from '../../adapters/demo-content/dataset/buildDataset.ts';
import { startDemoContentServer, type DemoContentServer } from '../../adapters/demo-content/startDemoContentServer.ts';
import { loadConfig } from '../../server/config.ts';
import { createApp, createServerContainer, resolveMediaOrigins, resolveScreenDeps, resolveStores, type MediaOrigins } from '../../server/container.ts';
import { parseCsp } from '../builders/csp.ts';
import { serveApp, type ServedApp } from '../builders/serveApp.ts';

// A page's CSP names the media origins WordPress reports, as the server composes
// it (server/startServer.ts: the container, the media origins asked at start, the
// app): a WordPress whose media are on a CDN of their own (another loopback
// origin, serving the demo's media), and whose answer the test changes.

const NOW = new Date('2026-03-02T09:00:00Z');
const ELSEWHERE = 'https://elsewhere.example.com';
const OPERATOR_ORIGIN = 'https://archive.example.org';

let cdn: DemoContentServer;
let wordpress: Server;
let apiBase: string;
/** What the stand-in answers on /v6/media-origins. */
const reported: { status: number; body: unknown } = { status: 200, body: { origins: [] } };
let article: { readonly path: string; readonly slug: string };

beforeAll(async () => {
  // The CDN: the demo's media files on an origin of their own.
  cdn = await startDemoContentServer({ port: 0, now: NOW });
  const dataset = demoDataset({ now: NOW, mediaBase: cdn.origin });
  const newest = dataset.languages.en.posts[0]!;
  article = { path: newest.full.link, slug: newest.slug };
  const app = express();
  app.get('/wp-json/wp/v6/media-origins', (_req, res) => void res.status(reported.status).json(reported.body));
  // One post whose body shows an image on the CDN and one on a host nobody reported.
  app.get('/wp-json/wp/v6/get_post', (req, res, next) => {
    if (req.query['slug'] !== newest.slug || req.query['lang'] !== 'en') return next();
    res.json([{ ...newest.full, content: `<p>Before.</p><figure><img src="${cdn.origin}/demo-media/on-the-cdn.jpg" alt="On the CDN"></figure><figure><img src="${ELSEWHERE}/hotlinked.jpg" alt="Somewhere else"></figure>` }]);
  });
  app.use(createDemoContentApp({ now: NOW, mediaBase: cdn.origin }));
  wordpress = createServer(app);
  await new Promise<void>((resolve) => wordpress.listen(0, '127.0.0.1', resolve));
  apiBase = `http://127.0.0.1:${(wordpress.address() as AddressInfo).port}/wp-json/wp`;
});

afterAll(async () => {
  wordpress.closeAllConnections();
  await new Promise<void>((resolve) => wordpress.close(() => resolve()));
  await cdn.close();
});

let site: (ServedApp & { readonly media: MediaOrigins }) | undefined;
afterEach(async () => {
  site?.media.stop();
  await site?.close();
  site = undefined;
  reported.status = 200;
  reported.body = { origins: [] };
});

/** The site as startServer composes it: the media origins asked before the first page. */
const startSite = async (env: Readonly<Record<string, string>> = {}) => {
  const config = loadConfig({ SITE_ORIGIN: 'https://news.example', LOG_LEVEL: 'ERROR', CONTENT_API_URL: apiBase, ...env });
  const container = createServerContainer({ config, contentApiUrl: apiBase });
  const media = resolveMediaOrigins(container);
  await media.start();
  const stores = resolveStores(container);
  const app = createApp({ config, ports: resolveScreenDeps(container, config), clientDir: '/nonexistent', clientAssets: { css: [], js: ['/assets/entry-AbCd1234.js'] }, pageStore: stores.pages, contentStore: stores.content, mediaOrigins: media.current });
  site = Object.assign(await serveApp(app), { media });
  return site;
};

const policyOf = async (path: string) => {
  const response = await fetch(`${site!.base}${path}`);
  expect(response.status, path).toBe(200);
  return { csp: parseCsp(response.headers.get('content-security-policy')), html: await response.text(), cache: response.headers.get('x-cache') };
};

const contentApiOrigin = () => new URL(apiBase).origin;

describe('the media origins in a page', () => {
  it("names MEDIA_ORIGINS and the CDN WordPress reports in img-src and media-src of every page, and nothing wider: not the content API's address, which may be one only servers reach", async () => {
    reported.body = { origins: [cdn.origin] };
    await startSite({ MEDIA_ORIGINS: OPERATOR_ORIGIN });
    for (const path of ['/en', article.path]) {
      const { csp } = await policyOf(path);
      expect(csp.get('img-src'), path).toEqual(["'self'", 'data:', OPERATOR_ORIGIN, cdn.origin]);
      expect(csp.get('media-src'), path).toEqual(["'self'", OPERATOR_ORIGIN, cdn.origin]);
    }
  });

  it("keeps an article's image on the reported CDN and makes one of any other host a link to it", async () => {
    reported.body = { origins: [cdn.origin] };
    await startSite();
    const { html } = await policyOf(article.path);
    expect(html).toContain(`src="${cdn.origin}/demo-media/on-the-cdn.jpg"`);
    expect(html).not.toContain(`src="${ELSEWHERE}/hotlinked.jpg"`);
    expect(html).toContain(`href="${ELSEWHERE}/hotlinked.jpg"`);
  });

  it("starts while WordPress cannot say, with MEDIA_ORIGINS and the content API's origin, and names the CDN instead once it can", async () => {
    reported.status = 503;
    reported.body = { code: 'maintenance', message: 'Down for maintenance', data: { status: 503 } };
    await startSite({ MEDIA_ORIGINS: OPERATOR_ORIGIN });
    expect((await policyOf('/en')).csp.get('img-src')).toEqual(["'self'", 'data:', OPERATOR_ORIGIN, contentApiOrigin()]);
    reported.status = 200;
    reported.body = { origins: [cdn.origin] };
    await site!.media.refresh();
    expect((await policyOf('/en')).csp.get('img-src')).toEqual(["'self'", 'data:', OPERATOR_ORIGIN, cdn.origin]);
  });

  it('answers a page kept in the page cache with the origins of now once they change, not those it was kept with', async () => {
    reported.body = { origins: [cdn.origin] };
    await startSite();
    await policyOf('/en');
    const kept = await policyOf('/en');
    expect(kept.cache).toBe('HIT');
    expect(kept.csp.get('img-src')).toContain(cdn.origin);
    reported.body = { origins: ['https://media.example.net'] };
    await site!.media.refresh();
    const changed = await policyOf('/en');
    expect(changed.csp.get('img-src')).toEqual(["'self'", 'data:', 'https://media.example.net']);
    expect(changed.csp.get('media-src')).toEqual(["'self'", 'https://media.example.net']);
    // Kept again under the new list, and answered from the cache.
    expect((await policyOf('/en')).cache).toBe('HIT');
  });
});
