import { createContext, useContext } from 'react';
import type { Lang } from '../../src/domain/language.ts';
import type { SuggestionView } from '../../src/use-cases/loadSuggestions.ts';

/** What interactive components ask beyond route data; each deployment provides its own. */
export interface SiteServices {
  suggest(lang: Lang, typed: string, signal: AbortSignal): Promise<readonly SuggestionView[]>;
}

/** The SSR deployment's browser side: the server answers. */
export const serverBackedServices: SiteServices = {
  suggest: async (lang, typed, signal) => {
    const response = await fetch(`/_api/suggestions?lang=${lang}&s=${encodeURIComponent(typed)}`, { signal, headers: { Accept: 'application/json' } });
    return response.ok ? ((await response.json()) as SuggestionView[]) : [];
  },
};

export const SiteServicesContext = createContext<SiteServices>(serverBackedServices);
export const useSiteServices = (): SiteServices => useContext(SiteServicesContext);
