// The composition root of the server: the one module of server/ that chooses
// adapters (eslint.config.js keeps it so). It knows which adapter serves which
// port, which log the process writes, where content comes from when no
// CONTENT_API_URL is set, and what the site itself uses (the page store, the
// head's consent script, shared renders); startServer.ts and app.ts receive them
// from here. Bindings use factories, never decorator metadata (see docs/decisions).
import 'reflect-metadata';
import { randomBytes, randomUUID } from 'node:crypto';
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
import type { EditorialHtmlPolicy } from '../adapters/wordpress/editorialHtmlPolicy.ts';
import { createReportedMediaOrigins, type ReportedMediaOrigins } from '../adapters/wordpress/reportedMediaOrigins.ts';
import { createSharedFlights } from '../adapters/cache/sharedFlights.ts';
import { CONSENT_BOOTSTRAP_SCRIPT } from '../adapters/analytics/consentBootstrapScript.ts';
import { bannerChoiceScript } from '../adapters/analytics/bannerChoiceScript.ts';
import { HYDRATED_TEST } from '../web/document/hydratedElement.ts';
import { EARLY_TAPS_SCRIPT } from '../web/document/earlyTaps.ts';
import { createDemoContentApp, DEMO_CONTENT_PREFIXES } from '../adapters/demo-content/createDemoContentApp.ts';
import { startDemoContentServer } from '../adapters/demo-content/startDemoContentServer.ts';
import { createDemoSignals } from '../adapters/demo-content/demoSignals.ts';
import { demoDataset } from '../adapters/demo-content/dataset/buildDataset.ts';
import { ReaderSignalsPort } from '../src/ports/ReaderSignalsPort.ts';
import { createSignalRecorder, withVotesOnTheirWay, type SignalRecorder as Recorder } from '../adapters/signals/createSignalRecorder.ts';
import { createSignalCourier, type SignalCourier } from '../adapters/signals/signalCourier.ts';
import { createSignalDelivery } from '../adapters/signals/deliverSignals.ts';
import { createMemoryLedger, type SignalLedger } from '../adapters/signals/signalLedger.ts';
import { createRedisLedger } from '../adapters/signals/createRedisLedger.ts';
import { createReaderKeys } from '../adapters/signals/readerKeys.ts';
import { createKnownPosts, rememberingPosts } from '../adapters/signals/knownPosts.ts';
import { connectRedis, watchConnection } from '../adapters/cache/redisClient.ts';
import { throttledLog } from '../adapters/cache/throttledLog.ts';
import { TRANSLATIONS } from '../web/i18n/translations.ts';
import { DEMO_CONTACT_ADDRESSES } from '../adapters/demo-content/demoContact.ts';
import { LANGS } from '../src/domain/language.ts';
import { cacheTags } from '../src/domain/cacheTags.ts';
import { NO_NEWSROOM_DETAILS, type NewsroomDetails } from '../src/domain/newsroomDetails.ts';
import type { ScreenDeps } from '../src/use-cases/loadScreen.ts';
import type { LogLevel } from '../src/ports/LoggerPort.ts';
import type { AppConfig } from './config.ts';
import { pageMetaBytes } from './serving/createPageCache.ts';
import { createSiteApp, type App, type SiteOptions } from './app.ts';

/**
 * The first script of every page's head, the same bytes everywhere (the CSP names its hash): Consent Mode's
 * defaults and the stored choice, the banner's one-tap choices before hydration, and the keeper of taps made
 * before a part hydrates (docs/first-visit.md#taps-before-the-code).
 */
const HEAD_SCRIPT = `${CONSENT_BOOTSTRAP_SCRIPT};${bannerChoiceScript(HYDRATED_TEST)};${EARLY_TAPS_SCRIPT}`;

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

/**
 * Where the site's media are served from, as the CSP and the sanitizer allow them: the content API's
 * origin and MEDIA_ORIGINS, then what WordPress reports (asked at start and every few minutes).
 */
export type MediaOrigins = ReportedMediaOrigins;
export const MediaOrigins = Symbol.for('MediaOrigins');

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
  /** The secret reader signals carry to the content API; without one, signals are not counted. */
  readonly signalsToken?: string;
  /** Counts what the delivery of reader signals did (Prometheus). */
  readonly observeSignalDelivery?: (event: 'delivered' | 'failed' | 'dropped', counters: number) => void;
  /** Tests bind recording fakes here instead of the real adapters. */
  readonly overrides?: (container: Container) => void;
}

/** The page cache's in-process store, bounded by PAGE_CACHE_MAX_MB. */
const memoryPageStore = (config: Pick<AppConfig, 'pageCacheMaxBytes'>): CacheStore =>
  // A page's metadata is its headers: counted by their lengths, not by serializing them on every store.
  createMemoryStore({ maxBytes: config.pageCacheMaxBytes, metaBytes: pageMetaBytes });

/** In process memory, each bounded in bytes: what `npm start` needs, nothing to install. */
const memoryStores = (config: Pick<AppConfig, 'contentCacheMaxBytes' | 'pageCacheMaxBytes'>): CacheStores => ({
  content: createMemoryStore({ maxBytes: config.contentCacheMaxBytes }),
  pages: memoryPageStore(config),
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

export const createServerContainer = ({ config, contentApiUrl, pino, observeContentCache, signalsToken, observeSignalDelivery, overrides }: ServerContainerOptions): Container => {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind<LoggerPort>(LoggerPort).toConstantValue(pinoLoggerPort(pino ?? createPino(config.logLevel)));
  container
    .bind<CacheStores>(CacheStores)
    .toResolvedValue((logger: LoggerPort) => (config.redisUrl ? redisStores({ ...config, redisUrl: config.redisUrl }, logger) : memoryStores(config)), [LoggerPort]);
  container
    .bind<MediaOrigins>(MediaOrigins)
    .toResolvedValue(
      (logger: LoggerPort) =>
        createReportedMediaOrigins({
          baseUrl: contentApiUrl, path: resolvePaths(config.appEnv).mediaOrigins, fixed: config.mediaOrigins,
          untilReported: [new URL(contentApiUrl).origin], logger, timeoutMs: config.contentTimeoutMs,
        }),
      [LoggerPort],
    );
  // The sanitizer's policy, published posts' and drafts' alike: media on any other host than the CSP names
  // become links to it ('self' is the site's origin).
  const htmlPolicyOf = (media: MediaOrigins): EditorialHtmlPolicy => ({ embedHosts: config.embedHosts, mediaOrigins: () => [config.siteOrigin, ...media.current()] });
  container
    .bind<WordpressContent>(WordpressContent)
    .toResolvedValue(
      (logger: LoggerPort, media: MediaOrigins) =>
        createWordpressContent({
          baseUrl: contentApiUrl, paths: resolvePaths(config.appEnv), logger, timeoutMs: config.contentTimeoutMs, maxBytes: config.contentMaxBytes,
          breakerThreshold: config.contentBreakerThreshold, breakerCoolDownMs: config.contentBreakerCooldownMs,
          htmlPolicy: htmlPolicyOf(media),
          popular: { windowDays: config.popularWindowDays, minReaders: config.popularSearchMinReaders },
        }),
      [LoggerPort, MediaOrigins],
    );
  container.bind<UpstreamMonitor>(UpstreamMonitor).toResolvedValue((wordpress: WordpressContent) => wordpress.upstream, [WordpressContent]);
  // The posts this instance served: a read of one counts even while invented ids fill the tally.
  const knownPosts = createKnownPosts();
  container
    .bind<ContentPort>(ContentPort)
    .toResolvedValue(
      (wordpress: WordpressContent, stores: CacheStores) => rememberingPosts(
        config.contentCacheTtlMs > 0
          ? createCachedContent(wordpress, {
              store: stores.content,
              freshMs: config.contentCacheTtlMs,
              // "Most read" moves only when reader signals reach WordPress, once per flush interval: asking more often
              // learns nothing. Fresh for one interval (never longer than other answers), so that a page and its
              // prefetches, and a burst of renders of uncached articles, share one request (docs/reader-signals.md).
              freshMsOf: { popularPosts: Math.min(config.contentCacheTtlMs, config.signalsFlushSeconds * 1000) },
              staleIfErrorMs: config.staleIfErrorS * 1000,
              ...(observeContentCache ? { observe: observeContentCache } : {}),
            })
          : wordpress,
        knownPosts,
      ),
      [WordpressContent, CacheStores],
    );
  container.bind<TranslationsPort>(TranslationsPort).toConstantValue(createStaticTranslations(TRANSLATIONS));
  // Drafts only with a secret shared with WordPress; never through the content cache.
  const { previewSecret } = config;
  if (previewSecret) {
    container
      .bind<PreviewPort>(PreviewPort)
      .toResolvedValue(
        (logger: LoggerPort, media: MediaOrigins) =>
          createWordpressPreview({
            baseUrl: contentApiUrl, path: resolvePaths(config.appEnv).preview, secret: previewSecret, logger,
            timeoutMs: config.contentTimeoutMs, htmlPolicy: htmlPolicyOf(media),
          }),
        [LoggerPort, MediaOrigins],
      );
  }
  if (signalsToken) {
    container
      .bind<SignalRecorder>(SignalRecorder)
      .toResolvedValue((logger: LoggerPort) => {
        const ledger = config.redisUrl ? redisLedger(config.redisUrl, logger) : createMemoryLedger();
        // Production refuses to start without one (server/config.ts); the demo and staging make one up.
        if (config.signalsSecret === undefined && config.redisUrl) logger.warn('signals: no SIGNALS_SECRET; this process made one up, so each instance sharing Redis counts its readers apart');
        const secret = config.signalsSecret ?? randomBytes(32).toString('base64url');
        return createSignalRecorder({
          ledger, keys: createReaderKeys(ledger, secret), newId: randomUUID, searchThreshold: config.popularSearchMinReaders,
          knownPost: knownPosts.has,
        });
      }, [LoggerPort]);
    // The recorder, and the votes the courier has on their way: what a post's tally adds to WordPress's figures.
    container
      .bind<ReaderSignalsPort>(ReaderSignalsPort)
      .toResolvedValue((recorder: SignalRecorder, courier: SignalCourier) => withVotesOnTheirWay(recorder, courier.waitingVotes), [SignalRecorder, SignalCourierToken]);
    // One delivery per interval, whatever the traffic, to the content API's write call.
    container
      .bind<SignalCourier>(SignalCourierToken)
      .toResolvedValue(
        (recorder: SignalRecorder, logger: LoggerPort, stores: CacheStores) =>
          createSignalCourier({
            takeBatches: recorder.takeBatches,
            deliver: createSignalDelivery({ baseUrl: contentApiUrl, token: signalsToken, timeoutMs: config.contentTimeoutMs }),
            intervalMs: config.signalsFlushSeconds * 1000,
            logger,
            // WordPress has these votes now: the content cache's copies of their posts go (every instance's, through
            // a shared store), so that the next tally asks WordPress rather than adding them to figures without them.
            onDelivered: async (posts) => {
              await stores.content.purge({ tags: posts.map(cacheTags.postAnswer) });
            },
            ...(observeSignalDelivery ? { observe: observeSignalDelivery } : {}),
          }),
        [SignalRecorder, LoggerPort, CacheStores],
      );
  }
  overrides?.(container);
  return container;
};

const SIGNALS_REDIS_TIMEOUT_MS = 500;

/** With REDIS_URL, the ledger of reader signals every instance shares; this process's memory while Redis cannot answer. */
const redisLedger = (url: string, logger: LoggerPort): SignalLedger => {
  // Longer than the caches' 50 ms: no page waits on a beacon, and a command that times out
  // leaves its signal uncounted (LedgerInDoubt), which a busy event loop should not cause.
  const client = connectRedis(url, { commandTimeoutMs: SIGNALS_REDIS_TIMEOUT_MS });
  let closing = false;
  watchConnection(client, 'signals', throttledLog(logger), () => closing);
  const ledger = createRedisLedger({ client, local: createMemoryLedger(), logger });
  return {
    ...ledger,
    close: async () => {
      closing = true;
      await ledger.close();
      client.disconnect();
    },
  };
};

type NewsroomConfig = Pick<AppConfig, 'companyLine' | 'contactAddresses' | 'socialProfiles'>;

/**
 * The footer's values: each one configured, else the content source's own (the embedded
 * demo's), else none: never a made-up company, mailbox or account (docs/decisions/0026).
 */
const newsroomDetails = (config: NewsroomConfig, source: NewsroomDetails): NewsroomDetails => {
  const { companyLine, contactAddresses = source.contactAddresses } = config;
  return {
    companyLines: companyLine === undefined ? source.companyLines : Object.fromEntries(LANGS.map((lang) => [lang, companyLine])),
    ...(contactAddresses ? { contactAddresses } : {}),
    socialProfiles: config.socialProfiles ?? source.socialProfiles,
  };
};

/**
 * The embedded demo's own footer values, plainly a demonstration's: a registration line
 * that says so (the `companyLine` text of each language), mailboxes on example.org, and
 * no social profile, since any account it named would be someone else's.
 */
const DEMO_NEWSROOM: NewsroomDetails = {
  companyLines: Object.fromEntries(LANGS.flatMap((lang) => (TRANSLATIONS[lang]['companyLine'] ? [[lang, TRANSLATIONS[lang]['companyLine']]] : []))),
  contactAddresses: DEMO_CONTACT_ADDRESSES,
  socialProfiles: [],
};

/**
 * The ports the screens need, resolved once. `source`: the content source's own footer
 * values (startContentSource's), for whatever the configuration leaves unset; none by default.
 */
export const resolveScreenDeps = (
  container: Container,
  config: Pick<AppConfig, 'siteOrigin' | 'privacyPolicyUrl' | 'cookiePolicyUrl'> & NewsroomConfig,
  source: NewsroomDetails = NO_NEWSROOM_DETAILS,
): ScreenDeps => ({
  siteOrigin: config.siteOrigin,
  policyUrls: { ...(config.privacyPolicyUrl ? { privacy: config.privacyPolicyUrl } : {}), ...(config.cookiePolicyUrl ? { cookies: config.cookiePolicyUrl } : {}) },
  newsroom: newsroomDetails(config, source),
  content: container.get<ContentPort>(ContentPort),
  translations: container.get<TranslationsPort>(TranslationsPort),
  logger: container.get<LoggerPort>(LoggerPort),
  ...(container.isBound(PreviewPort) ? { preview: container.get<PreviewPort>(PreviewPort) } : {}),
});

/** The recorder of reader signals: none when no secret is shared with the content API. */
export type SignalRecorder = Recorder;
export const SignalRecorder = Symbol.for('SignalRecorder');

const SignalCourierToken = Symbol.for('SignalCourier');

/**
 * Reader signals' port (what the beacons' endpoint counts and reads tallies through), recorder (its ledger, closed
 * on shutdown) and courier (the delivery to WordPress); none without a shared secret.
 */
export const resolveSignals = (container: Container): { readonly port: ReaderSignalsPort; readonly recorder: SignalRecorder; readonly courier: SignalCourier } | undefined =>
  container.isBound(SignalRecorder)
    ? { port: container.get<ReaderSignalsPort>(ReaderSignalsPort), recorder: container.get<SignalRecorder>(SignalRecorder), courier: container.get<SignalCourier>(SignalCourierToken) }
    : undefined;

/** The stores, for the page cache and for purges. */
export const resolveStores = (container: Container): CacheStores => container.get<CacheStores>(CacheStores);

export const resolveUpstream = (container: Container): UpstreamMonitor => container.get<UpstreamMonitor>(UpstreamMonitor);

/** The media origins: start() before listening, current for the app, stop() on shutdown. */
export const resolveMediaOrigins = (container: Container): MediaOrigins => container.get<MediaOrigins>(MediaOrigins);


/** The process's log: pino (the request log writes through it too) and the core's logger over it. */
export const createProcessLog = (level: LogLevel, fields?: () => object): { readonly pino: Logger; readonly logger: LoggerPort } => {
  const pino = createPino(level, undefined, fields);
  return { pino, logger: pinoLoggerPort(pino) };
};

/** Where the content API answers, and what else the server mounts for it. */
export interface ContentSource {
  readonly url: string;
  /** For the line the server prints when it listens. */
  readonly description: string;
  readonly mount?: SiteOptions['mount'];
  /** The embedded demo's secret for reader signals (WordPress's is configured: SIGNALS_TOKEN or PURGE_TOKEN). */
  readonly signalsToken?: string;
  /** The embedded demo's own footer values, for what the configuration leaves unset; a real WordPress has none. */
  readonly newsroom?: NewsroomDetails;
  close(): Promise<void>;
}

/**
 * CONTENT_API_URL, or without it the embedded demo content, answering the same
 * contract over HTTP on a loopback port so that the real WordPress adapter is
 * what reads it; the public server also mounts it for its media files.
 */
export const startContentSource = async (config: Pick<AppConfig, 'contentApiUrl' | 'popularSearchMinReaders'>): Promise<ContentSource> => {
  if (config.contentApiUrl !== undefined) return { url: config.contentApiUrl, description: config.contentApiUrl, close: async () => undefined };
  // One store of reader signals for both copies of the demo API (the one Newsdesk reads, the one it serves), behind a
  // secret made for this process: `npm start` shows the whole loop with nothing to configure.
  const signalsToken = randomBytes(24).toString('hex');
  const signals = createDemoSignals({ token: signalsToken, dataset: demoDataset({ mediaBase: '' }) });
  // Its popular searches at Newsdesk's threshold, as a WordPress configured alike answers them.
  const popularSearchFloor = config.popularSearchMinReaders;
  const demo = await startDemoContentServer({ port: 0, mediaBase: '', signals, popularSearchFloor });
  return {
    url: demo.url,
    description: 'embedded demo content',
    mount: { prefixes: DEMO_CONTENT_PREFIXES, handler: createDemoContentApp({ mediaBase: '', signals, popularSearchFloor }) },
    signalsToken,
    newsroom: DEMO_NEWSROOM,
    close: () => demo.close(),
  };
};

export type AppOptions = SiteOptions & {
  /** Where rendered pages are kept; an in-process store of PAGE_CACHE_MAX_MB when not given. */
  readonly pageStore?: CacheStore;
};

/** The site as one request listener, with the adapters it uses itself. */
export const createApp = ({ pageStore, ...options }: AppOptions): App =>
  createSiteApp(options, { pageStore: pageStore ?? memoryPageStore(options.config), headScript: HEAD_SCRIPT, sharedFlights: createSharedFlights });
