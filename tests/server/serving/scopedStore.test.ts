import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../../adapters/cache/createMemoryStore.ts';
import { scopedStore } from '../../../server/serving/scopedStore.ts';
import type { StoredItem } from '../../../adapters/cache/cacheStore.ts';

const item = (tags: string[], body: string): StoredItem => ({ meta: {}, fields: { body: new TextEncoder().encode(body) }, tags });
const bodyOf = async (found: Promise<StoredItem | undefined> | StoredItem | undefined) => {
  const got = await found;
  return got && new TextDecoder().decode(got.fields['body']);
};

describe('a store scoped within a shared one', () => {
  it('keeps the items of each scope apart under the same key', async () => {
    const shared = createMemoryStore({ maxBytes: 1_000_000 });
    const old = scopedStore(shared, 'build-a');
    const next = scopedStore(shared, 'build-b');
    await old.set('path:/it', item(['home-it'], 'old page'), 60_000);
    expect(await bodyOf(next.get('path:/it'))).toBeUndefined();
    await next.set('path:/it', item(['home-it'], 'new page'), 60_000);
    expect(await bodyOf(old.get('path:/it'))).toBe('old page');
    expect(await bodyOf(next.get('path:/it'))).toBe('new page');
  });

  it('purges a tag in every scope, and a key in its own only, answering the keys as its callers know them', async () => {
    const shared = createMemoryStore({ maxBytes: 1_000_000 });
    const old = scopedStore(shared, 'build-a');
    const next = scopedStore(shared, 'build-b');
    await old.set('path:/it', item(['home-it'], 'old'), 60_000);
    await next.set('path:/it', item(['home-it'], 'new'), 60_000);
    await old.set('path:/en', item(['home-en'], 'old en'), 60_000);
    await next.set('path:/en', item(['home-en'], 'new en'), 60_000);
    expect(await next.purge({ keys: ['path:/en'] })).toEqual(['path:/en']);
    expect(await bodyOf(old.get('path:/en'))).toBe('old en');
    await next.purge({ tags: ['home-it'] });
    expect(await old.get('path:/it')).toBeUndefined();
    expect(await next.get('path:/it')).toBeUndefined();
  });

  it('follows a scope that moves: the items of the scope left are no longer answered, and come back with it', async () => {
    const shared = createMemoryStore({ maxBytes: 1_000_000 });
    let scope = 'origins-a';
    const store = scopedStore(shared, () => scope);
    await store.set('path:/it', item(['home-it'], 'with a'), 60_000);
    scope = 'origins-b';
    expect(await store.get('path:/it')).toBeUndefined();
    await store.set('path:/it', item(['home-it'], 'with b'), 60_000);
    expect(await bodyOf(store.get('path:/it'))).toBe('with b');
    scope = 'origins-a';
    expect(await bodyOf(store.get('path:/it'))).toBe('with a');
  });
});
