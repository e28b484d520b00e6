// Serves a request listener (the site, or any Express app) on a free loopback port for a test, and closes it after.
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ServedApp {
  readonly base: string;
  close(): Promise<void>;
}

export const serveApp = async (app: RequestListener): Promise<ServedApp> => {
  const server = await new Promise<Server>((resolve) => {
    const s = createServer(app).listen(0, '127.0.0.1', () => resolve(s));
  });
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
};
