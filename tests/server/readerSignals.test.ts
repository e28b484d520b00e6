// The beacons' endpoint (POST /_signal/read|vote|search) on the site as production
// composes it, delivering to the demo content API over loopback HTTP: what each
// answer says, what is counted and what is not, read back from the API's counts
// after a delivery.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedisServer } from '../builders/redisServer.ts';
import { Redis } from 'ioredis';
import type { DemoSignals } from '../../adapters/demo-content/demoSignals.ts';
import { CHROME, startSignalSite, type SignalSite as Site } from './signalSite.ts';

describe('the beacons of reader signals', () => {
  let site: Site;
  let post: { id: number; slug: string };
  let other: { id: number; slug: string };
  const reads = (signals: DemoSignals, id: number) => signals.counts('en', id).reads;

  beforeAll(async () => {
    site = await startSignalSite();
    const [first, second] = site.dataset.languages.en.posts;
    post = { id: first!.id, slug: first!.slug };
    other = { id: second!.id, slug: second!.slug };
  });
  afterAll(() => site.close());

  it('answers a read 204 with no-store and no cookie, and counts the reader once however often they send it', async () => {
    const before = reads(site.signals, post.id);
    for (let i = 0; i < 10; i += 1) {
      const response = await site.send(`/_signal/read?lang=en&post=${post.id}`, { 'X-Forwarded-For': '203.0.113.10' });
      expect(response.status).toBe(204);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(await response.text()).toBe('');
    }
    await site.deliver();
    expect(reads(site.signals, post.id)).toBe(before + 1);
  });

  it('counts another address, and another browser at the same address, as other readers', async () => {
    const before = reads(site.signals, post.id);
    await site.send(`/_signal/read?lang=en&post=${post.id}`, { 'X-Forwarded-For': '203.0.113.11' });
    await site.send(`/_signal/read?lang=en&post=${post.id}`, { 'X-Forwarded-For': '203.0.113.11', 'User-Agent': `${CHROME} Edg/131.0` });
    await site.deliver();
    expect(reads(site.signals, post.id)).toBe(before + 2);
  });

  it('answers and does not count a bot, a prefetch, Global Privacy Control or a reader who refused measurement; counts one who allowed it', async () => {
    const before = reads(site.signals, other.id);
    const path = `/_signal/read?lang=en&post=${other.id}`;
    const ignored: Record<string, string>[] = [
      { 'X-Forwarded-For': '203.0.113.20', 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
      { 'X-Forwarded-For': '203.0.113.21', 'User-Agent': '' },
      { 'X-Forwarded-For': '203.0.113.22', 'Sec-Purpose': 'prefetch' },
      { 'X-Forwarded-For': '203.0.113.23', 'Sec-Purpose': 'prefetch;prerender' },
      { 'X-Forwarded-For': '203.0.113.24', 'Sec-GPC': '1' },
      { 'X-Forwarded-For': '203.0.113.25', Cookie: 'nd_consent=v1.m0.a1.p1' },
    ];
    for (const headers of ignored) expect((await site.send(path, headers)).status).toBe(204);
    expect((await site.send(path, { 'X-Forwarded-For': '203.0.113.26', Cookie: 'other=1; nd_consent=v1.m1.a0.p0' })).status).toBe(204);
    await site.deliver();
    expect(reads(site.signals, other.id)).toBe(before + 1);
  });

  it('refuses what is not a beacon of ours: another method, a language, a post id or a vote it does not know', async () => {
    const get = await site.send(`/_signal/read?lang=en&post=${post.id}`, {}, 'GET');
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    for (const path of [
      `/_signal/read?lang=xx&post=${post.id}`,
      '/_signal/read?lang=en&post=0',
      '/_signal/read?lang=en&post=12a',
      '/_signal/read?lang=en',
      '/_signal/search?lang=en&q=%20%20',
      `/_signal/vote?lang=en&post=${post.id}&slug=${post.slug}&value=0`,
      `/_signal/vote?lang=en&post=${post.id}&slug=${post.slug}&value=6`,
      `/_signal/vote?lang=en&post=${post.id}&slug=${post.slug}&value=4.5`,
      `/_signal/vote?lang=en&post=${post.id}&slug=${post.slug}&value=04`,
      `/_signal/vote?lang=en&post=${post.id}&slug=${post.slug}`,
      `/_signal/vote?lang=en&post=${post.id}&value=4`,
    ]) {
      const response = await site.send(path);
      expect(response.status, path).toBe(400);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(((await response.json()) as { error: string }).error).toMatch(/must/);
    }
    expect((await site.send('/_signal/elsewhere?lang=en')).status).toBe(404);
  });

  it('answers 404 for a vote on a post that does not exist, or whose id is not the slug\'s', async () => {
    expect((await site.send(`/_signal/vote?lang=en&post=${post.id}&slug=no-such-post&value=4`)).status).toBe(404);
    expect((await site.send(`/_signal/vote?lang=en&post=${other.id}&slug=${post.slug}&value=4`)).status).toBe(404);
    expect((await site.send(`/_signal/vote?lang=en&post=${post.id}&slug=${post.slug}&value=4`, { 'User-Agent': 'curl/8.5.0 Googlebot' })).status).toBe(403);
  });

  it('counts one vote per reader: a second one replaces the first, and the totals move by one vote', async () => {
    const before = site.signals.counts('en', other.id);
    const vote = (value: number) => site.send(`/_signal/vote?lang=en&post=${other.id}&slug=${other.slug}&value=${value}`, { 'X-Forwarded-For': '203.0.113.30' });
    const first = await vote(2);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(await first.json()).toEqual({ outcome: 'added' });
    expect(await (await vote(5)).json()).toEqual({ outcome: 'replaced', previous: 2 });
    await site.deliver();
    const after = site.signals.counts('en', other.id);
    expect(after.count).toBe(before.count + 1);
    expect(after.sum).toBe(before.sum + 5);
  });

  it('limits a burst of votes from one address with 429 and Retry-After: one client moves the count by one, or three if it changes its browser', async () => {
    const burst = async (id: number, slug: string, address: string, agent: (i: number) => string) => {
      const before = site.signals.counts('en', id).count;
      const answers: { status: number; retryAfter: string | null }[] = [];
      for (let i = 0; i < 40; i += 1) {
        const response = await site.send(`/_signal/vote?lang=en&post=${id}&slug=${slug}&value=${(i % 5) + 1}`, { 'X-Forwarded-For': address, 'User-Agent': agent(i) });
        answers.push({ status: response.status, retryAfter: response.headers.get('retry-after') });
      }
      await site.deliver();
      return { answers, moved: site.signals.counts('en', id).count - before };
    };
    // The same browser: one voter, whose later votes replace the first, until the address's 20 votes a minute are spent.
    const same = await burst(post.id, post.slug, '203.0.113.40', () => CHROME);
    expect(same.moved).toBe(1);
    const refused = same.answers.filter((answer) => answer.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(20);
    expect(refused.every((answer) => Number(answer.retryAfter) >= 1 && Number(answer.retryAfter) <= 60)).toBe(true);
    // A new browser at each vote: three voters of one address for one post, no more (docs/reader-signals.md).
    const rotating = await burst(other.id, other.slug, '203.0.113.41', (i) => `${CHROME} Run/${i}`);
    expect(rotating.moved).toBe(3);
    expect(rotating.answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    expect(rotating.answers.slice(3).every((answer) => answer.status === 429 && Number(answer.retryAfter) > 0)).toBe(true);
  });

  it('puts a search among the popular ones only once five networks searched it, and never one that found nothing', async () => {
    const popular = (term: string) => site.signals.searchesSince('en', '2000-01-01').find((search) => search.term === term)?.best ?? 0;
    // One network, twenty browsers: one searcher, and under the threshold nothing reaches WordPress at all.
    for (let i = 0; i < 20; i += 1) await site.send(`/_signal/search?lang=en&q=${encodeURIComponent('Robot')}`, { 'X-Forwarded-For': '203.0.113.50', 'User-Agent': `${CHROME} Run/${i}` });
    await site.deliver();
    expect(popular('robot')).toBe(0);
    for (const address of ['203.0.113.51', '203.0.113.52', '203.0.113.53', '203.0.113.54']) {
      expect((await site.send('/_signal/search?lang=en&q=robot', { 'X-Forwarded-For': address })).status).toBe(204);
      // A search that found nothing, from the same five networks: the page's word is not taken for it.
      expect((await site.send('/_signal/search?lang=en&q=robot%20ethics', { 'X-Forwarded-For': address })).status).toBe(204);
    }
    await site.send('/_signal/search?lang=en&q=robot%20ethics', { 'X-Forwarded-For': '203.0.113.50' });
    await site.deliver();
    expect(popular('robot')).toBe(5);
    expect(popular('robot ethics')).toBe(0);
  });
});

describe('a client trying to bend the counts', () => {
  let site: Site;
  let post: { id: number; slug: string };
  beforeAll(async () => {
    site = await startSignalSite();
    const third = site.dataset.languages.en.posts[2]!;
    post = { id: third.id, slug: third.slug };
  });
  afterAll(() => site.close());
  const reads = () => site.signals.counts('en', post.id).reads;

  it('adds five readers at most to a post from one network, whatever user agents it sends (finding 1)', async () => {
    const before = reads();
    for (let i = 0; i < 50; i += 1) expect((await site.send(`/_signal/read?lang=en&post=${post.id}`, { 'X-Forwarded-For': '198.51.100.1', 'User-Agent': `${CHROME} Variant/${i}` })).status).toBe(204);
    await site.deliver();
    expect(reads()).toBe(before + 5);
  });

  it('refuses and does not count a beacon with a body, whatever the body (finding 7)', async () => {
    const before = reads();
    const path = `/_signal/read?lang=en&post=${post.id}`;
    const bodies: [string, RequestInit][] = [
      ['json', { body: JSON.stringify({ post: post.id }), headers: { 'Content-Type': 'application/json' } }],
      ['garbage', { body: new Uint8Array(500).fill(0xfe) }],
      ['2 MB', { body: new Uint8Array(2 * 1024 * 1024) }],
      ['chunked', { body: new ReadableStream({ start: (c) => (c.enqueue(new TextEncoder().encode('x')), c.close()) }), duplex: 'half' } as RequestInit],
    ];
    for (const [name, init] of bodies) {
      const response = await fetch(`${site.base}${path}`, { ...init, method: 'POST', headers: { ...(init.headers as Record<string, string>), 'User-Agent': CHROME, 'X-Forwarded-For': `198.51.100.${20 + bodies.findIndex(([n]) => n === name)}` } });
      expect(response.status, name).toBe(413);
      expect(response.headers.get('cache-control'), name).toBe('no-store');
    }
    await site.deliver();
    expect(reads()).toBe(before);
  });

  it('takes one address for all its ports, and the socket’s address when X-Forwarded-For has fewer entries than the trusted hops (finding 8)', async () => {
    const two = await startSignalSite({ TRUSTED_PROXY_HOPS: '2' });
    try {
      const before = two.signals.counts('en', post.id).reads;
      // A client that writes its own one-entry header, another address each time: all one socket, one reader.
      for (let i = 0; i < 10; i += 1) await two.send(`/_signal/read?lang=en&post=${post.id}`, { 'X-Forwarded-For': `192.0.2.${i}` });
      // Ports are not addresses.
      for (let port = 1000; port < 1010; port += 1) await two.send(`/_signal/read?lang=en&post=${post.id}`, { 'X-Forwarded-For': `198.51.100.7:${port}, 10.0.0.2`, 'User-Agent': `${CHROME} P/${port}` });
      await two.deliver();
      expect(two.signals.counts('en', post.id).reads).toBe(before + 1 + 5);
    } finally {
      await two.close();
    }
  });

  it('looks a vote’s post up after the network’s budget, and an unknown slug once (finding 9)', async () => {
    const before = site.upstreamCalls();
    for (let i = 0; i < 60; i += 1) await site.send(`/_signal/vote?lang=en&post=${post.id}&slug=invented-${i % 3}&value=4`, { 'X-Forwarded-For': '198.51.100.90', 'User-Agent': `${CHROME} V/${i}` });
    // Three invented slugs, each looked up once; and nothing past the network's 20 votes of the minute.
    expect(site.upstreamCalls() - before).toBeLessThanOrEqual(3);
  });

  it('counts a reader who refused measurement under an older consent version as refused', async () => {
    const before = reads();
    expect((await site.send(`/_signal/read?lang=en&post=${post.id}`, { 'X-Forwarded-For': '198.51.100.40', Cookie: 'nd_consent=v1.m0.a1.p1' })).status).toBe(204);
    await site.deliver();
    expect(reads()).toBe(before);
  });
});

describe('a server without a secret shared with the content API', () => {
  it('counts nothing and has no beacon path', async () => {
    const site = await startSignalSite({}, false);
    try {
      expect((await site.send('/_signal/read?lang=en&post=1')).status).toBe(404);
    } finally {
      await site.close();
    }
  });
});

describe('a server whose shared Redis stops answering', () => {
  it('answers an in-doubt vote 503 with Retry-After, and counts what Redis ran late exactly once', async () => {
    const redis = await startRedisServer();
    const site = await startSignalSite({ REDIS_URL: redis.url });
    try {
      const [first] = site.dataset.languages.en.posts;
      const reads = () => site.signals.counts('en', first!.id).reads;
      const votes = () => site.signals.counts('en', first!.id).count;
      const before = { reads: reads(), votes: votes() };
      // Counted through Redis once its connection is up (a salt there says so), then asked again while Redis is paused.
      const raw = new Redis(redis.url);
      for (let i = 0; i < 50 && (await raw.keys('newsdesk:signals:salt:*')).length === 0; i += 1) {
        await site.send(`/_signal/read?lang=en&post=${first!.id}`, { 'X-Forwarded-For': '203.0.113.60' });
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      raw.disconnect();
      expect((await site.send(`/_signal/read?lang=en&post=${first!.id}`, { 'X-Forwarded-For': '203.0.113.60' })).status).toBe(204);
      // A vote for another post first: the voting window's salt is had, once per instance.
      const [, second] = site.dataset.languages.en.posts;
      expect((await site.send(`/_signal/vote?lang=en&post=${second!.id}&slug=${second!.slug}&value=3`, { 'X-Forwarded-For': '203.0.113.62' })).status).toBe(200);
      redis.pause();
      try {
        expect((await site.send(`/_signal/read?lang=en&post=${first!.id}`, { 'X-Forwarded-For': '203.0.113.61' })).status).toBe(204);
        const vote = await site.send(`/_signal/vote?lang=en&post=${first!.id}&slug=${first!.slug}&value=4`, { 'X-Forwarded-For': '203.0.113.60' });
        expect(vote.status).toBe(503);
        expect(Number(vote.headers.get('retry-after'))).toBeGreaterThan(0);
      } finally {
        redis.resume();
      }
      await site.deliver();
      // The reader counted through Redis (however its memory counted it before the connection was up), and the
      // paused read and vote, which Redis ran once it was back: the vote was answered 503 and counts once all the same.
      expect(reads()).toBeGreaterThanOrEqual(before.reads + 2);
      expect(reads()).toBeLessThanOrEqual(before.reads + 3);
      expect(votes()).toBe(before.votes + 1);
    } finally {
      await site.close();
      await redis.stop();
    }
  });
});
