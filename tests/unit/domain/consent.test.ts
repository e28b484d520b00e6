import { describe, expect, it } from 'vitest';
import { acceptAll, consentChoice, CONSENT_VERSION, isCurrent, OLDEST_STANDING_CONSENT_VERSION, rejectAll, withdrawsAny } from '../../../src/domain/consent.ts';

describe('consent purposes', () => {
  it('keeps the necessary purpose on whatever the reader rejects', () => {
    expect(rejectAll().purposes).toEqual({ necessary: true, measurement: false, advertising: false, personalisedAdvertising: false, embeds: false });
  });

  it('turns every purpose on when the reader accepts all', () => {
    expect(acceptAll().purposes).toEqual({ necessary: true, measurement: true, advertising: true, personalisedAdvertising: true, embeds: true });
  });

  it('records a choice per purpose when the reader customizes', () => {
    expect(consentChoice({ measurement: true }).purposes).toEqual({ necessary: true, measurement: true, advertising: false, personalisedAdvertising: false, embeds: false });
    expect(consentChoice({ advertising: true }).purposes.advertising).toBe(true);
    expect(consentChoice({ embeds: true }).purposes).toEqual({ necessary: true, measurement: false, advertising: false, personalisedAdvertising: false, embeds: true });
  });

  it('does not allow personalised ads while advertising itself is refused', () => {
    expect(consentChoice({ personalisedAdvertising: true }).purposes.personalisedAdvertising).toBe(false);
  });

  it('stamps a new choice with the current version, and counts only versions that still stand', () => {
    expect(acceptAll().version).toBe(CONSENT_VERSION);
    expect(isCurrent(acceptAll())).toBe(true);
    expect(isCurrent(consentChoice({ measurement: true }, OLDEST_STANDING_CONSENT_VERSION - 1))).toBe(false);
    expect(isCurrent(consentChoice({ measurement: true }, CONSENT_VERSION + 1))).toBe(false);
    expect(isCurrent(undefined)).toBe(false);
  });

  it('lets a choice made before embedded content was a purpose stand, so that reader is not asked again', () => {
    // Version 2 only added embedded content, off unless chosen: nothing a version 1 yes allowed grew.
    expect(CONSENT_VERSION).toBe(2);
    expect(isCurrent(consentChoice({ measurement: true }, 1))).toBe(true);
  });

  it('tells when a new choice takes back something an earlier one allowed', () => {
    expect(withdrawsAny(acceptAll(), rejectAll())).toBe(true);
    expect(withdrawsAny(consentChoice({ measurement: true }), consentChoice({ measurement: true, advertising: true }))).toBe(false);
    expect(withdrawsAny(undefined, rejectAll())).toBe(false);
    // A player already loaded cannot be taken back either.
    expect(withdrawsAny(consentChoice({ embeds: true }), rejectAll())).toBe(true);
  });
});
