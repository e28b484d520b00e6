import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenDataPath } from '../../src/domain/endpoints.ts';
import { matchScreen } from '../../src/domain/screenRoutes.ts';
import { loadConfig } from '../../server/config.ts';
import { createApp, createServerContainer, resolveScreenDeps, resolveStores } from '../../server/container.ts';
import { repeatedCalls, startCountingContentApi, type CountingContentApi } from '../builders/countingContentApi.ts';
import { startRedisServer, type RedisServer } from '../builders/redisServer.ts';
import { serveApp } from '../builders/serveApp.ts';
import { startDemoSite } from './demoSite.ts';

// Issue 45: readers who come at once, and a page with the articles its browser
// fetches ahead, cost WordPress one call per distinct question. Each instance is
// new (nothing cached) and reads a content API that remembers every call it is
// asked, path and query, and answers each after a delay of its own, 20 to 150 ms
// as a WordPress does: the renders of readers who come at once overlap, but each
// asks for the most read posts at its own moment.
const latencyOf = (call: string): number => 20 + ([...call].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 131);
const LANG = 'en';

interface Instance {
  readonly get: (path: string) => Promise<Response>;
  readonly stop: () => Promise<void>;
}

const startInstance = async (api: CountingContentApi, env: Record<string, string> = {}): Promise<Instance> => {
  const config = loadConfig({ SITE_ORIGIN: 'https://news.example', CONTENT_API_URL: api.url, LOG_LEVEL: 'ERROR', ...env });
  const container = createServerContainer({ config, contentApiUrl: api.url });
  const stores = resolveStores(container);
  const app = createApp({ config, ports: resolveScreenDeps(container, config), clientDir: '/nonexistent', clientAssets: { css: [], js: [] }, pageStore: stores.pages, contentStore: stores.content });
  const served = await serveApp(app);
  return {
    get: (path) => fetch(`${served.base}${path}`, { redirect: 'manual' }),
    stop: async () => {
      await served.close();
      await Promise.all([stores.pages.close(), stores.content.close()]);
    },
  };
};

const cardHrefs = (html: string): string[] => [...html.matchAll(/class="post-card__title"><a href="([^"]+)"/g)].map((m) => m[1]!);

/** Every article of the language, as a reader finds them: through the latest posts, page after page, of a site of its own. */
const everyArticle = async (): Promise<string[]> => {
  const scout = await startDemoSite();
  try {
    const found = new Set<string>();
    for (let page = 1; ; page += 1) {
      const answer = await scout.get(`/${LANG}/latest-posts${page > 1 ? `?page=${page}` : ''}`);
      if (answer.status !== 200) break;
      const hrefs = cardHrefs(await answer.text());
      if (hrefs.every((href) => found.has(href))) break;
      for (const href of hrefs) found.add(href);
    }
    // A card of a post whose listing omits its category links to its /article/ form, which moves to the article.
    return await Promise.all([...found].map(async (href) => (await scout.get(href, { redirect: 'manual' })).headers.get('location') ?? href));
  } finally {
    await scout.close();
  }
};

/** The screen data of a link, as the browser fetches it ahead (web/routes/prefetchScreens.ts). */
const dataPathOf = (href: string): string => screenDataPath(matchScreen(href)!.screen, href, '');

const popularPostsCalls = (api: CountingContentApi): string[] => api.calls.filter((call) => call.includes('/get-popular-posts?'));

const statusesOf = (answers: readonly Response[]): Promise<number[]> =>
  Promise.all(answers.map(async (answer) => {
    await answer.arrayBuffer();
    return answer.status;
  }));

/** Every article answered, each asked of WordPress once, the most read posts once for all of them, and no call twice. */
const expectEveryArticleOnce = async (api: CountingContentApi, answers: readonly Response[]): Promise<void> => {
  const statuses = await statusesOf(answers);
  expect(statuses.filter((status) => status !== 200)).toEqual([]);
  expect(api.calls.filter((call) => call.includes('/get_post?'))).toHaveLength(articles.length);
  expect(popularPostsCalls(api)).toHaveLength(1);
  expect(repeatedCalls(api.calls)).toEqual({});
};

/** A content API that counts its calls and one instance over it, for the tests of a describe block. */
const oneInstance = (): { api: () => CountingContentApi; site: () => Instance } => {
  let api: CountingContentApi | undefined;
  let site: Instance | undefined;
  beforeAll(async () => {
    api = await startCountingContentApi({ latencyMs: latencyOf });
    site = await startInstance(api);
  });
  afterAll(async () => {
    await site?.stop();
    await api?.close();
  });
  return { api: () => api!, site: () => site! };
};

let articles: string[];
beforeAll(async () => {
  articles = await everyArticle();
}, 30_000);

describe('one instance: every uncached article of a language at once (the demo has 48)', () => {
  const { api, site } = oneInstance();

  it('answers every article, asks WordPress for the most read posts once and nothing twice', async () => {
    expect(articles).toHaveLength(48);
    await expectEveryArticleOnce(api(), await Promise.all(articles.map((href) => site().get(href))));
  }, 30_000);
});

describe('two instances sharing Redis: half of the uncached articles asked of each, all at once', () => {
  let redis: RedisServer;
  let api: CountingContentApi;
  let a: Instance;
  let b: Instance;
  beforeAll(async () => {
    redis = await startRedisServer();
    api = await startCountingContentApi({ latencyMs: latencyOf });
    a = await startInstance(api, { REDIS_URL: redis.url });
    b = await startInstance(api, { REDIS_URL: redis.url });
    // Let the Redis connections come up before the test relies on them.
    await new Promise((resolve) => setTimeout(resolve, 300));
  }, 30_000);
  afterAll(async () => {
    await Promise.allSettled([a?.stop(), b?.stop()]);
    await api?.close();
    await redis?.stop();
  });

  // One call in all while Redis answers within its 50 ms (the lock: tests/server/sharedCache.test.ts). On a starved
  // machine, where it answers later, an instance gives Redis up for that call and asks on its own: never more than once.
  it('answers every article, and WordPress is asked for the most read posts, or anything else, at most once an instance', async () => {
    const statuses = await statusesOf(await Promise.all(articles.map((href, i) => (i % 2 === 0 ? a : b).get(href))));
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(api.calls.filter((call) => call.includes('/get_post?'))).toHaveLength(articles.length);
    expect(popularPostsCalls(api).length).toBeLessThanOrEqual(2);
    expect(Object.values(repeatedCalls(api.calls)).filter((times) => times > 2)).toEqual([]);
  }, 30_000);
});

describe('a search page, then the screen data of its first results as its browser fetches them ahead', () => {
  const { api, site } = oneInstance();

  it('asks WordPress no call twice, the most read posts of the articles fetched ahead included', async () => {
    const page = await site().get(`/${LANG}/search?q=model`);
    expect(page.status).toBe(200);
    const results = cardHrefs(await page.text()).slice(0, 4);
    expect(results).toHaveLength(4);
    for (const href of results) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const data = await site().get(dataPathOf(href));
      expect(data.status, href).toBe(200);
      await data.arrayBuffer();
    }
    expect(api().calls.filter((call) => call.includes('/relatedpost?'))).toHaveLength(4);
    expect(popularPostsCalls(api())).toHaveLength(1);
    expect(repeatedCalls(api().calls)).toEqual({});
  }, 30_000);
});
