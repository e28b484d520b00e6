import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../../adapters/cache/createMemoryStore.ts';
import type { StoredItem } from '../../../adapters/cache/cacheStore.ts';

const item = (tags: string[], bytes = 10, meta: unknown = { n: 1 }): StoredItem => ({ meta, fields: { body: new Uint8Array(bytes) }, tags });

describe('the in-process cache store', () => {
  it('answers what it keeps, with only the fields asked for', async () => {
    const store = createMemoryStore({ maxBytes: 1_000_000 });
    await store.set('a', { meta: { status: 200 }, fields: { br: new Uint8Array(3), gzip: new Uint8Array(4) }, tags: [] }, 60_000);
    const whole = await store.get('a');
    expect(Object.keys(whole!.fields).sort()).toEqual(['br', 'gzip']);
    const one = await store.get('a', ['br']);
    expect(one!.meta).toEqual({ status: 200 });
    expect(Object.keys(one!.fields)).toEqual(['br']);
    expect(await store.get('missing')).toBeUndefined();
  });

  it('forgets an item once the time it was kept for has passed', async () => {
    const store = createMemoryStore({ maxBytes: 1_000_000 });
    await store.set('a', item([]), 20);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await store.get('a')).toBeUndefined();
  });

  it('stays within its byte bound however many items arrive, the least recently used going first', async () => {
    const store = createMemoryStore({ maxBytes: 50_000 });
    for (let i = 0; i < 10_000; i += 1) await store.set(`page-${i}`, item([`post-${i}`, 'lang-it'], 1000), 60_000);
    expect(store.size()).toBeLessThanOrEqual(50_000);
    expect(await store.get('page-9999')).toBeDefined();
    expect(await store.get('page-0')).toBeUndefined();
  });

  it('keeps bytes that are a view on a larger memory in a memory of their own, so what it counts is what it holds', async () => {
    const { brotliCompressSync } = await import('node:zlib');
    // zlib's sync output: a few bytes on a 16 KB chunk.
    const compressed = brotliCompressSync(Buffer.from('<p>Hello</p>'.repeat(50)));
    expect(compressed.buffer.byteLength).toBeGreaterThan(compressed.byteLength * 10);
    const store = createMemoryStore({ maxBytes: 1_000_000 });
    await store.set('a', { meta: {}, fields: { br: compressed }, tags: [] }, 60_000);
    const kept = (await store.get('a'))!.fields['br']!;
    expect(kept.buffer.byteLength).toBe(compressed.byteLength);
    expect([...kept]).toEqual([...compressed]);
    expect(store.size()).toBeLessThan(compressed.byteLength + 1024);
  });

  it('counts metadata at two bytes a character of its JSON, as V8 may keep it', async () => {
    const store = createMemoryStore({ maxBytes: 1_000_000 });
    const meta = { title: 'Ρομπότ '.repeat(100) };
    await store.set('a', { meta, fields: {}, tags: [] }, 60_000);
    expect(store.size()).toBeGreaterThanOrEqual(2 * JSON.stringify(meta).length);
  });

  it('does not keep an item bigger than the whole bound', async () => {
    const store = createMemoryStore({ maxBytes: 5_000 });
    await store.set('huge', item(['lang-it'], 10_000), 60_000);
    expect(await store.get('huge')).toBeUndefined();
    expect(await store.purge({ tags: ['lang-it'] })).toEqual([]);
  });

  it('purges by tag and by key, and says what it dropped', async () => {
    const store = createMemoryStore({ maxBytes: 1_000_000 });
    await store.set('/it', item(['home-it', 'post-1', 'post-2']), 60_000);
    await store.set('/it/a/b/c', item(['post-1']), 60_000);
    await store.set('/en', item(['home-en', 'post-3']), 60_000);
    await store.set('/en/x', item(['post-3']), 60_000);
    expect([...(await store.purge({ tags: ['post-1'] }))].sort()).toEqual(['/it', '/it/a/b/c']);
    expect(await store.purge({ keys: ['/en/x', '/nowhere'] })).toEqual(['/en/x']);
    expect(await store.get('/en')).toBeDefined();
    expect(await store.purge({ tags: ['post-1'] })).toEqual([]);
  });

  it('forgets the tags of an item replaced under the same key', async () => {
    const store = createMemoryStore({ maxBytes: 1_000_000 });
    await store.set('/it', item(['post-1']), 60_000);
    await store.set('/it', item(['post-2']), 60_000);
    expect(await store.purge({ tags: ['post-1'] })).toEqual([]);
    expect(await store.purge({ tags: ['post-2'] })).toEqual(['/it']);
  });

  it('always grants a lock: nothing else shares it', async () => {
    const store = createMemoryStore({ maxBytes: 1000 });
    expect(await store.tryLock('k', 100)).toBe(true);
    expect(await store.tryLock('k', 100)).toBe(true);
  });
});
