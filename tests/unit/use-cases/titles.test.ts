import { describe, expect, it } from 'vitest';
import { sanitizeTitleHtml } from '../../../adapters/wordpress/sanitizeTitleHtml.ts';
import { loadLanguageFeed } from '../../../src/use-cases/loadFeed.ts';
import { loadNewsSitemap } from '../../../src/use-cases/loadNewsSitemap.ts';
import { loadScreen } from '../../../src/use-cases/loadScreen.ts';
import type { XmlDeps, XmlOutcome } from '../../../src/use-cases/xmlDocument.ts';
import { aPost } from '../../builders/post.ts';
import { screenPorts } from '../../builders/ports.ts';
import { safeHtml } from '../../builders/safeHtml.ts';

// A title's two forms (docs/decisions/0033-titles-with-markup-and-a-fallback.md): its
// inline markup in the headings, its text everywhere else; and a post with no text
// to be named by is "untitled" in the reader's language wherever it is named.
const NOW = new Date('2026-11-21T12:00:00Z');
const ARTICLE = { lang: 'en', category: 'research', sub: 'models', slug: 'water' };

const articleOf = async (post: ReturnType<typeof aPost>) => {
  const { deps } = screenPorts({ posts: [post] });
  const outcome = await loadScreen(deps)({ screen: 'article', params: ARTICLE, query: {} })();
  if (outcome.kind !== 'view' || outcome.view.screen !== 'article') throw new Error('expected an article');
  const [newsArticle, breadcrumbList] = outcome.head?.structuredData as [{ headline: string }, { itemListElement: { name: string }[] }];
  return { view: outcome.view, head: outcome.head!, headline: newsArticle.headline, trail: breadcrumbList.itemListElement.map((item) => item.name) };
};

const xmlOf = async (outcome: XmlOutcome): Promise<string> => {
  if (outcome.kind !== 'xml') throw new Error(`expected a document, got ${outcome.kind}`);
  let text = '';
  for await (const chunk of outcome.body) text += chunk;
  return text;
};

describe('an article whose headline carries inline markup', () => {
  const post = aPost({ slug: 'water', title: 'H2O and E = mc2', headline: 'H2O and E = mc2', headlineHtml: sanitizeTitleHtml('H<sub>2</sub>O and E = mc<sup>2</sup>') });

  it('gives the H1 the markup, and the head, JSON-LD, breadcrumbs, share links and alt text the words', async () => {
    const { view, head, headline, trail } = await articleOf(post);
    expect(view.titleHtml).toBe('H<sub>2</sub>O and E = mc<sup>2</sup>');
    expect(view.title).toBe('H2O and E = mc2');
    expect(head.title).toBe('H2O and E = mc2 | Brand');
    expect(headline).toBe('H2O and E = mc2');
    expect(trail.at(-1)).toBe('H2O and E = mc2');
    expect(view.breadcrumbs.at(-1)).toEqual({ name: 'H2O and E = mc2' });
    expect(view.cover.alt).toBe('H2O and E = mc2');
    expect(decodeURIComponent(view.share.x)).toContain('H2O and E = mc2');
  });

  it('gives its card the markup too', async () => {
    const { deps } = screenPorts({ posts: [aPost({ title: 'Why this matters', titleHtml: sanitizeTitleHtml('Why <em>this</em> matters') })] });
    const outcome = await loadScreen(deps)({ screen: 'slug', params: { lang: 'en', slug: 'latest-posts' }, query: {} })();
    if (outcome.kind !== 'view' || outcome.view.screen !== 'listing') throw new Error('expected a listing');
    expect(outcome.view.posts[0]).toMatchObject({ title: 'Why this matters', titleHtml: 'Why <em>this</em> matters' });
  });
});

describe('a post with no text to be named by', () => {
  const untitled = aPost({ slug: 'water', title: '', headline: '', publishedAt: '2026-11-21T08:00:00Z', excerpt: safeHtml('') });

  it('is "untitled" in the language in the H1, the head, JSON-LD, breadcrumbs and the cover’s alt text; never an empty title', async () => {
    const { view, head, headline, trail } = await articleOf(untitled);
    expect(view.title).toBe('Untitled en');
    expect(view.titleHtml).toBeUndefined();
    expect(head.title).toBe('Untitled en | Brand');
    expect(head.description).toBe('Untitled en');
    expect(headline).toBe('Untitled en');
    expect(trail.at(-1)).toBe('Untitled en');
    expect(view.cover.alt).toBe('Untitled en');
  });

  it('is "untitled" in the language’s feed and news sitemap', async () => {
    const { deps: ports } = screenPorts({ posts: [untitled] });
    const deps: XmlDeps = { ...ports, now: () => NOW };
    expect(await xmlOf(await loadLanguageFeed(deps)('fr')())).toContain('<item><title>Untitled fr</title>');
    expect(await xmlOf(await loadNewsSitemap(deps)('fr')())).toContain('<news:title>Untitled fr</news:title>');
  });
});

describe('a static page', () => {
  const page = (title: string, titleHtml?: string) => ({
    slug: 'about-us', title, ...(titleHtml ? { titleHtml: sanitizeTitleHtml(titleHtml) } : {}), content: safeHtml(''), translations: [],
  });

  it('gives its H1 the title’s markup and its head the words', async () => {
    const { deps } = screenPorts({ pages: [page('About us', 'About <em>us</em>')] });
    const outcome = await loadScreen(deps)({ screen: 'slug', params: { lang: 'en', slug: 'about-us' }, query: {} })();
    expect(outcome).toMatchObject({ kind: 'view', view: { screen: 'static', title: 'About us', titleHtml: 'About <em>us</em>' }, head: { title: 'About us | Brand' } });
  });

  it('is "untitled" in the language when it has no text at all', async () => {
    const { deps } = screenPorts({ pages: [page('')] });
    const outcome = await loadScreen(deps)({ screen: 'slug', params: { lang: 'en', slug: 'about-us' }, query: {} })();
    expect(outcome).toMatchObject({ kind: 'view', view: { screen: 'static', title: 'Untitled en' }, head: { title: 'Untitled en | Brand' } });
  });
});
