import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { urls } from '../../../src/domain/urls.ts';
import { matchScreen, matchShell, queryOf, screenRoutes, type PageScreenName } from '../../../src/domain/screenRoutes.ts';
import { requests } from '../../builders/screenRequests.ts';

const ORIGIN = 'https://news.example';

/** What the site reads back from a URL it built, through the platform's own URL parser. */
const parse = (href: string) => {
  const url = new URL(href, ORIGIN);
  const match = matchScreen(url.pathname);
  return match && { screen: match.screen, request: screenRoutes[match.screen].parse(match.params, queryOf(url.searchParams)) };
};

describe('the screen table', () => {
  for (const screen of Object.keys(requests) as PageScreenName[]) {
    it(`parses every ${screen} URL it builds back to the same request, in every language`, () => {
      const route = screenRoutes[screen] as { build: (r: unknown) => string };
      fc.assert(
        fc.property(requests[screen] as fc.Arbitrary<unknown>, (request) => {
          expect(parse(route.build(request))).toEqual({ screen, request });
        }),
        { numRuns: 300 },
      );
    });
  }

  it('reads an unknown language as the default one, as the spec falls back', () => {
    expect(parse('/xx/robotica')).toEqual({ screen: 'slug', request: { lang: 'it', slug: 'robotica', page: 1 } });
  });

  it('takes the first value of a repeated parameter and ignores an empty date filter', () => {
    expect(parse('/en/search?q=robots&q=drones&page=2&page=3&qdata=')).toEqual({ screen: 'search', request: { lang: 'en', q: 'robots', page: 2 } });
  });

  it('names no screen for a path of no screen or a malformed escape', () => {
    for (const path of ['/', '/it/a/b/c/d', '/it/%E0%A4%A', '/it//x']) expect(matchScreen(path), path).toBeUndefined();
  });

  it('reads one trailing slash as the same address, as the logo links the home', () => {
    expect(matchScreen(urls.logo('fr'))).toEqual({ screen: 'home', params: { lang: 'fr' } });
    expect(matchScreen('/fr/')).toEqual({ screen: 'home', params: { lang: 'fr' } });
    expect(matchScreen('/fr/search/')?.screen).toBe('search');
  });

  it('puts the frame around any path under a language', () => {
    expect(matchShell('/de/a/b/c/d/e')).toEqual({ lang: 'de' });
    expect(matchShell('/')).toBeUndefined();
  });
});
