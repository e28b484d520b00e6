import { describe, expect, it } from 'vitest';
import { acceptAll, consentChoice, CONSENT_VERSION, OLDEST_STANDING_CONSENT_VERSION, rejectAll } from '../../../src/domain/consent.ts';
import { choiceFromFlagDigits, consentCookie, consentFromCookies, cookieValue, cookieValues, decodeConsent, encodeConsent, CONSENT_COOKIE } from '../../../src/domain/consentCookie.ts';

describe('consent cookie', () => {
  it('reads back every choice it writes, version included', () => {
    for (const choice of [acceptAll(), rejectAll(), consentChoice({ measurement: true }), consentChoice({ advertising: true }), consentChoice({ embeds: true }), consentChoice({ advertising: true, personalisedAdvertising: true }, 7)]) {
      expect(decodeConsent(encodeConsent(choice))).toEqual(choice);
    }
  });

  it('reads the flag digits in the order it writes them, personalised ads only with advertising', () => {
    expect(choiceFromFlagDigits(['1', '0', '0', '0'], 3)).toEqual(consentChoice({ measurement: true }, 3));
    expect(choiceFromFlagDigits(['0', '1', '1', '0'], CONSENT_VERSION)).toEqual(consentChoice({ advertising: true, personalisedAdvertising: true }));
    expect(choiceFromFlagDigits(['0', '0', '1', '0'], CONSENT_VERSION)).toEqual(rejectAll());
    expect(choiceFromFlagDigits(['0', '0', '0', '1'], CONSENT_VERSION)).toEqual(consentChoice({ embeds: true }));
  });

  it('writes embedded content as a flag of its own, after the purposes of version 1', () => {
    expect(encodeConsent(consentChoice({ measurement: true, embeds: true }))).toBe(`v${CONSENT_VERSION}.m1.a0.p0.e1`);
    expect(encodeConsent(rejectAll())).toBe(`v${CONSENT_VERSION}.m0.a0.p0.e0`);
  });

  it('reads a value stored before embedded content was a purpose as that choice, embedded content off', () => {
    expect(consentFromCookies(`${CONSENT_COOKIE}=v1.m1.a1.p0`)).toEqual(consentChoice({ measurement: true, advertising: true }, 1));
    expect(consentFromCookies(`${CONSENT_COOKIE}=v1.m1.a1.p1`)?.purposes.embeds).toBe(false);
  });

  it('writes only characters a cookie value may hold', () => {
    expect(encodeConsent(acceptAll())).toMatch(/^[\w.-]+$/);
  });

  it('reads garbage as no choice at all', () => {
    for (const raw of [undefined, '', 'yes', 'v1', 'v1.m1.a1', 'v1.m2.a0.p0', 'vx.m1.a0.p0', '{"measurement":true}', 'v1.m1.a0.p0.extra', 'v2.m1.a0.p0.e2', 'v2.m1.a0.p0.e1.x1', 'v2.m1.a0.e1.p0']) {
      expect(decodeConsent(raw), String(raw)).toBeUndefined();
    }
  });

  it('finds the consent among other cookies of a Cookie header', () => {
    const header = `theme=dark; ${CONSENT_COOKIE}=${encodeConsent(rejectAll())}; other=1`;
    expect(consentFromCookies(header)).toEqual(rejectAll());
    expect(cookieValue('a=1; b=two%20words', 'b')).toBe('two words');
    expect(cookieValue('xnd_consent=1', CONSENT_COOKIE)).toBeUndefined();
  });

  it('finds every value of a cookie sent more than once, in the order sent, the first being the one read', () => {
    expect(cookieValues('a=1; b=2; a=three%20words; a=', 'a')).toEqual(['1', 'three words', '']);
    expect(cookieValue('a=1; b=2; a=3', 'a')).toBe('1');
    expect(cookieValues('b=2', 'a')).toEqual([]);
    expect(cookieValues(undefined, 'a')).toEqual([]);
  });

  it('reads a choice given for a version that no longer stands as no choice, so the reader is asked again', () => {
    const old = consentChoice({ measurement: true }, OLDEST_STANDING_CONSENT_VERSION - 1);
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
