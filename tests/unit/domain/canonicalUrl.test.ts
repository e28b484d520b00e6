import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pagingView, prevNext } from '../../../src/domain/paging.ts';
import { canonicalUrl, queryOf, type PageScreenName } from '../../../src/domain/screenRoutes.ts';
import { urls } from '../../../src/domain/urls.ts';
import { arrivingUrls, requests } from '../../builders/screenRequests.ts';

const ORIGIN = 'https://news.example';

/** The canonical URL of a URL, as the server reads an address. */
const canonicalOf = (href: string): string => {
  const url = new URL(href, ORIGIN);
  return canonicalUrl(url.pathname, queryOf(url.searchParams));
};

describe('the canonical URL of a page', () => {
  for (const screen of Object.keys(requests) as PageScreenName[]) {
    it(`is the ${screen} URL the table builds from the canonical request, whatever junk and order the address came with`, () => {
      fc.assert(
        fc.property(arrivingUrls(screen), ({ url, canonical }) => {
          expect(canonicalOf(url)).toBe(canonical);
          // A link written in canonical form is its own canonical URL: one string for the link and its cache entry.
          expect(canonicalOf(canonical)).toBe(canonical);
        }),
        { numRuns: 300 },
      );
    });
  }

  it('keeps a search\'s query, page and date filter in that order and drops what the search ignores', () => {
    expect(canonicalOf('/en/search?qdata=week&utm=1&page=2&q=robots')).toBe('/en/search?q=robots&page=2&qdata=week');
    expect(canonicalOf('/en/search?q=+robots+&qdata=any&page=1')).toBe('/en/search?q=robots');
    expect(canonicalOf('/en/search?q=robots&qdata=forever&page=abc')).toBe('/en/search?q=robots');
  });

  it('cuts a long query where the search does, without a blank at the cut', () => {
    expect(canonicalOf(`/en/search?q=${'x'.repeat(3000)}`)).toBe(`/en/search?q=${'x'.repeat(200)}`);
    expect(canonicalOf(`/en/search?q=${'x'.repeat(199)}+${'y'.repeat(10)}`)).toBe(`/en/search?q=${'x'.repeat(199)}`);
  });

  it('is the path alone for a screen that reads no parameter, or a path of no screen', () => {
    expect(canonicalOf('/it/robotica/umanoidi/un-articolo?page=2&ref=tw')).toBe('/it/robotica/umanoidi/un-articolo');
    expect(canonicalOf('/it?q=robot')).toBe('/it');
    expect(canonicalOf('/it/a/b/c/d?page=2')).toBe('/it/a/b/c/d');
  });
});

describe('the links the site writes', () => {
  it('write a search\'s paging in canonical form, every page and both head links', () => {
    fc.assert(
      fc.property(requests.search, fc.integer({ min: 2, max: 40 }), (request, totalPages) => {
        const path = urls.search(request.lang, '');
        const keep = { q: request.q.trim() || 'x', ...(request.qdata ? { qdata: request.qdata } : {}) };
        const paging = pagingView(path, keep, request.page, totalPages)!;
        const head = prevNext(path, keep, request.page, totalPages);
        const hrefs = [...paging.links.flatMap((link) => (link.kind === 'page' ? [link.href] : [])), paging.prev.href, paging.next.href, head.prevPath, head.nextPath];
        for (const href of hrefs) if (href !== undefined) expect(canonicalOf(href)).toBe(href);
      }),
      { numRuns: 200 },
    );
  });

  it('write a search with a padded term or a date filter that does not narrow in canonical form', () => {
    expect(urls.search('en', '  robots\n')).toBe('/en/search?q=robots');
    expect(urls.search('en', 'robots', { qdata: 'any' })).toBe('/en/search?q=robots');
    expect(urls.search('en', 'robots', { page: 2, qdata: 'year' })).toBe('/en/search?q=robots&page=2&qdata=year');
  });
});
