import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PageScreenName } from '../../src/domain/screenRoutes.ts';
import { normalizedUrl } from '../../server/serving/pageKey.ts';
import { arrivingUrls, requests } from '../builders/screenRequests.ts';

const key = (url: string): string => {
  const [path, search = ''] = url.split('?');
  return normalizedUrl(path!, new URLSearchParams(search));
};

describe('the page cache key', () => {
  it('drops every parameter a screen does not read', () => {
    expect(key('/it?utm_source=x&fbclid=y')).toBe('/it');
    expect(key('/it/robotica/umanoidi/un-articolo?page=2&ref=tw')).toBe('/it/robotica/umanoidi/un-articolo');
    expect(key('/it/article/un-articolo?page=3')).toBe('/it/article/un-articolo');
  });

  it('writes percent-escapes in one case, so that both spellings of an address are one entry', () => {
    expect(key('/ru/article/%d1%80%d0%be%d0%b1')).toBe('/ru/article/%D1%80%D0%BE%D0%B1');
    expect(key('/_data/articleBySlug/ru/article/%d1%80?page=2')).toBe('/_data/articleBySlug/ru/article/%D1%80');
  });

  it('keeps the page of listings, dropping page 1 and values that read as page 1', () => {
    expect(key('/it/ultimi-articoli?page=2&utm_campaign=z')).toBe('/it/ultimi-articoli?page=2');
    expect(key('/it/robotica/umanoidi?page=02')).toBe('/it/robotica/umanoidi?page=2');
    for (const junk of ['page=1', 'page=abc', 'page=0', 'page=-4', 'page=']) expect(key(`/it/robotica?${junk}`)).toBe('/it/robotica');
  });

  it('keeps q, page and qdata of a search in a fixed order, whatever order they came in', () => {
    expect(key('/en/search?qdata=week&utm=1&page=2&q=robots')).toBe('/en/search?q=robots&page=2&qdata=week');
    expect(key('/en/search?q=%20robots%20&qdata=forever')).toBe('/en/search?q=robots');
    expect(key('/en/search?q=a&q=b')).toBe('/en/search?q=a');
  });

  it('gives a very long query the key of its first 200 characters, as the search reads it', () => {
    expect(key(`/en/search?q=${'x'.repeat(3000)}`)).toBe(`/en/search?q=${'x'.repeat(200)}`);
  });

  it('applies the same rules to the data answers of client navigations', () => {
    expect(key('/_data/search/en/search?q=robots&junk=1')).toBe('/_data/search/en/search?q=robots');
    expect(key('/_data/home/it?utm=1')).toBe('/_data/home/it');
    expect(key('/_data/slug/it/ultimi-articoli?page=3&x=y')).toBe('/_data/slug/it/ultimi-articoli?page=3');
  });

  for (const screen of Object.keys(requests) as PageScreenName[]) {
    it(`is the canonical URL the screen table builds, for every ${screen} address and its data answer, whatever junk and order it came with`, () => {
      fc.assert(
        fc.property(arrivingUrls(screen), ({ url, canonical }) => {
          expect(key(url)).toBe(canonical);
          expect(key(`/_data/${screen}${url}`)).toBe(`/_data/${screen}${canonical}`);
        }),
        { numRuns: 300 },
      );
    });
  }
});
