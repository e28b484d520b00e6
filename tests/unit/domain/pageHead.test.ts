import { describe, expect, it } from 'vitest';
import { largestImageOf, normalizeAlternates } from '../../../src/domain/pageHead.ts';

describe('hreflang alternates', () => {
  it('drops alternates lacking hreflang or href', () => {
    expect(normalizeAlternates('https://news.example', [{ hreflang: 'it-IT' }, { href: '/en' }, { hreflang: ' ', href: '/x' }, { hreflang: 'en-US', href: '/en' }])).toEqual([
      { hreflang: 'en-US', href: 'https://news.example/en' },
    ]);
  });

  it('makes relative hrefs absolute with the site origin and keeps absolute ones', () => {
    expect(normalizeAlternates('https://news.example', [{ hreflang: 'fr-FR', href: 'fr/a-propos-de-nous' }, { hreflang: 'x-default', href: 'https://cdn.example/it' }])).toEqual([
      { hreflang: 'fr-FR', href: 'https://news.example/fr/a-propos-de-nous' },
      { hreflang: 'x-default', href: 'https://cdn.example/it' },
    ]);
  });
});

describe('the image an article shares and gives search engines', () => {
  const cover = { src: '/demo-media/art/chips/a-1024x574.jpg', width: 1024, height: 574 };

  it('is the largest size WordPress has, at its real width and height', () => {
    const original = { url: 'https://wp.example/uploads/a.jpg', width: 2400, height: 1350 };
    expect(largestImageOf('https://news.example', original, cover)).toEqual(original);
  });

  it('falls back to the cover the page shows, made absolute, when WordPress gives no largest size', () => {
    expect(largestImageOf('https://news.example', undefined, cover)).toEqual({
      url: 'https://news.example/demo-media/art/chips/a-1024x574.jpg', width: 1024, height: 574,
    });
  });

  it('makes a largest size given as a path of the site absolute', () => {
    expect(largestImageOf('https://news.example', { url: '/demo-media/art/chips/a-1200x673.jpg', width: 1200, height: 673 }, cover)).toEqual({
      url: 'https://news.example/demo-media/art/chips/a-1200x673.jpg', width: 1200, height: 673,
    });
  });

  it('keeps an absolute cover URL as it is', () => {
    expect(largestImageOf('https://news.example', undefined, { ...cover, src: 'https://cdn.example/a-1024x574.jpg' }).url).toBe('https://cdn.example/a-1024x574.jpg');
  });
});
