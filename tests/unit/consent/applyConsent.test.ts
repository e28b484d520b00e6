import { describe, expect, it } from 'vitest';
import { createRecordingAds } from '../../../adapters/ads/createRecordingAds.ts';
import { createRecordingAnalytics } from '../../../adapters/analytics/createRecordingAnalytics.ts';
import { acceptAll, consentChoice, rejectAll, type ConsentChoice } from '../../../src/domain/consent.ts';
import { loadConsentedTags, updateConsentMode } from '../../../web/consent/applyConsent.ts';

const both = { gtmId: 'GTM-T1', adsenseClient: 'ca-pub-1' };
const fakes = (tags: { gtmId?: string; adsenseClient?: string } = both) => {
  const analytics = createRecordingAnalytics();
  const ads = createRecordingAds();
  return { analytics, ads, targets: { tags, analytics, ads } };
};

describe('what a consent choice switches on', () => {
  it('starts nothing after a rejection', () => {
    const { analytics, ads, targets } = fakes();
    loadConsentedTags(rejectAll(), targets);
    expect(analytics.starts()).toBe(0);
    expect(ads.loads).toEqual([]);
  });

  it('starts only the tag manager after measurement consent', () => {
    const { analytics, ads, targets } = fakes();
    loadConsentedTags(consentChoice({ measurement: true }), targets);
    expect(analytics.starts()).toBe(1);
    expect(ads.loads).toEqual([]);
  });

  it('loads non-personalised ads for advertising alone, personalised ones when both are allowed', () => {
    const first = fakes();
    loadConsentedTags(consentChoice({ advertising: true }), first.targets);
    expect(first.ads.loads).toEqual(['non-personalised']);
    const second = fakes();
    loadConsentedTags(acceptAll(), second.targets);
    expect(second.ads.loads).toEqual(['personalised']);
  });

  it('keeps an adapter off when ops set no id for it, whatever the reader allows', () => {
    const { analytics, ads, targets } = fakes({});
    loadConsentedTags(acceptAll(), targets);
    expect(analytics.starts()).toBe(0);
    expect(ads.loads).toEqual([]);
  });

  it("hands Web Vitals the reader's choice, whatever it is: they decide for themselves (src/domain/fieldVitalsPlan.ts)", () => {
    const given: ConsentChoice[] = [];
    const { targets } = fakes();
    const vitals = { start: (choice: ConsentChoice) => void given.push(choice) };
    loadConsentedTags(rejectAll(), { ...targets, vitals });
    loadConsentedTags(consentChoice({ measurement: true }), { ...targets, vitals });
    expect(given).toEqual([rejectAll(), consentChoice({ measurement: true })]);
  });

  it('updates Consent Mode with the choice', () => {
    const calls: unknown[][] = [];
    updateConsentMode(consentChoice({ measurement: true }), (...args) => calls.push(args));
    expect(calls).toEqual([['consent', 'update', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'granted' }]]);
  });
});
