import { describe, expect, it } from 'vitest';
import { normalizeAlternates } from '../../../src/domain/pageHead.ts';

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
