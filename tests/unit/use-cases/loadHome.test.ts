import { describe, expect, it } from 'vitest';
import type { createInMemoryContent } from '../../../adapters/in-memory/createInMemoryContent.ts';
import { LANGS, LANGUAGE_TABLE } from '../../../src/domain/language.ts';
import { loadHome } from '../../../src/use-cases/loadHome.ts';
import { posts } from '../../builders/post.ts';
import { screenPorts } from '../../builders/ports.ts';

const home = async (data: Parameters<typeof createInMemoryContent>[0], lang: 'it' | 'en' = 'it') => {
  const { deps, content, logger } = screenPorts(data);
  const outcome = await loadHome(deps)(lang)();
  return { outcome, content, logger };
};

describe('home', () => {
  it('takes the first 8 latest posts as trending and items 8 to 19 as the latest section', async () => {
    const all = posts(25);
    const { outcome } = await home({ posts: all });
    if (outcome.kind !== 'view') throw new Error(`expected a view, got ${outcome.kind}`);
    expect(outcome.view.trending.map((p) => p.id)).toEqual(all.slice(0, 8).map((p) => p.id));
    expect(outcome.view.latest.map((p) => p.id)).toEqual(all.slice(8, 20).map((p) => p.id));
  });

  it('hides the trending grid when fewer than 8 posts exist', async () => {
    const { outcome } = await home({ posts: posts(7) });
    expect(outcome.kind === 'view' && outcome.view.trending).toEqual([]);
    expect(outcome.kind === 'view' && outcome.view.latest).toEqual([]);
  });

  it('links load more to page 2 of the latest listing of the language', async () => {
    const { outcome } = await home({ posts: posts(20) }, 'en');
    expect(outcome.kind === 'view' && outcome.view.loadMoreHref).toBe('/en/latest-posts?page=2');
  });

  it('asks the content API for page 1 of the latest posts and the popular posts, in the reader language', async () => {
    const { content } = await home({ posts: posts(20) }, 'en');
    expect(content.calls).toEqual([{ method: 'latestPosts', lang: 'en', args: [1] }, { method: 'popularPosts', lang: 'en', args: [] }]);
  });

  it('shows the six most read posts as cards after the latest section', async () => {
    // The home shows the 20 newest; the most read are older ones here.
    const all = posts(30).map((post, i) => ({ ...post, views: i }));
    const { outcome } = await home({ posts: all }, 'en');
    if (outcome.kind !== 'view') throw new Error('expected a view');
    expect(outcome.view.popular.map((card) => card.id)).toEqual(all.slice(24).reverse().map((post) => post.id));
    expect(outcome.view.popular[0]).toMatchObject({ title: all[29]!.title, href: `/en/research/models/${all[29]!.slug}` });
  });

  it('leaves the most read block out, and still renders, when the popular posts fail', async () => {
    const { outcome, logger } = await home({ posts: posts(20), failing: ['popularPosts'] });
    expect(outcome.kind === 'view' && outcome.view.popular).toEqual([]);
    expect(outcome.kind === 'view' && outcome.view.trending).toHaveLength(8);
    expect(logger.at('WARN').map((e) => e.message)).toEqual(['most read posts unavailable']);
  });

  it('sets the title, description and canonical of the language home', async () => {
    const { outcome } = await home({ posts: posts(20) }, 'en');
    expect(outcome.kind === 'view' && outcome.head).toMatchObject({ title: 'Brand | home title en', description: 'home description en', canonicalPath: '/en' });
  });

  it('lists every language home and x-default as alternates, with Organization and WebSite data', async () => {
    const { outcome } = await home({ posts: posts(20) }, 'en');
    if (outcome.kind !== 'view') throw new Error('expected a view');
    expect(outcome.head?.alternates?.map((a) => `${a.hreflang} ${a.href}`)).toEqual([
      ...LANGS.map((lang) => `${LANGUAGE_TABLE[lang].bcp47} https://news.example/${lang}`), 'x-default https://news.example/it',
    ]);
    expect(outcome.head?.structuredData?.map((d) => (d as { '@type': string })['@type'])).toEqual(['Organization', 'WebSite']);
  });

  it('answers unavailable, and logs, when the content API fails', async () => {
    const { outcome, logger } = await home({ posts: posts(20), failing: ['latestPosts'] });
    expect(outcome).toEqual({ kind: 'unavailable', lang: 'it' });
    expect(logger.entries.map((e) => e.level)).toEqual(['ERROR']);
  });
});
