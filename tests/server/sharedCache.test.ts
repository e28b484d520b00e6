import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoContentApp } from '../../adapters/demo-content/createDemoContentApp.ts';
import { CONTENT_MODEL_VERSION } from '../../src/domain/content.ts';
import { loadConfig } from '../../server/config.ts';
import { createServerContainer, resolveScreenDeps, resolveStores, createApp } from '../../server/container.ts';
import { startRedisServer, type RedisServer } from '../builders/redisServer.ts';
import { serveApp, type ServedApp } from '../builders/serveApp.ts';
import { TEST_SIGNALS_SECRET } from '../builders/serverProcess.ts';

// Two instances behind a load balancer, sharing one real redis-server and one
// content API that counts what it is asked.
const TOKEN = 'shared-cache-purge-token';

interface Instance extends ServedApp {
  readonly get: (path: string) => Promise<Response>;
  readonly stop: () => Promise<void>;
}

const startCountingApi = async () => {
  const demo = express().use(createDemoContentApp({ mediaBase: '' }));
  const calls: string[] = [];
  const server: Server = createServer((req, res) => {
    calls.push(req.url ?? '');
    demo(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/wp-json/wp`,
    calls,
    close: () => new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
};

const startInstance = async (redisUrl: string, apiUrl: string, js: readonly string[] = [], env: Record<string, string> = {}): Promise<Instance> => {
  const config = loadConfig({ SITE_ORIGIN: 'https://news.example', REDIS_URL: redisUrl, CONTENT_API_URL: apiUrl, PURGE_TOKEN: TOKEN, SIGNALS_SECRET: TEST_SIGNALS_SECRET, LOG_LEVEL: 'ERROR', ...env });
  const container = createServerContainer({ config, contentApiUrl: apiUrl });
  const stores = resolveStores(container);
  const app = createApp({ config, ports: resolveScreenDeps(container, config), clientDir: '/nonexistent', clientAssets: { css: [], js: [...js] }, pageStore: stores.pages, contentStore: stores.content });
  const served = await serveApp(app);
  // Let the Redis connections come up before the test relies on them.
  await new Promise((r) => setTimeout(r, 300));
  return {
    ...served,
    get: (path) => fetch(`${served.base}${path}`, { redirect: 'manual' }),
    stop: async () => {
      await served.close();
      await Promise.all([stores.pages.close(), stores.content.close()]);
    },
  };
};

describe('one cache for every instance (REDIS_URL)', () => {
  let redis: RedisServer;
  let api: Awaited<ReturnType<typeof startCountingApi>>;
  let a: Instance;
  let b: Instance;
  beforeAll(async () => {
    redis = await startRedisServer();
    api = await startCountingApi();
    a = await startInstance(redis.url, api.url);
    b = await startInstance(redis.url, api.url);
  }, 30_000);
  afterAll(async () => {
    await Promise.allSettled([a?.stop(), b?.stop()]);
    await api?.close();
    await redis?.stop();
  });

  it('answers on instance B, as a hit, a page rendered by instance A', async () => {
    const first = await a.get('/it');
    expect(first.headers.get('x-cache')).toBe('MISS');
    const body = await first.text();
    const second = await b.get('/it');
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(await second.text()).toBe(body);
  });

  it('asks WordPress once per resource, however many readers ask both instances at once', async () => {
    const latestDe = () => api.calls.filter((url) => url.includes('get-paginated-latest-posts') && url.includes('lang=de')).length;
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? a : b).get('/de').then((r) => r.status)));
    expect(answers.every((status) => status === 200)).toBe(true);
    expect(latestDe()).toBe(1);
  });

  it('drops a page on every instance when the purge is sent to one', async () => {
    await (await a.get('/en')).text();
    expect((await a.get('/en')).headers.get('x-cache')).toBe('HIT');
    const purge = await fetch(`${b.base}/_purge`, { method: 'POST', headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ tags: ['home-en'] }) });
    expect(purge.status).toBe(200);
    const { purged } = (await purge.json()) as { purged: { pages: string[]; content: string[] } };
    expect(purged.pages).toContain('/en');
    expect(purged.content.some((key) => key.startsWith('latestPosts:["en"'))).toBe(true);
    expect((await a.get('/en')).headers.get('x-cache')).toBe('MISS');
  });

  it("never answers a page rendered by another build: during a rolling deploy each names its own script files", async () => {
    const before = await a.get('/es');
    await before.text();
    expect((await b.get('/es')).headers.get('x-cache')).toBe('HIT');
    const next = await startInstance(redis.url, api.url, ['/assets/entry-NextBuild1.js']);
    try {
      const answer = await next.get('/es');
      expect(answer.headers.get('x-cache')).toBe('MISS');
      expect(await answer.text()).toContain('/assets/entry-NextBuild1.js');
      // A purge on publish still reaches the pages of every build.
      const purge = await fetch(`${a.base}/_purge`, { method: 'POST', headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ paths: ['/es'] }) });
      expect(purge.status).toBe(200);
      expect((await next.get('/es')).headers.get('x-cache')).toBe('MISS');
      expect((await b.get('/es')).headers.get('x-cache')).toBe('MISS');
    } finally {
      await next.stop();
    }
  });

  it('never answers a page written with another configuration: a new contact address shows at once', async () => {
    await (await a.get('/pt')).text();
    expect((await b.get('/pt')).headers.get('x-cache')).toBe('HIT');
    const next = await startInstance(redis.url, api.url, [], { CONTACT_EMAIL: 'redacao@news.example' });
    try {
      const answer = await next.get('/pt');
      expect(answer.headers.get('x-cache')).toBe('MISS');
      expect(await answer.text()).toContain('href="mailto:redacao@news.example"');
    } finally {
      await next.stop();
    }
  });

  it("keeps content answers under the content model's version, apart from those of a release of another shape", async () => {
    await (await a.get('/de')).text();
    const client = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
    client.on('error', () => undefined);
    try {
      const keys = await client.keys('newsdesk:content:*');
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.filter((key) => !key.startsWith(`newsdesk:content:v${CONTENT_MODEL_VERSION}:`))).toEqual([]);
      expect(keys).toContainEqual(expect.stringContaining('latestPosts:["de"'));
    } finally {
      client.disconnect();
    }
  });

  it('keeps both instances answering 200 while Redis is down, and uses it again once it is back', async () => {
    await redis.kill();
    for (const instance of [a, b]) {
      for (const path of ['/it', '/fr', '/es/ultimas-publicaciones']) {
        const response = await instance.get(path);
        expect(response.status, path).toBe(200);
        await response.arrayBuffer();
      }
    }
    await redis.restart();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await (await a.get('/pt')).text();
    expect((await b.get('/pt')).headers.get('x-cache')).toBe('HIT');
  }, 30_000);
});
