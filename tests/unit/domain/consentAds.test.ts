import { describe, expect, it } from 'vitest';
import { acceptAll, consentChoice, rejectAll } from '../../../src/domain/consent.ts';
import { adsMode } from '../../../src/domain/consentAds.ts';

describe('ads under consent (decision 0005)', () => {
  it('requests no ad at all before a choice or without advertising consent', () => {
    expect(adsMode(undefined)).toBe('none');
    expect(adsMode(rejectAll())).toBe('none');
    expect(adsMode(consentChoice({ measurement: true }))).toBe('none');
  });

  it('requests only non-personalised ads when advertising is allowed but personalisation is not', () => {
    expect(adsMode(consentChoice({ advertising: true }))).toBe('non-personalised');
  });

  it('requests personalised ads when both are allowed', () => {
    expect(adsMode(acceptAll())).toBe('personalised');
  });
});
