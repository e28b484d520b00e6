import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_BYTES } from '../../../adapters/wordpress/httpClient.ts';
import { unavailableWith, useFaultyContentApi } from './faultyApiFixture.ts';

const connect = useFaultyContentApi();

const TOO_LARGE = /^the answer is larger than 5242880 bytes/;

describe('WordPress adapter: bounded answer size', () => {
  it('bounds answers to 5 MiB unless told otherwise', () => {
    expect(DEFAULT_MAX_BYTES).toBe(5 * 1024 * 1024);
  });

  /** One call answered ~10 MB, and what the fake saw of it once the connection was over. */
  const callHuge = async (transfer: 'content-length' | 'chunked') => {
    const { api, content, logger } = await connect();
    await api.setMode('huge', { transfer });
    const result = await content.categories('en')();
    const [answer] = api.hugeAnswers;
    await answer?.settled;
    // What the fake sent and whether it finished show that the body was not read; no clock is needed.
    return { result, answer, logged: logger.at('ERROR')[0]?.fields };
  };

  it('refuses a 10 MB answer by its Content-Length, without reading the body', async () => {
    const { result, answer, logged } = await callHuge('content-length');
    expect(result).toEqual(unavailableWith(TOO_LARGE));
    expect(logged).toMatchObject({ bytes: answer?.totalBytes, maxBytes: DEFAULT_MAX_BYTES });
    expect(answer?.completed).toBe(false);
    // Less than a reading client would have taken before giving up: the connection closed first.
    expect(answer?.sentBytes).toBeLessThan(DEFAULT_MAX_BYTES);
  });

  it('abandons a chunked 10 MB answer as soon as it passes the bound, closing the connection', async () => {
    const { result, answer, logged } = await callHuge('chunked');
    expect(result).toEqual(unavailableWith(TOO_LARGE));
    expect(logged?.['bytes']).toBeGreaterThan(DEFAULT_MAX_BYTES);
    expect(logged?.['bytes']).toBeLessThanOrEqual(DEFAULT_MAX_BYTES + 64 * 1024 + 1);
    expect(answer?.completed).toBe(false);
    expect(answer?.sentBytes).toBeLessThan((answer?.totalBytes ?? 0) - 1024 * 1024);
  });

  it.each(['content-length', 'chunked'] as const)('reads an answer of exactly maxBytes (%s) and refuses one byte more', async (transfer) => {
    const fits = await connect({ maxBytes: 64 * 1024 + 3 });
    const tight = await connect({ maxBytes: 64 * 1024 + 2 });
    for (const { api } of [fits, tight]) await api.setMode('huge', { transfer, hugeBytes: 64 * 1024 });
    // `[0,0,…,0]` is a list without a decodable category: an empty list (and a WARN).
    expect(await fits.content.categories('en')()).toEqual({ _tag: 'Right', right: [] });
    expect(await tight.content.categories('en')()).toEqual(unavailableWith('the answer is larger than 65538 bytes (65539 bytes or more)'));
  });
});
