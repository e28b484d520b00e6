import { describe, expect, it } from 'vitest';
import { cacheTags, postTags, tagHeader } from '../../../src/domain/cacheTags.ts';

describe('cache tags', () => {
  it('names posts, categories, homes, listings and languages as a purge names them', () => {
    expect(cacheTags.post(42)).toBe('post-42');
    expect(cacheTags.category('it', 'robotica')).toBe('category-it-robotica');
    expect(cacheTags.home('en')).toBe('home-en');
    expect(cacheTags.listing('fr')).toBe('listing-fr');
    expect(cacheTags.lang('de')).toBe('lang-de');
    expect(postTags([{ id: 1 }, { id: 2 }])).toEqual(['post-1', 'post-2']);
  });

  it('percent-encodes a slug in any script, so a tag fits an HTTP header and the purge pattern', () => {
    expect(cacheTags.category('it', 'роботы')).toBe('category-it-%D1%80%D0%BE%D0%B1%D0%BE%D1%82%D1%8B');
    expect(cacheTags.page('pt', 'sobre-nós')).toBe('page-pt-sobre-n%C3%B3s');
    expect(cacheTags.category('it', 'robotica')).toBe('category-it-robotica');
  });

  it('writes each tag once, separated by spaces, in the order given', () => {
    expect(tagHeader(['lang-it', 'home-it', 'post-1', 'post-2', 'post-1'])).toBe('lang-it home-it post-1 post-2');
  });

  it('stops before the byte bound, keeping the broad tags that come first', () => {
    const many = ['lang-it', 'home-it', ...Array.from({ length: 2000 }, (_, i) => `post-${100000 + i}`)];
    const header = tagHeader(many);
    expect(header.length).toBeLessThanOrEqual(8000);
    expect(header.startsWith('lang-it home-it post-100000')).toBe(true);
    expect(header.split(' ').every((tag) => many.includes(tag))).toBe(true);
  });
});
