import { describe, expect, it } from 'vitest';
import { createCookieConsentStore } from '../../../adapters/consent/cookieConsentStore.ts';
import { consentChoice } from '../../../src/domain/consent.ts';

/** A cookie jar that behaves like document.cookie for one cookie at a time. */
const jar = (initial = '') => {
  const cookies = new Map(initial.split('; ').filter(Boolean).map((c) => c.split('=') as [string, string]));
  const written: string[] = [];
  return {
    written,
    get cookie() {
      return [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(line: string) {
      written.push(line);
      const [pair] = line.split(';');
      const [k, v] = pair!.split('=');
      cookies.set(k!, v!);
    },
  };
};

describe('cookie consent store', () => {
  it('reads nothing for a new reader and reads back what it wrote', () => {
    const j = jar('theme=dark');
    const store = createCookieConsentStore(() => j, () => false);
    expect(store.read()).toBeUndefined();
    store.write(consentChoice({ measurement: true }));
    expect(store.read()).toEqual(consentChoice({ measurement: true }));
    expect(j.written[0]).toMatch(/Path=\/.*SameSite=Lax/);
  });

  it('marks the cookie Secure on https', () => {
    const j = jar();
    createCookieConsentStore(() => j, () => true).write(consentChoice({}));
    expect(j.written[0]).toContain('Secure');
  });
});
