// The site as production composes it with reader signals counted, delivering to the
// demo content API over loopback HTTP through a proxy that counts (and can refuse)
// the calls that reach it: what the beacons' and the tally's tests run against.
import { createServer, request } from 'node:http';
import { startDemoContentServer } from '../../adapters/demo-content/startDemoContentServer.ts';
import { createDemoSignals } from '../../adapters/demo-content/demoSignals.ts';
import { demoDataset } from '../../adapters/demo-content/dataset/buildDataset.ts';
import { loadConfig } from '../../server/config.ts';
import { createApp, createServerContainer, resolveScreenDeps, resolveSignals } from '../../server/container.ts';
import { serveApp } from '../builders/serveApp.ts';

export const SIGNALS_TOKEN = 'signals-test-token-0123456789';
export const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/**
 * `env`: more of the process environment; `withToken`: whether signals are counted (a secret shared with the
 * content API); `demo`: the content API to read, when two sites share one (two instances of one newsroom).
 */
export const startSignalSite = async (env: Record<string, string> = {}, withToken = true, shared?: { readonly url: string; readonly signals: ReturnType<typeof createDemoSignals> }) => {
  const dataset = demoDataset({ mediaBase: '' });
  const signals = shared?.signals ?? createDemoSignals({ token: SIGNALS_TOKEN, dataset });
  const demo = shared ? undefined : await startDemoContentServer({ port: 0, mediaBase: '', signals });
  const demoUrl = shared?.url ?? demo!.url;
  // Between Newsdesk and the content API: which calls reach it, and an outage when `down`.
  const upstream = { paths: [] as string[], down: false };
  const proxy = createServer((req, res) => {
    upstream.paths.push(req.url ?? '/');
    if (upstream.down) {
      res.writeHead(503, { 'Content-Type': 'application/json' }).end('{"code":"down"}');
      return;
    }
    const target = new URL(req.url ?? '/', demoUrl.replace(/\/wp-json\/wp$/, ''));
    req.pipe(request(target, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    }));
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const proxyUrl = `http://127.0.0.1:${(proxy.address() as { port: number }).port}${new URL(demoUrl).pathname}`;
  const config = loadConfig({ SITE_ORIGIN: 'https://news.example', LOG_LEVEL: process.env.DEBUG_LOG ?? 'ERROR', TRUSTED_PROXY_HOPS: '1', ...env });
  const container = createServerContainer({ config, contentApiUrl: proxyUrl, ...(withToken ? { signalsToken: SIGNALS_TOKEN } : {}) });
  const wired = resolveSignals(container);
  const app = createApp({ config, ports: resolveScreenDeps(container, config), clientDir: '/nonexistent', clientAssets: { css: [], js: [] }, ...(wired ? { signals: wired.port } : {}) });
  const { base, close } = await serveApp(app);
  return {
    dataset,
    signals,
    /** The content API this site reads, for a second site of the same newsroom. */
    contentApi: { url: demoUrl, signals },
    base,
    upstream,
    upstreamCalls: () => upstream.paths.length,
    /** Sends what was counted to the content API now, as the flush interval would. */
    deliver: async () => wired?.courier.flush(),
    send: (path: string, headers: Record<string, string> = {}, method = 'POST') =>
      fetch(`${base}${path}`, { method, headers: { 'User-Agent': CHROME, 'X-Forwarded-For': '203.0.113.1', ...headers } }),
    close: async () => {
      await close();
      await wired?.recorder.close();
      await new Promise((resolve) => proxy.close(resolve));
      await demo?.close();
    },
  };
};

export type SignalSite = Awaited<ReturnType<typeof startSignalSite>>;
