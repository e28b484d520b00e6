import { describe, expect, it } from 'vitest';
import type { Category } from '../../../src/domain/content.ts';
import { loadScreen } from '../../../src/use-cases/loadScreen.ts';
import type { ScreenName } from '../../../src/domain/screenRoutes.ts';
import { aPost, posts } from '../../builders/post.ts';
import { screenPorts } from '../../builders/ports.ts';
import { safeHtml } from '../../builders/safeHtml.ts';

const robotics: Category = {
  slug: 'robotica', name: 'Robotica', description: 'Robot & automazione',
  children: [{ slug: 'umanoidi', name: 'Umanoidi', description: 'Robot umanoidi', children: [] }],
};

const load = (data: Parameters<typeof screenPorts>[0], screen: ScreenName, params: Record<string, string>, query: Record<string, string> = {}) => {
  const { deps, content } = screenPorts(data);
  return loadScreen(deps)({ screen, params, query })().then((outcome) => ({ outcome, content }));
};

describe('latest posts listing', () => {
  it('answers the localized slug with the listing, the page suffix in the heading and paging', async () => {
    const { outcome } = await load({ posts: posts(45) }, 'slug', { lang: 'it', slug: 'ultimi-articoli' }, { page: '2' });
    expect(outcome.kind).toBe('view');
    if (outcome.kind !== 'view' || outcome.view.screen !== 'listing') throw new Error('expected a listing');
    expect(outcome.view.heading).toBe('Latest it - Pag 2');
    expect(outcome.view.posts).toHaveLength(20);
    expect(outcome.view.paging?.prev).toEqual({ href: '/it/ultimi-articoli', disabled: false });
    expect(outcome.view.paging?.next).toEqual({ href: '/it/ultimi-articoli?page=3', disabled: false });
    expect(outcome.head?.canonicalPath).toBe('/it/ultimi-articoli?page=2');
  });

  it('shows the not-found view when the call yields nothing', async () => {
    const { outcome } = await load({ posts: posts(5) }, 'slug', { lang: 'en', slug: 'latest-posts' }, { page: '9' });
    expect(outcome).toMatchObject({ kind: 'not-found', lang: 'en' });
  });
});

describe("every screen's purge tags", () => {
  it("name the screen's language, so that purging a language (a category renamed) drops its data as well as its pages", async () => {
    const requests: [ScreenName, Record<string, string>][] = [
      ['slug', { lang: 'en', slug: 'latest-posts' }],
      ['home', { lang: 'fr' }],
      ['slug', { lang: 'it', slug: 'robotica' }],
    ];
    for (const [screen, params] of requests) {
      const { outcome } = await load({ categories: [robotics], posts: posts(5) }, screen, params);
      expect(outcome.kind, `${screen} ${params['lang']}`).toBe('view');
      if (outcome.kind === 'view') expect(outcome.tags, `${screen} ${params['lang']}`).toContain(`lang-${params['lang']}`);
    }
  });
});

describe('category listings', () => {
  const data = { categories: [robotics], posts: [aPost({ category: { slug: 'robotica', name: 'Robotica' }, subcategory: { slug: 'umanoidi', name: 'Umanoidi' } })] };

  it('shows breadcrumbs, the description and the child categories', async () => {
    const { outcome } = await load(data, 'slug', { lang: 'it', slug: 'robotica' });
    if (outcome.kind !== 'view' || outcome.view.screen !== 'listing') throw new Error('expected a listing');
    expect(outcome.view.breadcrumbs).toEqual([{ name: 'Home it', href: '/it' }, { name: 'Robotica' }]);
    expect(outcome.view.description).toBe('Robot & automazione');
    expect(outcome.view.sidebar).toEqual([{ name: 'Umanoidi', slug: 'umanoidi', href: '/it/robotica/umanoidi' }]);
    expect(outcome.view.posts).toHaveLength(1);
  });

  it('asks the content API for the category once', async () => {
    const { content } = await load(data, 'slug', { lang: 'it', slug: 'robotica' });
    expect(content.calls.filter((c) => c.method === 'category')).toHaveLength(1);
  });

  it('lists a subcategory under its parent in the breadcrumbs', async () => {
    const { outcome, content } = await load(data, 'subcategory', { lang: 'it', category: 'robotica', sub: 'umanoidi' });
    if (outcome.kind !== 'view' || outcome.view.screen !== 'listing') throw new Error('expected a listing');
    expect(outcome.view.breadcrumbs).toEqual([{ name: 'Home it', href: '/it' }, { name: 'Robotica', href: '/it/robotica' }, { name: 'Umanoidi' }]);
    expect(content.calls.find((c) => c.method === 'categoryPosts')?.args).toEqual(['umanoidi', 1]);
  });

  it('redirects an unknown category or subcategory to the language home', async () => {
    expect((await load(data, 'subcategory', { lang: 'de', category: 'nope', sub: 'x' })).outcome).toEqual({ kind: 'redirect', to: '/de', permanent: false });
    expect((await load(data, 'subcategory', { lang: 'de', category: 'robotica', sub: 'nope' })).outcome).toEqual({ kind: 'redirect', to: '/de', permanent: false });
  });

  it('answers an outage when the posts or the category fail to load, not a not-found', async () => {
    expect((await load({ ...data, failing: ['categoryPosts'] }, 'slug', { lang: 'it', slug: 'robotica' })).outcome).toEqual({ kind: 'unavailable', lang: 'it' });
    expect((await load({ ...data, failing: ['category'] }, 'subcategory', { lang: 'it', category: 'robotica', sub: 'umanoidi' })).outcome).toEqual({ kind: 'unavailable', lang: 'it' });
  });

  it('answers an outage when the latest posts fail, and not-found only when there are none', async () => {
    expect((await load({ posts: posts(5), failing: ['latestPosts'] }, 'slug', { lang: 'en', slug: 'latest-posts' })).outcome).toEqual({ kind: 'unavailable', lang: 'en' });
  });

  it('redirects a single segment that is neither the latest posts, a category nor a page to the language home', async () => {
    expect((await load(data, 'slug', { lang: 'fr', slug: 'nothing-here' })).outcome).toEqual({ kind: 'redirect', to: '/fr', permanent: false });
  });

  it('keeps a missing about or terms page a not-found: the language promises it', async () => {
    expect((await load(data, 'slug', { lang: 'en', slug: 'about-us' })).outcome).toMatchObject({ kind: 'not-found', lang: 'en' });
  });
});

describe('static pages', () => {
  it("titles a page '{title} | {brand}'", async () => {
    const page = { slug: 'about-us', title: 'About us & <em>our</em> work', content: safeHtml('<p>We write about AI.</p>'), translations: [] };
    const { outcome } = await load({ pages: [page] }, 'slug', { lang: 'en', slug: 'about-us' });
    expect(outcome).toMatchObject({ kind: 'view', view: { screen: 'static', title: 'About us & <em>our</em> work', html: '<p>We write about AI.</p>' }, head: { title: 'About us & <em>our</em> work | Brand', canonicalPath: '/en/about-us' } });
  });

  it('answers a slug the page had before it was renamed with a 301 to its current address', async () => {
    const page = { slug: 'about-us', title: 'About', content: safeHtml(''), translations: [] };
    const { outcome } = await load({ pages: [page], formerSlugs: { about: 'about-us' } }, 'slug', { lang: 'en', slug: 'about' });
    // Tagged with the page it leads to: renaming it again drops the kept redirect.
    expect(outcome).toEqual({ kind: 'redirect', to: '/en/about-us', permanent: true, tags: ['page-en-about-us'] });
  });

  it('takes a page alternates from its translations, dropping incomplete ones, and its structured data', async () => {
    const page = {
      slug: 'about-us', title: 'About', content: safeHtml(''), structuredData: { '@type': 'AboutPage' },
      translations: [{ lang: 'it', permalink: '/it/chi-siamo' }, { lang: 'fr', permalink: '' }, { lang: 'en', permalink: 'https://news.example/en/about-us' }],
    };
    const { outcome } = await load({ pages: [page] }, 'slug', { lang: 'en', slug: 'about-us' });
    if (outcome.kind !== 'view') throw new Error('expected a view');
    expect(outcome.head?.alternates).toEqual([{ hreflang: 'it-IT', href: 'https://news.example/it/chi-siamo' }, { hreflang: 'en-US', href: 'https://news.example/en/about-us' }]);
    expect(outcome.head?.structuredData).toEqual([{ '@type': 'AboutPage' }]);
  });
});

describe('search', () => {
  it('redirects to the language home without a non-empty q', async () => {
    expect((await load({}, 'search', { lang: 'es' }, {})).outcome).toEqual({ kind: 'redirect', to: '/es', permanent: false });
    expect((await load({}, 'search', { lang: 'es' }, { q: '   ' })).outcome).toEqual({ kind: 'redirect', to: '/es', permanent: false });
  });

  it('titles the page with the query, heads it with what it is, and counts the results', async () => {
    const { outcome, content } = await load({ posts: [aPost({ title: 'Robot news' }), aPost({ title: 'Other' })] }, 'search', { lang: 'en' }, { q: 'robot', qdata: 'week' });
    if (outcome.kind !== 'view' || outcome.view.screen !== 'listing') throw new Error('expected a listing');
    expect(outcome.view.heading).toBe('Results en for robot');
    expect(outcome.head?.title).toBe('robot | Brand');
    expect(outcome.view.search).toEqual({ query: 'robot', numPosts: 1, qdata: 'week', latest: [] });
    expect(outcome.head?.robots).toBe('index, follow');
    expect(content.calls.find((c) => c.method === 'search')?.args).toEqual([{ s: 'robot', page: 1, qdata: 'week' }]);
  });

  it("offers the API's spelling suggestion as a search for it, keeping the date filter", async () => {
    const { outcome } = await load({ spellingSuggestion: 'robots', posts: [aPost({ title: 'Robots' })] }, 'search', { lang: 'en' }, { q: 'robtos', qdata: 'week', page: '2' });
    if (outcome.kind !== 'view' || outcome.view.screen !== 'listing') throw new Error('expected a listing');
    expect(outcome.view.search?.didYouMean).toEqual({ text: 'robots', href: '/en/search?q=robots&qdata=week' });
  });

  it('offers no spelling suggestion when there is none or it is the query itself', async () => {
    for (const spellingSuggestion of ['', '  ', 'Robot ']) {
      const { outcome } = await load({ spellingSuggestion }, 'search', { lang: 'en' }, { q: 'robot' });
      if (outcome.kind !== 'view' || outcome.view.screen !== 'listing') throw new Error('expected a listing');
      expect(outcome.view.search?.didYouMean, JSON.stringify(spellingSuggestion)).toBeUndefined();
    }
  });

  it('ignores an unknown qdata and cuts a very long query', async () => {
    const { outcome, content } = await load({}, 'search', { lang: 'en' }, { q: 'x'.repeat(5000), qdata: 'forever' });
    if (outcome.kind !== 'view' || outcome.view.screen !== 'listing') throw new Error('expected a listing');
    expect(outcome.view.search?.qdata).toBe('any');
    expect(content.calls.find((c) => c.method === 'search')?.args).toEqual([{ s: 'x'.repeat(200), page: 1 }]);
  });
});

describe('article', () => {
  const post = aPost({
    id: 7, slug: 'robots-learn', title: 'Robots learn', category: { slug: 'robotica', name: 'Robotica' }, subcategory: { slug: 'umanoidi', name: 'Umanoidi' },
    content: safeHtml('<p class="summary">S</p><h2 id="a">A</h2>'), toc: [{ slug: 'a', name: 'A' }],
  });

  it('redirects the /article/ form to the canonical form with a 301', async () => {
    expect((await load({ posts: [post] }, 'articleBySlug', { lang: 'it', slug: 'robots-learn' })).outcome).toEqual({ kind: 'redirect', to: '/it/robotica/umanoidi/robots-learn', permanent: true, tags: ['post-7'] });
  });

  it('redirects a canonical form with the wrong categories to the right one', async () => {
    expect((await load({ posts: [post] }, 'article', { lang: 'it', category: 'x', sub: 'y', slug: 'robots-learn' })).outcome).toEqual({ kind: 'redirect', to: '/it/robotica/umanoidi/robots-learn', permanent: true, tags: ['post-7'] });
  });

  it('answers a slug the post had before it was renamed with a 301 to its current address, in either form', async () => {
    const data = { posts: [post], formerSlugs: { 'robots-lern': 'robots-learn' } };
    // Tagged with the post it leads to: a kept redirect goes when the post changes again.
    const moved = { kind: 'redirect', to: '/it/robotica/umanoidi/robots-learn', permanent: true, tags: ['post-7'] };
    expect((await load(data, 'article', { lang: 'it', category: 'robotica', sub: 'umanoidi', slug: 'robots-lern' })).outcome).toEqual(moved);
    expect((await load(data, 'articleBySlug', { lang: 'it', slug: 'robots-lern' })).outcome).toEqual(moved);
  });

  it('moves a post without a subcategory from a former slug to its current one in the /article/ form', async () => {
    const loose = aPost({ slug: 'loose', subcategory: undefined });
    const { outcome } = await load({ posts: [loose], formerSlugs: { 'loose-draft': 'loose' } }, 'articleBySlug', { lang: 'it', slug: 'loose-draft' });
    expect(outcome).toEqual({ kind: 'redirect', to: '/it/article/loose', permanent: true, tags: [`post-${loose.id}`] });
  });

  it('keeps the /article/ form for a post without a subcategory', async () => {
    const loose = aPost({ slug: 'loose', subcategory: undefined });
    expect((await load({ posts: [loose] }, 'articleBySlug', { lang: 'it', slug: 'loose' })).outcome.kind).toBe('view');
  });

  it('builds the article: breadcrumbs, share links on the absolute URL, TOC after the summary, related posts', async () => {
    const { outcome } = await load({ posts: [post, aPost({ id: 8 })] }, 'article', { lang: 'it', category: 'robotica', sub: 'umanoidi', slug: 'robots-learn' });
    if (outcome.kind !== 'view' || outcome.view.screen !== 'article') throw new Error('expected an article');
    const a = outcome.view;
    expect(a.url).toBe('https://news.example/it/robotica/umanoidi/robots-learn');
    expect(a.breadcrumbs).toEqual([
      { name: 'Home it', href: '/it' }, { name: 'Robotica', href: '/it/robotica' }, { name: 'Umanoidi', href: '/it/robotica/umanoidi' }, { name: 'Robots learn' },
    ]);
    expect(a.body.map((b) => b.kind)).toEqual(['html', 'toc', 'html']);
    expect(a.share.copy).toBe(a.url);
    expect(a.cover).toEqual({ src: post.images.full, srcSet: `${post.images.full} 1024w`, alt: 'Robots learn', width: 1024, height: 574 });
    expect(a.termsHref).toBe('/it/condizioni-di-utilizzo');
    expect(a.related.map((r) => r.id)).toEqual([8]);
  });

  it('describes the article to search engines: type, image, section, NewsArticle and BreadcrumbList', async () => {
    const { outcome } = await load({ posts: [{ ...post, keywords: ['robot', 'lavoro'], views: 12, rating: { average: 4, votes: 3 } }] }, 'article', { lang: 'it', category: 'robotica', sub: 'umanoidi', slug: 'robots-learn' });
    if (outcome.kind !== 'view') throw new Error('expected a view');
    expect(outcome.head).toMatchObject({ type: 'article', canonicalPath: '/it/robotica/umanoidi/robots-learn', article: { section: 'Umanoidi', tags: ['robot', 'lavoro'] }, image: { width: 1024, height: 574 } });
    const [article, crumbs] = outcome.head?.structuredData as [Record<string, unknown>, Record<string, unknown>];
    expect(article).toMatchObject({ '@type': 'NewsArticle', headline: 'Robots learn', inLanguage: 'it-IT', aggregateRating: { ratingValue: 4, ratingCount: 3 }, interactionStatistic: { userInteractionCount: 12 } });
    expect(crumbs['@type']).toBe('BreadcrumbList');
  });

  it('shares the largest image WordPress gives, at its real size, in the head and the NewsArticle, and keeps the cover on the page', async () => {
    const originalImage = { url: 'https://cdn.example/robots-2400x1346.jpg', width: 2400, height: 1346 };
    const { outcome } = await load({ posts: [{ ...post, originalImage }] }, 'article', { lang: 'it', category: 'robotica', sub: 'umanoidi', slug: 'robots-learn' });
    if (outcome.kind !== 'view' || outcome.view.screen !== 'article') throw new Error('expected an article');
    expect(outcome.head?.image).toEqual({ ...originalImage, alt: 'Robots learn' });
    const [article] = outcome.head?.structuredData as [Record<string, unknown>];
    expect(article['image']).toEqual([{ '@type': 'ImageObject', ...originalImage }]);
    expect(outcome.view.cover).toMatchObject({ src: post.images.full, width: 1024, height: 574 });
  });

  it('shares the cover at 1024x574 when WordPress gives no largest image', async () => {
    const { outcome } = await load({ posts: [post] }, 'article', { lang: 'it', category: 'robotica', sub: 'umanoidi', slug: 'robots-learn' });
    const [article] = outcome.kind === 'view' ? (outcome.head?.structuredData as [Record<string, unknown>]) : [];
    expect(article?.['image']).toEqual([{ '@type': 'ImageObject', url: expect.stringMatching(/^https?:\/\//), width: 1024, height: 574 }]);
  });

  it('shows the headline as written in the heading, breadcrumbs and head', async () => {
    const odd = aPost({ slug: 'odd', title: 'Leaks </script> Into The Pantry & more' });
    const { outcome } = await load({ posts: [odd] }, 'article', { lang: 'en', category: 'research', sub: 'models', slug: 'odd' });
    if (outcome.kind !== 'view' || outcome.view.screen !== 'article') throw new Error('expected an article');
    expect(outcome.view.title).toBe('Leaks </script> Into The Pantry & more');
    expect(outcome.view.breadcrumbs.at(-1)).toEqual({ name: 'Leaks </script> Into The Pantry & more' });
    expect(outcome.head?.title).toBe('Leaks </script> Into The Pantry & more | Brand');
  });

  it('writes the date with its time (UTC, named), the view count and the average rating as the language does', async () => {
    const rated = { ...post, publishedAt: '2026-11-20T09:00:00Z', views: 12345, rating: { average: 4.25, votes: 8 } };
    const { outcome } = await load({ posts: [rated] }, 'article', { lang: 'it', category: 'robotica', sub: 'umanoidi', slug: 'robots-learn' });
    if (outcome.kind !== 'view' || outcome.view.screen !== 'article') throw new Error('expected an article');
    expect(outcome.view.published).toEqual({ iso: '2026-11-20T09:00:00Z', label: '20 novembre 2026 alle ore 09:00 UTC' });
    expect(outcome.view.viewsText).toBe('12.345');
    expect(outcome.view.rating.averageText).toBe('4,3');
  });

  it("signs the article with its author's name and page, tags it with the author, and names them in the NewsArticle", async () => {
    const signed = { ...post, author: { slug: 'giulia-ferri', name: 'Giulia Ferri', description: '' } };
    const { outcome } = await load({ posts: [signed] }, 'article', { lang: 'it', category: 'robotica', sub: 'umanoidi', slug: 'robots-learn' });
    if (outcome.kind !== 'view' || outcome.view.screen !== 'article') throw new Error('expected an article');
    expect(outcome.view.byline).toEqual({ ...signed.author, href: '/it/author/giulia-ferri' });
    expect(outcome.tags).toContain('author-it-giulia-ferri');
    expect(outcome.head?.structuredData?.[0]).toMatchObject({ author: { '@type': 'Person', name: 'Giulia Ferri', url: 'https://news.example/it/author/giulia-ferri' } });
  });

  it('shows no byline and lets the newsroom sign the NewsArticle when the post names no author', async () => {
    const { outcome } = await load({ posts: [post] }, 'article', { lang: 'it', category: 'robotica', sub: 'umanoidi', slug: 'robots-learn' });
    if (outcome.kind !== 'view' || outcome.view.screen !== 'article') throw new Error('expected an article');
    expect(outcome.view).not.toHaveProperty('byline');
    expect(outcome.tags?.some((tag) => tag.startsWith('author-'))).toBe(false);
    expect(outcome.head?.structuredData?.[0]).toMatchObject({ author: { '@type': 'Organization', name: 'Brand' } });
  });

  it('says when the article was updated: the time alone the same day, the date too later, nothing within a minute', async () => {
    const at = (createdAt: string) => load({ posts: [{ ...post, publishedAt: '2026-11-20T09:00:00Z', createdAt }] }, 'article', { lang: 'en', category: 'robotica', sub: 'umanoidi', slug: 'robots-learn' })
      .then(({ outcome }) => (outcome.kind === 'view' && outcome.view.screen === 'article' ? outcome.view.updated : 'no article'));
    expect(await at('2026-11-20T15:30:00Z')).toEqual({ iso: '2026-11-20T15:30:00Z', label: '3:30 PM UTC', sameDay: true });
    expect(await at('2026-11-22T08:05:00Z')).toEqual({ iso: '2026-11-22T08:05:00Z', label: 'November 22, 2026 at 8:05 AM UTC', sameDay: false });
    expect(await at('2026-11-20T09:00:40Z')).toBeUndefined();
    expect(await at('2026-11-19T09:00:00Z')).toBeUndefined();
  });

  it('shows the most read posts below the article, the article itself left out', async () => {
    // The first four others are its related posts, which most read leaves to their own block.
    const others = [...posts(4, { views: 1 }), aPost({ id: 20, views: 500 }), aPost({ id: 21, views: 300 })];
    const { outcome } = await load({ posts: [{ ...post, views: 900 }, ...others] }, 'article', { lang: 'it', category: 'robotica', sub: 'umanoidi', slug: 'robots-learn' });
    expect(outcome.kind === 'view' && outcome.view.screen === 'article' && outcome.view.popular.map((c) => c.id)).toEqual([20, 21]);
  });

  it('still shows the article, without the most read block, when the popular posts fail', async () => {
    const { outcome } = await load({ posts: [post, aPost()], failing: ['popularPosts'] }, 'article', { lang: 'it', category: 'robotica', sub: 'umanoidi', slug: 'robots-learn' });
    expect(outcome.kind === 'view' && outcome.view.screen === 'article' && outcome.view.popular).toEqual([]);
  });

  it('still shows the article, without related posts, when that call fails', async () => {
    const { outcome } = await load({ posts: [post], failing: ['relatedPosts'] }, 'article', { lang: 'it', category: 'robotica', sub: 'umanoidi', slug: 'robots-learn' });
    expect(outcome.kind === 'view' && outcome.view.screen === 'article' && outcome.view.related).toEqual([]);
  });

  it('shows the not-found screen for an unknown post', async () => {
    expect((await load({ posts: [] }, 'articleBySlug', { lang: 'en', slug: 'nope' })).outcome).toEqual({ kind: 'not-found', lang: 'en' });
  });

  it('answers an outage, never a not-found, when the post call fails: crawlers keep the article', async () => {
    expect((await load({ posts: [post], failing: ['post'] }, 'articleBySlug', { lang: 'en', slug: 'robots-learn' })).outcome).toEqual({ kind: 'unavailable', lang: 'en' });
  });
});

describe('robots directive of each page', () => {
  const data = { categories: [robotics], pages: [{ slug: 'chi-siamo', title: 'Chi siamo', content: safeHtml('<p>Noi.</p>'), translations: [] }], posts: [aPost({ slug: 'robot-news', category: { slug: 'robotica', name: 'Robotica' }, subcategory: { slug: 'umanoidi', name: 'Umanoidi' } }), ...posts(25)] };
  const robotsOfScreen = async (screen: ScreenName, params: Record<string, string>, query: Record<string, string> = {}) => {
    const { outcome } = await load(data, screen, params, query);
    if (outcome.kind !== 'view') throw new Error(`expected a view, got ${outcome.kind}`);
    return outcome.head?.robots;
  };

  it('lets Discover show a large preview of home, listings, articles and static pages', async () => {
    expect(await robotsOfScreen('home', { lang: 'it' })).toBe('max-image-preview:large');
    expect(await robotsOfScreen('slug', { lang: 'it', slug: 'ultimi-articoli' })).toBe('max-image-preview:large');
    expect(await robotsOfScreen('slug', { lang: 'it', slug: 'robotica' })).toBe('max-image-preview:large');
    expect(await robotsOfScreen('subcategory', { lang: 'it', category: 'robotica', sub: 'umanoidi' })).toBe('max-image-preview:large');
    expect(await robotsOfScreen('article', { lang: 'it', category: 'robotica', sub: 'umanoidi', slug: 'robot-news' })).toBe('max-image-preview:large');
    expect(await robotsOfScreen('slug', { lang: 'it', slug: 'chi-siamo' })).toBe('max-image-preview:large');
  });

  it("keeps search results at the spec's index, follow", async () => {
    expect(await robotsOfScreen('search', { lang: 'it' }, { q: 'post' })).toBe('index, follow');
  });
});

describe('the not-found page', () => {
  it('offers the first six posts of the latest posts call, in its order (newest first)', async () => {
    const archive = posts(9);
    const { outcome } = await load({ posts: archive }, 'articleBySlug', { lang: 'en', slug: 'nope' });
    if (outcome.kind !== 'not-found') throw new Error('expected not-found');
    expect(outcome.latest?.map((card) => card.title)).toEqual(archive.slice(0, 6).map((post) => post.title));
    expect(outcome.latest?.[0]?.href).toMatch(/^\/en\//);
  });

  it('stays a not-found, with nothing offered, when the latest posts fail to load too', async () => {
    const { outcome, logger } = await (async () => {
      const { deps, logger } = screenPorts({ posts: posts(9), failing: ['latestPosts'] });
      return { outcome: await loadScreen(deps)({ screen: 'articleBySlug', params: { lang: 'de', slug: 'nope' }, query: {} })(), logger };
    })();
    expect(outcome).toEqual({ kind: 'not-found', lang: 'de' });
    expect(logger.at('WARN').map((entry) => entry.message)).toContain('not found: latest posts unavailable');
  });

  it('offers nothing when the language has no posts at all', async () => {
    expect((await load({ posts: [] }, 'articleBySlug', { lang: 'en', slug: 'nope' })).outcome).toEqual({ kind: 'not-found', lang: 'en' });
  });
});
