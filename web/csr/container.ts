// The composition root of the CSR deployment: the one module of its bundle that
// chooses adapters. The browser itself reads the content API through the same
// WordPress adapter the server uses, and runs the use cases; it carries no tag
// ids, so analytics and ads stay off.
import 'reflect-metadata';
import { Container } from 'inversify';
import { ContentPort } from '../../src/ports/ContentPort.ts';
import { LoggerPort } from '../../src/ports/LoggerPort.ts';
import { TranslationsPort } from '../../src/ports/TranslationsPort.ts';
import { AdsPort } from '../../src/ports/AdsPort.ts';
import { AnalyticsPort } from '../../src/ports/AnalyticsPort.ts';
import { ConsentStorePort } from '../../src/ports/ConsentStorePort.ts';
import { loadScreen, type ScreenDeps } from '../../src/use-cases/loadScreen.ts';
import { loadSuggestions } from '../../src/use-cases/loadSuggestions.ts';
import { createConsoleLogger } from '../../adapters/logging/consoleLogger.ts';
import { createHttpTranslations } from '../../adapters/i18n/httpTranslations.ts';
import { createWordpressContent } from '../../adapters/wordpress/createWordpressContent.ts';
import { resolvePaths } from '../../adapters/wordpress/wordpressPaths.ts';
import { createGtmAnalytics } from '../../adapters/analytics/createGtmAnalytics.ts';
import { offAds } from '../../adapters/ads/offAds.ts';
import { browserConsentStore } from '../../adapters/consent/cookieConsentStore.ts';
import type { SiteServices } from '../services/SiteServices.ts';

export interface CsrConfig {
  readonly contentApiUrl: string;
  readonly appEnv: 'production' | 'staging';
  readonly assetsBaseUrl: string;
  /** The site's own origin, for canonical links. */
  readonly siteOrigin: string;
}

const createCsrContainer = (config: CsrConfig): Container => {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind<LoggerPort>(LoggerPort).toConstantValue(createConsoleLogger(config.appEnv === 'production' ? 'ERROR' : 'DEBUG'));
  container
    .bind<ContentPort>(ContentPort)
    // The browser reads WordPress itself here, so it sanitizes too, with the default embed hosts.
    .toResolvedValue((logger: LoggerPort) => createWordpressContent({ baseUrl: config.contentApiUrl, paths: resolvePaths(config.appEnv), logger }), [LoggerPort]);
  container.bind<TranslationsPort>(TranslationsPort).toConstantValue(createHttpTranslations(config.assetsBaseUrl));
  container.bind<AnalyticsPort>(AnalyticsPort).toConstantValue(createGtmAnalytics({ gtmId: undefined, disabled: true }));
  container.bind<AdsPort>(AdsPort).toConstantValue(offAds);
  container.bind<ConsentStorePort>(ConsentStorePort).toConstantValue(browserConsentStore());
  return container;
};

/** The CSR deployment, composed: the core's screens for its router, and the services its components use. */
export const composeCsr = (config: CsrConfig): { readonly screens: ReturnType<typeof loadScreen>; readonly services: SiteServices } => {
  const container = createCsrContainer(config);
  const deps: ScreenDeps = {
    siteOrigin: config.siteOrigin,
    content: container.get<ContentPort>(ContentPort),
    translations: container.get<TranslationsPort>(TranslationsPort),
    logger: container.get<LoggerPort>(LoggerPort),
  };
  const suggestions = loadSuggestions(deps);
  return {
    screens: loadScreen(deps),
    services: {
      // In CSR the browser asks the content API itself.
      suggest: (lang, typed) => suggestions(lang, typed)(),
      analytics: container.get<AnalyticsPort>(AnalyticsPort),
      ads: container.get<AdsPort>(AdsPort),
      consentStore: container.get<ConsentStorePort>(ConsentStorePort),
    },
  };
};
