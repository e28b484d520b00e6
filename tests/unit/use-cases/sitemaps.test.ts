import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import type { Post } from '../../../src/domain/content.ts';
import { LANGS, LANGUAGE_TABLE } from '../../../src/domain/language.ts';
import { unavailable } from '../../../src/ports/ContentPort.ts';
import { loadAuthorsSitemap } from '../../../src/use-cases/loadAuthorsSitemap.ts';
import { loadCategoriesSitemap } from '../../../src/use-cases/loadCategoriesSitemap.ts';
import { loadNewsSitemap } from '../../../src/use-cases/loadNewsSitemap.ts';
import { loadPagesSitemap } from '../../../src/use-cases/loadPagesSitemap.ts';
import { loadPostsSitemap } from '../../../src/use-cases/loadPostsSitemap.ts';
import { loadSitemapIndex } from '../../../src/use-cases/loadSitemapIndex.ts';
import { StreamInterrupted, type XmlDeps, type XmlOutcome } from '../../../src/use-cases/xmlDocument.ts';
import { aPost } from '../../builders/post.ts';
import { screenPorts } from '../../builders/ports.ts';
import { safeHtml } from '../../builders/safeHtml.ts';
import type { InMemoryContentData } from '../../../adapters/in-memory/createInMemoryContent.ts';

const NOW = new Date('2026-11-21T12:00:00Z');

const xmlDeps = (data: InMemoryContentData) => {
  const ports = screenPorts(data);
  const deps: XmlDeps = { ...ports.deps, now: () => NOW };
  return { ...ports, deps };
};

const bodyOf = async (outcome: XmlOutcome): Promise<string> => {
  if (outcome.kind !== 'xml') throw new Error(`expected a document, got ${outcome.kind}`);
  let text = '';
  for await (const chunk of outcome.body) text += chunk;
  return text;
};

const locs = (xml: string): string[] => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

/** A post published `hoursAgo` before NOW. */
const postAgo = (hoursAgo: number, overrides: Partial<Post> = {}): Post =>
  aPost({ publishedAt: new Date(NOW.getTime() - hoursAgo * 3_600_000).toISOString().replace(/\.\d{3}Z$/, 'Z'), ...overrides });

describe('the sitemap index', () => {
  it('lists pages, categories, authors, news and enough posts parts for every language', async () => {
    const { deps } = xmlDeps({ posts: Array.from({ length: 101 }, (_, i) => postAgo(i)), pageSize: 1 });
    const xml = await bodyOf(await loadSitemapIndex(deps)());
    const listed = locs(xml);
    expect(listed).toContain('https://news.example/sitemaps/it-pages.xml');
    expect(listed).toContain('https://news.example/sitemaps/pt-categories.xml');
    expect(listed).toContain('https://news.example/sitemaps/de-news.xml');
    expect(listed).toContain('https://news.example/sitemaps/fr-authors.xml');
    // 101 listing pages of one post: two parts of 100 pages each.
    expect(listed.filter((l) => l.includes('/en-posts-'))).toEqual(['https://news.example/sitemaps/en-posts-1.xml', 'https://news.example/sitemaps/en-posts-2.xml']);
    // Each language: pages, categories, authors, news and two posts parts.
    expect(listed).toHaveLength(LANGS.length * 6);
  });

  it('is unavailable, and says so in the log, when the content API fails', async () => {
    const { deps, logger } = xmlDeps({ failing: ['latestPosts'] });
    expect((await loadSitemapIndex(deps)()).kind).toBe('unavailable');
    expect(logger.at('ERROR')).toHaveLength(1);
  });
});

describe('the posts sitemap', () => {
  it('lists every post under its canonical URL with its last change, across listing pages', async () => {
    const posts = [
      aPost({ slug: 'first', publishedAt: '2026-11-20T10:00:00Z', category: { slug: 'robotica', name: 'R' }, subcategory: { slug: 'umanoidi', name: 'U' } }),
      aPost({ slug: 'second', publishedAt: '2026-11-19' }),
      aPost({ slug: 'third', publishedAt: '2026-11-18T10:00:00Z' }),
    ];
    const { deps } = xmlDeps({ posts, pageSize: 2 });
    const xml = await bodyOf(await loadPostsSitemap(deps)('it', 1)());
    expect(xml).toContain('<url><loc>https://news.example/it/robotica/umanoidi/first</loc><lastmod>2026-11-20T10:00:00Z</lastmod></url>');
    expect(xml).toContain('<lastmod>2026-11-19</lastmod>');
    expect(locs(xml)).toHaveLength(3);
  });

  it('asks for the full post when a listing omits the category slugs, so no listed URL redirects', async () => {
    const full = aPost({ slug: 'bare', category: { slug: 'societa', name: 'S' }, subcategory: { slug: 'salute', name: 'H' } });
    const { deps, content } = xmlDeps({ posts: [full] });
    // The listing's projection of that post lacks its categories.
    const listing = { ...deps.content, latestPosts: () => TE.right({ totalPages: 1, posts: [{ ...full, category: undefined, subcategory: undefined }] }) };
    const xml = await bodyOf(await loadPostsSitemap({ ...deps, content: listing })('it', 1)());
    expect(locs(xml)).toEqual(['https://news.example/it/societa/salute/bare']);
    expect(content.calls.filter((c) => c.method === 'post')).toHaveLength(1);
  });

  it('does not exist beyond the last part', async () => {
    const { deps } = xmlDeps({ posts: [aPost()] });
    expect((await loadPostsSitemap(deps)('it', 2)()).kind).toBe('not-found');
  });

  it('interrupts the stream when a later listing page fails, rather than ending a partial sitemap as if complete', async () => {
    const { deps } = xmlDeps({ posts: [aPost(), aPost()], pageSize: 1 });
    const flaky = { ...deps.content, latestPosts: (lang: 'it', page: number) => (page === 1 ? deps.content.latestPosts(lang, page) : TE.left(unavailable('timeout'))) };
    const outcome = await loadPostsSitemap({ ...deps, content: flaky as typeof deps.content })('it', 1)();
    await expect(bodyOf(outcome)).rejects.toBeInstanceOf(StreamInterrupted);
  });
});

describe('the Google News sitemap', () => {
  it('keeps only the posts of the last 48 hours, with the publication named after the brand', async () => {
    const { deps } = xmlDeps({ posts: [postAgo(1, { slug: 'fresh', title: 'Fresh & new' }), postAgo(47, { slug: 'yesterday' }), postAgo(49, { slug: 'old' }), postAgo(60, { slug: 'older' })], pageSize: 2 });
    const xml = await bodyOf(await loadNewsSitemap(deps)('fr')());
    expect(locs(xml).map((l) => l.split('/').pop())).toEqual(['fresh', 'yesterday']);
    expect(xml).toContain('<news:publication><news:name>Brand</news:name><news:language>fr</news:language></news:publication>');
    expect(xml).toContain('<news:title>Fresh &amp; new</news:title>');
  });

  it('stops reading the listing once it reaches older posts', async () => {
    const { deps, content } = xmlDeps({ posts: [postAgo(1), postAgo(100), postAgo(101), postAgo(102)], pageSize: 1 });
    await bodyOf(await loadNewsSitemap(deps)('it')());
    expect(content.calls.filter((c) => c.method === 'latestPosts').map((c) => c.args[0])).toEqual([1, 2]);
  });
});

describe('the pages and categories sitemaps', () => {
  it('lists home and latest posts with every translation and x-default, and static pages with their own translations', async () => {
    const about = { slug: 'chi-siamo', title: 'Chi siamo', content: safeHtml(''), publishedAt: '2026-01-15', translations: [{ lang: 'it', permalink: '/it/chi-siamo' }, { lang: 'en', permalink: '/en/about-us' }, { lang: '', permalink: '/x' }] };
    const { deps } = xmlDeps({ posts: [postAgo(2)], pages: [about] });
    const xml = await bodyOf(await loadPagesSitemap(deps)('it')());
    expect(locs(xml)).toEqual(['https://news.example/it', 'https://news.example/it/ultimi-articoli', 'https://news.example/it/chi-siamo']);
    const last = LANGS[LANGS.length - 1]!;
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="${LANGUAGE_TABLE[last].bcp47}" href="https://news.example/${last}"/><xhtml:link rel="alternate" hreflang="x-default" href="https://news.example/it"/>`);
    expect(xml).toContain('<loc>https://news.example/it/chi-siamo</loc><lastmod>2026-01-15</lastmod><xhtml:link rel="alternate" hreflang="it-IT" href="https://news.example/it/chi-siamo"/><xhtml:link rel="alternate" hreflang="en-US" href="https://news.example/en/about-us"/></url>');
  });

  it('lists each category and its subcategories', async () => {
    const categories = [{ slug: 'robotica', name: 'Robotica', description: '', children: [{ slug: 'umanoidi', name: 'Umanoidi', description: '', children: [] }] }];
    const { deps } = xmlDeps({ categories });
    expect(locs(await bodyOf(await loadCategoriesSitemap(deps)('it')()))).toEqual(['https://news.example/it/robotica', 'https://news.example/it/robotica/umanoidi']);
  });
});

describe('the authors sitemap', () => {
  const giulia = { slug: 'giulia-ferri', name: 'Giulia Ferri', description: '' };
  const marco = { slug: 'marco-bellini', name: 'Marco Bellini', description: '' };

  it("lists every author of the language, each with the languages they have a page in as alternates", async () => {
    const { deps } = xmlDeps({ posts: [aPost({ author: giulia }), aPost({ author: marco }), aPost()] });
    // Giulia writes in Italian and English, Marco in Italian alone.
    const only: Record<string, readonly string[]> = { 'giulia-ferri': ['it', 'en'], 'marco-bellini': ['it'] };
    const scoped: XmlDeps = { ...deps, content: { ...deps.content, authors: (lang, slug) => TE.map((found: readonly { slug: string }[]) => found.filter((a) => only[a.slug]!.includes(lang)))(deps.content.authors(lang, slug)) as never } };
    const xml = await bodyOf(await loadAuthorsSitemap(scoped)('it')());
    expect(locs(xml)).toEqual(['https://news.example/it/author/giulia-ferri', 'https://news.example/it/author/marco-bellini']);
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="en-US" href="https://news.example/en/author/giulia-ferri"/>');
    expect(xml).not.toContain('hreflang="en-US" href="https://news.example/en/author/marco-bellini"');
    expect(locs(await bodyOf(await loadAuthorsSitemap(scoped)('en')()))).toEqual(['https://news.example/en/author/giulia-ferri']);
    expect(locs(await bodyOf(await loadAuthorsSitemap(scoped)('de')()))).toEqual([]);
  });

  it('is unavailable when any language cannot list its authors', async () => {
    const { deps } = xmlDeps({ posts: [aPost({ author: giulia })] });
    const failing: XmlDeps = { ...deps, content: { ...deps.content, authors: (lang, slug) => (lang === 'pt' ? TE.left(unavailable('down')) : deps.content.authors(lang, slug)) } };
    expect((await loadAuthorsSitemap(failing)('it')()).kind).toBe('unavailable');
  });
});
