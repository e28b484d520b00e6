import { describe, expect, it } from 'vitest';
import { createWordpressContent } from '../../../adapters/wordpress/createWordpressContent.ts';
import { resolvePaths } from '../../../adapters/wordpress/wordpressPaths.ts';
import { createRecordingLogger } from '../../builders/recordingLogger.ts';
import { answer, barePost, useWordpressStandIn } from './wordpressFixture.ts';

const connect = useWordpressStandIn();

const notFound = { _tag: 'Left', left: { _tag: 'not-found' } };
const unavailable = (message: string | RegExp) => ({ _tag: 'Left', left: { _tag: 'unavailable', message: typeof message === 'string' ? message : expect.stringMatching(message) } });

describe('WordPress adapter: lists with broken items', () => {
  it('drops the undecodable posts of a listing, keeps the rest and warns with the count', async () => {
    const { content, logger } = await connect(answer({
      current_page: 1, total_pages: 2, total_posts: 4,
      posts: [{ id: 1, title: 'A' }, { title: 'no id' }, { id: 3, title: 'C' }, { id: 'three', title: 'bad id' }],
    }));
    expect(await content.latestPosts('it', 1)()).toEqual({
      _tag: 'Right', right: { totalPages: 2, posts: [barePost(1, 'A'), barePost(3, 'C')] },
    });
    expect(logger.entries).toEqual([{
      level: 'WARN',
      message: 'content API: dropped 2 undecodable Post item(s)',
      fields: { call: 'latestPosts', path: '/v6/get-paginated-latest-posts', list: 'Post', dropped: 2, reason: expect.stringContaining('a post needs an id') },
    }]);
  });

  it('drops a broken media item inside a post and keeps the post', async () => {
    const { content, logger } = await connect(answer([{ id: 1, title: 'T', media_inline: [{ slot_id: 'a' }, { kind: 'image' }] }]));
    const result = await content.post('it', 't')();
    expect(result._tag === 'Right' && result.right.media).toEqual([{ slotId: 'a', kind: 'image' }]);
    expect(logger.at('WARN').map((e) => e.fields['list'])).toEqual(['InlineMediaItem']);
  });

  it('drops categories without a slug, among the children too', async () => {
    const { content, logger } = await connect(answer([{ id: 1, slug: 'ai', children: [{ id: 2, name: 'No slug' }] }, { id: 3, name: 'No slug either' }]));
    expect(await content.categories('it')()).toEqual({ _tag: 'Right', right: [{ name: 'ai', slug: 'ai', description: '', children: [] }] });
    expect(logger.at('WARN').map((e) => e.fields['dropped'])).toEqual([1, 1]);
  });

  it('fails a list call whose body is not a list', async () => {
    const { content, logger } = await connect(answer({ not: 'a list' }));
    expect(await content.popularPosts('it')()).toEqual(unavailable(/^unexpected response from \/v5\/get-popular-posts: \(body\): expected a list of Post/));
    expect(logger.at('ERROR')).toHaveLength(1);
  });
});

describe('WordPress adapter: lookups by slug', () => {
  it('answers not-found for an empty post, page or category list', async () => {
    const { content, logger } = await connect(answer([]));
    expect(await content.post('it', 'missing')()).toEqual(notFound);
    expect(await content.page('it', 'missing')()).toEqual(notFound);
    expect(await content.category('it', 'missing')()).toEqual(notFound);
    expect(logger.entries).toEqual([]);
  });

  it('answers the first item when the list has several', async () => {
    const { content } = await connect(answer([{ id: 1, title: 'First' }, { id: 2, title: 'Second' }]));
    expect(await content.post('it', 'first')()).toEqual({ _tag: 'Right', right: barePost(1, 'First') });
  });

  it('fails, rather than answering not-found, when the post has no title', async () => {
    const { content, logger } = await connect(answer([{ id: 1, name: 'untitled' }]));
    expect(await content.post('it', 'untitled')()).toEqual(unavailable('unexpected response from /v6/get_post: 0: a post needs a title, got {"id":1,"name":"untitled"}'));
    expect(logger.at('ERROR')[0]?.fields).toMatchObject({ method: 'GET', path: '/v6/get_post', lang: 'it' });
  });

  it('fails when the post id is not a number', async () => {
    const { content } = await connect(answer([{ id: 'abc', title: 'T' }]));
    expect(await content.post('it', 't')()).toEqual(unavailable(/0\.id: expected a number or a numeric string, got "abc"/));
  });
});

describe('WordPress adapter: HTTP failures', () => {
  it('fails with the message of the WordPress error body and logs the call at ERROR', async () => {
    const { content, logger } = await connect(() => ({ status: 500, body: { code: 'db_error', message: 'Database is down', data: { status: 500 } } }));
    expect(await content.latestPosts('fr', 1)()).toEqual(unavailable('Database is down'));
    expect(logger.entries).toEqual([{
      level: 'ERROR',
      message: 'content API call failed',
      fields: { method: 'GET', path: '/v6/get-paginated-latest-posts', lang: 'fr', status: 500, message: 'Database is down' },
    }]);
  });

  it('fails with the status when the error body is not JSON', async () => {
    const { content, logger } = await connect(() => ({ status: 502, raw: '<html>Bad gateway</html>' }));
    expect(await content.categories('it')()).toEqual(unavailable('HTTP 502'));
    expect(logger.at('ERROR')[0]?.fields).toMatchObject({ status: 502, message: 'HTTP 502' });
  });

  it('treats a 404 with an error body as a failure, not as not-found', async () => {
    const { content } = await connect(() => ({ status: 404, body: { code: 'rest_no_route', message: 'No route was found', data: { status: 404 } } }));
    expect(await content.post('it', 'x')()).toEqual(unavailable('No route was found'));
  });

  it('fails when a 200 answer is not JSON', async () => {
    const { content, logger } = await connect(() => ({ raw: '<html>maintenance</html>' }));
    expect(await content.popularPosts('it')()).toEqual(unavailable('the content API answered something that is not JSON'));
    expect(logger.at('ERROR')).toHaveLength(1);
  });

  it('gives up after the timeout when the server never answers', async () => {
    const { content, logger } = await connect(() => 'hang', { timeoutMs: 200 });
    const started = Date.now();
    expect(await content.post('it', 'slow')()).toEqual(unavailable('no answer within 200 ms'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(logger.at('ERROR')[0]?.fields['message']).toBe('no answer within 200 ms');
  });

  it('gives up after the timeout when the body stalls after the headers', async () => {
    const { content } = await connect(() => 'stall-body', { timeoutMs: 200 });
    const started = Date.now();
    expect(await content.popularPosts('it')()).toEqual(unavailable('no answer within 200 ms'));
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('fails cleanly when nothing listens at the base URL', async () => {
    const logger = createRecordingLogger();
    const content = createWordpressContent({ baseUrl: 'http://127.0.0.1:9/wp-json/wp', paths: resolvePaths('production'), logger, timeoutMs: 1000 });
    expect(await content.categories('it')()).toEqual(unavailable(/^network error: /));
    expect(logger.at('ERROR')).toHaveLength(1);
  });
});
