import { describe, expect, it } from 'vitest';
import { contactAddress } from '../../../src/domain/contactAddress.ts';

describe('contact address', () => {
  const addresses = { general: 'newsroom@news.example', byLang: { it: 'redazione@news.example', de: 'redaktion@news.example' } };

  it("writes to the language's own mailbox when ops name one", () => {
    expect(contactAddress('it', addresses)).toBe('redazione@news.example');
    expect(contactAddress('de', addresses)).toBe('redaktion@news.example');
  });

  it('writes to the general address in a language without a mailbox of its own', () => {
    expect((['en', 'fr', 'es', 'pt'] as const).map((lang) => contactAddress(lang, addresses))).toEqual(Array(4).fill('newsroom@news.example'));
  });
});
