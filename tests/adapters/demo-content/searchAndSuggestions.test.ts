import { describe, expect, it } from 'vitest';
import { FIXED_NOW, LANGS, useDemoServer } from './demoServerFixture.ts';

const { getJson } = useDemoServer();

const search = (lang: string, s: string, extra = '') =>
  getJson(`/v6/search-custom?lang=${lang}&s=${encodeURIComponent(s)}&spellcheck=true&version=new${extra}`);

describe('demo search and suggestions', () => {
  it('returns with qdata=day only posts published within 24 hours of now', async () => {
    const { body } = await search('en', 'AI', '&qdata=day&wpsolr_page=1');
    expect(body.nposts).toBeGreaterThan(0);
    for (const post of body.response) {
      const age = FIXED_NOW.getTime() - Date.parse(post.datePublished);
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThanOrEqual(24 * 3_600_000);
    }
  });

  it('matches the body of the article, not only the title', async () => {
    const { body } = await search('de', 'Lidar');
    expect(body.nposts).toBeGreaterThan(0);
    expect(body.response.some((post: any) => !/lidar/i.test(post.title))).toBe(true);
  });

  it('finds results for every popular search', async () => {
    for (const lang of LANGS) {
      const { body: terms } = await getJson(`/v2/search-lastresearch?lang=${lang}`);
      for (const { term } of terms) {
        expect((await search(lang, term)).body.nposts, `${lang}: ${term}`).toBeGreaterThan(0);
      }
    }
  });

  it('suggests nothing for empty text', async () => {
    expect((await getJson('/v6/simple-search-custom?lang=es&s=')).body).toEqual([]);
  });
});
