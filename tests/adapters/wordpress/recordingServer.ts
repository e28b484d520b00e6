import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly query: Record<string, string>;
  readonly headers: IncomingHttpHeaders;
}

export type Reply = { status?: number; body?: unknown; raw?: string } | 'hang';

/** A live HTTP server that records what it receives and answers what the test says. */
export const startRecordingServer = async (reply: (req: RecordedRequest) => Reply) => {
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const recorded = { method: req.method ?? 'GET', path: url.pathname, query: Object.fromEntries(url.searchParams), headers: req.headers };
    requests.push(recorded);
    const answer = reply(recorded);
    if (answer === 'hang') return; // never answers: the client's timeout must fire
    res.writeHead(answer.status ?? 200, { 'Content-Type': answer.raw === undefined ? 'application/json' : 'text/html' });
    res.end(answer.raw ?? JSON.stringify(answer.body ?? null));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl: `${origin}/wp-json/wp`,
    requests,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
};
