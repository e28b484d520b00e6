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

  it('leads privacy and cookies to the newsroom\'s own privacy page of the language when no policy address is configured', () => {
    expect(legalLinks('es')).toMatchObject({ privacy: '/es/politica-de-privacidad', cookies: '/es/politica-de-privacidad' });
    expect(legalLinks('it')).toMatchObject({ privacy: '/it/informativa-privacy', cookies: '/it/informativa-privacy' });
    expect(legalLinks('en')).toMatchObject({ privacy: '/en/privacy-policy', cookies: '/en/privacy-policy' });
    expect(legalLinks('fr')).toMatchObject({ privacy: '/fr/politique-de-confidentialite', cookies: '/fr/politique-de-confidentialite' });
    expect(legalLinks('de')).toMatchObject({ privacy: '/de/datenschutzerklarung', cookies: '/de/datenschutzerklarung' });
    expect(legalLinks('pt')).toMatchObject({ privacy: '/pt/politica-de-privacidade', cookies: '/pt/politica-de-privacidade' });
  });

  it('leads only the link whose address is unset to the privacy page when ops configure one of the two', () => {
    expect(legalLinks('en', { privacy: 'https://policies.example/{lang}/privacy' })).toMatchObject({ privacy: 'https://policies.example/en/privacy', cookies: '/en/privacy-policy' });
    expect(legalLinks('de', { cookies: 'https://policies.example/{lang}/cookies' })).toMatchObject({ privacy: '/de/datenschutzerklarung', cookies: 'https://policies.example/de/cookies' });
  });

  it('treats an empty policy address as unset', () => {
    expect(legalLinks('fr', { privacy: '', cookies: '' })).toMatchObject({ privacy: '/fr/politique-de-confidentialite', cookies: '/fr/politique-de-confidentialite' });
  });

  it('links the contact address of the language as a mailto: link', () => {
    const contacts = { general: 'newsroom@news.example', byLang: { fr: 'redaction@news.example' } };
    expect(legalLinks('fr', {}, contacts).contact).toBe('mailto:redaction@news.example');
    expect(legalLinks('pt', {}, contacts).contact).toBe('mailto:newsroom@news.example');
  });

  it('has no contact link when the newsroom configured no address, rather than a made-up one', () => {
    expect(legalLinks('en')).not.toHaveProperty('contact');
    expect(legalLinks('it', {})).not.toHaveProperty('contact');
  });
});
