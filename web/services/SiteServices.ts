import { createContext, useContext } from 'react';
import type { Lang } from '../../src/domain/language.ts';
import type { SuggestionView } from '../../src/use-cases/loadSuggestions.ts';
import type { AnalyticsPort } from '../../src/ports/AnalyticsPort.ts';
import { createQueuedAnalytics } from '../../adapters/analytics/createQueuedAnalytics.ts';

/** What interactive components ask beyond route data; each deployment provides its own. */
export interface SiteServices {
  suggest(lang: Lang, typed: string, signal: AbortSignal): Promise<readonly SuggestionView[]>;
  /** Events wait in a queue until the reader consents to measurement (issue 5 starts it). */
  readonly analytics: AnalyticsPort;
}

/** No tag manager is connected yet: events stay queued in the page and go nowhere. */
const notYetConnected = () => new Promise<never>(() => undefined);

/** The SSR deployment's browser side: the server answers. */
export const serverBackedServices: SiteServices = {
  analytics: createQueuedAnalytics(notYetConnected),
  suggest: async (lang, typed, signal) => {
    const response = await fetch(`/_api/suggestions?lang=${lang}&s=${encodeURIComponent(typed)}`, { signal, headers: { Accept: 'application/json' } });
    return response.ok ? ((await response.json()) as SuggestionView[]) : [];
  },
};

export const SiteServicesContext = createContext<SiteServices>(serverBackedServices);
export const useSiteServices = (): SiteServices => useContext(SiteServicesContext);
