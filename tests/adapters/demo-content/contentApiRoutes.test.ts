import { describe, expect, it } from 'vitest';
import { CONTENT_API_HANDLERS, type DemoCall } from '../../../adapters/demo-content/contentApiHandlers.ts';
import { CONTENT_API } from '../../../adapters/wordpress/wordpressPaths.ts';
import { LANGS, useDemoServer } from './demoServerFixture.ts';

const { getJson, server } = useDemoServer();

const queryFor = async (call: DemoCall): Promise<string> => {
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
    case 'authors': return 'lang=en';
    case 'authorPosts': return `lang=en&author=${latest.body.posts.find((p: any) => p.author).author.slug}&page=1`;
    case 'mediaOrigins': return 'lang=en';
  }
};

describe('demo content API routes', () => {
  // Every read of the contract's table but the draft preview, on its production and staging path.
  for (const call of Object.keys(CONTENT_API_HANDLERS) as DemoCall[]) {
    const { production, staging = production } = CONTENT_API[call];
    for (const [variant, path] of [['production', production], ['staging', staging]] as const) {
      it(`answers ${call} on its ${variant} path ${path}`, async () => {
        const response = await getJson(`${path}?${await queryFor(call)}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toBe('public, max-age=60');
        expect(response.headers.get('content-type')).toMatch(/^application\/json/);
        const body = response.body;
        if (['categories', 'suggestions', 'popularSearches', 'popularPosts', 'page', 'post', 'authors'].includes(call)) {
          expect(Array.isArray(body)).toBe(true);
          expect(body.length).toBeGreaterThan(0);
        } else if (call === 'search') {
          expect(body).toMatchObject({ suggest: expect.any(String), nposts: expect.any(Number), npages: expect.any(Number) });
          expect(body.response.length).toBeGreaterThan(0);
        } else if (call === 'mediaOrigins') {
          // On its own server the demo's media URLs are absolute on its origin.
          expect(body).toEqual({ origins: [server().origin] });
        } else if (call === 'relatedPosts') {
          expect(body.response.length).toBeGreaterThanOrEqual(4);
        } else {
          expect(body).toMatchObject({ current_page: 1, total_posts: expect.any(Number), total_pages: expect.any(Number) });
          expect(body.posts.length).toBeGreaterThan(0);
        }
      });
    }
  }

  it('links paging to the demo server itself', async () => {
    const page2 = await getJson('/v6/get-paginated-latest-posts?lang=es&page=2');
    expect(page2.body.prev_page_url).toBe(`${server().url}/v6/get-paginated-latest-posts?lang=es&page=1`);
    expect(page2.body.next_page_url).toBe(`${server().url}/v6/get-paginated-latest-posts?lang=es&page=3`);
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
