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

  it('fails a GET answered 204 as an answer that does not decode, without retrying it', async () => {
    const { server } = await connect(() => ({ status: 204 }));
    const result = await clientFor(server.baseUrl).get('/v6/get-categories', 'it', {}, t.array(t.unknown))();
    expect(result).toMatchObject({ _tag: 'Left', left: { _tag: 'undecodable' } });
    expect(server.requests).toHaveLength(1);
  });
});
