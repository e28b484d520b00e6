import fc from 'fast-check';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../../src/domain/language.ts';
import { matchScreen } from '../../../src/domain/screenRoutes.ts';
import { urls } from '../../../src/domain/urls.ts';
import { createRoutes } from '../../../web/routes/createRoutes.tsx';

const routes = createRoutes({ load: () => Promise.reject(new Error('not called')), Layout: () => null });
const routerScreen = (path: string): string | undefined => matchRoutes(routes, path)?.at(-1)?.route.id;

const lang = fc.constantFrom(...LANGS);
/** Slugs as WordPress makes them: the router keeps an escaped '/' escaped, the table does not. */
const slug = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }).filter((s) => !/^\.{1,2}$|[/%]/.test(s));

describe('the router table derived from the screen table', () => {
  it('sends every URL the site builds to the screen the table names', () => {
    const paths = fc.oneof(
      lang.map(urls.home),
      fc.tuple(lang, slug).map(([l, q]) => urls.search(l, q)),
      fc.tuple(lang, slug).map(([l, s]) => urls.articleBySlug(l, s)),
      fc.tuple(lang, slug).map(([l, s]) => urls.category(l, s)),
      fc.tuple(lang, slug, slug).map(([l, c, s]) => urls.subcategory(l, c, s)),
      fc.tuple(lang, slug, slug, slug).map(([l, c, s, p]) => urls.article(l, c, s, p)),
    );
    fc.assert(
      fc.property(paths, (href) => {
        const { pathname } = new URL(href, 'https://news.example');
        expect(routerScreen(pathname)).toBe(matchScreen(pathname)?.screen);
      }),
      { numRuns: 500 },
    );
  });

  it('puts every screen under the language frame, and a deeper path on the not-found screen', () => {
    expect(matchRoutes(routes, '/en/latest-posts')?.map((m) => m.route.id)).toEqual(['root', 'shell', 'slug']);
    expect(routerScreen('/en/a/b/c/d')).toBe('not-found');
    expect(routerScreen('/')).toBe('root-index');
  });
});
