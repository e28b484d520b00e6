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

  it('widens the results as the date filter widens', async () => {
    const counts = [];
    for (const qdata of ['day', 'week', 'month', 'year', 'any']) {
      counts.push((await search('it', 'intelligenza', `&qdata=${qdata}`)).body.nposts);
    }
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(counts[0]).toBeLessThan(counts[4]);
  });

  it('rejects an unknown date filter', async () => {
    expect((await search('it', 'robot', '&qdata=decade')).status).toBe(400);
  });

  it('pages search results 10 at a time with wpsolr_page', async () => {
    const first = await search('en', 'AI', '&wpsolr_page=1&qdata=any');
    expect(first.body.nposts).toBeGreaterThan(10);
    expect(first.body.response).toHaveLength(10);
    expect(first.body.npages).toBe(Math.ceil(first.body.nposts / 10));
    expect(first.body.prev_page_url).toBeNull();
    expect(first.body.next_page_url).toContain('wpsolr_page=2');
    const second = await search('en', 'AI', '&wpsolr_page=2&qdata=any');
    const ids = (r: any) => r.body.response.map((p: any) => p.id ?? p.ID);
    expect(ids(second).some((id: number) => ids(first).includes(id))).toBe(false);
    const beyond = await search('en', 'AI', `&wpsolr_page=${first.body.npages + 1}&qdata=any`);
    expect(beyond.status).toBe(200);
    expect(beyond.body.response).toEqual([]);
  });

  it('matches regardless of case and accents', async () => {
    const accented = await search('pt', 'condução autónoma');
    const plain = await search('pt', 'CONDUCAO AUTONOMA');
    expect(accented.body.nposts).toBeGreaterThan(0);
    expect(plain.body.nposts).toBe(accented.body.nposts);
  });

  it('matches the body of the article, not only the title', async () => {
    const { body } = await search('de', 'Lidar');
    expect(body.nposts).toBeGreaterThan(0);
    expect(body.response.some((post: any) => !/lidar/i.test(post.title))).toBe(true);
  });

  it('suggests a spelling when a misspelled query finds nothing', async () => {
    const { body } = await search('en', 'robtos');
    expect(body.nposts).toBe(0);
    expect(body.suggest).toBe('robots');
    expect((await search('en', 'robots')).body.suggest).toBe('');
  });

  it('finds results for every popular search', async () => {
    for (const lang of LANGS) {
      const { body: terms } = await getJson(`/v2/search-lastresearch?lang=${lang}`);
      for (const { term } of terms) {
        expect((await search(lang, term)).body.nposts, `${lang}: ${term}`).toBeGreaterThan(0);
      }
    }
  });

  it('suggests up to 8 posts whose title contains the text, accent-insensitively', async () => {
    const { body } = await getJson(`/v6/simple-search-custom?lang=fr&s=${encodeURIComponent('modeles')}`);
    expect(body.length).toBeGreaterThan(0);
    expect(body.length).toBeLessThanOrEqual(8);
    for (const suggestion of body) {
      expect(suggestion.title.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()).toContain('modeles');
      expect(suggestion).toMatchObject({ id: expect.any(Number), name: expect.any(String), url: expect.stringMatching(/^\/fr\//) });
    }
    const many = await getJson('/v6/simple-search-custom?lang=en&s=a');
    expect(many.body).toHaveLength(8);
  });

  it('restricts suggestions to a category when asked', async () => {
    const all = await getJson('/v6/simple-search-custom?lang=it&s=ia');
    const within = await getJson('/v6/simple-search-custom-staging?lang=it&s=ia&category=robotica');
    expect(within.body.length).toBeLessThanOrEqual(all.body.length);
    for (const suggestion of within.body) expect(suggestion.url).toMatch(/^\/it\/(robotica\/|article\/)/);
    expect((await getJson('/v6/simple-search-custom?lang=it&s=ia&category=nessuna')).body).toEqual([]);
  });

  it('suggests nothing for empty text', async () => {
    expect((await getJson('/v6/simple-search-custom?lang=es&s=')).body).toEqual([]);
  });
});
