import { describe, expect, it } from 'vitest';
import { acceptAll, consentChoice, CONSENT_VERSION, isCurrent, rejectAll, withdrawsAny } from '../../../src/domain/consent.ts';

describe('consent purposes', () => {
  it('keeps the necessary purpose on whatever the reader rejects', () => {
    expect(rejectAll().purposes).toEqual({ necessary: true, measurement: false, advertising: false, personalisedAdvertising: false });
  });

  it('turns every purpose on when the reader accepts all', () => {
    expect(acceptAll().purposes).toEqual({ necessary: true, measurement: true, advertising: true, personalisedAdvertising: true });
  });

  it('records a choice per purpose when the reader customizes', () => {
    expect(consentChoice({ measurement: true }).purposes).toEqual({ necessary: true, measurement: true, advertising: false, personalisedAdvertising: false });
    expect(consentChoice({ advertising: true }).purposes.advertising).toBe(true);
  });

  it('does not allow personalised ads while advertising itself is refused', () => {
    expect(consentChoice({ personalisedAdvertising: true }).purposes.personalisedAdvertising).toBe(false);
  });

  it('stamps a new choice with the current version, and only that version counts', () => {
    expect(acceptAll().version).toBe(CONSENT_VERSION);
    expect(isCurrent(acceptAll())).toBe(true);
    expect(isCurrent(consentChoice({ measurement: true }, CONSENT_VERSION - 1))).toBe(false);
    expect(isCurrent(undefined)).toBe(false);
  });

  it('tells when a new choice takes back something an earlier one allowed', () => {
    expect(withdrawsAny(acceptAll(), rejectAll())).toBe(true);
    expect(withdrawsAny(consentChoice({ measurement: true }), consentChoice({ measurement: true, advertising: true }))).toBe(false);
    expect(withdrawsAny(undefined, rejectAll())).toBe(false);
  });
});
