import { describe, expect, it } from 'vitest';
import { LANGS, LANGUAGE_OPTIONS, isLatestPostsSlug, langOfPath, languageFacts, parseLang, staticPageKindOf } from '../../../src/domain/language.ts';

describe('languages', () => {
  it('knows exactly the six languages it, en, fr, de, es, pt', () => {
    expect([...LANGS]).toEqual(['it', 'en', 'fr', 'de', 'es', 'pt']);
  });

  it('falls back to it for anything that is not one of the six codes', () => {
    expect(parseLang('en')).toBe('en');
    expect(parseLang('pt')).toBe('pt');
    for (const bad of ['EN', 'xx', '', 'it-IT', undefined, null, 3]) expect(parseLang(bad)).toBe('it');
  });

  it('reads the language of an address from its first segment, and falls back to it as well', () => {
    for (const path of ['/de', '/de/', '/de/robotik/humanoide/roboter', '/de?page=2', '/de#top', '/de/search?q=ki']) expect(langOfPath(path), path).toBe('de');
    for (const path of ['/', '', '/xx/whatever', '/EN/about-us', '/_data/home/en', '/favicon.ico', 'en/about-us', '/it-IT']) expect(langOfPath(path), path).toBe('it');
  });

  it('gives each language its locale and BCP-47 tag', () => {
    const locales = Object.fromEntries(LANGS.map((l) => [l, [languageFacts(l).locale, languageFacts(l).bcp47]]));
    expect(locales).toEqual({
      it: ['it_IT', 'it-IT'], en: ['en_US', 'en-US'], de: ['de_DE', 'de-DE'],
      fr: ['fr_FR', 'fr-FR'], es: ['es_ES', 'es-ES'], pt: ['pt_PT', 'pt-PT'],
    });
  });

  it('names each language in its own tongue for the selector', () => {
    expect(LANGUAGE_OPTIONS.map((o) => `${o.code}:${o.name}`)).toEqual([
      'it:Italiano', 'en:English', 'fr:Français', 'de:Deutsch', 'es:Español', 'pt:Português',
    ]);
  });

  it('localizes the about, terms, privacy and latest-posts slugs as the spec table says', () => {
    const table = Object.fromEntries(LANGS.map((l) => [l, languageFacts(l).slugs]));
    expect(table).toEqual({
      it: { about: 'chi-siamo', terms: 'condizioni-di-utilizzo', privacy: 'informativa-privacy', latestPosts: 'ultimi-articoli' },
      en: { about: 'about-us', terms: 'terms-and-conditions', privacy: 'privacy-policy', latestPosts: 'latest-posts' },
      de: { about: 'uber-uns', terms: 'geschaftsbedingungen', privacy: 'datenschutzerklarung', latestPosts: 'neueste-artikel' },
      fr: { about: 'a-propos-de-nous', terms: 'conditions-generales', privacy: 'politique-de-confidentialite', latestPosts: 'dernieres-articles' },
      es: { about: 'acerca-de-nosostros', terms: 'terminos-y-condiciones', privacy: 'politica-de-privacidad', latestPosts: 'ultimas-publicaciones' },
      pt: { about: 'sobre-nos', terms: 'termos-e-condicoes', privacy: 'politica-de-privacidade', latestPosts: 'ultimas-postagens' },
    });
  });

  it('gives every static page a slug no other page has in any language, as WordPress keeps one page per slug', () => {
    const slugs = LANGS.flatMap((l) => [languageFacts(l).slugs.about, languageFacts(l).slugs.terms, languageFacts(l).slugs.privacy]);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('tells a static slug and the latest-posts slug of a language apart from a category', () => {
    expect(staticPageKindOf('fr', 'a-propos-de-nous')).toBe('about');
    expect(staticPageKindOf('de', 'geschaftsbedingungen')).toBe('terms');
    expect(staticPageKindOf('it', 'informativa-privacy')).toBe('privacy');
    expect(staticPageKindOf('en', 'informativa-privacy')).toBeUndefined();
    expect(staticPageKindOf('it', 'about-us')).toBeUndefined();
    expect(isLatestPostsSlug('es', 'ultimas-publicaciones')).toBe(true);
    expect(isLatestPostsSlug('pt', 'ultimas-publicaciones')).toBe(false);
  });
});
