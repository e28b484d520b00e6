import { suggestionsPath } from '../../src/domain/endpoints.ts';
import { createContext, useContext } from 'react';
import type { Lang } from '../../src/domain/language.ts';
import type { SuggestionView } from '../../src/use-cases/loadSuggestions.ts';
import type { AdsPort } from '../../src/ports/AdsPort.ts';
import type { AnalyticsPort } from '../../src/ports/AnalyticsPort.ts';
import type { ConsentStorePort } from '../../src/ports/ConsentStorePort.ts';
import type { LoggerPort } from '../../src/ports/LoggerPort.ts';
import { createGtmAnalytics } from '../../adapters/analytics/createGtmAnalytics.ts';
import { offAds } from '../../adapters/ads/offAds.ts';
import { browserConsentStore } from '../../adapters/consent/cookieConsentStore.ts';
import type { FieldVitals } from '../vitals/fieldVitals.ts';

/** What interactive components ask beyond route data; each deployment provides its own. */
export interface SiteServices {
  suggest(lang: Lang, typed: string, signal: AbortSignal): Promise<readonly SuggestionView[]>;
  /** Events wait in a queue until the reader consents to measurement. */
  readonly analytics: AnalyticsPort;
  /** Started only by the consent layer, after advertising consent. */
  readonly ads: AdsPort;
  readonly consentStore: ConsentStorePort;
  /** Field Web Vitals, started by the consent layer after measurement consent; absent: none measured. */
  readonly vitals?: FieldVitals;
  readonly logger?: Pick<LoggerPort, 'error'>;
}

/** The SSR deployment's browser side: the server answers. Tags stay off until entry.client binds them. */
export const serverBackedServices: SiteServices = {
  analytics: createGtmAnalytics({ gtmId: undefined, disabled: true }),
  ads: offAds,
  consentStore: browserConsentStore(),
  suggest: async (lang, typed, signal) => {
    const response = await fetch(suggestionsPath(lang, typed), { signal, headers: { Accept: 'application/json' } });
    return response.ok ? ((await response.json()) as SuggestionView[]) : [];
  },
};

export const SiteServicesContext = createContext<SiteServices>(serverBackedServices);
export const useSiteServices = (): SiteServices => useContext(SiteServicesContext);
