import * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { buildUrl, createHttpClient } from '../../../adapters/wordpress/httpClient.ts';
import { createRecordingLogger } from '../../builders/recordingLogger.ts';
import { useWordpressStandIn } from './wordpressFixture.ts';

const connect = useWordpressStandIn();

const clientFor = (baseUrl: string) => createHttpClient({ baseUrl, logger: createRecordingLogger(), timeoutMs: 1000 });

describe('the content API HTTP client', () => {
  it('builds base + path + query with lang first and undefined params left out', () => {
    expect(buildUrl('https://wp.example/wp-json/wp/', '/v6/search-custom', 'it', { s: 'a b&c', qdata: undefined, page: 2, lang: 'en' })).toBe(
      'https://wp.example/wp-json/wp/v6/search-custom?lang=it&s=a+b%26c&page=2',
    );
  });

  it('sends a JSON body with POST and decodes the answer', async () => {
    const { server } = await connect(() => ({ status: 201, body: { id: '5' } }));
    const result = await clientFor(server.baseUrl).request({ method: 'POST', path: '/v1/things', lang: 'en', body: { name: 'x' } }, t.type({ id: t.string }))();
    expect(result).toEqual({ _tag: 'Right', right: { id: '5' } });
    expect(server.requests[0]).toMatchObject({ method: 'POST', body: '{"name":"x"}', query: { lang: 'en' } });
    expect(server.requests[0]?.headers['content-type']).toBe('application/json');
  });

  it.each(['PUT', 'PATCH'] as const)('sends %s with the same headers', async (method) => {
    const { server } = await connect(() => ({ body: {} }));
    await clientFor(server.baseUrl).request({ method, path: '/v1/things/1', lang: 'de', body: {} }, t.unknown)();
    expect(server.requests[0]).toMatchObject({ method, headers: { accept: 'application/json', 'accept-language': 'de' } });
  });

  it('succeeds on a 204 answer to DELETE', async () => {
    const { server } = await connect(() => ({ status: 204 }));
    const result = await clientFor(server.baseUrl).request({ method: 'DELETE', path: '/v1/things/1', lang: 'it' }, t.unknown)();
    expect(result).toEqual({ _tag: 'Right', right: undefined });
    expect(server.requests[0]?.method).toBe('DELETE');
  });
});
