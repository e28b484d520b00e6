import { describe, expect, it } from 'vitest';
import type { ContentPort } from '../../../src/ports/ContentPort.ts';
import { emptyAnswerFor, useWordpressStandIn } from './wordpressFixture.ts';

const connect = useWordpressStandIn();

/** Every method of the port once, the optional params both given and not. */
const callEveryMethod = async (content: ContentPort) => {
  await content.categories('en')();
  await content.category('en', 'robotics')();
  await content.suggestions('en', 'gpt')();
  await content.suggestions('en', 'gpt', 'robotics')();
  await content.popularSearches('en')();
  await content.latestPosts('en', 2)();
  await content.popularPosts('en')();
  await content.categoryPosts('en', 'robotics', 3)();
  await content.search('en', { s: 'llm', page: 2, qdata: 'week' })();
  await content.search('en', { s: 'llm', page: 1 })();
  await content.page('en', 'about-us')();
  await content.post('en', 'a-post')();
  await content.relatedPosts('en', 42, 'a-post')();
  await content.authors('en')();
  await content.authors('en', 'giulia-ferri')();
  await content.authorPosts('en', 'giulia-ferri', 2)();
};

const expectedQueries = [
  { lang: 'en' },
  { lang: 'en', slug: 'robotics' },
  { lang: 'en', s: 'gpt' },
  { lang: 'en', s: 'gpt', category: 'robotics' },
  { lang: 'en' },
  { lang: 'en', page: '2' },
  { lang: 'en' },
  { lang: 'en', category: 'robotics', page: '3' },
  { lang: 'en', s: 'llm', spellcheck: 'true', wpsolr_page: '2', qdata: 'week', version: 'new' },
  { lang: 'en', s: 'llm', spellcheck: 'true', wpsolr_page: '1', version: 'new' },
  { lang: 'en', slug: 'about-us' },
  { lang: 'en', slug: 'a-post' },
  { lang: 'en', id: '42', title: 'a-post' },
  { lang: 'en' },
  { lang: 'en', slug: 'giulia-ferri' },
  { lang: 'en', author: 'giulia-ferri', page: '2' },
];

describe('WordPress adapter: paths and query params', () => {
  it('calls every production path with the query params of the contract', async () => {
    const { content, requests } = await connect(emptyAnswerFor);
    await callEveryMethod(content);
    expect(requests.map((r) => r.path.replace('/wp-json/wp', ''))).toEqual([
      '/v6/get-categories',
      '/v6/get-categories',
      '/v6/simple-search-custom',
      '/v6/simple-search-custom',
      '/v2/search-lastresearch',
      '/v6/get-paginated-latest-posts',
      '/v5/get-popular-posts',
      '/v6/get-paginated-posts',
      '/v6/search-custom',
      '/v6/search-custom',
      '/v2/get_page',
      '/v6/get_post',
      '/v6/relatedpost',
      '/v6/get-authors',
      '/v6/get-authors',
      '/v6/get-paginated-author-posts',
    ]);
    expect(requests.map((r) => r.query)).toEqual(expectedQueries);
  });

  it('calls the staging variants with the same query params when the environment is staging', async () => {
    const { content, requests } = await connect(emptyAnswerFor, { env: 'staging' });
    await callEveryMethod(content);
    expect(requests.map((r) => r.path.replace('/wp-json/wp', ''))).toEqual([
      '/v6/get-categories',
      '/v6/get-categories',
      '/v6/simple-search-custom-staging',
      '/v6/simple-search-custom-staging',
      '/v2/search-lastresearch',
      '/v6/get-paginated-latest-posts-staging',
      '/v5/stag-get-popular-posts',
      '/v6/get-paginated-posts-staging',
      '/v6/search-custom-staging',
      '/v6/search-custom-staging',
      '/v2/get_page',
      '/v6/get_post_staging',
      '/v6/relatedpost-staging',
      '/v6/get-authors',
      '/v6/get-authors',
      '/v6/get-paginated-author-posts-staging',
    ]);
    expect(requests.map((r) => r.query)).toEqual(expectedQueries);
  });

  it('sends lang, Accept-Language and Accept: application/json on every call', async () => {
    const { content, requests } = await connect(emptyAnswerFor);
    await callEveryMethod(content);
    expect(requests).toHaveLength(16);
    for (const request of requests) {
      expect(request.method).toBe('GET');
      expect(request.query['lang']).toBe('en');
      expect(request.headers['accept']).toBe('application/json');
      expect(request.headers['accept-language']).toBe('en');
    }
  });

  it('sends the language of each call', async () => {
    const { content, requests } = await connect(emptyAnswerFor);
    await content.latestPosts('de', 1)();
    await content.post('pt', 'x')();
    expect(requests.map((r) => [r.query['lang'], r.headers['accept-language']])).toEqual([['de', 'de'], ['pt', 'pt']]);
  });

  it('leaves out an empty suggestions category', async () => {
    const { content, requests } = await connect(emptyAnswerFor);
    await content.suggestions('it', 'robot', '')();
    expect(requests[0]?.query).toEqual({ lang: 'it', s: 'robot' });
  });

  it('uses an overridden path and keeps the rest of the table', async () => {
    const { content, requests } = await connect(emptyAnswerFor, { env: 'staging', overrides: { post: '/v7/post-preview' } });
    await content.post('it', 'x')();
    await content.relatedPosts('it', 1, 'x')();
    expect(requests.map((r) => r.path)).toEqual(['/wp-json/wp/v7/post-preview', '/wp-json/wp/v6/relatedpost-staging']);
  });
});
