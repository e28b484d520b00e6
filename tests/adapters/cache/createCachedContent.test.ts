import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import { createInMemoryContent } from '../../../adapters/in-memory/createInMemoryContent.ts';
import { createCachedContent } from '../../../adapters/cache/createCachedContent.ts';
import { unavailable, type ContentPort } from '../../../src/ports/ContentPort.ts';
import { aPost } from '../../builders/post.ts';

const setup = (options: { ttlMs?: number; maxEntries?: number } = {}) => {
  let clock = 0;
  const inner = createInMemoryContent({ posts: [aPost({ name: 'one' }), aPost({ name: 'two' })] });
  const cached = createCachedContent(inner, { ttlMs: options.ttlMs ?? 1000, maxEntries: options.maxEntries ?? 100, now: () => clock });
  const calls = (method: keyof ContentPort) => inner.calls.filter((c) => c.method === method).length;
  return { cached, calls, advance: (ms: number) => (clock += ms) };
};

describe('the content cache', () => {
  it('answers a repeated call from memory until its time is up, then asks again', async () => {
    const { cached, calls, advance } = setup({ ttlMs: 1000 });
    const first = await cached.latestPosts('it', 1)();
    expect((await cached.latestPosts('it', 1)())).toEqual(first);
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
    expect(one._tag === 'Right' && one.right.name).toBe('one');
    expect(two._tag === 'Right' && two.right.name).toBe('two');
  });

  it('shares one request between identical calls made while it is in flight', async () => {
    const { cached, calls } = setup();
    await Promise.all(Array.from({ length: 20 }, () => cached.categories('de')()));
    expect(calls('categories')).toBe(1);
  });

  it('never keeps a failure: the next reader asks again', async () => {
    let fail = true;
    const inner = createInMemoryContent({ posts: [aPost()] });
    let asked = 0;
    const flaky: ContentPort = { ...inner, popularPosts: (lang) => { asked += 1; return fail ? TE.left(unavailable('timeout')) : inner.popularPosts(lang); } };
    const cached = createCachedContent(flaky, { ttlMs: 60_000, maxEntries: 10, now: () => 0 });
    expect((await cached.popularPosts('fr')())._tag).toBe('Left');
    fail = false;
    expect((await cached.popularPosts('fr')())._tag).toBe('Right');
    await cached.popularPosts('fr')();
    expect(asked).toBe(2);
  });

  it('forgets the least recently used answer beyond its size', async () => {
    const { cached, calls } = setup({ maxEntries: 2 });
    await cached.latestPosts('it', 1)();
    await cached.latestPosts('it', 2)();
    await cached.latestPosts('it', 1)(); // used again: now the most recent
    await cached.latestPosts('it', 3)(); // evicts page 2
    await cached.latestPosts('it', 1)();
    expect(calls('latestPosts')).toBe(3);
    await cached.latestPosts('it', 2)();
    expect(calls('latestPosts')).toBe(4);
  });
});
