import { describe, expect, it } from 'vitest';
import { allFullPosts, allPostCards, FIXED_NOW, LANGS, useDemoServer } from './demoServerFixture.ts';
import { htmlText } from '../../../adapters/demo-content/textFolding.ts';

const { getJson } = useDemoServer();

const HOUR = 3_600_000;
const idOf = (card: any): number => Number(card.id ?? card.ID);

describe('demo dataset', () => {
  it('serves at least 5 parent categories per language, each with 2 or 3 subcategories', async () => {
    for (const lang of LANGS) {
      const { body } = await getJson(`/v6/get-categories?lang=${lang}`);
      expect(body.length).toBeGreaterThanOrEqual(5);
      for (const category of body) {
        expect(category.children.length).toBeGreaterThanOrEqual(2);
        expect(category.children.length).toBeLessThanOrEqual(3);
        for (const node of [category, ...category.children]) {
          expect(node.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
          expect(node.name.length).toBeGreaterThan(1);
          expect(node.description.length).toBeGreaterThan(10);
          expect(node.link).toMatch(new RegExp(`^/${lang}/`));
        }
      }
    }
  });

  it('gives every category a slug no other category has, in any language, as WordPress requires', async () => {
    const slugs: string[] = [];
    for (const lang of LANGS) {
      const { body } = await getJson(`/v6/get-categories?lang=${lang}`);
      for (const category of body) slugs.push(category.slug, ...category.children.map((child: { slug: string }) => child.slug));
    }
    expect(slugs.length).toBe(6 * 24);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('counts in each category the posts filed there', async () => {
    const { body: tree } = await getJson('/v6/get-categories?lang=pt');
    for (const node of [tree[0], tree[0].children[0]]) {
      const listing = await getJson(`/v6/get-paginated-posts?lang=pt&category=${node.slug}&page=1`);
      expect(listing.body.total_posts).toBe(node.count);
      expect(node.count).toBeGreaterThan(0);
    }
  });

  it('serves 40 or more posts per language with unique ASCII slugs', async () => {
    for (const lang of LANGS) {
      const cards = await allPostCards(getJson, lang);
      expect(cards.length).toBeGreaterThanOrEqual(40);
      const slugs = cards.map((card) => card.name);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('fills page 1 of the latest posts with 20 posts, the 8 trending and 12 latest of the home', async () => {
    const { body } = await getJson('/v6/get-paginated-latest-posts?lang=it&page=1');
    expect(body.posts).toHaveLength(20);
    expect(body.current_page).toBe(1);
    expect(body.total_posts).toBe(48);
  });

  it('publishes post i at now minus 5i hours, floored to the hour, saved before or updated hours after', async () => {
    const cards = await allPostCards(getJson, 'de');
    const newest = Math.floor(FIXED_NOW.getTime() / HOUR) * HOUR;
    cards.forEach((card, i) => {
      expect(Date.parse(card.datePublished)).toBe(newest - i * 5 * HOUR);
      // Last saved as a draft before it went out, or updated hours after (tests/adapters/demo-content/authors.test.ts).
      const saved = Date.parse(card.dateCreated) - Date.parse(card.datePublished);
      expect(saved < 0 || saved >= HOUR, card.name).toBe(true);
    });
  });

  it('leaves content and media out of listings, and keeps them in get_post', async () => {
    const { body } = await getJson('/v6/get-paginated-latest-posts?lang=en&page=1');
    for (const card of body.posts) {
      expect(card).not.toHaveProperty('content');
      expect(card).not.toHaveProperty('media_inline');
      expect(card.title).toEqual(expect.any(String));
    }
    const post = (await getJson(`/v6/get_post?lang=en&slug=${body.posts[0].name}`)).body[0];
    expect(post.content).toMatch(/^<p class="summary">/);
    expect(post.media_inline.length).toBeGreaterThan(0);
  });

  it('files 2 or 3 posts per language under a section only, linked by the /article/ form', async () => {
    for (const lang of LANGS) {
      const cards = await allPostCards(getJson, lang);
      const sectionOnly = cards.filter((card) => card.sub_category === undefined);
      expect(sectionOnly.length).toBeGreaterThanOrEqual(2);
      expect(sectionOnly.length).toBeLessThanOrEqual(3);
      for (const card of sectionOnly) expect(card.link).toBe(`/${lang}/article/${card.name}`);
      for (const card of cards.filter((c) => c.sub_category !== undefined)) {
        expect(card.link).toBe(`/${lang}/${card.parent_category.slug}/${card.sub_category.slug}/${card.name}`);
        expect(card.permalink).toBe(card.link);
        expect(card.url).toBe(card.link);
      }
    }
  });

  it('leaves exactly one post per language without any image', async () => {
    for (const lang of LANGS) {
      const cards = await allPostCards(getJson, lang);
      const imageless = cards.filter((card) => card.image === undefined);
      expect(imageless).toHaveLength(1);
      expect(imageless[0]).not.toHaveProperty('thumbnail');
    }
  });

  it('serves the quirks the lenient decoder must absorb', async () => {
    const cards = await allPostCards(getJson, 'it');
    expect(cards.some((card) => card.ID !== undefined && card.id === undefined)).toBe(true);
    expect(cards.some((card) => typeof card.views === 'string' && /^\d+$/.test(card.views))).toBe(true);
    expect(cards.some((card) => !('views' in card))).toBe(true);
    expect(cards.some((card) => card.views === null)).toBe(true);
    expect(cards.some((card) => card.votes[0].votes === 0)).toBe(true);
    expect(cards.some((card) => card.regenerated === true)).toBe(true);
    expect(cards.some((card) => card.alt_text === '')).toBe(true);
  });

  it('writes each language in its own words', async () => {
    const markers: Record<string, RegExp> = {
      it: / (il|della|che|gli) /, en: / the /, fr: / (les|des|est) /, de: / (und|die|der) /, es: / (los|las|del) /, pt: / (os|das|dos|não) /,
    };
    const titles = new Map<string, string>();
    for (const lang of LANGS) {
      for (const post of await allFullPosts(getJson, lang)) {
        expect(titles.has(post.title)).toBe(false);
        titles.set(post.title, lang);
        // The body's text: the newsroom's words (an embedded video's title is YouTube's, in an attribute).
        const text = htmlText(post.content);
        expect(text).toMatch(markers[lang]!);
        if (lang !== 'en') expect(text).not.toMatch(/ the | and /);
        expect(post.locale_bcp47.startsWith(lang)).toBe(true);
      }
    }
  });

  it('writes dd/mm/yyyy dates in category listings only', async () => {
    const listing = await getJson('/v6/get-paginated-posts?lang=es&category=robotica-es&page=1');
    for (const card of listing.body.posts) expect(card.date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const latest = await getJson('/v6/get-paginated-latest-posts?lang=es&page=1');
    for (const card of latest.body.posts) expect(card.date).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('pages category listings', async () => {
    const first = await getJson('/v6/get-paginated-posts?lang=fr&category=robotique&page=1');
    expect(first.body.total_pages).toBeGreaterThan(1);
    const second = await getJson('/v6/get-paginated-posts?lang=fr&category=robotique&page=2');
    const ids = [...first.body.posts, ...second.body.posts].map(idOf);
    expect(new Set(ids).size).toBe(ids.length);
    for (const card of [...first.body.posts, ...second.body.posts]) expect(card.parent_category.slug).toBe('robotique');
  });

  it('relates 4 to 6 other posts of the same section', async () => {
    const cards = await allPostCards(getJson, 'en');
    for (const card of cards.slice(0, 10)) {
      const { body } = await getJson(`/v6/relatedpost?lang=en&id=${idOf(card)}&title=${card.name}`);
      expect(body.response.length).toBeGreaterThanOrEqual(4);
      expect(body.response.length).toBeLessThanOrEqual(6);
      for (const related of body.response) {
        expect(idOf(related)).not.toBe(idOf(card));
        expect(related.parent_category.slug).toBe(card.parent_category.slug);
      }
    }
    expect((await getJson('/v6/relatedpost?lang=en&id=1&title=nothing')).body).toEqual({ response: [] });
  });

  it('lists the 10 most viewed posts as popular', async () => {
    const { body } = await getJson('/v5/get-popular-posts?lang=it');
    expect(body).toHaveLength(10);
    const views = body.map((card: any) => Number(card.views ?? 0));
    expect(views).toEqual([...views].sort((a, b) => b - a));
    const all = await allPostCards(getJson, 'it');
    const maxViews = Math.max(...all.map((card) => Number(card.views ?? 0)));
    expect(views[0]).toBe(maxViews);
  });

  it('gives each post 3 to 5 outbound links, some without a domain', async () => {
    const posts = await allFullPosts(getJson, 'pt');
    for (const post of posts) {
      expect(post.outbound_links.length).toBeGreaterThanOrEqual(3);
      expect(post.outbound_links.length).toBeLessThanOrEqual(5);
      for (const link of post.outbound_links) expect(link.url).toMatch(/^https:\/\//);
    }
    expect(posts.some((post) => post.outbound_links.some((link: any) => link.domain === undefined))).toBe(true);
  });
});
