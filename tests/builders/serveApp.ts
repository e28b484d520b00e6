// Serves an Express app on a free loopback port for a test, and closes it after.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';

export interface ServedApp {
  readonly base: string;
  close(): Promise<void>;
}

export const serveApp = async (app: Express): Promise<ServedApp> => {
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
