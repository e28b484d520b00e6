import { describe, expect, it } from 'vitest';
import { clusterAlternates, languageDestination, languageVersions, originalVersion, otherVersions, translationCluster } from '../../../src/domain/translations.ts';

const ORIGIN = 'https://news.example';

describe('a translation cluster', () => {
  it('keeps one version per language, in the languages’ order, the page itself as it is addressed', () => {
    const cluster = translationCluster({ lang: 'en', path: '/en/models/llm/story' }, [
      { lang: 'pt', path: '/pt/modelos-pt/llm/historia' },
      { lang: 'en', path: '/en/article/story', id: 2 },
      { lang: 'it', path: 'https://wp.example/it/modelli/llm/storia?x=1', id: 1 },
      { lang: 'pt', path: '/pt/another' },
    ]);
    expect(cluster).toEqual([
      { lang: 'it', path: '/it/modelli/llm/storia', id: 1 },
      { lang: 'en', path: '/en/models/llm/story', id: 2 },
      { lang: 'pt', path: '/pt/modelos-pt/llm/historia' },
    ]);
  });

  it('drops a version whose link is not a page of the site in its own language', () => {
    const cluster = translationCluster({ lang: 'it', path: '/it/a' }, [
      { lang: 'fr', path: '/de/b' },
      { lang: 'de', path: '//evil.example/de/b' },
      { lang: 'es', path: 'javascript:alert(1)' },
      { lang: 'pt', path: '/pt//x' },
    ]);
    expect(cluster).toEqual([{ lang: 'it', path: '/it/a' }]);
  });

  it('is the page alone when WordPress names nothing', () => {
    expect(translationCluster({ lang: 'de', path: '/de/x' }, [])).toEqual([{ lang: 'de', path: '/de/x' }]);
  });
});

describe('hreflang alternates of a cluster', () => {
  it('name every version, itself included, and x-default the default language’s', () => {
    const cluster = [
      { lang: 'it' as const, path: '/it/a' },
      { lang: 'en' as const, path: '/en/b' },
    ];
    expect(clusterAlternates(ORIGIN, 'en', cluster)).toEqual([
      { hreflang: 'it-IT', href: `${ORIGIN}/it/a` },
      { hreflang: 'en-US', href: `${ORIGIN}/en/b` },
      { hreflang: 'x-default', href: `${ORIGIN}/it/a` },
    ]);
  });

  it('make x-default the page’s own when the default language has no version', () => {
    const cluster = [
      { lang: 'en' as const, path: '/en/b' },
      { lang: 'fr' as const, path: '/fr/c' },
    ];
    expect(clusterAlternates(ORIGIN, 'fr', cluster).at(-1)).toEqual({ hreflang: 'x-default', href: `${ORIGIN}/fr/c` });
    expect(clusterAlternates(ORIGIN, 'en', cluster).at(-1)).toEqual({ hreflang: 'x-default', href: `${ORIGIN}/en/b` });
  });

  it('are none for a page in one language', () => {
    expect(clusterAlternates(ORIGIN, 'it', [{ lang: 'it', path: '/it/a' }])).toEqual([]);
  });
});

describe('the original of a cluster', () => {
  it('is the version published first', () => {
    const cluster = [
      { lang: 'it' as const, path: '/it/a', publishedAt: '2026-11-02T10:00:00Z' },
      { lang: 'en' as const, path: '/en/b', publishedAt: '2026-11-01T10:00:00Z' },
      { lang: 'fr' as const, path: '/fr/c' },
    ];
    expect(originalVersion(cluster)?.lang).toBe('en');
  });

  it('is none when two were published at once, or too few are dated', () => {
    expect(originalVersion([
      { lang: 'it', path: '/it/a', publishedAt: '2026-11-01T10:00:00Z' },
      { lang: 'en', path: '/en/b', publishedAt: '2026-11-01T10:00:00+00:00' },
    ])).toBeUndefined();
    expect(originalVersion([{ lang: 'it', path: '/it/a', publishedAt: '2026-11-01T10:00:00Z' }, { lang: 'en', path: '/en/b' }])).toBeUndefined();
  });
});

describe('what the select and "Also in" offer', () => {
  it('are the other languages’ versions', () => {
    const cluster = [
      { lang: 'it' as const, path: '/it/a', id: 1 },
      { lang: 'de' as const, path: '/de/b', id: 2 },
    ];
    expect(otherVersions('it', cluster)).toEqual([{ lang: 'de', path: '/de/b', id: 2 }]);
    expect(languageVersions('it', cluster)).toEqual([{ lang: 'de', path: '/de/b' }]);
  });
});

describe('where the language form leads', () => {
  it('follows a page of the site in one of its languages', () => {
    expect(languageDestination('/en/models/llm/story')).toBe('/en/models/llm/story');
    expect(languageDestination('/de')).toBe('/de');
    expect(languageDestination('/pt/modelos-pt/%C3%A1gua')).toBe('/pt/modelos-pt/%C3%A1gua');
  });

  it('leads anything else to the default language’s home, never off the site', () => {
    for (const to of ['//evil.example/en', 'https://evil.example/en', '/\\evil.example', '/en//evil.example', '/xx/page', '/en/%2F%2Fevil', '/en\\x', '/en/a?b', '', undefined, ['/en'], '/ende']) {
      expect(languageDestination(to), String(to)).toBe('/it');
    }
  });
});
