// The site as one request listener. Pages, /_data answers, sitemaps and feeds go
// through the page cache (a hit is a lookup and one write, before Express runs);
// static files, the UI texts, robots.txt, the suggestions API and the purge
// endpoint are Express's. Bad input is refused before either (requestTarget.ts).
// Every answer carries the same security headers (server/security/).
// Everything per request is lookup and rendering; routes, renderers, refusal
// pages and asset lists are built once here.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import express from 'express';
import compression from 'compression';
import { constants as zlib } from 'node:zlib';
import { isLang } from '../src/domain/language.ts';
import { withCallContext } from '../src/ports/ContentPort.ts';
import { loadScreen, type ScreenDeps } from '../src/use-cases/loadScreen.ts';
import type { CacheStore } from '../adapters/cache/cacheStore.ts';
import type { SharedFlights } from '../adapters/cache/sharedFlights.ts';
import type { ClientAssets, TagIds } from '../web/document/bootData.ts';
import { Document } from '../web/document/Document.tsx';
import { TRANSLATIONS } from '../web/i18n/translations.ts';
import { createRoutes } from '../web/routes/createRoutes.tsx';
import type { LoadScreen } from '../src/use-cases/loadScreen.ts';
import type { AppConfig } from './config.ts';
import { readClientAssets } from './render/clientAssets.ts';
import { createRenderPage } from './render/renderPage.tsx';
import { createRenderData } from './render/renderData.ts';
import { createRenderXml } from './render/renderXml.ts';
import { browserTags } from './render/browserTags.ts';
import { createSuggestionsEndpoint } from './http/suggestionsEndpoint.ts';
import { languageEndpoint } from './http/languageEndpoint.ts';
import { LANGUAGE_PATH, SUGGESTIONS_PATH } from '../src/domain/endpoints.ts';
import { createPrecompressedAssets } from './http/precompressedAssets.ts';
import { createRobotsTxt } from './http/robotsTxt.ts';
import { createPurgeEndpoint, PURGE_PATH, type Purged, type PurgeRequest } from './http/purgeEndpoint.ts';
import { createSignalEndpoint } from './http/signalEndpoint.ts';
import type { ReaderSignalsPort } from '../src/ports/ReaderSignalsPort.ts';
import { createPageCache } from './serving/createPageCache.ts';
import { scopedStore } from './serving/scopedStore.ts';
import { createPrivateAnswer } from './serving/answerPrivately.ts';
import { createReadyz, healthz, type ReadinessProbe } from './observability/health.ts';
import type { Metrics } from './observability/metrics.ts';
import { loggedPath, REQUEST_ID_HEADER, requestIdOf } from './observability/requestLog.ts';
import { withRequest } from './observability/requestContext.ts';
import { responsePolicy } from './serving/responsePolicy.ts';
import { createRefusals } from './serving/refusalPages.ts';
import { ALLOWED_METHODS, requestTarget } from './serving/requestTarget.ts';
import type { Render } from './serving/rendered.ts';
import { rememberByText } from '../src/domain/remember.ts';
import { configuredMediaOrigins, createPagePolicy } from './security/contentSecurityPolicy.ts';
import { createSecurityHeaders, type SecurityHeaders } from './security/securityHeaders.ts';

export interface SiteOptions {
  readonly config: AppConfig;
  /** The ports, resolved by the composition root (server/container.ts). */
  readonly ports: ScreenDeps;
  /** The Vite client build (dist/client). */
  readonly clientDir: string;
  /** Which files the pages load; read from the build's manifest when not given. */
  readonly clientAssets?: ClientAssets;
  /** Mounted before everything else, e.g. the embedded demo content API and media. */
  readonly mount?: { readonly prefixes: readonly string[]; readonly handler: express.Handler };
  /** The content cache's store, so that a purge reaches content answers too. */
  readonly contentStore?: CacheStore;
  /** Counts requests, cache answers and reader signals (Prometheus); off when not given. */
  readonly metrics?: Pick<Metrics, 'request' | 'cache' | 'signal'>;
  /** What /readyz reports; always ready when not given. */
  readonly readiness?: ReadinessProbe;
  /** Runs first for every request (graceful shutdown's tracking, the request log). */
  readonly beforeEach?: (req: IncomingMessage, res: ServerResponse) => void;
  /** Counts reader signals (POST /_signal/...) and reads a post's tally (GET /_signal/vote); without it those paths do not exist. */
  readonly signals?: ReaderSignalsPort;
  /**
   * The origins pages may show images, audio and video from, as they are now (the content API's, those
   * WordPress reports, MEDIA_ORIGINS: server/container.ts); the same array until the list changes.
   * The configured ones alone when not given.
   */
  readonly mediaOrigins?: () => readonly string[];
}

/**
 * What the site takes from the composition root (server/container.ts) besides its
 * options: the adapters it uses itself. This module chooses none.
 */
export interface SiteAdapters {
  /** Where rendered pages are kept. */
  readonly pageStore: CacheStore;
  /** The first script of every page's head: consent defaults and the stored choice, before any tag loads. */
  readonly headScript: string;
  /** One render per page at a time, shared by the readers who ask for it meanwhile. */
  readonly sharedFlights: <T>() => SharedFlights<T>;
}

export interface App extends RequestListener {
  /** What POST /_purge does, for this instance's stores. */
  purge(request: PurgeRequest): Promise<Purged>;
}

/** Built files served at the root (favicon.svg…), listed once: no disk lookup for a page's path. */
const rootFiles = (clientDir: string): string[] =>
  existsSync(clientDir) ? readdirSync(clientDir, { withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => `/${entry.name}`) : [];

const ALWAYS_READY: ReadinessProbe = { draining: () => false, upstreamOpen: () => false, cachesWarm: () => true };

const createExpressApp = ({ config, ports, clientDir, mount, readiness = ALWAYS_READY }: SiteOptions, purge: App['purge'], security: SecurityHeaders): express.Express => {
  const app = express();
  app.disable('x-powered-by');
  app.use(security.middleware);
  app.set('etag', 'strong');
  // Files without a build-time twin (SVGs, the UI texts): brotli where accepted, else gzip.
  app.use(compression({ brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } } }));
  if (mount) app.use(mount.handler);
  app.get('/assets/i18n/:file', (req, res) => {
    const lang = req.params.file.replace(/\.json$/, '');
    if (!req.params.file.endsWith('.json') || !isLang(lang)) {
      res.status(404).json({ error: 'unknown language' });
      return;
    }
    res.set('Cache-Control', 'public, max-age=300').json(TRANSLATIONS[lang]);
  });
  app.use(createPrecompressedAssets(clientDir));
  app.use(
    express.static(clientDir, {
      index: false,
      redirect: false,
      setHeaders: (res, path) => {
        // Vite names built files by content hash: they never change.
        const immutable = path.startsWith(join(clientDir, 'assets')) && /-[\w-]{8,}\.(js|css)$/.test(path);
        res.set('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    }),
  );
  app.get('/robots.txt', createRobotsTxt(config.siteOrigin));
  app.get('/healthz', healthz);
  app.get('/readyz', createReadyz(readiness));
  app.get(SUGGESTIONS_PATH, createSuggestionsEndpoint(ports));
  app.get(LANGUAGE_PATH, languageEndpoint);
  if (config.purgeToken) {
    app.post(PURGE_PATH, ...createPurgeEndpoint({ token: config.purgeToken, purge, logger: ports.logger }));
    app.all(PURGE_PATH, (_req, res) => void res.status(405).set('Allow', 'POST').json({ error: 'use POST' }));
  }
  app.use((_req, res) => void res.status(404).type('text').send('Not found\n'));
  // Express's own error page would replace the CSP: answer errors here, headers kept.
  app.use((error: unknown, req: express.Request, res: express.Response, _next: express.NextFunction) => {
    const status = (error as { status?: unknown }).status;
    const code = typeof status === 'number' && status >= 400 && status < 500 ? status : 500;
    if (code === 500) ports.logger.error('unhandled error', { url: loggedPath(req.url), error: error instanceof Error ? error.message : String(error) });
    res.status(code).set('Cache-Control', 'no-store').type('text').send(code === 500 ? 'Internal error\n' : 'Bad request\n');
  });
  return app;
};

/**
 * What a stored page depends on besides its URL and content: the build's script
 * and style files, the configuration written into pages and their headers, and
 * the media origins (the CSP names them, the sanitizer links media of any other
 * host). Instances that differ in it (old and new ones during a rolling deploy)
 * share one Redis without answering each other's pages; when WordPress reports
 * other media origins, the pages of the old list are no longer answered.
 */
const renderingScope = (config: AppConfig, assets: ClientAssets, tags: TagIds, newsroom: ScreenDeps['newsroom'], mediaOrigins: readonly string[]): string =>
  createHash('sha256')
    .update(JSON.stringify([assets, tags, config.siteOrigin, config.embedHosts, config.cspReportUri ?? '', config.privacyPolicyUrl ?? '', config.cookiePolicyUrl ?? '', newsroom ?? '', mediaOrigins]))
    .digest('hex')
    .slice(0, 12);

/** The scope of the media origins as they are now: hashed again only when the list is another array. */
const scopeOfOrigins = (scopeOf: (origins: readonly string[]) => string, mediaOrigins: () => readonly string[]): (() => string) => {
  let last: { readonly origins: readonly string[]; readonly scope: string } | undefined;
  return () => {
    const origins = mediaOrigins();
    if (last?.origins !== origins) last = { origins, scope: scopeOf(origins) };
    return last.scope;
  };
};

export const createSiteApp = (options: SiteOptions, { pageStore, headScript, sharedFlights }: SiteAdapters): App => {
  const { config, ports, clientDir, clientAssets, contentStore, metrics, beforeEach } = options;
  const { logger } = ports;
  // Security headers, computed once: Express runs them as middleware, every other answer writes these.
  const security = createSecurityHeaders(config);
  const secured = security.headers.flat();
  // The core, with each request's context (cancellation, stale reporting) on its content calls.
  const load: LoadScreen = (screen, _request, ctx) => loadScreen(ctx ? { ...ports, content: withCallContext(ports.content, ctx) } : ports)(screen)();
  const routes = createRoutes({ load, Layout: Document });
  const assets = clientAssets ?? readClientAssets(clientDir);
  const refusals = createRefusals(TRANSLATIONS);
  const tags = browserTags(config, options.signals !== undefined);
  const configuredOrigins = configuredMediaOrigins(config);
  const mediaOrigins = options.mediaOrigins ?? (() => configuredOrigins);
  const renderers: Readonly<Record<'page' | 'data' | 'xml', Render>> = {
    page: createRenderPage({
      routes,
      assets,
      siteOrigin: config.siteOrigin,
      logger,
      tags,
      headScript,
      contentSecurityPolicy: createPagePolicy(config, mediaOrigins),
      notFoundPage: (lang) => refusals(404, lang, 'html'),
    }),
    data: createRenderData({ load, siteOrigin: config.siteOrigin }),
    xml: createRenderXml({ ...ports, now: () => new Date() }),
  };
  const pageCache = createPageCache({
    store: scopedStore(pageStore, scopeOfOrigins((origins) => renderingScope(config, assets, tags, ports.newsroom, origins), mediaOrigins)),
    sharedFlights,
    policy: responsePolicy(config),
    logger,
    staticHeaders: security.headers,
    ...(metrics ? { observe: (state: string) => metrics.cache('page', state.toLowerCase()) } : {}),
  });
  const purge: App['purge'] = async (request) => ({
    pages: await pageCache.purge({ tags: request.tags, paths: request.paths }),
    content: contentStore ? await contentStore.purge({ tags: request.tags }) : [],
  });
  const express = createExpressApp(options, purge, security);
  const targetOfUrl = requestTarget({
    appPrefixes: ['/assets/', '/_api/', ...(options.mount?.prefixes ?? [])],
    appPaths: new Set(['/robots.txt', '/healthz', '/readyz', ...rootFiles(clientDir), ...(config.purgeToken ? [PURGE_PATH] : [])]),
    postPaths: new Set(config.purgeToken ? [PURGE_PATH] : []),
    previews: config.previewSecret !== undefined,
    signals: options.signals !== undefined,
  });
  const signal = options.signals
    ? createSignalEndpoint({
        signals: options.signals,
        content: ports.content,
        trustedProxyHops: config.trustedProxyHops,
        logger,
        headers: secured,
        // A tally's WordPress figures are never older than a delivery interval: what it delivered is in them by then.
        tallyMaxAgeMs: config.signalsFlushSeconds * 1000,
        ...(metrics ? { observe: metrics.signal } : {}),
      })
    : undefined;
  // A burst asks for the same few URLs: each is read once (bounded: a flood of distinct ones only clears the memory).
  const readGet = rememberByText((url: string) => targetOfUrl('GET', url));
  // HEAD reads what GET reads.
  const target = (method: string | undefined, url: string | undefined) => ((method === 'GET' || method === 'HEAD') && url !== undefined ? readGet(url) : targetOfUrl(method, url));
  const answerPrivately = createPrivateAnswer(security.headers);

  // A bug must not show a stack trace: log it, answer a plain page.
  const fail = (req: IncomingMessage, res: ServerResponse) => (error: unknown): void => {
    logger.error('unhandled error', { url: loggedPath(req.url), error: error instanceof Error ? error.message : String(error) });
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.writeHead(500, [...secured, 'Content-Type', 'text/html; charset=utf-8', 'Cache-Control', 'no-store']);
    res.end(`<!DOCTYPE html><html lang="it"><meta charset="utf-8"><title>Newsdesk</title><h1>Errore / Error</h1><p><a href="/">Newsdesk</a></p></html>`);
  };

  /** Requests by route kind and status, timed from arrival to the last byte handed to the socket. */
  const measure = (kind: string, res: ServerResponse): void => {
    if (!metrics) return;
    const started = performance.now();
    res.once('finish', () => metrics.request(kind, res.statusCode, (performance.now() - started) / 1000));
  };

  const listener = (req: IncomingMessage, res: ServerResponse): void => {
    // Taken from the caller when it sends a sane one, returned with the answer, and in the request log.
    const requestId = requestIdOf(req);
    (req as IncomingMessage & { id?: string }).id = requestId;
    // Whatever this request starts logs under its id (server/observability/requestContext.ts).
    withRequest(requestId, () => handle(req, res, requestId));
  };

  const handle = (req: IncomingMessage, res: ServerResponse, requestId: string): void => {
    beforeEach?.(req, res);
    const t = target(req.method, req.url);
    measure(t.kind, res);
    switch (t.kind) {
      case 'page':
      case 'data':
      case 'xml':
        pageCache.answer(req, res, t.key, renderers[t.kind], [REQUEST_ID_HEADER, requestId])?.catch(fail(req, res));
        return;
      case 'preview':
        answerPrivately(req, res, t.url, renderers[t.format], [REQUEST_ID_HEADER, requestId]).catch(fail(req, res));
        return;
      case 'signal':
        // requestTarget answers 'signal' only when signals are counted.
        signal?.(req, res, t.signal, t.search).catch(fail(req, res));
        return;
      case 'app':
        res.setHeader(REQUEST_ID_HEADER, requestId);
        express(req, res);
        return;
      case 'options':
        res.writeHead(204, [...secured, 'Allow', ALLOWED_METHODS, 'Cache-Control', 'no-store', 'Content-Length', '0']);
        res.end();
        return;
      case 'redirect':
        res.writeHead(301, [...secured, 'Location', t.location, 'Cache-Control', `public, max-age=${config.browserMaxAgeS}`, 'Content-Length', '0']);
        res.end();
        return;
      case 'refuse': {
        const refusal = refusals(t.status, t.lang, t.format);
        res.writeHead(t.status, [
          ...secured,
          'Content-Type', refusal.contentType,
          'Content-Length', String(Buffer.byteLength(refusal.body)),
          'Cache-Control', t.status === 404 ? 'public, max-age=60' : 'no-store',
          ...(t.status === 405 ? ['Allow', ALLOWED_METHODS] : []),
        ]);
        res.end(refusal.body);
        return;
      }
    }
  };
  return Object.assign(listener, { purge });
};
