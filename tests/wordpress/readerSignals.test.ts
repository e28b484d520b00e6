import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedisServer, type RedisServer } from '../builders/redisServer.ts';
import { startServerProcess, type ServerProcess } from '../builders/serverProcess.ts';
import { localWordpress, SIGNALS_TOKEN } from './fixtures.ts';
import { phpString } from '../../scripts/wordpress/phpSource.ts';
import { snapshotSignals } from './signalTables.ts';
import { loadConfig } from '../../server/config.ts';
import { memoryBoundMb } from '../../server/observability/memoryBound.ts';
import { isHydrated } from '../e2e/hydration.ts';

// Reader signals end to end, as a newsroom runs them: two Newsdesk instances
// sharing one Redis in front of the real WordPress, readers in real Chromium
// (pages answered by the shared page cache too), and WordPress's own answers
// read back. Each instance reaches WordPress through a loopback relay of its own
// that counts the signal deliveries it carries and can refuse them (an outage).
// The instances trust one proxy (TRUSTED_PROXY_HOPS=1): every reader here says
// its address in X-Forwarded-For, from ranges that are never routed.

const FLUSH_S = 2;
const CHROME_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const GOOGLEBOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const wordpress = localWordpress();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A relay to WordPress that records when each signal delivery passed, and refuses them while `down`. */
interface Relay {
  readonly base: string;
  readonly deliveries: number[];
  /** WordPress's answer to each signal delivery. */
  readonly statuses: number[];
  down: boolean;
  close(): Promise<void>;
}

const startRelay = async (): Promise<Relay> => {
  const target = new URL(wordpress.origin);
  const relay: Relay = { base: '', deliveries: [], statuses: [], down: false, close: async () => undefined };
  const server: Server = createServer((req, res) => {
    const signals = req.method === 'POST' && (req.url ?? '').endsWith('/v6/signals');
    if (signals) {
      relay.deliveries.push(Date.now());
      if (relay.down) {
        req.resume();
        res.writeHead(503, { 'Content-Type': 'application/json' }).end('{"code":"down"}');
        return;
      }
    }
    const upstream = httpRequest({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: target.host } }, (answer) => {
      if (signals) relay.statuses.push(answer.statusCode ?? 0);
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return Object.assign(relay, {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}${new URL(wordpress.apiBase).pathname}`,
    close: () => new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  });
};

interface Counts {
  readonly id: number;
  readonly views: number;
  readonly votes: number;
  readonly sum: number;
}

/** What WordPress answers of a post (`views`, `votes[0]`), through the contract's call. */
const countsOf = async (slug: string): Promise<Counts> => {
  const answer = await fetch(`${wordpress.apiBase}/v6/get_post?lang=en&slug=${slug}`);
  const [post] = (await answer.json()) as { id: number; views: string | number | null; votes: { average: number; votes: number }[] }[];
  if (!post) throw new Error(`no post ${slug}`);
  const votes = post.votes[0]?.votes ?? 0;
  // A post nobody read yet may have no views at all.
  return { id: Number(post.id), views: Number(post.views ?? 0), votes, sum: Math.round((post.votes[0]?.average ?? 0) * votes) };
};

/** Waits until `read` answers `expected`, a few flush intervals at most; fails with what it last answered. */
const eventually = async <T>(read: () => Promise<T>, expected: T, ms = 6 * FLUSH_S * 1000): Promise<void> => {
  const until = Date.now() + ms;
  for (;;) {
    const now = await read();
    if (JSON.stringify(now) === JSON.stringify(expected)) return;
    if (Date.now() > until) expect(now, `within ${ms} ms`).toEqual(expected);
    await sleep(200);
  }
};

let redis: RedisServer;
let relays: Relay[];
let instances: ServerProcess[];
let browser: Browser;
let restoreSignals: () => Promise<void>;
/** English articles, as their Newsdesk paths and slugs. */
let articles: { path: string; slug: string }[];

const startInstance = (relay: Relay) =>
  startServerProcess({
    CONTENT_API_URL: relay.base, REDIS_URL: redis.url, SIGNALS_TOKEN, SIGNALS_FLUSH_SECONDS: String(FLUSH_S),
    TRUSTED_PROXY_HOPS: '1', LOG_LEVEL: 'ERROR',
  });

beforeAll(async () => {
  restoreSignals = await snapshotSignals(wordpress);
  redis = await startRedisServer();
  relays = await Promise.all([startRelay(), startRelay()]);
  instances = await Promise.all(relays.map(startInstance));
  browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const latest = await (await fetch(`${instances[0]!.base}/en/`)).text();
  const paths = [...new Set([...latest.matchAll(/href="(\/en\/[a-z0-9-]+\/(?:[a-z0-9-]+\/)?[a-z0-9-]{20,})"/g)].map((match) => match[1]!))];
  articles = paths.map((path) => ({ path, slug: path.slice(path.lastIndexOf('/') + 1) }));
  expect(articles.length).toBeGreaterThanOrEqual(8);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  for (const instance of instances ?? []) instance.kill();
  await Promise.all((relays ?? []).map((relay) => relay.close()));
  await redis?.stop();
  await restoreSignals?.();
});

/** A server process's resident memory, in MB. */
const residentMb = async (instance: ServerProcess): Promise<number> => {
  const status = await readFile(`/proc/${instance.child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

let readers = 0;
const newReader = (options: { userAgent?: string } = {}): Promise<BrowserContext> =>
  browser.newContext({ userAgent: options.userAgent ?? `${CHROME_UA} Reader/${(readers += 1)}`, extraHTTPHeaders: { 'X-Forwarded-For': `198.51.100.${readers + 100}` } });

/** Opens a page of an instance and waits for its read beacon's answer. */
const readOn = async (context: BrowserContext, instance: ServerProcess, path: string): Promise<{ page: Page; cache: string | undefined }> => {
  const page = await context.newPage();
  const beacon = page.waitForResponse((response) => new URL(response.url()).pathname === '/_signal/read');
  const response = await page.goto(`${instance.base}${path}`);
  expect((await beacon).status()).toBe(204);
  return { page, cache: response?.headers()['x-cache'] };
};

describe('reader signals, from Chromium through two instances sharing Redis to WordPress', () => {
  it('counts each reader once across both instances, pages from the shared page cache included, a bot not at all; a vote counts once and its change replaces it', async () => {
    const article = articles[0]!;
    const before = await countsOf(article.slug);

    const first = await newReader();
    await readOn(first, instances[0]!, article.path);
    // The same reader on the other instance, which answers from the page cache both share: counted once in all.
    const again = await readOn(first, instances[1]!, article.path);
    expect(again.cache).toBe('HIT');
    const second = await newReader();
    expect((await readOn(second, instances[1]!, article.path)).cache).toBe('HIT');
    const bot = await newReader({ userAgent: GOOGLEBOT_UA });
    await readOn(bot, instances[0]!, article.path);

    // A vote on one instance, the reader's change of mind on the other.
    const rate = async (page: Page, star: number, said: string) => {
      const radio = page.locator('.rating').getByRole('radio').nth(star - 1);
      await expect.poll(() => isHydrated(radio)).toBe(true);
      await radio.click();
      await expect.poll(() => page.locator('.rating').getByRole('status').textContent()).toBe(said);
    };
    const onFirst = await first.newPage();
    await onFirst.goto(`${instances[0]!.base}${article.path}`);
    await rate(onFirst, 4, 'Thank you: your vote has been counted.');
    await rate(again.page, 5, 'Your vote is now 5 out of 5.');

    // The vote and its change may reach WordPress in different intervals (one from each instance): both, in the end.
    await eventually(async () => {
      const now = await countsOf(article.slug);
      return { views: now.views, votes: now.votes, sum: now.sum };
    }, { views: before.views + 2, votes: before.votes + 1, sum: before.sum + 5 });
    await Promise.all([first.close(), second.close(), bot.close()]);
  });

  it('sends WordPress at most one request per instance per flush interval under 50,000 beacons, and every distinct read arrives', async () => {
    const blasted = articles.slice(1, 5);
    const before = await Promise.all(blasted.map((article) => countsOf(article.slug)));
    const deliveriesBefore = relays.map((relay) => relay.deliveries.length);
    const started = Date.now();

    // 50,000 beacons, from 2,500 addresses, each address reading each of four posts five times, alternately on each instance.
    const BEACONS = 50_000;
    const ADDRESSES = 2_500;
    let next = 0;
    const worker = async () => {
      while (next < BEACONS) {
        const i = (next += 1) - 1;
        const address = `198.18.${Math.floor((i % ADDRESSES) / 250)}.${i % 250}`;
        const post = before[Math.floor(i / ADDRESSES) % blasted.length]!.id;
        const answer = await fetch(`${instances[i % 2]!.base}/_signal/read?lang=en&post=${post}`, { method: 'POST', headers: { 'User-Agent': CHROME_UA, 'X-Forwarded-For': address } });
        expect(answer.status).toBe(204);
      }
    };
    await Promise.all(Array.from({ length: 48 }, worker));
    const blastS = (Date.now() - started) / 1000;

    const views = async () => (await Promise.all(blasted.map((article) => countsOf(article.slug)))).map((counts) => counts.views);
    await eventually(views, before.map((counts) => counts.views + ADDRESSES));
    // Nothing more with the next flushes: each of the 10,000 distinct reads counted once.
    await sleep(2 * FLUSH_S * 1000);
    expect(await views()).toEqual(before.map((counts) => counts.views + ADDRESSES));

    const elapsedS = (Date.now() - started) / 1000;
    relays.forEach((relay, i) => {
      const during = relay.deliveries.slice(deliveriesBefore[i]);
      // One request per interval at most: never two within half an interval (arrival times carry the
      // loaded machine's delays, one request late and the next on time), and no more than the intervals elapsed.
      for (let k = 1; k < during.length; k += 1) expect(during[k]! - during[k - 1]!).toBeGreaterThanOrEqual(FLUSH_S * 500);
      expect(during.length).toBeLessThanOrEqual(Math.ceil(elapsedS / FLUSH_S) + 1);
    });
    expect(blastS).toBeGreaterThan(0);
  }, 240_000);

  it('keeps what readers did while WordPress refuses signals, and delivers it when it is back', async () => {
    const article = articles[5]!;
    const before = await countsOf(article.slug);
    for (const relay of relays) relay.down = true;
    const refusedBefore = relays.reduce((sum, relay) => sum + relay.deliveries.length, 0);
    try {
      for (let i = 0; i < 200; i += 1) {
        const answer = await fetch(`${instances[i % 2]!.base}/_signal/read?lang=en&post=${before.id}`, { method: 'POST', headers: { 'User-Agent': CHROME_UA, 'X-Forwarded-For': `198.19.0.${i}` } });
        expect(answer.status).toBe(204);
      }
      // Three intervals of outage: the counters, shared in Redis, were taken by an instance that tried, and was refused.
      await sleep(3 * FLUSH_S * 1000);
      expect(relays.reduce((sum, relay) => sum + relay.deliveries.length, 0)).toBeGreaterThan(refusedBefore);
      expect((await countsOf(article.slug)).views).toBe(before.views);
    } finally {
      for (const relay of relays) relay.down = false;
    }
    await eventually(async () => (await countsOf(article.slug)).views, before.views + 200);
  });

  it('adds five readers at most to a post from one network, whatever user agents it sends', async () => {
    const article = articles[7]!;
    const before = await countsOf(article.slug);
    for (let i = 0; i < 50; i += 1) {
      const answer = await fetch(`${instances[i % 2]!.base}/_signal/read?lang=en&post=${before.id}`, { method: 'POST', headers: { 'User-Agent': `${CHROME_UA} Variant/${i}`, 'X-Forwarded-For': '198.19.2.1' } });
      expect(answer.status).toBe(204);
    }
    await eventually(async () => (await countsOf(article.slug)).views, before.views + 5);
    await sleep(2 * FLUSH_S * 1000);
    expect((await countsOf(article.slug)).views).toBe(before.views + 5);
  });

  it('delivers a real read and a real vote within three intervals while 110,000 invented ids flood in, with no request WordPress refuses', async () => {
    const article = articles[8] ?? articles[3]!;
    const before = await countsOf(article.slug);
    const statusesBefore = relays.map((relay) => relay.statuses.length);
    const rssBefore = await Promise.all(instances.map(residentMb));
    // The article served by the first instance: a post it knows it has.
    expect((await fetch(`${instances[0]!.base}${article.path}`, { headers: { 'User-Agent': CHROME_UA } })).status).toBe(200);

    // 110,000 beacons for invented ids from 4,096 networks, each within its own bounds, on both instances.
    const FLOOD = 110_000;
    let next = 0;
    let real: Promise<number> | undefined;
    /** How long after they were made the read and the vote showed in WordPress: watched while the flood goes on. */
    let appeared: Promise<number> | undefined;
    const shown = async () => {
      const now = await countsOf(article.slug);
      return now.views === before.views + 1 && now.votes === before.votes + 1;
    };
    const worker = async () => {
      while (next < FLOOD) {
        const i = (next += 1) - 1;
        if (i === FLOOD / 2) {
          // Half-way: a reader reads the article and votes for it.
          real = (async () => {
            const made = Date.now();
            const headers = { 'User-Agent': CHROME_UA, 'X-Forwarded-For': '198.19.3.1' };
            expect((await fetch(`${instances[0]!.base}/_signal/read?lang=en&post=${before.id}`, { method: 'POST', headers })).status).toBe(204);
            expect((await fetch(`${instances[0]!.base}/_signal/vote?lang=en&post=${before.id}&slug=${article.slug}&value=4`, { method: 'POST', headers })).status).toBe(200);
            return made;
          })();
          appeared = real.then(async (made) => {
            while (!(await shown()) && Date.now() - made < 30_000) await sleep(200);
            return Date.now() - made;
          });
        }
        const address = `198.18.${Math.floor((i % 4096) / 256)}.${i % 256}`;
        await fetch(`${instances[i % 2]!.base}/_signal/read?lang=en&post=${50_000_000 + i}`, { method: 'POST', headers: { 'User-Agent': CHROME_UA, 'X-Forwarded-For': address } });
      }
    };
    await Promise.all(Array.from({ length: 48 }, worker));
    // Three intervals, and a second for the last delivery and the polling's own calls on a loaded machine.
    expect(await appeared!).toBeLessThanOrEqual(3 * FLUSH_S * 1000 + 1_000);
    expect(await shown()).toBe(true);
    // WordPress refused nothing: what it would refuse for size is split before it is sent.
    relays.forEach((relay, i) => expect(relay.statuses.slice(statusesBefore[i]).filter((status) => status >= 400)).toEqual([]));
    // And the instances' memory stayed within what ops are told to give them (docs/failures-and-operations.md).
    const rssAfter = await Promise.all(instances.map(residentMb));
    rssAfter.forEach((rss, i) => {
      expect(rss).toBeLessThan(memoryBoundMb(loadConfig({})));
      expect(rss - rssBefore[i]!).toBeLessThan(200);
    });
  }, 300_000);

  it('delivers what an instance counted when it is stopped (SIGTERM), before its next interval', async () => {
    const article = articles[6]!;
    const before = await countsOf(article.slug);
    const stopping = instances[1]!;
    for (let i = 0; i < 30; i += 1) {
      await fetch(`${stopping.base}/_signal/read?lang=en&post=${before.id}`, { method: 'POST', headers: { 'User-Agent': CHROME_UA, 'X-Forwarded-For': `198.19.1.${i}` } });
    }
    stopping.child.kill('SIGTERM');
    expect(await stopping.exited).toBe(0);
    expect((await countsOf(article.slug)).views).toBe(before.views + 30);
    instances[1] = await startInstance(relays[1]!);
  });
});

describe('popular searches: the threshold is the operator’s, a caller can only raise it', () => {
  /** Records `readers` searchers of a term on each of the days `daysAgo` (UTC), as an importer would. */
  const seedSearches = (term: string, readers: number, daysAgo: readonly number[]) =>
    wordpress.php(daysAgo.map((ago) => `\\Newsdesk\\Signals\\Signals_History::record_search_readers( 'en', ${phpString(term)}, ${readers}, gmdate( 'Y-m-d', time() - ${ago} * DAY_IN_SECONDS ) );`).join('\n'));
  const popular = async (query: string): Promise<string[]> => {
    const answer = await fetch(`${wordpress.apiBase}/v2/search-lastresearch?lang=en${query}`, { headers: { Accept: 'application/json' } });
    expect(answer.status, query).toBe(200);
    return ((await answer.json()) as { term: string }[]).map((item) => item.term);
  };

  it('does not answer a term whose best day had 4 readers, even asked with min_readers=2; answers one with 5', async () => {
    // Four readers a day, every day of the week: searched more than the one with five, never by five on one day.
    await seedSearches('floor of four', 4, [0, 1, 2, 3, 4, 5, 6]);
    await seedSearches('floor of five', 5, [1]);
    for (const query of ['&min_readers=2', '&min_readers=0', '']) {
      const terms = await popular(query);
      expect(terms, query).not.toContain('floor of four');
      expect(terms, query).toContain('floor of five');
    }
    // Raising it is the caller's to do.
    expect(await popular('&min_readers=6')).not.toContain('floor of five');
  });
});
