import { describe, expect, it } from 'vitest';
import { audienceCounted } from '../../../src/domain/audienceMeasurement.ts';
import { acceptAll, consentChoice, rejectAll } from '../../../src/domain/consent.ts';

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
