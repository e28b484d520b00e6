import { describe, expect, it } from 'vitest';
import { acceptAll, consentChoice, CONSENT_VERSION, rejectAll } from '../../../src/domain/consent.ts';
import { choiceFromFlagDigits, consentCookie, consentFromCookies, cookieValue, decodeConsent, encodeConsent, CONSENT_COOKIE } from '../../../src/domain/consentCookie.ts';

describe('consent cookie', () => {
  it('reads back every choice it writes, version included', () => {
    for (const choice of [acceptAll(), rejectAll(), consentChoice({ measurement: true }), consentChoice({ advertising: true }), consentChoice({ advertising: true, personalisedAdvertising: true }, 7)]) {
      expect(decodeConsent(encodeConsent(choice))).toEqual(choice);
    }
  });

  it('reads the flag digits in the order it writes them, personalised ads only with advertising', () => {
    expect(choiceFromFlagDigits(['1', '0', '0'], 3)).toEqual(consentChoice({ measurement: true }, 3));
    expect(choiceFromFlagDigits(['0', '1', '1'], CONSENT_VERSION)).toEqual(consentChoice({ advertising: true, personalisedAdvertising: true }));
    expect(choiceFromFlagDigits(['0', '0', '1'], CONSENT_VERSION)).toEqual(rejectAll());
  });

  it('writes only characters a cookie value may hold', () => {
    expect(encodeConsent(acceptAll())).toMatch(/^[\w.-]+$/);
  });

  it('reads garbage as no choice at all', () => {
    for (const raw of [undefined, '', 'yes', 'v1', 'v1.m1.a1', 'v1.m2.a0.p0', 'vx.m1.a0.p0', '{"measurement":true}', 'v1.m1.a0.p0.extra']) {
      expect(decodeConsent(raw), String(raw)).toBeUndefined();
    }
  });

  it('finds the consent among other cookies of a Cookie header', () => {
    const header = `theme=dark; ${CONSENT_COOKIE}=${encodeConsent(rejectAll())}; other=1`;
    expect(consentFromCookies(header)).toEqual(rejectAll());
    expect(cookieValue('a=1; b=two%20words', 'b')).toBe('two words');
    expect(cookieValue('xnd_consent=1', CONSENT_COOKIE)).toBeUndefined();
  });

  it('reads a choice given for an older version of the purposes as no choice, so the reader is asked again', () => {
    const old = consentChoice({ measurement: true }, CONSENT_VERSION - 1);
    expect(consentFromCookies(`${CONSENT_COOKIE}=${encodeConsent(old)}`)).toBeUndefined();
    expect(consentFromCookies(undefined)).toBeUndefined();
  });

  it('is a first-party cookie for the whole site that lasts months, Secure on https', () => {
    const cookie = consentCookie(acceptAll(), true);
    expect(cookie.startsWith(`${CONSENT_COOKIE}=`)).toBe(true);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('; Secure');
    expect(Number(/Max-Age=(\d+)/.exec(cookie)?.[1])).toBeGreaterThanOrEqual(60 * 60 * 24 * 90);
    expect(consentCookie(acceptAll(), false)).not.toContain('Secure');
    expect(cookie).not.toMatch(/Domain=/i);
  });
});
