// The server's composition root: the only place (with web/csr/container.ts) that
// knows which adapter serves which port, and one of the two that touch inversify.
// Bindings use factories, never decorator metadata (see docs/decisions).
import 'reflect-metadata';
import { Container } from 'inversify';
import { ContentPort } from '../src/ports/ContentPort.ts';
import { CONTENT_MODEL_VERSION } from '../src/domain/content.ts';
import { LoggerPort } from '../src/ports/LoggerPort.ts';
import { TranslationsPort } from '../src/ports/TranslationsPort.ts';
import { PreviewPort } from '../src/ports/PreviewPort.ts';
import { createWordpressPreview } from '../adapters/wordpress/createWordpressPreview.ts';
import type { Logger } from 'pino';
import { createPino, pinoLoggerPort } from '../adapters/logging/pinoLogger.ts';
import { createStaticTranslations } from '../adapters/i18n/staticTranslations.ts';
import { createWordpressContent, type UpstreamMonitor as WordpressMonitor, type WordpressContent as Wordpress } from '../adapters/wordpress/createWordpressContent.ts';
import { createCachedContent, type ContentCacheEvent } from '../adapters/cache/createCachedContent.ts';
import type { CacheStore } from '../adapters/cache/cacheStore.ts';
import { createMemoryStore } from '../adapters/cache/createMemoryStore.ts';
import { createRedisStore } from '../adapters/cache/createRedisStore.ts';
import { createResilientStore } from '../adapters/cache/createResilientStore.ts';
import { resolvePaths } from '../adapters/wordpress/wordpressPaths.ts';
import { TRANSLATIONS } from '../web/i18n/translations.ts';
import type { ScreenDeps } from '../src/use-cases/loadScreen.ts';
import type { AppConfig } from './config.ts';
import { pageMetaBytes } from './serving/createPageCache.ts';

/** Where the two caches keep what they keep. */
export interface CacheStores {
  readonly content: CacheStore;
  readonly pages: CacheStore;
}

/** Tokens for what only the server composes (the caches' stores are not ports of the core). */
export const CacheStores = Symbol.for('CacheStores');

/** WordPress as ops watch it: the circuit breaker's state and every call's outcome. */
export type UpstreamMonitor = WordpressMonitor;
export const UpstreamMonitor = Symbol.for('UpstreamMonitor');

/** The WordPress adapter itself, before the content cache wraps it. */
type WordpressContent = Wordpress;
const WordpressContent = Symbol.for('WordpressContent');

export interface ServerContainerOptions {
  readonly config: AppConfig;
  /** Where the content API answers: CONTENT_API_URL, or the embedded demo server. */
  readonly contentApiUrl: string;
  /** The process's pino instance (its request log writes through it too); one at LOG_LEVEL when not given. */
  readonly pino?: Logger;
  /** Counts the content cache's answers (Prometheus). */
  readonly observeContentCache?: (event: ContentCacheEvent) => void;
  /** Tests bind recording fakes here instead of the real adapters. */
  readonly overrides?: (container: Container) => void;
}

/** In process memory, each bounded in bytes: what `npm start` needs, nothing to install. */
const memoryStores = (config: Pick<AppConfig, 'contentCacheMaxBytes' | 'pageCacheMaxBytes'>): CacheStores => ({
  content: createMemoryStore({ maxBytes: config.contentCacheMaxBytes }),
  // A page's metadata is its headers: counted by their lengths, not by serializing them on every store.
  pages: createMemoryStore({ maxBytes: config.pageCacheMaxBytes, metaBytes: pageMetaBytes }),
});

/**
 * With REDIS_URL, shared by every instance behind the load balancer, each store
 * falling back to its in-process twin while Redis is unreachable or slow.
 */
const redisStores = (config: Pick<AppConfig, 'contentCacheMaxBytes' | 'pageCacheMaxBytes'> & { readonly redisUrl: string }, logger: LoggerPort): CacheStores => {
  const local = memoryStores(config);
  // Content answers are kept in the core's model: its version is part of their keys.
  const prefixes: Record<keyof CacheStores, string> = { content: `newsdesk:content:v${CONTENT_MODEL_VERSION}:`, pages: 'newsdesk:pages:' };
  const shared = (name: keyof CacheStores) => createResilientStore({ shared: createRedisStore({ url: config.redisUrl, prefix: prefixes[name], logger }), local: local[name], logger });
  return { content: shared('content'), pages: shared('pages') };
};

export const createServerContainer = ({ config, contentApiUrl, pino, observeContentCache, overrides }: ServerContainerOptions): Container => {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind<LoggerPort>(LoggerPort).toConstantValue(pinoLoggerPort(pino ?? createPino(config.logLevel)));
  container
    .bind<CacheStores>(CacheStores)
    .toResolvedValue((logger: LoggerPort) => (config.redisUrl ? redisStores({ ...config, redisUrl: config.redisUrl }, logger) : memoryStores(config)), [LoggerPort]);
  container
    .bind<WordpressContent>(WordpressContent)
    .toResolvedValue(
      (logger: LoggerPort) =>
        createWordpressContent({
          baseUrl: contentApiUrl, paths: resolvePaths(config.appEnv), logger, timeoutMs: config.contentTimeoutMs, maxBytes: config.contentMaxBytes,
          breakerThreshold: config.contentBreakerThreshold, breakerCoolDownMs: config.contentBreakerCooldownMs, htmlPolicy: { embedHosts: config.embedHosts },
        }),
      [LoggerPort],
    );
  container.bind<UpstreamMonitor>(UpstreamMonitor).toResolvedValue((wordpress: WordpressContent) => wordpress.upstream, [WordpressContent]);
  container
    .bind<ContentPort>(ContentPort)
    .toResolvedValue(
      (wordpress: WordpressContent, stores: CacheStores) =>
        config.contentCacheTtlMs > 0
          ? createCachedContent(wordpress, {
              store: stores.content,
              freshMs: config.contentCacheTtlMs,
              staleIfErrorMs: config.staleIfErrorS * 1000,
              ...(observeContentCache ? { observe: observeContentCache } : {}),
            })
          : wordpress,
      [WordpressContent, CacheStores],
    );
  container.bind<TranslationsPort>(TranslationsPort).toConstantValue(createStaticTranslations(TRANSLATIONS));
  // Drafts only with a secret shared with WordPress; never through the content cache.
  const { previewSecret } = config;
  if (previewSecret) {
    container
      .bind<PreviewPort>(PreviewPort)
      .toResolvedValue(
        (logger: LoggerPort) =>
          createWordpressPreview({
            baseUrl: contentApiUrl, path: resolvePaths(config.appEnv).preview, secret: previewSecret, logger,
            timeoutMs: config.contentTimeoutMs, htmlPolicy: { embedHosts: config.embedHosts },
          }),
        [LoggerPort],
      );
  }
  overrides?.(container);
  return container;
};

/** The ports the screens need, resolved once. */
export const resolveScreenDeps = (container: Container, config: Pick<AppConfig, 'siteOrigin' | 'privacyPolicyUrl' | 'cookiePolicyUrl' | 'contactAddresses'>): ScreenDeps => ({
  siteOrigin: config.siteOrigin,
  policyUrls: { ...(config.privacyPolicyUrl ? { privacy: config.privacyPolicyUrl } : {}), ...(config.cookiePolicyUrl ? { cookies: config.cookiePolicyUrl } : {}) },
  ...(config.contactAddresses ? { contactAddresses: config.contactAddresses } : {}),
  content: container.get<ContentPort>(ContentPort),
  translations: container.get<TranslationsPort>(TranslationsPort),
  logger: container.get<LoggerPort>(LoggerPort),
  ...(container.isBound(PreviewPort) ? { preview: container.get<PreviewPort>(PreviewPort) } : {}),
});

/** The stores, for the page cache and for purges. */
export const resolveStores = (container: Container): CacheStores => container.get<CacheStores>(CacheStores);

export const resolveUpstream = (container: Container): UpstreamMonitor => container.get<UpstreamMonitor>(UpstreamMonitor);

