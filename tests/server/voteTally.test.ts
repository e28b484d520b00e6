// The tally a page reads (GET /_signal/vote?lang=…&post=…&slug=…) on the site as
// production composes it, counting votes and delivering them to the demo content
// API over loopback HTTP: WordPress's figures with the votes not delivered yet,
// each vote once, whatever the page cache still serves (docs/reader-signals.md,
// "The tally a page reads"). Expected figures are worked out here from the page's
// own figures and the votes cast, as an average over every voter.
import { request } from 'node:http';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedisServer } from '../builders/redisServer.ts';
import { CHROME, SIGNALS_TOKEN, startSignalSite, type SignalSite } from './signalSite.ts';

interface Figures {
  readonly votes: number;
  readonly average: number;
}
interface PostRef {
  readonly id: number;
  readonly slug: string;
}

const FLUSH_SECONDS = 1;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const tallyPath = (post: PostRef, lang = 'en') => `/_signal/vote?lang=${lang}&post=${post.id}&slug=${encodeURIComponent(post.slug)}`;

/** A post's tally as a page asks for it (a reader's browser; anything else in `headers`). */
const readTally = async (site: SignalSite, post: PostRef, headers: Record<string, string> = {}): Promise<Figures> => {
  const response = await site.send(tallyPath(post), headers, 'GET');
  expect(response.status).toBe(200);
  return (await response.json()) as Figures;
};

/** The figures the article's page hands the browser (its state), and how the page cache served it. */
const pageFigures = async (site: SignalSite, post: PostRef): Promise<Figures & { readonly cache: string | null }> => {
  const response = await site.send(`/en/article/${post.slug}`, {}, 'GET');
  expect(response.status).toBe(200);
  const found = /"rating":\{"average":([0-9.]+),"votes":(\d+)/.exec(await response.text());
  expect(found).not.toBeNull();
  return { average: Number(found![1]), votes: Number(found![2]), cache: response.headers.get('x-cache') };
};

const vote = async (site: SignalSite, post: PostRef, value: number, address: string) => {
  const response = await site.send(`${tallyPath(post)}&value=${value}`, { 'X-Forwarded-For': address });
  expect(response.status).toBe(200);
  return response.json() as Promise<unknown>;
};

/** The average of `votes` voters averaging `average`, with `add` more stars from `more` voters. */
const averageWith = (before: Figures, add: number, more: number): number => (before.average * before.votes + add) / (before.votes + more);

/** A GET with a body, which fetch will not send. */
const getWithBody = (base: string, path: string): Promise<{ status: number; cacheControl: string | undefined }> =>
  new Promise((resolve, reject) => {
    const sent = request(`${base}${path}`, { method: 'GET', headers: { 'User-Agent': CHROME, 'Content-Type': 'application/json', 'Content-Length': '2' } }, (answer) => {
      answer.resume();
      resolve({ status: answer.statusCode ?? 0, cacheControl: answer.headers['cache-control'] });
    });
    sent.on('error', reject);
    sent.end('{}');
  });

/** The answer's headers but those each answer has of its own. */
const PER_ANSWER = new Set(['date', 'content-length', 'content-type', 'connection', 'keep-alive', 'x-request-id', 'transfer-encoding', 'allow', 'retry-after']);
const sharedHeaders = (response: Response): [string, string][] => [...response.headers].filter(([name]) => !PER_ANSWER.has(name));

describe('the tally a page reads', () => {
  let site: SignalSite;
  let posts: readonly PostRef[];

  beforeAll(async () => {
    site = await startSignalSite({ SIGNALS_FLUSH_SECONDS: String(FLUSH_SECONDS) });
    posts = site.dataset.languages.en.posts.map((post) => ({ id: post.id, slug: post.slug }));
  });
  afterAll(() => site.close());

  it('answers a fresh article\'s tally with its page\'s figures, never to be kept, with the security headers of a vote\'s answer', async () => {
    const post = posts[2]!;
    const page = await pageFigures(site, post);
    // The demo's figures of this post: 27 voters averaging 4.2.
    expect(page).toMatchObject({ votes: 27, average: 4.2 });
    const response = await site.send(tallyPath(post), {}, 'GET');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await response.json()).toEqual({ votes: page.votes, average: page.average });

    const posted = await site.send(`${tallyPath(post)}&value=9`);
    expect(posted.status).toBe(400);
    const security = sharedHeaders(posted);
    expect(security.map(([name]) => name)).toEqual(expect.arrayContaining(['x-content-type-options', 'cache-control']));
    expect(sharedHeaders(response)).toEqual(security);
  });

  it('counts a vote at once and once after its delivery, a changed vote in the average only, whatever figures the page cache still serves', async () => {
    const post = posts[9]!;
    const page = await pageFigures(site, post);
    expect(page).toMatchObject({ votes: 64, average: 4.2 });
    expect(await readTally(site, post)).toEqual({ votes: page.votes, average: page.average });
    const recorded = site.signals.counts('en', post.id);

    // A new voter's 5: one voter more, at once.
    expect(await vote(site, post, 5, '203.0.113.70')).toEqual({ outcome: 'added' });
    const withFive = averageWith(page, 5, 1);
    const added = await readTally(site, post);
    expect(added.votes).toBe(page.votes + 1);
    expect(added.average).toBeCloseTo(withFive, 9);

    // Delivered: WordPress holds it now, and the tally counts it once (WordPress writes its average to two decimals).
    await site.deliver();
    expect(site.signals.counts('en', post.id)).toMatchObject({ count: recorded.count + 1, sum: recorded.sum + 5 });
    const delivered = await readTally(site, post);
    expect(delivered.votes).toBe(page.votes + 1);
    expect(Math.abs(delivered.average - withFive)).toBeLessThan(0.01);

    // The same reader changes their mind to 1: the same voters, the average moved by -4 stars.
    expect(await vote(site, post, 1, '203.0.113.70')).toEqual({ outcome: 'replaced', previous: 5 });
    const withOne = averageWith(page, 1, 1);
    const replaced = await readTally(site, post);
    expect(replaced.votes).toBe(page.votes + 1);
    expect(Math.abs(replaced.average - withOne)).toBeLessThan(0.01);
    await site.deliver();
    expect(site.signals.counts('en', post.id)).toMatchObject({ count: recorded.count + 1, sum: recorded.sum + 1 });
    const settled = await readTally(site, post);
    expect(settled.votes).toBe(page.votes + 1);
    expect(Math.abs(settled.average - withOne)).toBeLessThan(0.01);

    // Past a flush interval, from WordPress afresh: still once.
    await sleep(FLUSH_SECONDS * 1000 + 100);
    const later = await readTally(site, post);
    expect(later.votes).toBe(page.votes + 1);
    expect(Math.abs(later.average - withOne)).toBeLessThan(0.01);

    // The page cache still serves the page as it was rendered, before any of this.
    const cached = await pageFigures(site, post);
    expect(cached.cache).toBe('HIT');
    expect({ votes: cached.votes, average: cached.average }).toEqual({ votes: page.votes, average: page.average });
  });

  it('gives a post\'s first vote an average of its stars', async () => {
    const post = posts[1]!;
    expect(await readTally(site, post)).toEqual({ votes: 0, average: 0 });
    await vote(site, post, 4, '203.0.113.71');
    await vote(site, post, 3, '203.0.113.72');
    expect(await readTally(site, post)).toEqual({ votes: 2, average: 3.5 });
    await site.deliver();
    expect(await readTally(site, post)).toEqual({ votes: 2, average: 3.5 });
  });

  it('shows votes WordPress took from elsewhere (another instance, no shared cache) within one flush interval, asking WordPress at most once an interval', async () => {
    const post = posts[5]!;
    const before = await readTally(site, post);
    const asked = () => site.upstream.paths.filter((path) => path.includes('get_post') && path.includes(post.slug)).length;
    const first = asked();
    // WordPress takes a vote of 2 another instance counted: this one's cached figures do not have it yet.
    const day = new Date().toISOString().slice(0, 10);
    const taken = site.signals.receive(`Bearer ${SIGNALS_TOKEN}`, { batches: [{ id: 'elsewhere-0001', day, reads: [], votes: [{ post: post.id, lang: 'en', sum: 2, count: 1 }], searches: [] }] }, new Date());
    expect(taken.status).toBe(200);
    for (let i = 0; i < 5; i += 1) await readTally(site, post);
    expect(asked()).toBe(first);
    await sleep(FLUSH_SECONDS * 1000 + 100);
    const after = await readTally(site, post);
    expect(after.votes).toBe(before.votes + 1);
    expect(Math.abs(after.average - averageWith(before, 2, 1))).toBeLessThan(0.01);
    expect(asked()).toBe(first + 1);
  });

  it('asks the content API once for 50 tallies of one post read at once', async () => {
    const post = posts[4]!;
    const asked = () => site.upstream.paths.filter((path) => path.includes('get_post') && path.includes(post.slug)).length;
    expect(asked()).toBe(0);
    const answers = await Promise.all(Array.from({ length: 50 }, () => site.send(tallyPath(post), { 'X-Forwarded-For': '203.0.113.80' }, 'GET')));
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    const bodies = await Promise.all(answers.map((answer) => answer.json()));
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    expect(asked()).toBe(1);
  });

  it('answers a HEAD as a GET, without the body', async () => {
    const post = posts[2]!;
    const get = await site.send(tallyPath(post), {}, 'GET');
    const head = await site.send(tallyPath(post), {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    for (const name of ['cache-control', 'content-type', 'content-length', 'x-content-type-options']) expect(head.headers.get(name), name).toBe(get.headers.get(name));
  });

  it('lets anyone read it: a crawler, a client without a user agent, a prefetch, a reader who refused measurement', async () => {
    const post = posts[2]!;
    const readers: Record<string, string>[] = [
      { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
      { 'User-Agent': '' },
      { 'Sec-Purpose': 'prefetch' },
      { Cookie: 'nd_consent=v1.m0.a1.p1', 'Sec-GPC': '1' },
    ];
    for (const headers of readers) {
      const response = await site.send(tallyPath(post), headers, 'GET');
      expect(response.status, JSON.stringify(headers)).toBe(200);
    }
  });

  it('refuses what is not a tally of ours as a vote is refused', async () => {
    const [post, other] = [posts[2]!, posts[3]!];
    for (const path of [
      `/_signal/vote?lang=xx&post=${post.id}&slug=${post.slug}`,
      `/_signal/vote?post=${post.id}&slug=${post.slug}`,
      `/_signal/vote?lang=en&post=0&slug=${post.slug}`,
      `/_signal/vote?lang=en&post=12a&slug=${post.slug}`,
      `/_signal/vote?lang=en&slug=${post.slug}`,
      `/_signal/vote?lang=en&post=${post.id}`,
      `/_signal/vote?lang=en&post=${post.id}&slug=`,
    ]) {
      const response = await site.send(path, {}, 'GET');
      expect(response.status, path).toBe(400);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
      expect(((await response.json()) as { error: string }).error, path).toMatch(/must/);
    }
    for (const path of [`/_signal/vote?lang=en&post=${post.id}&slug=no-such-post`, `/_signal/vote?lang=en&post=${other.id}&slug=${post.slug}`, `/_signal/vote?lang=it&post=${post.id}&slug=${post.slug}`]) {
      const response = await site.send(path, {}, 'GET');
      expect(response.status, path).toBe(404);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
      expect(await response.json(), path).toEqual({ error: 'no such post' });
    }
    for (const method of ['PUT', 'DELETE', 'PATCH']) {
      const response = await site.send(tallyPath(post), {}, method);
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow'), method).toBe('GET, HEAD, POST');
    }
    // Reads and searches are beacons only.
    const read = await site.send(`/_signal/read?lang=en&post=${post.id}`, {}, 'GET');
    expect(read.status).toBe(405);
    expect(read.headers.get('allow')).toBe('POST');
    expect(await getWithBody(site.base, tallyPath(post))).toEqual({ status: 413, cacheControl: 'no-store' });
  });
});

describe('the tally while the content API cannot answer', () => {
  let site: SignalSite;
  beforeAll(async () => {
    site = await startSignalSite({ SIGNALS_FLUSH_SECONDS: String(FLUSH_SECONDS) });
  });
  afterAll(() => site.close());

  it('answers the figures kept with the votes since, and 503 with Retry-After for a post it has none of', async () => {
    const [kept, unknown] = site.dataset.languages.en.posts.map((post) => ({ id: post.id, slug: post.slug })).slice(2, 4) as [PostRef, PostRef];
    const before = await readTally(site, kept);
    await vote(site, kept, 1, '203.0.113.90');
    site.upstream.down = true;
    await sleep(FLUSH_SECONDS * 1000 + 100);
    const during = await readTally(site, kept);
    expect(during.votes).toBe(before.votes + 1);
    expect(during.average).toBeCloseTo(averageWith(before, 1, 1), 9);
    const refused = await site.send(tallyPath(unknown), {}, 'GET');
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });
});

describe('a server that counts no signals', () => {
  it('has no tally either', async () => {
    const site = await startSignalSite({}, false);
    try {
      const [post] = site.dataset.languages.en.posts;
      expect((await site.send(`/_signal/vote?lang=en&post=${post!.id}&slug=${post!.slug}`, {}, 'GET')).status).toBe(404);
    } finally {
      await site.close();
    }
  });
});

describe('two instances sharing Redis', () => {
  it('count a vote once in either\'s tally, before and after whichever delivers it', async () => {
    const redis = await startRedisServer();
    const env = { REDIS_URL: redis.url, SIGNALS_FLUSH_SECONDS: '60' };
    const a = await startSignalSite(env);
    const b = await startSignalSite(env, true, a.contentApi);
    const raw = new Redis(redis.url);
    try {
      const posts = a.dataset.languages.en.posts.map((post) => ({ id: post.id, slug: post.slug }));
      const day = new Date().toISOString().slice(0, 10);
      // Each instance counts through Redis once its connections are up: a read of a post of its own lands in the shared hash.
      for (const [site, post] of [[a, posts[20]!], [b, posts[21]!]] as const) {
        for (let i = 0; i < 100 && !(await raw.hexists('newsdesk:signals:counters', `${day}|r|en|${post.id}`)); i += 1) {
          await site.send(`/_signal/read?lang=en&post=${post.id}`, { 'X-Forwarded-For': `198.18.${post.id % 256}.${i}` });
          await sleep(50);
        }
        // And keeps content answers there: its tally's copy of WordPress's figures is everyone's.
        for (let i = 0; i < 100 && (await raw.keys(`newsdesk:content:*${post.slug}*`)).length === 0; i += 1) {
          await readTally(site, post);
          await sleep(50);
        }
      }
      await a.deliver();

      const post = posts[11]!;
      const before = await readTally(a, post);
      expect(await readTally(b, post)).toEqual(before);
      // Counted through A: B's tally has it at once (the shared counters), once.
      await vote(a, post, 2, '203.0.113.100');
      const expected = averageWith(before, 2, 1);
      for (const site of [a, b]) {
        const tally = await readTally(site, post);
        expect(tally.votes).toBe(before.votes + 1);
        expect(tally.average).toBeCloseTo(expected, 9);
      }
      // B takes every counter and delivers them: its purge reaches the copy A would read.
      await b.deliver();
      expect(a.signals.counts('en', post.id).count).toBe(1);
      for (const site of [a, b]) {
        const tally = await readTally(site, post);
        expect(tally.votes).toBe(before.votes + 1);
        expect(Math.abs(tally.average - expected)).toBeLessThan(0.01);
      }
    } finally {
      raw.disconnect();
      await b.close();
      await a.close();
      await redis.stop();
    }
  });
});
