// The SSR deployment's browser composition: which analytics and ads adapters
// serve the page, decided only by the ids the server handed over (GTM_ID,
// ADSENSE_CLIENT). An unset id leaves that adapter off.
import type { AdsPort } from '../../src/ports/AdsPort.ts';
import type { AnalyticsPort } from '../../src/ports/AnalyticsPort.ts';
import type { LoggerPort } from '../../src/ports/LoggerPort.ts';
import { createGtmAnalytics } from '../../adapters/analytics/createGtmAnalytics.ts';
import { offAds } from '../../adapters/ads/offAds.ts';
import type { TagIds } from '../document/bootData.ts';
import { lazyFieldVitals, type FieldVitals, type Landing } from '../vitals/fieldVitals.ts';

/** The ad adapter is fetched only when a reader allows ads: most page loads never need it. */
const lazyAdsense = (client: string, logger: LoggerPort): AdsPort => {
  let adapter: Promise<AdsPort> | undefined;
  const get = (): Promise<AdsPort> => (adapter ??= import('../../adapters/ads/createAdsense.ts').then((m) => m.createAdsense({ client, logger })));
  return {
    load: (mode) => get().then((ads) => ads.load(mode)),
    push: (unit) => {
      let stop: (() => void) | undefined;
      let cancelled = false;
      void get().then((ads) => {
        if (!cancelled) stop = ads.push(unit);
      });
      return () => {
        cancelled = true;
        stop?.();
      };
    },
  };
};

export const browserTagServices = (tags: TagIds, logger: LoggerPort, landing: Landing): { analytics: AnalyticsPort; ads: AdsPort; vitals: FieldVitals } => ({
  analytics: createGtmAnalytics({ gtmId: tags.gtmId, disabled: tags.gtmId === undefined, logger }),
  ads: tags.adsenseClient ? lazyAdsense(tags.adsenseClient, logger) : offAds,
  vitals: lazyFieldVitals(tags, landing),
});
