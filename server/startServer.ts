// The server proper: decode the configuration, bring up the content source and
// the caches, listen; on SIGTERM or SIGINT drain and stop (lifecycle/gracefulShutdown.ts).
// Every adapter it uses comes from the composition root (container.ts).
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { ConfigError, loadConfig } from './config.ts';
import { createApp, createProcessLog, createServerContainer, resolveMediaOrigins, resolveScreenDeps, resolveSignals, resolveStores, resolveUpstream, startContentSource } from './container.ts';
import { createLifecycle } from './lifecycle/gracefulShutdown.ts';
import { createMetrics, startMetricsServer } from './observability/metrics.ts';
import { createRequestLog } from './observability/requestLog.ts';
import { routeConsoleToLogger } from './observability/consoleToLogger.ts';
import { answerExpectContinue } from './http/expectContinue.ts';
import { requestFields } from './observability/requestContext.ts';

/** The process cannot run: one plain line on stderr for whoever started it (console is the log's once it runs). */
const fail = (message: string): never => {
  process.stderr.write(`newsdesk: ${message}\n`);
  process.exit(1);
};

/** An error as log fields: its message and its stack, in the JSON line rather than raw on stderr. */
const errorFields = (error: unknown): Record<string, unknown> =>
  error instanceof Error ? { message: error.message, ...(error.stack ? { stack: error.stack } : {}) } : { message: String(error) };

const readConfig = () => {
  try {
    return loadConfig(process.env);
  } catch (error) {
    return fail(error instanceof ConfigError ? error.message : String(error));
  }
};

const closeServer = (server: Server | undefined): Promise<void> => new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));

const main = async (): Promise<void> => {
  const config = readConfig();
  // Every line names the request it was written for, when there is one.
  const { pino, logger } = createProcessLog(config.logLevel, requestFields);
  // Nothing bypasses the log: what libraries print goes there as JSON, and so do
  // errors nobody caught (then the process stops, as Node would, for a supervisor to restart it).
  routeConsoleToLogger(logger);
  process.on('uncaughtException', (error) => {
    logger.error('uncaught exception', errorFields(error));
    process.exit(1);
  });
  process.on('unhandledRejection', (reason) => {
    logger.error('unhandled rejection', errorFields(reason));
    process.exit(1);
  });
  const metrics = createMetrics();
  // CONTENT_API_URL, or the embedded demo content (server/container.ts).
  const content = await startContentSource(config);
  // Reader signals go to WordPress with a secret it shares: SIGNALS_TOKEN, else PURGE_TOKEN (the embedded demo makes its own).
  const signalsToken = config.signalsToken ?? config.purgeToken ?? content.signalsToken;
  const container = createServerContainer({
    config,
    contentApiUrl: content.url,
    pino,
    observeContentCache: (event) => metrics.cache('content', event),
    observeSignalDelivery: metrics.signalDelivery,
    ...(signalsToken ? { signalsToken } : {}),
  });
  const signals = resolveSignals(container);
  if (!signals) logger.warn('reader signals are not counted: set SIGNALS_TOKEN (or PURGE_TOKEN) to the secret WordPress shares (NEWSDESK_SIGNALS_TOKEN or NEWSDESK_PURGE_TOKEN)');
  const courier = signals?.courier;
  metrics.signalsWaiting(() => courier?.waiting() ?? 0);
  const stores = resolveStores(container);
  metrics.cacheBytes('page', () => stores.pages.size());
  metrics.cacheBytes('content', () => stores.content.size());
  const upstream = resolveUpstream(container);
  // Each call to WordPress: counted and timed for Prometheus, and a DEBUG line for whoever reads logs.
  upstream.onCall(({ call, path, outcome, durationMs }) => {
    metrics.upstream(call, outcome, durationMs / 1000);
    metrics.breaker(upstream.breakerState());
    logger.debug('content API call', { call, path, outcome, durationMs });
  });
  // Where the media are, asked before the first page (within CONTENT_TIMEOUT_MS; WordPress down: the configured
  // origins until it answers), then every few minutes (docs/decisions/0032-media-origins-from-wordpress.md).
  const mediaOrigins = resolveMediaOrigins(container);
  await mediaOrigins.start();
  const requestLog = createRequestLog(pino);
  // dist/server/main.js finds the client build beside it; server/main.ts (tsx) under dist/.
  const here = dirname(fileURLToPath(import.meta.url));
  const clientDir = [join(here, '..', 'client'), join(here, '..', 'dist', 'client')].find((dir) => existsSync(join(dir, '.vite', 'manifest.json'))) ?? join(here, '..', 'client');

  let metricsServer: Server | undefined;
  // The listener needs the lifecycle, which needs the server: the server is made first.
  const server = createServer();
  const lifecycle = createLifecycle({
    server,
    timeoutMs: config.shutdownTimeoutMs,
    logger,
    release: async () => {
      // What readers did since the last delivery goes to WordPress before the content source closes.
      courier?.stop();
      mediaOrigins.stop();
      await courier?.flush();
      await Promise.allSettled([closeServer(metricsServer), stores.content.close(), stores.pages.close(), content.close(), signals?.recorder.close()]);
    },
  });
  const app = createApp({
    config,
    ports: resolveScreenDeps(container, config, content.newsroom),
    clientDir,
    pageStore: stores.pages,
    contentStore: stores.content,
    // Counting costs each request a little: only when there is someone to read the counts.
    ...(config.metricsPort !== undefined ? { metrics } : {}),
    readiness: { draining: lifecycle.draining, upstreamOpen: () => upstream.breakerState() === 'open', cachesWarm: () => (stores.pages.size() ?? 1) > 0 },
    beforeEach: requestLog
      ? (req, res) => {
          lifecycle.track(req, res);
          requestLog(req, res);
        }
      : lifecycle.track,
    ...(content.mount ? { mount: content.mount } : {}),
    ...(signals ? { signals: signals.port } : {}),
    mediaOrigins: mediaOrigins.current,
  });
  courier?.start();
  server.on('request', app);
  answerExpectContinue(server);
  server.on('error', (error) => fail(`cannot listen on ${config.host}:${config.port}: ${error.message}`));
  if (config.metricsPort !== undefined) metricsServer = await startMetricsServer(metrics, config.metricsPort, config.host);
  server.listen(config.port, config.host, () => {
    const source = content.description;
    const { port } = server.address() as AddressInfo;
    process.stdout.write(`newsdesk: listening on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port} (content: ${source}, ${config.appEnv}${config.redisUrl ? ', caches in Redis' : ''})\n`);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (lifecycle.draining()) {
      // A second signal: the operator means it.
      logger.warn('second signal: stopping now', { signal });
      process.exit(0);
    }
    void lifecycle.shutdown(signal).then(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
};

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
