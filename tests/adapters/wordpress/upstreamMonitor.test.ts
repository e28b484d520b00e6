import { describe, expect, it } from 'vitest';
import { CATEGORIES, useFaultyContentApi } from './faultyApiFixture.ts';

const connect = useFaultyContentApi();

describe('WordPress adapter: what it tells the server about the content API', () => {
  it('reports every port call once, after retries, with its path, duration and outcome', async () => {
    const { api, content, outcomes } = await connect();
    await content.categories('en')();
    await content.post('en', 'no-such-post')();
    await api.setMode('fail');
    await content.latestPosts('en', 1)();
    expect(outcomes).toEqual([
      { call: 'categories', path: CATEGORIES, durationMs: expect.any(Number), outcome: 'ok' },
      { call: 'post', path: '/v6/get_post', durationMs: expect.any(Number), outcome: 'not-found' },
      { call: 'latestPosts', path: '/v6/get-paginated-latest-posts', durationMs: expect.any(Number), outcome: 'status' },
    ]);
    // The failed call includes its retry's backoff.
    expect(outcomes[2]?.durationMs).toBeGreaterThan(0);
  });

  it('stops reporting to a listener that unsubscribed', async () => {
    const { content } = await connect();
    const heard: string[] = [];
    const unsubscribe = content.upstream.onCall((report) => heard.push(report.call));
    await content.categories('en')();
    unsubscribe();
    await content.categories('en')();
    expect(heard).toEqual(['categories']);
  });

  it('answers the call even when a listener throws, and warns about the listener', async () => {
    const { content, logger } = await connect();
    content.upstream.onCall(() => {
      throw new Error('metrics are broken');
    });
    expect((await content.categories('en')())._tag).toBe('Right');
    expect(logger.at('WARN')).toEqual([{ level: 'WARN', message: 'content API call listener failed', fields: { call: 'categories', error: 'Error: metrics are broken' } }]);
  });

  it('starts with the circuit closed', async () => {
    const { content } = await connect();
    expect(content.upstream.breakerState()).toBe('closed');
  });
});
