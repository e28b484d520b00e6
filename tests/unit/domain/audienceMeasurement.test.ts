import { describe, expect, it } from 'vitest';
import { audienceCounted, measurementRefused } from '../../../src/domain/audienceMeasurement.ts';
import { acceptAll, consentChoice, CONSENT_VERSION, OLDEST_STANDING_CONSENT_VERSION, rejectAll } from '../../../src/domain/consent.ts';
import { CONSENT_COOKIE, consentFromCookies, encodeConsent } from '../../../src/domain/consentCookie.ts';

describe("whether a reader's reads and searches are counted", () => {
  it('counts a reader who has not chosen yet: anonymous audience measurement needs no consent', () => {
    expect(audienceCounted(undefined, false)).toBe(true);
  });

  it('counts a reader who allowed measurement, whatever they chose for ads', () => {
    expect(audienceCounted(acceptAll(), false)).toBe(true);
    expect(audienceCounted(consentChoice({ measurement: true }), false)).toBe(true);
  });

  it('does not count a reader who refused measurement, even with ads allowed', () => {
    expect(audienceCounted(rejectAll(), false)).toBe(false);
    expect(audienceCounted(consentChoice({ advertising: true, personalisedAdvertising: true }), false)).toBe(false);
  });

  it('does not count a browser that sends Global Privacy Control, whatever the choice', () => {
    expect(audienceCounted(undefined, true)).toBe(false);
    expect(audienceCounted(acceptAll(), true)).toBe(false);
  });
});

describe('whether a Cookie header says the reader refused measurement', () => {
  const stored = (value: string) => `${CONSENT_COOKIE}=${value}`;

  it('finds a refusal of the current version, whatever else was allowed', () => {
    expect(measurementRefused(stored(encodeConsent(rejectAll())))).toBe(true);
    expect(measurementRefused(`theme=dark; ${stored(encodeConsent(consentChoice({ advertising: true, embeds: true })))}; other=1`)).toBe(true);
  });

  it('finds a refusal stored under a version the banner no longer takes as a choice', () => {
    // Written before embedded content was a purpose: measurement off, ads on.
    expect(measurementRefused(stored('v1.m0.a1.p1'))).toBe(true);
    const older = `v${OLDEST_STANDING_CONSENT_VERSION - 1}.m0.a1.p0`;
    expect(consentFromCookies(stored(older))).toBeUndefined();
    expect(measurementRefused(stored(older))).toBe(true);
    // And one a later banner wrote, read by an instance not yet updated.
    expect(measurementRefused(stored(`v${CONSENT_VERSION + 1}.m0.a0.p0.e0`))).toBe(true);
  });

  it('is no refusal when measurement was allowed, in any version', () => {
    expect(measurementRefused(stored(encodeConsent(acceptAll())))).toBe(false);
    expect(measurementRefused(stored(encodeConsent(consentChoice({ measurement: true }))))).toBe(false);
    expect(measurementRefused(stored(`v${OLDEST_STANDING_CONSENT_VERSION - 1}.m1.a0.p0`))).toBe(false);
    expect(measurementRefused(stored('v1.m1.a0.p0'))).toBe(false);
  });

  it('is no refusal without a choice: no header, no consent cookie, or garbage in it', () => {
    expect(measurementRefused(undefined)).toBe(false);
    expect(measurementRefused('')).toBe(false);
    expect(measurementRefused('theme=dark; xnd_consent=v1.m0.a0.p0')).toBe(false);
    for (const raw of ['no', 'v1.m0', 'v1.m2.a0.p0', 'vx.m0.a0.p0', '{"measurement":false}']) {
      expect(measurementRefused(stored(raw)), raw).toBe(false);
    }
  });

  it('reads every consent cookie sent: one refusing is enough, in whichever order', () => {
    const allowed = stored(encodeConsent(acceptAll()));
    expect(measurementRefused(`${allowed}; ${stored('v1.m0.a0.p0')}`)).toBe(true);
    expect(measurementRefused(`${stored('v1.m0.a0.p0')}; ${allowed}`)).toBe(true);
  });

  it('reads a value the browser sent percent-encoded', () => {
    expect(measurementRefused(stored(encodeURIComponent(encodeConsent(rejectAll())).replace(/\./g, '%2E')))).toBe(true);
  });
});
