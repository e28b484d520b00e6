import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { createServerContainer, resolveScreenDeps, resolveStores, createApp } from '../../server/container.ts';
import { createPino } from '../../adapters/logging/pinoLogger.ts';
import { startFaultyContentApi, type FaultMode, type FaultyContentApi } from '../builders/faultyContentApi.ts';
import { serveApp, type ServedApp } from '../builders/serveApp.ts';

// The whole site (real WordPress adapter, content cache, page cache) against a
// live content API that a test switches into failing, hanging or garbage.
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const FAST = { CONTENT_TIMEOUT_MS: '400', CONTENT_CACHE_TTL_MS: '100', PAGE_CACHE_TTL_MS: '100', CONTENT_BREAKER_THRESHOLD: '3', CONTENT_BREAKER_COOLDOWN_MS: '800', LOG_LEVEL: 'ERROR' };

let api: FaultyContentApi;
let site: ServedApp;
const get = (path: string) => fetch(`${site.base}${path}`, { redirect: 'manual' });

const startSite = async (env: Record<string, string> = {}) => {
  const config = loadConfig({ SITE_ORIGIN: 'https://news.example', CONTENT_API_URL: api.url, ...FAST, ...env });
  // The failures are the point here: their log lines would only bury the test report.
  const container = createServerContainer({ config, contentApiUrl: api.url, pino: createPino('ERROR', { write: () => undefined }) });
  const stores = resolveStores(container);
  return serveApp(createApp({ config, ports: resolveScreenDeps(container, config), clientDir: '/nonexistent', clientAssets: { css: [], js: [] }, pageStore: stores.pages, contentStore: stores.content }));
};

beforeAll(async () => {
  api = await startFaultyContentApi({ mediaBase: '' });
});
afterAll(async () => {
  await api.close();
});
beforeEach(async () => {
  await site?.close();
  await api.setMode('ok');
  site = await startSite();
});
afterAll(() => site?.close());

/** A page that was served once, then its freshness passed. */
const servedOnce = async (path: string): Promise<string> => {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  const body = await response.text();
  await sleep(150);
  return body;
};

describe('WordPress failing, hanging or answering garbage', () => {
  it.each(['fail', 'refuse', 'reset', 'hang', 'garbage-json', 'wrong-shape', 'html'] as FaultMode[])('keeps answering the last good page while the API is in "%s" mode', async (mode) => {
    const path = '/it/ultimi-articoli';
    const good = await servedOnce(path);
    await api.setMode(mode);
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-cache')).toBe('STALE');
    expect(Number(response.headers.get('age'))).toBeGreaterThanOrEqual(0);
    expect(await response.text()).toBe(good);
  });

  it('answers a page it never served with the translated outage page: 503, Retry-After, no-store', async () => {
    await api.setMode('fail');
    for (const path of ['/de', '/de/neueste-artikel', '/de/robotik', '/de/article/irgendein-artikel']) {
      const response = await get(path);
      expect(response.status, path).toBe(503);
      expect(response.headers.get('retry-after'), path).toBe('60');
      expect(response.headers.get('cache-control'), path).toBe('no-store');
      expect(await response.text(), path).toContain('Dienst vorübergehend nicht verfügbar');
    }
  });

  it('answers client-navigation data, sitemaps and feeds the same way: stale when it can, else 503 never kept', async () => {
    await servedOnce('/_data/home/en');
    await servedOnce('/feeds/en.xml');
    await api.setMode('refuse');
    expect((await get('/_data/home/en')).headers.get('x-cache')).toBe('STALE');
    // A feed stays fresh for five minutes of its own: kept either way.
    const feed = await get('/feeds/en.xml');
    expect(feed.status).toBe(200);
    expect(feed.headers.get('x-cache')).toMatch(/^(HIT|STALE)$/);
    for (const path of ['/_data/home/fr', '/sitemaps/fr-posts-1.xml', '/feeds/fr.xml']) {
      const response = await get(path);
      expect(response.status, path).toBe(503);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it('stops asking a hanging API once its circuit opens, answering in milliseconds instead of a timeout each', async () => {
    await api.setMode('hang');
    // Each of these waits the timeout once: together they open the circuit.
    for (const lang of ['it', 'en', 'fr']) expect((await get(`/${lang}/search?q=x`)).status).toBe(503);
    const asked = api.requestCount();
    const started = Date.now();
    for (const lang of ['de', 'es', 'pt']) expect((await get(`/${lang}/search?q=y`)).status).toBe(503);
    // Not one more request reached the API, and no timeout was waited for.
    expect(api.requestCount()).toBe(asked);
    expect(Date.now() - started).toBeLessThan(400);
  });

  it('recovers by itself once the API is back and the circuit has cooled down, without a restart', async () => {
    await api.setMode('fail');
    for (let i = 0; i < 4; i += 1) expect((await get(`/en/search?q=down${i}`)).status).toBe(503);
    await api.setMode('ok');
    await sleep(900);
    // The first call after the cool-down probes the API; calls made alongside it fail fast
    // meanwhile, so the very first page may still be an outage page: a few readers later, it is not.
    const statuses: number[] = [];
    for (let i = 0; i < 3 && statuses.at(-1) !== 200; i += 1) statuses.push((await get(`/en/search?q=back${i}`)).status);
    expect(statuses.at(-1)).toBe(200);
  });

  it('refuses a 10 MB answer as a failure of that call, without reading it whole', async () => {
    await api.setMode('huge', { transfer: 'chunked' });
    const response = await get('/en/article/some-post');
    expect(response.status).toBe(503);
    await sleep(100);
    expect(api.hugeAnswers.length).toBeGreaterThan(0);
    expect(api.hugeAnswers.every((answer) => !answer.completed && answer.sentBytes < answer.totalBytes)).toBe(true);
  });

  it('keeps a slow API within the call time budget', async () => {
    await api.setMode('slow', { delayMs: 2000 });
    const started = Date.now();
    expect((await get('/pt/ultimas-postagens')).status).toBe(503);
    expect(Date.now() - started).toBeLessThan(1900);
  });
});
