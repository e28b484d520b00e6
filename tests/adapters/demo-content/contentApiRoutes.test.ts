import { describe, expect, it } from 'vitest';
import { CONTENT_API_PATHS } from '../../../adapters/demo-content/contentApiPaths.ts';
import { LANGS, useDemoServer } from './demoServerFixture.ts';

const { getJson, server } = useDemoServer();

const queryFor = async (call: keyof typeof CONTENT_API_PATHS): Promise<string> => {
  const latest = await getJson('/v6/get-paginated-latest-posts?lang=en&page=1');
  const post = latest.body.posts.find((p: any) => p.id !== undefined) ?? latest.body.posts[0];
  switch (call) {
    case 'categories': return 'lang=en';
    case 'suggestions': return 'lang=en&s=model';
    case 'popularSearches': return 'lang=en';
    case 'latestPosts': return 'lang=en&page=1';
    case 'popularPosts': return 'lang=en';
    case 'categoryPosts': return 'lang=en&category=robotics&page=1';
    case 'search': return 'lang=en&s=robots&spellcheck=true&wpsolr_page=1&qdata=any&version=new';
    case 'page': return 'lang=en&slug=about-us';
    case 'post': return `lang=en&slug=${post.name}`;
    case 'relatedPosts': return `lang=en&id=${post.id ?? post.ID}&title=${post.name}`;
  }
};

describe('demo content API routes', () => {
  for (const [call, paths] of Object.entries(CONTENT_API_PATHS)) {
    for (const variant of ['production', 'staging'] as const) {
      it(`answers ${call} on its ${variant} path ${paths[variant]}`, async () => {
        const response = await getJson(`${paths[variant]}?${await queryFor(call as keyof typeof CONTENT_API_PATHS)}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toBe('public, max-age=60');
        expect(response.headers.get('content-type')).toMatch(/^application\/json/);
        const body = response.body;
        if (['categories', 'suggestions', 'popularSearches', 'popularPosts', 'page', 'post'].includes(call)) {
          expect(Array.isArray(body)).toBe(true);
          expect(body.length).toBeGreaterThan(0);
        } else if (call === 'search') {
          expect(body).toMatchObject({ suggest: expect.any(String), nposts: expect.any(Number), npages: expect.any(Number) });
          expect(body.response.length).toBeGreaterThan(0);
        } else if (call === 'relatedPosts') {
          expect(body.response.length).toBeGreaterThanOrEqual(4);
        } else {
          expect(body).toMatchObject({ current_page: 1, total_posts: expect.any(Number), total_pages: expect.any(Number) });
          expect(body.posts.length).toBeGreaterThan(0);
        }
      });
    }
  }

  it('answers every language', async () => {
    for (const lang of LANGS) {
      expect((await getJson(`/v6/get-categories?lang=${lang}`)).status).toBe(200);
    }
  });

  it('rejects a missing lang with a WordPress 400 error body', async () => {
    const response = await getJson('/v6/get-categories');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 'rest_invalid_param', message: expect.stringContaining('lang'), data: { status: 400 } });
  });

  it('rejects an unknown lang with a WordPress 400 error body', async () => {
    const response = await getJson('/v6/get_post?lang=xx&slug=anything');
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('rest_invalid_param');
    expect(response.body.data).toEqual({ status: 400 });
  });

  it('answers an unknown category of category-posts with a 404 error body', async () => {
    const response = await getJson('/v6/get-paginated-posts?lang=it&category=non-esiste&page=1');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: expect.any(String), message: expect.any(String), data: { status: 404 } });
  });

  it('answers an unknown post slug with an empty list', async () => {
    const response = await getJson('/v6/get_post?lang=it&slug=questo-articolo-non-esiste');
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
  });

  it('answers a slug a post had before it was renamed with the post under its current slug', async () => {
    for (const lang of LANGS) {
      const { body: latest } = await getJson(`/v6/get-paginated-latest-posts?lang=${lang}&page=1`);
      const renamed = latest.posts[9];
      const { body } = await getJson(`/v6/get_post?lang=${lang}&slug=${renamed.name}-draft`);
      expect(body).toHaveLength(1);
      expect(body[0]).toMatchObject({ name: renamed.name, link: renamed.link });
    }
    expect((await getJson(`/v6/get_post?lang=it&slug=no-such-post-draft`)).body).toEqual([]);
  });

  it('answers a slug a page had before it was renamed with the page under its current link', async () => {
    const { body } = await getJson('/v2/get_page?lang=en&slug=about');
    expect(body).toHaveLength(1);
    expect(body[0].link).toBe('/en/about-us');
    expect((await getJson('/v2/get_page?lang=it&slug=about')).body).toEqual([]);
  });

  it('answers an unknown page slug with an empty list', async () => {
    const response = await getJson('/v2/get_page?lang=de&slug=about-us');
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
  });

  it('answers a page beyond the last with an empty list of posts', async () => {
    const response = await getJson('/v6/get-paginated-latest-posts?lang=fr&page=99');
    expect(response.status).toBe(200);
    expect(response.body.posts).toEqual([]);
    expect(response.body.total_pages).toBe(3);
    expect(response.body.next_page_url).toBeNull();
  });

  it('rejects a page that is not a positive integer', async () => {
    expect((await getJson('/v6/get-paginated-latest-posts?lang=fr&page=zero')).status).toBe(400);
    expect((await getJson('/v6/get-paginated-latest-posts?lang=fr&page=0')).status).toBe(400);
  });

  it('answers an unknown path under /wp-json/wp with a 404 JSON error body', async () => {
    const response = await getJson('/v9/get-everything?lang=en');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: 'rest_no_route', data: { status: 404 } });
  });

  it('links paging to the demo server itself', async () => {
    const page2 = await getJson('/v6/get-paginated-latest-posts?lang=es&page=2');
    expect(page2.body.prev_page_url).toBe(`${server().url}/v6/get-paginated-latest-posts?lang=es&page=1`);
    expect(page2.body.next_page_url).toBe(`${server().url}/v6/get-paginated-latest-posts?lang=es&page=3`);
  });

  it('returns one category for a slug, and none for an unknown one', async () => {
    const parent = await getJson('/v6/get-categories?lang=it&slug=robotica');
    expect(parent.body).toHaveLength(1);
    expect(parent.body[0].children.length).toBeGreaterThanOrEqual(2);
    const child = await getJson('/v6/get-categories?lang=it&slug=veicoli-autonomi');
    expect(child.body).toHaveLength(1);
    expect((await getJson('/v6/get-categories?lang=it&slug=nessuna')).body).toEqual([]);
  });

  it('serves about and terms in every language under the localized slugs, with translations', async () => {
    const { LANGUAGE_TABLE } = await import('../../../src/domain/language.ts');
    for (const lang of LANGS) {
      for (const kind of ['about', 'terms'] as const) {
        const { body } = await getJson(`/v2/get_page?lang=${lang}&slug=${LANGUAGE_TABLE[lang].slugs[kind]}`);
        expect(body).toHaveLength(1);
        const page = body[0];
        expect(page.title.length).toBeGreaterThan(3);
        expect(page.content.match(/<p>/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
        expect(page.translations.map((t: any) => t.lang)).toEqual([...LANGS]);
        expect(page.link).toBe(`/${lang}/${LANGUAGE_TABLE[lang].slugs[kind]}`);
        if (kind === 'about') expect(page.structured_data).toMatchObject({ '@type': 'AboutPage' });
      }
    }
  });

  it('serves 6 to 10 popular searches per language', async () => {
    for (const lang of LANGS) {
      const { body } = await getJson(`/v2/search-lastresearch?lang=${lang}`);
      expect(body.length).toBeGreaterThanOrEqual(6);
      expect(body.length).toBeLessThanOrEqual(10);
      for (const item of body) expect(item.term).toEqual(expect.any(String));
    }
  });
});
