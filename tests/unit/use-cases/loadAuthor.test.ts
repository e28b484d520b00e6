import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import type { Author, Post } from '../../../src/domain/content.ts';
import type { Lang } from '../../../src/domain/language.ts';
import { unavailable, type ContentPort } from '../../../src/ports/ContentPort.ts';
import type { PageHead } from '../../../src/domain/pageHead.ts';
import type { AuthorView } from '../../../src/use-cases/authorView.ts';
import { loadScreen } from '../../../src/use-cases/loadScreen.ts';
import type { ScreenOutcome } from '../../../src/use-cases/screen.ts';
import { aPost, posts } from '../../builders/post.ts';
import { screenPorts } from '../../builders/ports.ts';

const giulia: Author = { slug: 'giulia-ferri', name: 'Giulia Ferri', description: 'Segue modelli linguistici e ricerca.', avatar: '/media/authors/giulia-ferri.jpg' };
const marco: Author = { slug: 'marco-bellini', name: 'Marco Bellini', description: '' };

const byGiulia = (count: number): Post[] => posts(count, { author: giulia });

/** Screen ports whose authors exist only in the languages given (the in-memory content has one set of posts for all). */
const load = (data: Parameters<typeof screenPorts>[0], params: Record<string, string>, query: Record<string, string> = {}, only?: { readonly [slug: string]: readonly Lang[] }) => {
  const { deps, content, logger } = screenPorts(data);
  const scoped: ContentPort = only
    ? { ...content, authors: (lang, slug, ctx) => TE.map((found: readonly Author[]) => found.filter((a) => only[a.slug]?.includes(lang) ?? true))(content.authors(lang, slug, ctx)) }
    : content;
  return loadScreen({ ...deps, content: scoped })({ screen: 'author', params, query })().then((outcome) => ({ outcome, content, logger }));
};

const viewOf = (outcome: ScreenOutcome<unknown>): { view: AuthorView; head: PageHead; tags: readonly string[] } => {
  if (outcome.kind !== 'view' || (outcome.view as { screen?: string }).screen !== 'author' || !outcome.head) throw new Error(`expected an author page, got ${outcome.kind}`);
  return { view: outcome.view as AuthorView, head: outcome.head, tags: outcome.tags ?? [] };
};

describe("an author's page", () => {
  it('shows who they are, their picture and their posts newest first, with paging', async () => {
    const written = byGiulia(25);
    const { outcome } = await load({ posts: [...written, aPost({ author: marco })] }, { lang: 'it', slug: 'giulia-ferri' });
    const { view } = viewOf(outcome);
    expect(view).toMatchObject({ author: giulia, heading: 'Giulia Ferri', initials: 'GF' });
    expect(view.postsTitle).toBe('Articles by Giulia Ferri');
    expect(view.breadcrumbs).toEqual([{ name: 'Home it', href: '/it' }, { name: 'Giulia Ferri' }]);
    expect(view.posts.map((p) => p.id)).toEqual(written.slice(0, 20).map((p) => p.id));
    expect(view.paging?.next).toEqual({ href: '/it/author/giulia-ferri?page=2', disabled: false });
  });

  it('shows page 2 with the page in its heading, title and canonical address', async () => {
    const written = byGiulia(25);
    const { outcome } = await load({ posts: written }, { lang: 'it', slug: 'giulia-ferri' }, { page: '2' });
    const { view, head } = viewOf(outcome);
    expect(view.heading).toBe('Giulia Ferri - Pag 2');
    expect(view.posts.map((p) => p.id)).toEqual(written.slice(20).map((p) => p.id));
    expect(head.title).toBe('Giulia Ferri - Pag 2 | Brand');
    expect(head.canonicalPath).toBe('/it/author/giulia-ferri?page=2');
    expect(head.prevPath).toBe('/it/author/giulia-ferri');
  });

  it('describes the page by the biography, else by what it lists, and shows initials without a picture', async () => {
    const { outcome } = await load({ posts: [aPost({ author: marco })] }, { lang: 'en', slug: 'marco-bellini' });
    const { view, head } = viewOf(outcome);
    expect(view.author).not.toHaveProperty('avatar');
    expect(view.initials).toBe('MB');
    expect(head.description).toBe('Articles by Marco Bellini');
    const bio = viewOf((await load({ posts: byGiulia(1) }, { lang: 'it', slug: 'giulia-ferri' })).outcome);
    expect(bio.head.description).toBe('Segue modelli linguistici e ricerca.');
  });

  it('gives search engines a ProfilePage about the Person, with absolute addresses', async () => {
    const { head } = viewOf((await load({ posts: byGiulia(2) }, { lang: 'it', slug: 'giulia-ferri' })).outcome);
    expect(head.structuredData?.[0]).toEqual({
      '@context': 'https://schema.org', '@type': 'ProfilePage', url: 'https://news.example/it/author/giulia-ferri', inLanguage: 'it-IT',
      mainEntity: {
        '@type': 'Person', name: 'Giulia Ferri', url: 'https://news.example/it/author/giulia-ferri',
        description: 'Segue modelli linguistici e ricerca.', image: 'https://news.example/media/authors/giulia-ferri.jpg',
      },
    });
  });

  it('lists as alternates the languages the author has a page in, on the first page only', async () => {
    const { head } = viewOf((await load({ posts: byGiulia(25) }, { lang: 'en', slug: 'giulia-ferri' }, {}, { 'giulia-ferri': ['it', 'en'] })).outcome);
    expect(head.alternates).toEqual([
      { hreflang: 'it-IT', href: 'https://news.example/it/author/giulia-ferri' },
      { hreflang: 'en-US', href: 'https://news.example/en/author/giulia-ferri' },
      { hreflang: 'x-default', href: 'https://news.example/it/author/giulia-ferri' },
    ]);
    const second = viewOf((await load({ posts: byGiulia(25) }, { lang: 'en', slug: 'giulia-ferri' }, { page: '2' }, { 'giulia-ferri': ['it', 'en'] })).outcome);
    expect(second.head.alternates).toBeUndefined();
  });

  it("carries the author's tag of every language and the tags of the posts it shows", async () => {
    const written = byGiulia(3);
    const { tags } = viewOf((await load({ posts: written }, { lang: 'fr', slug: 'giulia-ferri' })).outcome);
    expect(tags).toEqual(expect.arrayContaining(['author-fr-giulia-ferri', 'author-it-giulia-ferri', 'author-pt-giulia-ferri', ...written.map((p) => `post-${p.id}`)]));
  });

  it('is not found for an author the language does not have, and for a page past their last', async () => {
    // The not-found page's own offers (the newest posts: src/use-cases/notFoundOffers.ts) come with it.
    expect((await load({ posts: byGiulia(3) }, { lang: 'it', slug: 'nessuno' })).outcome).toMatchObject({ kind: 'not-found', lang: 'it' });
    expect((await load({ posts: byGiulia(3) }, { lang: 'de', slug: 'giulia-ferri' }, {}, { 'giulia-ferri': ['it'] })).outcome).toMatchObject({ kind: 'not-found', lang: 'de' });
    expect((await load({ posts: byGiulia(3) }, { lang: 'it', slug: 'giulia-ferri' }, { page: '2' })).outcome).toMatchObject({ kind: 'not-found', lang: 'it' });
  });

  it('answers a slug that cannot be an author with not-found, asking the content API for no author', async () => {
    for (const slug of ['giulia ferri', '../etc', 'джулия', '%', 'a'.repeat(200), '-giulia']) {
      const { outcome, content } = await load({ posts: byGiulia(3) }, { lang: 'it', slug });
      expect(outcome, slug).toMatchObject({ kind: 'not-found', lang: 'it' });
      // Only the not-found page's newest posts: no author is looked up.
      expect(content.calls.filter((call) => call.method !== 'latestPosts'), slug).toEqual([]);
    }
  });

  it('is unavailable (503), never not-found, when the authors or their posts cannot be read', async () => {
    for (const failing of [['authors'], ['authorPosts']] as const) {
      const { outcome, logger } = await load({ posts: byGiulia(3), failing }, { lang: 'it', slug: 'giulia-ferri' });
      expect(outcome, failing[0]).toEqual({ kind: 'unavailable', lang: 'it' });
      expect(logger.at('WARN').length).toBeGreaterThan(0);
    }
  });

  it('still shows the page, its own language alone, when another language cannot say', async () => {
    const { deps, content } = screenPorts({ posts: byGiulia(2) });
    const flaky: ContentPort = { ...content, authors: (lang, slug, ctx) => (lang === 'it' ? content.authors(lang, slug, ctx) : TE.left(unavailable('down'))) };
    const outcome = await loadScreen({ ...deps, content: flaky })({ screen: 'author', params: { lang: 'it', slug: 'giulia-ferri' }, query: {} })();
    expect(viewOf(outcome).head.alternates).toEqual([
      { hreflang: 'it-IT', href: 'https://news.example/it/author/giulia-ferri' },
      { hreflang: 'x-default', href: 'https://news.example/it/author/giulia-ferri' },
    ]);
  });
});
