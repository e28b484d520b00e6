// The composition root of the SSR deployment's browser side: the one module of the
// hydration bundle that chooses adapters. The server answers what the browser asks
// (suggestions, route data); the tag adapters are those the server's configuration
// turned on, decided only by the ids it handed over (GTM_ID, ADSENSE_CLIENT): an
// unset id leaves that adapter off.
import { suggestionsPath } from '../../src/domain/endpoints.ts';
import type { SuggestionView } from '../../src/use-cases/loadSuggestions.ts';
import type { AdsPort } from '../../src/ports/AdsPort.ts';
import type { LoggerPort } from '../../src/ports/LoggerPort.ts';
import { createGtmAnalytics } from '../../adapters/analytics/createGtmAnalytics.ts';
import { offAds } from '../../adapters/ads/offAds.ts';
import { browserConsentStore } from '../../adapters/consent/cookieConsentStore.ts';
import { createConsoleLogger } from '../../adapters/logging/consoleLogger.ts';
import { createBeaconSignals } from '../../adapters/signals/beaconSignals.ts';
import type { TagIds } from '../document/bootData.ts';
import type { SiteServices } from '../services/SiteServices.ts';
import { lazyFieldVitals, type Landing } from '../vitals/fieldVitals.ts';

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

/** The server's suggestions endpoint: the search index never ships to the browser. */
const suggestFromServer: SiteServices['suggest'] = async (lang, typed, signal) => {
  const response = await fetch(suggestionsPath(lang, typed), { signal, headers: { Accept: 'application/json' } });
  return response.ok ? ((await response.json()) as SuggestionView[]) : [];
};

/** Every service the hydrated page uses; `landing` is the page the reader arrived on, which Web Vitals belong to. */
export const hydrationServices = (tags: TagIds, landing: Landing): SiteServices => {
  const logger = createConsoleLogger('ERROR');
  return {
    suggest: suggestFromServer,
    analytics: createGtmAnalytics({ gtmId: tags.gtmId, disabled: tags.gtmId === undefined, logger }),
    ads: tags.adsenseClient ? lazyAdsense(tags.adsenseClient, logger) : offAds,
    consentStore: browserConsentStore(),
    vitals: lazyFieldVitals(tags, landing),
    ...(tags.signals ? { signals: createBeaconSignals() } : {}),
    logger,
  };
};
