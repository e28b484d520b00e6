import { describe, expect, it } from 'vitest';
import { loadSearch } from '../../../src/use-cases/loadSearch.ts';
import { aPost, posts } from '../../builders/post.ts';
import { screenPorts } from '../../builders/ports.ts';

// A search that finds nothing is no dead end: it offers the newest posts.
const search = async (data: Parameters<typeof screenPorts>[0], q: string, page = 1) => {
  const { deps, content, logger } = screenPorts(data);
  const outcome = await loadSearch(deps)({ lang: 'en', q, page })();
  if (outcome.kind !== 'view') throw new Error(`expected a view, got ${outcome.kind}`);
  return { outcome, content, logger };
};

describe('a search that finds nothing', () => {
  it('offers the six newest posts of the language, tagged so that publishing one refreshes the page', async () => {
    const newest = posts(9);
    const { outcome, content } = await search({ posts: newest }, 'robto');
    expect(outcome.view.posts).toEqual([]);
    expect(outcome.view.search?.numPosts).toBe(0);
    expect(outcome.view.search?.latest.map((card) => card.id)).toEqual(newest.slice(0, 6).map((post) => post.id));
    expect(outcome.view.search?.latest[0]).toMatchObject({ title: newest[0]!.title, href: `/en/research/models/${newest[0]!.slug}` });
    expect(content.calls.filter((call) => call.method === 'latestPosts').map((call) => [call.lang, ...call.args])).toEqual([['en', 1]]);
    expect(outcome.tags).toEqual(expect.arrayContaining(['search-en', 'listing-en', ...newest.slice(0, 6).map((post) => `post-${post.id}`)]));
  });

  it('offers them past the last page of a search that found something too', async () => {
    const { outcome } = await search({ posts: [aPost({ title: 'Robots' }), ...posts(3)] }, 'robots', 4);
    expect(outcome.view.posts).toEqual([]);
    expect(outcome.view.search?.latest).toHaveLength(4);
  });

  it('still shows its page, without them, when the latest posts fail too', async () => {
    const { outcome, logger } = await search({ posts: posts(3), failing: ['latestPosts'] }, 'robto');
    expect(outcome.view.search?.latest).toEqual([]);
    expect(logger.at('WARN').map((entry) => entry.message)).toEqual(['search: latest posts unavailable']);
  });
});

describe('a search that finds posts', () => {
  it('shows them and asks for nothing more', async () => {
    const { outcome, content } = await search({ posts: [aPost({ title: 'Robots at work' }), ...posts(8)] }, 'robots');
    expect(outcome.view.posts).toHaveLength(1);
    expect(outcome.view.search?.latest).toEqual([]);
    expect(content.calls.map((call) => call.method)).toEqual(['search']);
    expect(outcome.tags).not.toContain('listing-en');
  });
});
