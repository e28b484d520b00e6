import { describe, expect, it } from 'vitest';
import { resolvePaths } from '../../../adapters/wordpress/wordpressPaths.ts';
import type { FaultMode } from '../../builders/faultyContentApi.ts';
import type { CallContext } from '../../../src/ports/ContentPort.ts';
import { CATEGORIES, useFaultyContentApi, type AdapterOptions } from './faultyApiFixture.ts';
import { useWordpressStandIn } from './wordpressFixture.ts';

const connect = useFaultyContentApi();
const connectStandIn = useWordpressStandIn();

describe('WordPress adapter: retries of a GET', () => {
  it.each<FaultMode>(['fail', 'reset', 'garbage-json', 'html'])('tries once more when the API answers %s', async (mode) => {
    const { api, content, logger } = await connect();
    await api.setMode(mode);
    await content.categories('en')();
    expect(api.requestCount(CATEGORIES)).toBe(2);
    expect(logger.at('ERROR')).toHaveLength(1);
  });

  it('answers what the second attempt got when it succeeds, logging nothing', async () => {
    let received = 0;
    const { content, requests, logger } = await connectStandIn(() => (++received === 1 ? { status: 503, raw: 'busy' } : { body: [] }));
    expect(await content.categories('it')()).toEqual({ _tag: 'Right', right: [] });
    expect(requests).toHaveLength(2);
    expect(logger.entries).toEqual([]);
  });

  it.each<[string, FaultMode, AdapterOptions, (() => CallContext)?]>([
    ['valid JSON of the wrong shape: WordPress answered', 'wrong-shape', {}],
    ['an oversized answer', 'huge', {}],
    ['a timeout: the time budget covers every attempt', 'hang', { timeoutMs: 200 }],
    ['when the budget has no room left for a backoff and another attempt', 'reset', { timeoutMs: 300 }],
    ['once the reader left', 'hang', {}, () => ({ signal: AbortSignal.timeout(50) })],
    ['when told to make 1 attempt', 'fail', { attempts: 1 }],
  ])('does not retry %s', async (_, mode, options, ctx) => {
    const { api, content } = await connect(options);
    await api.setMode(mode);
    await content.categories('en', ctx?.())();
    expect(api.requestCount(CATEGORIES)).toBe(1);
  });

  it('does not retry a 4xx answer', async () => {
    const { api, content } = await connect({ paths: resolvePaths('production', { categories: '/v9/no-such-route' }) });
    expect(await content.categories('en')()).toMatchObject({ left: { message: 'No route was found matching the URL and request method.' } });
    expect(api.requestCount('/v9/no-such-route')).toBe(1);
  });
});
