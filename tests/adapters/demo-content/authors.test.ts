import { describe, expect, it } from 'vitest';
import { createWordpressContent } from '../../../adapters/wordpress/createWordpressContent.ts';
import { resolvePaths } from '../../../adapters/wordpress/wordpressPaths.ts';
import { createRecordingLogger } from '../../builders/recordingLogger.ts';
import { allPostCards, LANGS, useDemoServer } from './demoServerFixture.ts';

const { getJson, server } = useDemoServer();

const HOUR = 3_600_000;

describe('the demo newsroom: bylines and authors', () => {
  it('signs every post of every language with one of two or three journalists', async () => {
    for (const lang of LANGS) {
      const cards = await allPostCards(getJson, lang);
      const signed = cards.filter((card) => card.author);
      const names = new Set(signed.map((card) => card.author.name));
      expect(names.size, lang).toBeGreaterThanOrEqual(2);
      expect(names.size, lang).toBeLessThanOrEqual(3);
      expect(signed.length, lang).toBe(cards.length);
      for (const { author } of signed) {
        expect(author.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(author.name).toMatch(/^\p{Lu}\p{L}+ \p{Lu}\p{L}+$/u);
        expect(author.description.length).toBeGreaterThan(40);
        // The demo draws no portraits: nothing that would reach another host.
        expect(author).not.toHaveProperty('avatar');
      }
    }
  });

  it('gives each journalist one slug across the site and a biography in the language of the posts', async () => {
    const slugsByLang = new Map<string, string>();
    for (const lang of LANGS) {
      for (const author of (await getJson(`/v6/get-authors?lang=${lang}`)).body) {
        expect(slugsByLang.get(author.slug), author.slug).toBeUndefined();
        slugsByLang.set(author.slug, lang);
      }
    }
    const italian = (await getJson('/v6/get-authors?lang=it')).body.map((a: any) => a.description).join(' ');
    const german = (await getJson('/v6/get-authors?lang=de')).body.map((a: any) => a.description).join(' ');
    expect(italian).toMatch(/\b(segue|scrive|racconta)\b/i);
    expect(german).toMatch(/\b(berichtet|schreibt)\b/i);
  });

  it('lists the authors of a language by name, each with at least one post there', async () => {
    for (const lang of LANGS) {
      const { status, body } = await getJson(`/v6/get-authors?lang=${lang}`);
      expect(status).toBe(200);
      const names = body.map((a: any) => a.name);
      expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, lang)));
      const cards = await allPostCards(getJson, lang);
      for (const author of body) expect(cards.some((card) => card.author?.slug === author.slug), author.slug).toBe(true);
      expect(new Set(cards.flatMap((card) => (card.author ? [card.author.slug] : []))).size).toBe(body.length);
    }
  });

  it('answers one author by slug, and an empty list for a slug it does not know or from another language', async () => {
    const [first] = (await getJson('/v6/get-authors?lang=fr')).body;
    expect((await getJson(`/v6/get-authors?lang=fr&slug=${first.slug}`)).body).toEqual([first]);
    expect((await getJson('/v6/get-authors?lang=fr&slug=nobody-here')).body).toEqual([]);
    expect((await getJson(`/v6/get-authors?lang=en&slug=${first.slug}`)).body).toEqual([]);
  });

  it("pages an author's posts newest first, as many a page as the latest posts, on both paths", async () => {
    const cards = await allPostCards(getJson, 'en');
    const counts = new Map<string, number>();
    for (const card of cards) if (card.author) counts.set(card.author.slug, (counts.get(card.author.slug) ?? 0) + 1);
    const [prolific, written] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]!;
    expect(written).toBeGreaterThan(20);
    for (const path of ['/v6/get-paginated-author-posts', '/v6/get-paginated-author-posts-staging']) {
      const page1 = (await getJson(`${path}?lang=en&author=${prolific}&page=1`)).body;
      const page2 = (await getJson(`${path}?lang=en&author=${prolific}&page=2`)).body;
      expect(page1).toMatchObject({ current_page: 1, total_posts: written, total_pages: Math.ceil(written / 20) });
      expect(page1.posts).toHaveLength(20);
      const shown = [...page1.posts, ...page2.posts];
      expect(shown.map((p) => p.name)).toEqual(cards.filter((c) => c.author?.slug === prolific).map((c) => c.name));
      expect(page1.next_page_url).toBe(`${server().url}${path}?lang=en&author=${prolific}&page=2`);
    }
  });

  it('answers an unknown author with no posts and no pages, and refuses a missing author or a bad page', async () => {
    expect((await getJson('/v6/get-paginated-author-posts?lang=es&author=nadie&page=1')).body).toMatchObject({ total_pages: 0, posts: [] });
    expect((await getJson('/v6/get-paginated-author-posts?lang=es&page=1')).status).toBe(400);
    expect((await getJson('/v6/get-paginated-author-posts?lang=es&author=carmen-ruiz&page=0')).status).toBe(400);
  });

  it('updates a few posts hours after publishing them, never later than the newest', async () => {
    for (const lang of LANGS) {
      const cards = await allPostCards(getJson, lang);
      const newest = Date.parse(cards[0].datePublished);
      const updated = cards.filter((card) => Date.parse(card.dateCreated) - Date.parse(card.datePublished) >= HOUR);
      expect(updated.length, lang).toBeGreaterThanOrEqual(3);
      for (const card of updated) expect(Date.parse(card.dateCreated)).toBeLessThanOrEqual(newest);
    }
  });

  it('reads through the WordPress adapter into authors and their posts', async () => {
    const content = createWordpressContent({ baseUrl: server().url, paths: resolvePaths('production'), logger: createRecordingLogger(), timeoutMs: 10_000 });
    const authors = await content.authors('pt')();
    if (authors._tag === 'Left') throw new Error('authors failed');
    expect(authors.right.length).toBeGreaterThanOrEqual(2);
    const posts = await content.authorPosts('pt', authors.right[0]!.slug, 1)();
    if (posts._tag === 'Left') throw new Error('author posts failed');
    expect(posts.right.posts.length).toBeGreaterThan(0);
    for (const post of posts.right.posts) expect(post.author).toEqual(authors.right[0]);
  });
});
