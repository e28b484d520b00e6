import { describe, expect, it } from 'vitest';
import type { CallOutcome } from '../../../adapters/wordpress/callReports.ts';
import type { FaultMode, FaultOptions } from '../../builders/faultyContentApi.ts';
import { CATEGORIES, timed, unavailableWith, useFaultyContentApi } from './faultyApiFixture.ts';

const connect = useFaultyContentApi();

describe('WordPress adapter against a failing content API: what each fault comes to', () => {
  it.each<[FaultMode, FaultOptions, CallOutcome]>([
    ['ok', {}, 'ok'],
    ['slow', { delayMs: 50 }, 'ok'],
    ['fail', {}, 'status'],
    ['hang', {}, 'timeout'],
    ['slow', { delayMs: 1000 }, 'timeout'],
    ['reset', {}, 'network'],
    ['refuse', {}, 'network'],
    ['garbage-json', {}, 'not-json'],
    ['html', {}, 'not-json'],
    ['wrong-shape', {}, 'undecodable'],
    ['huge', { transfer: 'content-length' }, 'too-large'],
    ['huge', { transfer: 'chunked' }, 'too-large'],
  ])('answers %s %j as %s, within the timeout', async (mode, options, outcome) => {
    const { api, content, outcomes } = await connect({ timeoutMs: 300 });
    await api.setMode(mode, options);
    const { result, ms } = await timed(() => content.categories('en')());
    expect(result._tag).toBe(outcome === 'ok' ? 'Right' : 'Left');
    expect(outcomes).toEqual([{ call: 'categories', path: CATEGORIES, durationMs: expect.any(Number), outcome }]);
    expect(ms).toBeLessThan(450);
  });

  it('fails with the message of the WordPress error body', async () => {
    const { api, content, logger } = await connect();
    await api.setMode('fail');
    expect(await content.categories('en')()).toEqual(unavailableWith('There has been a critical error on this website.'));
    expect(logger.entries).toEqual([{
      level: 'ERROR',
      message: 'content API call failed',
      fields: { method: 'GET', path: CATEGORIES, lang: 'en', status: 500, message: 'There has been a critical error on this website.' },
    }]);
  });

  it('names the refused and the reset connection', async () => {
    const { api, content } = await connect();
    await api.setMode('refuse');
    expect(await content.categories('en')()).toEqual(unavailableWith(/^network error: .*ECONNREFUSED/));
    await api.setMode('reset');
    expect(await content.categories('en')()).toEqual(unavailableWith(/^network error: .*ECONNRESET/));
  });

  it('fails on a maintenance page served with status 200', async () => {
    const { api, content } = await connect();
    await api.setMode('html');
    expect(await content.post('en', 'any')()).toEqual(unavailableWith('the content API answered something that is not JSON'));
  });

  it('reads the demo content again once the API is back', async () => {
    const { api, content } = await connect();
    await api.setMode('refuse');
    await content.categories('en')();
    await api.setMode('ok');
    expect((await content.categories('en')())._tag).toBe('Right');
  });
});

describe('WordPress adapter: a reader who leaves', () => {
  it('is logged as an abort at INFO, not as an error of the API', async () => {
    const { api, content, logger, outcomes } = await connect();
    await api.setMode('hang');
    const { result, ms } = await timed(() => content.categories('en', { signal: AbortSignal.timeout(50) })());
    expect(result).toEqual(unavailableWith('cancelled: the reader went away'));
    expect(ms).toBeLessThan(500);
    expect(logger.entries).toEqual([{ level: 'INFO', message: 'content API call aborted', fields: expect.objectContaining({ path: CATEGORIES }) }]);
    expect(outcomes.map((o) => o.outcome)).toEqual(['aborted']);
    expect(api.requestCount(CATEGORIES)).toBe(1);
  });
});
