// The browser's composition root for the CSR deployment: the browser itself reads
// the content API through the same WordPress adapter the server uses.
import 'reflect-metadata';
import { Container } from 'inversify';
import { ContentPort } from '../../src/ports/ContentPort.ts';
import { LoggerPort } from '../../src/ports/LoggerPort.ts';
import { TranslationsPort } from '../../src/ports/TranslationsPort.ts';
import { createConsoleLogger } from '../../adapters/logging/consoleLogger.ts';
import { createHttpTranslations } from '../../adapters/i18n/httpTranslations.ts';
import { createWordpressContent } from '../../adapters/wordpress/createWordpressContent.ts';
import { resolvePaths } from '../../adapters/wordpress/wordpressPaths.ts';
import { AdsPort } from '../../src/ports/AdsPort.ts';
import { AnalyticsPort } from '../../src/ports/AnalyticsPort.ts';
import { ConsentStorePort } from '../../src/ports/ConsentStorePort.ts';
import { createGtmAnalytics } from '../../adapters/analytics/createGtmAnalytics.ts';
import { offAds } from '../../adapters/ads/offAds.ts';
import { browserConsentStore } from '../../adapters/consent/cookieConsentStore.ts';

export interface CsrConfig {
  readonly contentApiUrl: string;
  readonly appEnv: 'production' | 'staging';
  readonly assetsBaseUrl: string;
}

export const createCsrContainer = (config: CsrConfig): Container => {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind<LoggerPort>(LoggerPort).toConstantValue(createConsoleLogger(config.appEnv === 'production' ? 'ERROR' : 'DEBUG'));
  container
    .bind<ContentPort>(ContentPort)
    // The browser reads WordPress itself here, so it sanitizes too, with the default embed hosts.
    .toResolvedValue((logger: LoggerPort) => createWordpressContent({ baseUrl: config.contentApiUrl, paths: resolvePaths(config.appEnv), logger }), [LoggerPort]);
  container.bind<TranslationsPort>(TranslationsPort).toConstantValue(createHttpTranslations(config.assetsBaseUrl));
  // The CSR deployment carries no tag ids: analytics and ads stay off here.
  container.bind<AnalyticsPort>(AnalyticsPort).toConstantValue(createGtmAnalytics({ gtmId: undefined, disabled: true }));
  container.bind<AdsPort>(AdsPort).toConstantValue(offAds);
  container.bind<ConsentStorePort>(ConsentStorePort).toConstantValue(browserConsentStore());
  return container;
};
