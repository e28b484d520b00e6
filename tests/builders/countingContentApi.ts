// A content API that remembers every call it is asked: the embedded demo content
// on a loopback HTTP server, each request under /wp-json/wp kept as its method,
// path and query ('GET /v5/get-popular-posts?lang=en&days=7'), so that a test can
// tell one call asked twice from two different calls. Media requests are no
// content calls and are not kept.
//
//   const api = await startCountingContentApi({ latencyMs: 100 });  // or (call) => ms, a delay of each call's own
//   api.url                  // what CONTENT_API_URL would be
//   api.calls                // every call so far, in order
//   repeatedCalls(api.calls) // { 'GET /v6/get-categories?lang=en': 2 }: those asked more than once
//   api.reset()
//
// `callsPath` (a browser test's server, whose test runs in another process):
// GET answers the calls as a JSON array, DELETE forgets them.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createDemoContentApp } from '../../adapters/demo-content/createDemoContentApp.ts';
import { API_MOUNT } from '../../adapters/wordpress/wordpressPaths.ts';

export interface CountingContentApi {
  /** The content API base, ending in /wp-json/wp. */
  readonly url: string;
  readonly calls: readonly string[];
  reset(): void;
  close(): Promise<void>;
}

export interface CountingContentApiOptions {
  /** Delay before each answer, or each call's own: calls of readers who come at once are then in flight together, as with a real WordPress. */
  readonly latencyMs?: number | ((call: string) => number);
  /** 0 (default): a free one. */
  readonly port?: number;
  /** The secret of the reader signals' write call, as WordPress and the site share it; none: signals are refused. */
  readonly signalsToken?: string;
  /** Where the calls can be read (GET) and forgotten (DELETE) over HTTP. */
  readonly callsPath?: string;
}

/** The calls asked more than once, with how many times. */
export const repeatedCalls = (calls: readonly string[]): Readonly<Record<string, number>> => {
  const counts = new Map<string, number>();
  for (const call of calls) counts.set(call, (counts.get(call) ?? 0) + 1);
  return Object.fromEntries([...counts].filter(([, count]) => count > 1));
};

export const startCountingContentApi = async ({ latencyMs = 0, port = 0, signalsToken, callsPath }: CountingContentApiOptions = {}): Promise<CountingContentApi> => {
  const calls: string[] = [];
  const app = express();
  app.disable('x-powered-by');
  if (callsPath) {
    app.get(callsPath, (_req, res) => void res.set('Cache-Control', 'no-store').json(calls));
    app.delete(callsPath, (_req, res) => {
      calls.length = 0;
      res.status(204).end();
    });
  }
  const delayOf = typeof latencyMs === 'number' ? () => latencyMs : latencyMs;
  app.use((req, _res, next) => {
    if (!req.url.startsWith(`${API_MOUNT}/`)) return next();
    const call = `${req.method} ${req.url.slice(API_MOUNT.length)}`;
    calls.push(call);
    setTimeout(next, delayOf(call));
  });
  app.use(createDemoContentApp({ mediaBase: '', ...(signalsToken ? { signalsToken } : {}) }));
  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${API_MOUNT}`,
    calls,
    reset: () => {
      calls.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
};
