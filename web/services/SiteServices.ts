import { createContext, useContext } from 'react';
import type { Lang } from '../../src/domain/language.ts';
import type { SuggestionView } from '../../src/use-cases/loadSuggestions.ts';
import type { AdsPort } from '../../src/ports/AdsPort.ts';
import type { AnalyticsPort } from '../../src/ports/AnalyticsPort.ts';
import type { ConsentStorePort } from '../../src/ports/ConsentStorePort.ts';
import type { LoggerPort } from '../../src/ports/LoggerPort.ts';
import type { SignalBeaconPort } from '../../src/ports/SignalBeaconPort.ts';
import type { FieldVitals } from '../vitals/fieldVitals.ts';

/**
 * What interactive components ask beyond route data. Each deployment's composition
 * root chooses the adapters behind it (web/compose/hydrationServices.ts for the SSR
 * deployment's browser side, web/csr/container.ts for the CSR deployment) and hands
 * them down through SiteServicesContext: components never pick an adapter.
 */
export interface SiteServices {
  suggest(lang: Lang, typed: string, signal: AbortSignal): Promise<readonly SuggestionView[]>;
  /** Events wait in a queue until the reader consents to measurement. */
  readonly analytics: AnalyticsPort;
  /** Started only by the consent layer, after advertising consent. */
  readonly ads: AdsPort;
  readonly consentStore: ConsentStorePort;
  /** Field Web Vitals, started by the consent layer after measurement consent; absent: none measured. */
  readonly vitals?: FieldVitals;
  /** Reader signals' beacons, when the server that served the page counts them (TagIds.signals). */
  readonly signals?: SignalBeaconPort;
  readonly logger?: Pick<LoggerPort, 'error'>;
}

/**
 * What the server's render sees: no provider there, and nothing asks these for
 * anything, since effects and event handlers never run on the server.
 */
const renderOnly: SiteServices = {
  suggest: async () => [],
  analytics: { push: () => undefined, start: async () => undefined },
  ads: { load: async () => undefined, push: () => () => undefined },
  consentStore: { read: () => undefined, write: () => undefined },
};

export const SiteServicesContext = createContext<SiteServices>(renderOnly);
export const useSiteServices = (): SiteServices => useContext(SiteServicesContext);
