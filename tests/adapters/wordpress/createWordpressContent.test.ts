import { afterEach, describe, expect, it } from 'vitest';
import { createWordpressContent } from '../../../adapters/wordpress/createWordpressContent.ts';
import { resolvePaths } from '../../../adapters/wordpress/wordpressPaths.ts';
import type { ContentPort } from '../../../src/ports/ContentPort.ts';
import { recordingLogger } from '../../builders/silentLogger.ts';
import { startRecordingServer, type RecordedRequest, type Reply } from './recordingServer.ts';

let server: Awaited<ReturnType<typeof startRecordingServer>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const connect = async (reply: (req: RecordedRequest) => Reply, env: 'production' | 'staging' = 'production', timeoutMs = 2000) => {
  server = await startRecordingServer(reply);
  const logger = recordingLogger();
  const content = createWordpressContent({ baseUrl: server.baseUrl, paths: resolvePaths(env), logger, timeoutMs });
  return { content, logger, requests: server.requests };
};

const emptyFor = (path: string): unknown =>
  /paginated/.test(path) ? { posts: [] } : /search-custom$|search-custom-staging$/.test(path) ? { response: [] } : /relatedpost/.test(path) ? { response: [] } : [];

const callEvery = async (content: ContentPort) => {
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
};

describe('WordPress adapter: the calls', () => {
  it('sends every call of the contract with its production path and query params', async () => {
    const { content, requests } = await connect((req) => ({ body: emptyFor(req.path) }));
    await callEvery(content);
    expect(requests.map((r) => [r.path, r.query])).toEqual([
      ['/wp-json/wp/v6/get-categories', { lang: 'en' }],
      ['/wp-json/wp/v6/get-categories', { slug: 'robotics', lang: 'en' }],
      ['/wp-json/wp/v6/simple-search-custom', { s: 'gpt', lang: 'en' }],
      ['/wp-json/wp/v6/simple-search-custom', { s: 'gpt', category: 'robotics', lang: 'en' }],
      ['/wp-json/wp/v2/search-lastresearch', { lang: 'en' }],
      ['/wp-json/wp/v6/get-paginated-latest-posts', { page: '2', lang: 'en' }],
      ['/wp-json/wp/v5/get-popular-posts', { lang: 'en' }],
      ['/wp-json/wp/v6/get-paginated-posts', { category: 'robotics', page: '3', lang: 'en' }],
      ['/wp-json/wp/v6/search-custom', { s: 'llm', spellcheck: 'true', wpsolr_page: '2', qdata: 'week', version: 'new', lang: 'en' }],
      ['/wp-json/wp/v6/search-custom', { s: 'llm', spellcheck: 'true', wpsolr_page: '1', version: 'new', lang: 'en' }],
      ['/wp-json/wp/v2/get_page', { slug: 'about-us', lang: 'en' }],
      ['/wp-json/wp/v6/get_post', { slug: 'a-post', lang: 'en' }],
      ['/wp-json/wp/v6/relatedpost', { id: '42', title: 'a-post', lang: 'en' }],
    ]);
  });

  it('uses the staging variants when APP_ENV is staging', async () => {
    const { content, requests } = await connect((req) => ({ body: emptyFor(req.path) }), 'staging');
    await callEvery(content);
    expect([...new Set(requests.map((r) => r.path.replace('/wp-json/wp', '')))]).toEqual([
      '/v6/get-categories', '/v6/simple-search-custom-staging', '/v2/search-lastresearch', '/v6/get-paginated-latest-posts-staging',
      '/v5/stag-get-popular-posts', '/v6/get-paginated-posts-staging', '/v6/search-custom-staging', '/v2/get_page',
      '/v6/get_post_staging', '/v6/relatedpost-staging',
    ]);
  });

  it('sends lang, Accept-Language and Accept: application/json on every call', async () => {
    const { content, requests } = await connect((req) => ({ body: emptyFor(req.path) }));
    await callEvery(content);
    for (const r of requests) {
      expect(r.method).toBe('GET');
      expect(r.query['lang']).toBe('en');
      expect(r.headers['accept']).toBe('application/json');
      expect(r.headers['accept-language']).toBe('en');
    }
  });

  it('lets ops override one path of the table', async () => {
    server = await startRecordingServer(() => ({ body: [] }));
    const content = createWordpressContent({ baseUrl: server.baseUrl, paths: resolvePaths('production', { post: '/v7/post' }), logger: recordingLogger() });
    await content.post('it', 'x')();
    expect(server.requests[0]?.path).toBe('/wp-json/wp/v7/post');
  });
});

describe('WordPress adapter: lenient decoding', () => {
  it('reads numbers from numeric strings, treats null as missing and accepts ID for id', async () => {
    const { content } = await connect(() => ({
      body: [{ ID: '7', title: 'Titolo', name: 'titolo', views: '1234', image: null, votes: [{ average: '4.5', votes: '10', value: null }], regenerated: '1', index_slugs: '[{"slug":"a","name":"A"}]' }],
    }));
    expect(await content.post('it', 'titolo')()).toEqual({
      _tag: 'Right',
      right: { id: 7, title: 'Titolo', name: 'titolo', views: 1234, votes: [{ average: 4.5, votes: 10, value: 0 }], regenerated: true, index_slugs: '[{"slug":"a","name":"A"}]' },
    });
  });

  it('defaults a category count to 0 and children to an empty list', async () => {
    const { content } = await connect(() => ({ body: [{ id: 3, name: 'Robotica', slug: 'robotica', count: null }] }));
    expect(await content.categories('it')()).toEqual({ _tag: 'Right', right: [{ id: 3, name: 'Robotica', slug: 'robotica', description: '', count: 0, children: [] }] });
  });

  it('drops the undecodable items of a list, with a warning, and keeps the rest', async () => {
    const { content, logger } = await connect(() => ({ body: { current_page: '1', total_pages: '2', total_posts: '3', posts: [{ id: 1, title: 'A' }, { title: 'no id' }, { id: 3, title: 'C' }] } }));
    const result = await content.latestPosts('it', 1)();
    expect(result).toEqual({ _tag: 'Right', right: { current_page: 1, total_pages: 2, total_posts: 3, posts: [{ id: 1, title: 'A' }, { id: 3, title: 'C' }] } });
    expect(logger.entries).toEqual([{ level: 'warn', message: 'content API: 1 undecodable item(s) dropped', fields: { call: 'latestPosts' } }]);
  });

  it('reads related posts from the response key', async () => {
    const { content } = await connect(() => ({ body: { response: [{ id: 9, title: 'Related' }] } }));
    expect(await content.relatedPosts('it', 1, 'x')()).toEqual({ _tag: 'Right', right: [{ id: 9, title: 'Related' }] });
  });
});

describe('WordPress adapter: failures', () => {
  it('answers not-found for an empty post, page or category list', async () => {
    const { content } = await connect(() => ({ body: [] }));
    expect(await content.post('it', 'missing')()).toEqual({ _tag: 'Left', left: { _tag: 'not-found' } });
    expect(await content.page('it', 'missing')()).toEqual({ _tag: 'Left', left: { _tag: 'not-found' } });
    expect(await content.category('it', 'missing')()).toEqual({ _tag: 'Left', left: { _tag: 'not-found' } });
  });

  it('fails with the message of the error body and logs the call', async () => {
    const { content, logger } = await connect(() => ({ status: 500, body: { code: 'db_error', message: 'Database is down', data: { status: 500 } } }));
    expect(await content.latestPosts('fr', 1)()).toEqual({ _tag: 'Left', left: { _tag: 'unavailable', message: 'Database is down' } });
    expect(logger.entries).toEqual([
      { level: 'error', message: 'content API call failed', fields: { method: 'GET', path: '/v6/get-paginated-latest-posts', lang: 'fr', status: 500, message: 'Database is down' } },
    ]);
  });

  it('fails with the status when the error body is not JSON', async () => {
    const { content } = await connect(() => ({ status: 502, raw: '<html>Bad gateway</html>' }));
    expect(await content.categories('it')()).toEqual({ _tag: 'Left', left: { _tag: 'unavailable', message: 'HTTP 502' } });
  });

  it('fails when a 200 answer is not JSON', async () => {
    const { content } = await connect(() => ({ raw: '<html>maintenance</html>' }));
    expect(await content.popularPosts('it')()).toEqual({ _tag: 'Left', left: { _tag: 'unavailable', message: 'the content API answered something that is not JSON' } });
  });

  it('fails when the body has the wrong shape', async () => {
    const { content } = await connect(() => ({ body: { not: 'a list' } }));
    const result = await content.popularPosts('it')();
    expect(result._tag).toBe('Left');
    expect(result._tag === 'Left' && result.left._tag === 'unavailable' && result.left.message).toMatch(/^unexpected response from \/v5\/get-popular-posts: /);
  });

  it('gives up after the timeout when the server never answers', async () => {
    const { content } = await connect(() => 'hang', 'production', 200);
    const started = Date.now();
    expect(await content.post('it', 'slow')()).toEqual({ _tag: 'Left', left: { _tag: 'unavailable', message: 'no answer within 200 ms' } });
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('fails cleanly when nothing listens at the base URL', async () => {
    const logger = recordingLogger();
    const content = createWordpressContent({ baseUrl: 'http://127.0.0.1:9/wp-json/wp', paths: resolvePaths('production'), logger, timeoutMs: 1000 });
    const result = await content.categories('it')();
    expect(result._tag === 'Left' && result.left._tag).toBe('unavailable');
  });
});
