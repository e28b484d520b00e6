import { describe, expect, it } from 'vitest';
import { landingPage } from '../../../web/vitals/landingPage.ts';

// The loader data as the server's state script hands it over: route ids to outcomes.
const shell = { kind: 'view', view: { screen: 'shell', lang: 'de' } };

describe('the page field measurements belong to', () => {
  it("is the screen of the page's own route, in the language of its path", () => {
    const article = { kind: 'view', view: { screen: 'article', title: 'Roboter' } };
    expect(landingPage({ shell, article }, '/de/robotik/humanoide/roboter')).toEqual({ screenType: 'article', lang: 'de', path: '/de/robotik/humanoide/roboter' });
  });

  it('tells a search from the other listings', () => {
    expect(landingPage({ shell, search: { kind: 'view', view: { screen: 'listing', kind: 'search' } } }, '/de/search').screenType).toBe('search');
    expect(landingPage({ shell, slug: { kind: 'view', view: { screen: 'listing', kind: 'latest' } } }, '/de/neueste-artikel').screenType).toBe('latest');
  });

  it('counts a not-found page as such, and a page without any screen outcome as an error', () => {
    expect(landingPage({ shell, 'not-found': { kind: 'not-found', lang: 'de' } }, '/de/a/b/c/d').screenType).toBe('not-found');
    expect(landingPage({}, '/de').screenType).toBe('error');
  });

  it('falls back to the default language for a path that names none, as the site does', () => {
    expect(landingPage({ shell }, '/xx/whatever').lang).toBe('it');
  });
});
