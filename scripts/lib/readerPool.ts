// Readers on a keep-alive pool of loopback connections, for the soaks: each GET
// resolves with its status once the whole (brotli) body has arrived.
import { Agent, get } from 'node:http';

export interface ReaderPool {
  ask(path: string): Promise<number>;
  close(): void;
}

export const readerPool = (origin: string, connections: number): ReaderPool => {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  return {
    ask: (path) =>
      new Promise((resolve, reject) => {
        const req = get(`${origin}${path}`, { agent, headers: { 'accept-encoding': 'br' }, timeout: 15_000 }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
          res.on('error', reject);
        });
        req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
        req.on('error', reject);
      }),
    close: () => agent.destroy(),
  };
};
