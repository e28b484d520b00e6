import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import { createInMemoryContent } from '../../../adapters/in-memory/createInMemoryContent.ts';
import { createCachedContent } from '../../../adapters/cache/createCachedContent.ts';
import { createMemoryStore } from '../../../adapters/cache/createMemoryStore.ts';
import type { CacheStore } from '../../../adapters/cache/cacheStore.ts';
import { unavailable, type ContentPort } from '../../../src/ports/ContentPort.ts';
import { aPost } from '../../builders/post.ts';

const setup = (options: { freshMs?: number; staleIfErrorMs?: number; store?: CacheStore; inner?: ContentPort } = {}) => {
  let clock = 1_000_000;
  const inner = createInMemoryContent({ posts: [aPost({ id: 1, slug: 'one' }), aPost({ id: 2, slug: 'two' })] });
  const store = options.store ?? createMemoryStore({ maxBytes: 10_000_000 });
  const cached = createCachedContent(options.inner ?? inner, { store, freshMs: options.freshMs ?? 1000, staleIfErrorMs: options.staleIfErrorMs ?? 10_000, now: () => clock });
  const calls = (method: keyof ContentPort) => inner.calls.filter((c) => c.method === method).length;
  return { cached, calls, store, inner, advance: (ms: number) => (clock += ms) };
};

/** A content port whose popular posts fail while `failing` is set, counting the calls. */
const flaky = () => {
  const inner = createInMemoryContent({ posts: [aPost({ id: 7 })] });
  const state = { failing: false, asked: 0 };
  const port: ContentPort = {
    ...inner,
    popularPosts: (lang, ctx) => {
      state.asked += 1;
      return state.failing ? TE.left(unavailable('connection refused')) : inner.popularPosts(lang, ctx);
    },
  };
  return { port, state };
};

describe('the content cache', () => {
  it('answers a repeated call from the store while it is fresh, then asks again', async () => {
    const { cached, calls, advance } = setup({ freshMs: 1000 });
    const first = await cached.latestPosts('it', 1)();
    expect(await cached.latestPosts('it', 1)()).toEqual(first);
    advance(999);
    await cached.latestPosts('it', 1)();
    expect(calls('latestPosts')).toBe(1);
    advance(1);
    await cached.latestPosts('it', 1)();
    expect(calls('latestPosts')).toBe(2);
  });

  it('keeps calls with different arguments apart', async () => {
    const { cached, calls } = setup();
    await cached.latestPosts('it', 1)();
    await cached.latestPosts('it', 2)();
    await cached.latestPosts('en', 1)();
    const one = await cached.post('it', 'one')();
    const two = await cached.post('it', 'two')();
    expect(calls('latestPosts')).toBe(3);
    expect(one._tag === 'Right' && one.right.slug).toBe('one');
    expect(two._tag === 'Right' && two.right.slug).toBe('two');
  });

  it('shares one request between identical calls made while it is in flight', async () => {
    const { cached, calls } = setup();
    await Promise.all(Array.from({ length: 20 }, () => cached.categories('de')()));
    expect(calls('categories')).toBe(1);
  });

  it('shares one failing request between identical calls made while it is in flight: each gets its error', async () => {
    const inner = createInMemoryContent();
    let asked = 0;
    const failing: ContentPort = {
      ...inner,
      categories: () => async () => {
        asked += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return { _tag: 'Left', left: unavailable('connection refused') };
      },
    };
    const { cached } = setup({ inner: failing });
    const answers = await Promise.all(Array.from({ length: 10 }, () => cached.categories('de')()));
    expect(asked).toBe(1);
    expect(answers).toEqual(Array.from({ length: 10 }, () => ({ _tag: 'Left', left: unavailable('connection refused') })));
  });

  it('never keeps a failure or a not-found: the next reader asks again', async () => {
    const { port, state } = flaky();
    const { cached } = setup({ inner: port });
    state.failing = true;
    expect((await cached.popularPosts('fr')())._tag).toBe('Left');
    state.failing = false;
    expect((await cached.popularPosts('fr')())._tag).toBe('Right');
    await cached.popularPosts('fr')();
    expect(state.asked).toBe(2);
    const missing = setup();
    await missing.cached.post('it', 'nothing')();
    await missing.cached.post('it', 'nothing')();
    expect(missing.calls('post')).toBe(2);
  });

  it('answers the last good copy, and says how old it is, when WordPress fails after freshness', async () => {
    const { port, state } = flaky();
    const { cached, advance } = setup({ inner: port, freshMs: 1000, staleIfErrorMs: 60_000 });
    const good = await cached.popularPosts('it')();
    advance(5000);
    state.failing = true;
    const ages: number[] = [];
    expect(await cached.popularPosts('it', { onStale: (age) => ages.push(age) })()).toEqual(good);
    expect(ages).toEqual([5000]);
  });

  it('asks at every use for a call made never fresh, sharing one request between callers at once and answering its copy while WordPress fails', async () => {
    const { port, state } = flaky();
    let clock = 1_000_000;
    const cached = createCachedContent(port, { store: createMemoryStore({ maxBytes: 10_000_000 }), freshMs: 30_000, freshMsOf: { popularPosts: 0 }, staleIfErrorMs: 60_000, now: () => clock });
    const good = await cached.popularPosts('it')();
    await cached.popularPosts('it')();
    expect(state.asked).toBe(2);
    await Promise.all(Array.from({ length: 10 }, () => cached.popularPosts('it')()));
    expect(state.asked).toBe(3);
    clock += 5_000;
    state.failing = true;
    expect(await cached.popularPosts('it')()).toEqual(good);
  });

  it('gives up the copy once the stale grace has passed: the failure shows', async () => {
    const { port, state } = flaky();
    const { cached, advance } = setup({ inner: port, freshMs: 1000, staleIfErrorMs: 60_000 });
    await cached.popularPosts('it')();
    advance(61_000);
    state.failing = true;
    expect(await cached.popularPosts('it')()).toEqual({ _tag: 'Left', left: unavailable('connection refused') });
  });

  it('stops waiting for a reader who leaves, and cancels the call once nobody waits', async () => {
    const cancelled: boolean[] = [];
    const inner = createInMemoryContent();
    const slow: ContentPort = {
      ...inner,
      post: (_lang, _slug, ctx) => () =>
        new Promise((resolve) => {
          ctx?.signal?.addEventListener('abort', () => {
            cancelled.push(true);
            resolve({ _tag: 'Left', left: unavailable('aborted') });
          });
        }),
    };
    const { cached } = setup({ inner: slow });
    const first = new AbortController();
    const second = new AbortController();
    const firstWait = cached.post('it', 'slow', { signal: first.signal })();
    const secondWait = cached.post('it', 'slow', { signal: second.signal })();
    await new Promise((resolve) => setTimeout(resolve, 10));
    first.abort();
    expect((await firstWait)._tag).toBe('Left');
    expect(cancelled).toEqual([]);
    second.abort();
    expect((await secondWait)._tag).toBe('Left');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(cancelled).toEqual([true]);
  });

  it('tags each answer with what it shows, so a purge on publish drops it', async () => {
    const { cached, calls, store } = setup();
    await cached.latestPosts('it', 1)();
    await cached.post('it', 'one')();
    await cached.post('it', 'two')();
    expect([...(await store.purge({ tags: ['post-1'] }))].sort()).toEqual(['latestPosts:["it",1]', 'post:["it","one"]']);
    await cached.post('it', 'two')();
    await cached.post('it', 'one')();
    expect(calls('post')).toBe(3);
  });

  it("drops what shows an author when the author's profile changes, and the list of authors when a language publishes", async () => {
    const giulia = { slug: 'giulia-ferri', name: 'Giulia Ferri', description: '' };
    const inner = createInMemoryContent({ posts: [aPost({ id: 1, slug: 'one', author: giulia }), aPost({ id: 2, slug: 'two' })] });
    const { cached, store } = setup({ inner });
    await cached.post('it', 'one')();
    await cached.post('it', 'two')();
    await cached.latestPosts('it', 1)();
    await cached.authors('it')();
    await cached.authors('it', 'giulia-ferri')();
    await cached.authorPosts('it', 'giulia-ferri', 1)();
    expect([...(await store.purge({ tags: ['author-it-giulia-ferri'] }))].sort()).toEqual([
      'authorPosts:["it","giulia-ferri",1]', 'authors:["it","giulia-ferri"]', 'authors:["it"]', 'latestPosts:["it",1]', 'post:["it","one"]',
    ]);
    await cached.authors('it')();
    expect([...(await store.purge({ tags: ['listing-it'] }))]).toContain('authors:["it"]');
  });

  it('waits for another instance that holds the lock, and takes its answer', async () => {
    const shared = createMemoryStore({ maxBytes: 1_000_000 });
    // Another instance holds the lock and stores its answer a little later.
    const held: CacheStore = { ...shared, tryLock: async () => false };
    const { cached, calls } = setup({ store: held });
    const other = setup({ store: shared });
    const answer = cached.categories('pt')();
    await new Promise((resolve) => setTimeout(resolve, 60));
    await other.cached.categories('pt')();
    expect((await answer)._tag).toBe('Right');
    expect(calls('categories')).toBe(0);
  });
});

describe('a caller that says how old an answer it takes (maxAgeMs)', () => {
  /** Posts that fail while `failing` is set, counting what reaches WordPress. */
  const flakyPosts = () => {
    const inner = createInMemoryContent({ posts: [aPost({ id: 1, slug: 'one' })] });
    const state = { failing: false, asked: 0 };
    const port: ContentPort = {
      ...inner,
      post: (lang, slug, ctx) => {
        state.asked += 1;
        return state.failing ? TE.left(unavailable('connection refused')) : inner.post(lang, slug, ctx);
      },
    };
    return { port, state };
  };

  it('is answered from the store only while the copy is younger than it asks, and asks again after', async () => {
    const { port, state } = flakyPosts();
    const { cached, advance } = setup({ inner: port, freshMs: 60_000 });
    await cached.post('en', 'one')();
    advance(4_999);
    await cached.post('en', 'one', { maxAgeMs: 5_000 })();
    expect(state.asked).toBe(1);
    advance(1);
    await cached.post('en', 'one', { maxAgeMs: 5_000 })();
    expect(state.asked).toBe(2);
    // The copy it asked for is everyone's: a caller without a bound, and one with it, take it now.
    await cached.post('en', 'one')();
    await cached.post('en', 'one', { maxAgeMs: 5_000 })();
    expect(state.asked).toBe(2);
  });

  it('never makes a copy fresh for longer than the call\'s own freshness', async () => {
    const { port, state } = flakyPosts();
    const { cached, advance } = setup({ inner: port, freshMs: 1_000 });
    await cached.post('en', 'one')();
    advance(1_000);
    await cached.post('en', 'one', { maxAgeMs: 60_000 })();
    expect(state.asked).toBe(2);
  });

  it('shares one request between callers at once, bound or not', async () => {
    const { port, state } = flakyPosts();
    const { cached, advance } = setup({ inner: port, freshMs: 60_000 });
    await cached.post('en', 'one')();
    advance(10_000);
    await Promise.all(Array.from({ length: 50 }, (_, i) => cached.post('en', 'one', i % 2 === 0 ? { maxAgeMs: 1_000 } : undefined)()));
    expect(state.asked).toBe(2);
  });

  it('still gets the kept copy, with its age, while WordPress fails', async () => {
    const { port, state } = flakyPosts();
    const { cached, advance } = setup({ inner: port, freshMs: 60_000, staleIfErrorMs: 10_000 });
    const good = await cached.post('en', 'one')();
    advance(5_000);
    state.failing = true;
    const ages: number[] = [];
    expect(await cached.post('en', 'one', { maxAgeMs: 1_000, onStale: (age) => ages.push(age) })()).toEqual(good);
    expect(ages).toEqual([5_000]);
    expect(state.asked).toBe(2);
  });

  it('keeps a copy it asked for as long as any other: for failures after the call\'s own freshness, not after its bound', async () => {
    const { port, state } = flakyPosts();
    const { cached, advance } = setup({ inner: port, freshMs: 1_000, staleIfErrorMs: 10_000 });
    const good = await cached.post('en', 'one', { maxAgeMs: 100 })();
    // Past the bound and the freshness, within freshness and grace (11 s): the copy answers a failure.
    advance(10_500);
    state.failing = true;
    expect(await cached.post('en', 'one', { maxAgeMs: 100 })()).toEqual(good);
    advance(1_000);
    expect((await cached.post('en', 'one', { maxAgeMs: 100 })())._tag).toBe('Left');
  });
});
