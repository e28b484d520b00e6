import { describe, expect, it } from 'vitest';
import { fieldVitalsPlan, sampledIn } from '../../../src/domain/fieldVitalsPlan.ts';

const RUM = 'https://rum.example.org/vitals';
const both = { tagManager: true, rum: { url: RUM, sampleRate: 1 } };
const allowed = { measurementAllowed: true, saveData: false, draw: 0.5 };

describe('whether a page view measures its Web Vitals, and where they go', () => {
  it('measures nothing until the reader allows measurement', () => {
    expect(fieldVitalsPlan(both, { ...allowed, measurementAllowed: false })).toBeUndefined();
  });

  it('measures nothing for a reader whose browser asks to save data', () => {
    expect(fieldVitalsPlan(both, { ...allowed, saveData: true })).toBeUndefined();
  });

  it('measures nothing when ops configured neither the tag manager nor a RUM endpoint', () => {
    expect(fieldVitalsPlan({ tagManager: false }, allowed)).toBeUndefined();
  });

  it('sends to the data layer and the RUM endpoint once measurement is allowed', () => {
    expect(fieldVitalsPlan(both, allowed)).toEqual({ dataLayer: true, beaconUrl: RUM });
    expect(fieldVitalsPlan({ tagManager: true }, allowed)).toEqual({ dataLayer: true });
    expect(fieldVitalsPlan({ tagManager: false, rum: { url: RUM, sampleRate: 1 } }, allowed)).toEqual({ dataLayer: false, beaconUrl: RUM });
  });

  it('sends beacons for the sampled page views only; the data layer gets every one', () => {
    const quarter = { tagManager: true, rum: { url: RUM, sampleRate: 0.25 } };
    expect(fieldVitalsPlan(quarter, { ...allowed, draw: 0.1 })).toEqual({ dataLayer: true, beaconUrl: RUM });
    expect(fieldVitalsPlan(quarter, { ...allowed, draw: 0.25 })).toEqual({ dataLayer: true });
    // Nothing to do at all: the library is not even loaded.
    expect(fieldVitalsPlan({ tagManager: false, rum: { url: RUM, sampleRate: 0.25 } }, { ...allowed, draw: 0.9 })).toBeUndefined();
  });

  it('samples every page view at rate 1, none at rate 0, and about the rate of them between', () => {
    expect(sampledIn(1, 0.999_999)).toBe(true);
    expect(sampledIn(0, 0)).toBe(false);
    const draws = Array.from({ length: 1000 }, (_, i) => i / 1000);
    expect(draws.filter((draw) => sampledIn(0.3, draw))).toHaveLength(300);
  });
});
