// The demo content on its own HTTP server: what `npm run demo-content` runs, what
// the site starts on a loopback port when CONTENT_API_URL is unset, and what
// other modules' tests read. Port 0 picks a free port.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createDemoContentApp, type DemoContentOptions } from './createDemoContentApp.ts';
import { API_MOUNT } from '../wordpress/wordpressPaths.ts';

export interface StartDemoContentServerOptions extends DemoContentOptions {
  readonly port: number;
  readonly host?: string;
}

export interface DemoContentServer {
  /** The content API base, e.g. http://127.0.0.1:3100/wp-json/wp */
  readonly url: string;
  /** e.g. http://127.0.0.1:3100 */
  readonly origin: string;
  close(): Promise<void>;
}

const hostInUrl = (host: string): string => (host.includes(':') ? `[${host}]` : host);

export const startDemoContentServer = async ({
  port,
  host = '127.0.0.1',
  ...options
}: StartDemoContentServerOptions): Promise<DemoContentServer> => {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port: boundPort } = server.address() as AddressInfo;
  const origin = `http://${hostInUrl(host)}:${boundPort}`;
  // The app is built once the port is known: standalone, media URLs are absolute on this origin.
  const app = express();
  app.disable('x-powered-by');
  app.use(createDemoContentApp({ ...options, mediaBase: options.mediaBase ?? origin }));
  server.on('request', app);
  return {
    url: `${origin}${API_MOUNT}`,
    origin,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive sockets from fetch would otherwise hold close() open.
        server.closeAllConnections();
      }),
  };
};
