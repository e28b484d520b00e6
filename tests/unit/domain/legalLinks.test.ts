import { describe, expect, it } from 'vitest';
import { legalLinks } from '../../../src/domain/legalLinks.ts';

describe('legal links', () => {
  it('links about and conditions to the localized pages of the language', () => {
    expect(legalLinks('fr')).toMatchObject({ about: '/fr/a-propos-de-nous', conditions: '/fr/conditions-generales' });
  });

  it('fills the {lang} of the configured policy addresses', () => {
    const links = legalLinks('de', { privacy: 'https://policies.example/{lang}/privacy', cookies: 'https://policies.example/{lang}/cookies' });
    expect(links.privacy).toBe('https://policies.example/de/privacy');
    expect(links.cookies).toBe('https://policies.example/de/cookies');
  });

  it('falls back to the conditions page when no policy address is configured', () => {
    expect(legalLinks('es')).toMatchObject({ privacy: '/es/terminos-y-condiciones', cookies: '/es/terminos-y-condiciones' });
  });

  it('links the contact address of the language as a mailto: link', () => {
    const contacts = { general: 'newsroom@news.example', byLang: { fr: 'redaction@news.example' } };
    expect(legalLinks('fr', {}, contacts).contact).toBe('mailto:redaction@news.example');
    expect(legalLinks('pt', {}, contacts).contact).toBe('mailto:newsroom@news.example');
  });
});
