import { describe, expect, it } from 'vitest';
import { urls } from '../../../src/domain/urls.ts';

describe('screen URLs', () => {
  it('sends the empty path to the default language', () => {
    expect(urls.root()).toBe('/it');
  });

  it('builds every route of the spec table under the language segment', () => {
    expect(urls.home('en')).toBe('/en');
    expect(urls.latestPosts('de')).toBe('/de/neueste-artikel');
    expect(urls.latestPosts('it', 2)).toBe('/it/ultimi-articoli?page=2');
    expect(urls.category('fr', 'robotique')).toBe('/fr/robotique');
    expect(urls.subcategory('es', 'modelos', 'lenguaje', 3)).toBe('/es/modelos/lenguaje?page=3');
    expect(urls.articleBySlug('pt', 'um-artigo')).toBe('/pt/article/um-artigo');
    expect(urls.article('it', 'ricerca', 'modelli', 'un-articolo')).toBe('/it/ricerca/modelli/un-articolo');
    expect(urls.about('es')).toBe('/es/acerca-de-nosostros');
    expect(urls.terms('en')).toBe('/en/terms-and-conditions');
    expect(urls.privacy('it')).toBe('/it/informativa-privacy');
    expect(urls.privacy('de')).toBe('/de/datenschutzerklarung');
  });

  it('drops the page param on page 1', () => {
    expect(urls.latestPosts('en', 1)).toBe('/en/latest-posts');
    expect(urls.category('en', 'ethics', 1)).toBe('/en/ethics');
  });

  it('encodes the reader query of a search', () => {
    expect(urls.search('it', 'a&b c')).toBe('/it/search?q=a%26b+c');
    expect(urls.search('en', 'gpt', { page: 2, qdata: 'week' })).toBe('/en/search?q=gpt&page=2&qdata=week');
  });
});
