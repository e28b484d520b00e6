import { describe, expect, it } from 'vitest';
import type { Post } from '../../../src/domain/content.ts';
import { loadArticle } from '../../../src/use-cases/loadArticle.ts';
import { loadHome } from '../../../src/use-cases/loadHome.ts';
import { mostReadCards } from '../../../src/use-cases/loadMostRead.ts';
import { aPost, posts } from '../../builders/post.ts';
import { screenPorts } from '../../builders/ports.ts';

// The most read block is our addition to the spec's pages: it never repeats a
// post those pages already show, and takes the next most read instead.

/** Posts newest first, `readCounts[i]` views each: the in-memory double answers the ten most viewed as popular. */
const withViews = (readCounts: readonly number[]): Post[] => readCounts.map((views) => aPost({ views }));
const ids = (items: readonly { readonly id: number }[]): number[] => items.map((item) => item.id);

describe('the most read block', () => {
  it('leaves out the posts a page shows and takes the next most read in their place, six at most', () => {
    const popular = posts(10);
    const [a, b, c, d, e, f, g, h, i] = popular;
    const cards = mostReadCards('en', popular, [b!.id, e!.id, 999]);
    expect(ids(cards)).toEqual(ids([a!, c!, d!, f!, g!, h!]));
    expect(cards.map((card) => card.href)).toContain(`/en/research/models/${h!.slug}`);
    expect(ids(cards)).not.toContain(i!.id);
  });

  it('on the home, shows none of the trending and latest posts, which keep all theirs in their order', async () => {
    // Newest first: 25 posts; the home shows the first 20 (8 trending, 12 latest).
    // The most read are the 2nd, the 10th and the 20th (shown), then the 21st to 25th.
    const all = withViews([...Array.from({ length: 25 }, (_, i) => i)]);
    const most = (index: number, views: number) => (all[index] = { ...all[index]!, views });
    most(1, 1000);
    most(9, 900);
    most(19, 800);
    const { deps } = screenPorts({ posts: all });
    const outcome = await loadHome(deps)('en')();
    if (outcome.kind !== 'view') throw new Error(`expected a view, got ${outcome.kind}`);
    expect(ids(outcome.view.trending)).toEqual(ids(all.slice(0, 8)));
    expect(ids(outcome.view.latest)).toEqual(ids(all.slice(8, 20)));
    // Most viewed first among the posts the home does not show: 24, 23, 22, 21, 20 (views = index).
    expect(ids(outcome.view.popular)).toEqual(ids([all[24]!, all[23]!, all[22]!, all[21]!, all[20]!]));
    // The purge tags still name every post the page shows.
    expect(outcome.tags).toEqual(expect.arrayContaining([...all.slice(0, 25).map((post) => `post-${post.id}`)]));
  });

  it('on an article, shows neither the article nor its related posts, which keep all theirs in their order', async () => {
    // The in-memory double relates the first four other posts; the article is the most read of all.
    const all = withViews([5000, 4000, 3000, 10, 2000, 1000, 900, 800, 700, 600, 500, 400]);
    const article = all[0]!;
    const { deps } = screenPorts({ posts: all });
    const outcome = await loadArticle(deps)({ lang: 'en', category: 'research', sub: 'models', slug: article.slug })();
    if (outcome.kind !== 'view') throw new Error(`expected a view, got ${outcome.kind}`);
    const related = all.slice(1, 5);
    expect(ids(outcome.view.related)).toEqual(ids(related));
    expect(ids(outcome.view.popular)).toEqual(ids(all.slice(5, 11)));
  });

  it('shows what is left when the page shows most of the most read', async () => {
    const all = withViews(Array.from({ length: 22 }, (_, i) => 100 - i));
    const { deps } = screenPorts({ posts: all });
    const outcome = await loadHome(deps)('it')();
    if (outcome.kind !== 'view') throw new Error(`expected a view, got ${outcome.kind}`);
    // The ten most read are the ten newest, all on the home: the block is empty rather than a repeat.
    expect(outcome.view.popular).toEqual([]);
    expect(outcome.view.trending).toHaveLength(8);
  });
});
