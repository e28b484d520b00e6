import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDataset } from '../../adapters/demo-content/dataset/buildDataset.ts';
import { startDemoSite } from './demoSite.ts';

// An editor fixes a slug after publishing: readers and crawlers following the
// old address land on the new one with a permanent redirect, which caches and
// CDNs keep like any page (the demo content has a renamed post in every
// language, and the English about page, formerly /en/about).
const PURGE_TOKEN = 'moved-slugs-purge-token';

describe('moved slugs', () => {
  let site: Awaited<ReturnType<typeof startDemoSite>>;
  beforeAll(async () => {
    site = await startDemoSite({ PURGE_TOKEN });
  });
  afterAll(async () => {
    await site.close();
  });

  /** The English post the demo renamed: its address and the slug it had before. */
  const renamed = () => {
    const post = demoDataset().languages.en.posts.find((p) => p.formerSlugs.length > 0)!;
    return { current: post.full.link, formerSlug: post.formerSlugs[0]! };
  };

  it('answers an article at a former slug with a 301 to its current address, cacheable', async () => {
    const { current, formerSlug } = renamed();
    const former = current.replace(/[^/]+$/, formerSlug);
    const answer = await site.get(former, { redirect: 'manual' });
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toBe(current);
    expect(answer.headers.get('cache-control')).toMatch(/public/);
    expect((await site.get(current)).status).toBe(200);
  });

  it('answers the /article/ form of a former slug with a 301 to the current canonical address', async () => {
    const { current, formerSlug } = renamed();
    const answer = await site.get(`/en/article/${formerSlug}`, { redirect: 'manual' });
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toBe(current);
  });

  it('answers a static page at a former slug with a 301 to its current address', async () => {
    const answer = await site.get('/en/about', { redirect: 'manual' });
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toBe('/en/about-us');
  });

  it('keeps the redirect like a page, tagged with the post it leads to, so that a purge of that post drops it', async () => {
    const { current, formerSlug } = renamed();
    const former = `/en/article/${formerSlug}`;
    await site.get(former, { redirect: 'manual' });
    const kept = await site.get(former, { redirect: 'manual' });
    expect(kept.headers.get('x-cache')).toBe('HIT');
    const id = demoDataset().languages.en.posts.find((p) => p.full.link === current)!.id;
    expect(kept.headers.get('surrogate-key')?.split(' ')).toContain(`post-${id}`);
    const purge = await site.get('/_purge', { method: 'POST', headers: { Authorization: `Bearer ${PURGE_TOKEN}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ tags: [`post-${id}`] }) });
    expect(purge.status).toBe(200);
    expect((await site.get(former, { redirect: 'manual' })).headers.get('x-cache')).toBe('MISS');
  });

  it('keeps a slug no post ever had a not-found', async () => {
    expect((await site.get('/en/article/never-was-a-post-draft')).status).toBe(404);
  });
});
