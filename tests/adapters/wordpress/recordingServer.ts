// A live HTTP server on 127.0.0.1 (an ephemeral port) that records each request
// and answers what the test says, as WordPress would. Tests talk to it over
// real HTTP: no mocked fetch.
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  readonly method: string;
  /** The URL path, e.g. /wp-json/wp/v6/get_post. */
  readonly path: string;
  readonly query: Record<string, string>;
  readonly headers: IncomingHttpHeaders;
  /** The raw request body ('' when none). */
  readonly body: string;
}

/**
 * `body` is sent as JSON, `raw` as text/html; `hang` never answers, and
 * `stall-body` sends the headers then never the body (both are for timeouts).
 */
export type Reply = { status?: number; body?: unknown; raw?: string } | 'hang' | 'stall-body';

export interface RecordingServer {
  /** `http://127.0.0.1:{port}/wp-json/wp` */
  readonly baseUrl: string;
  readonly requests: RecordedRequest[];
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });

export const startRecordingServer = async (reply: (req: RecordedRequest) => Reply): Promise<RecordingServer> => {
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req, res) => {
    void readBody(req).then((body) => {
      const url = new URL(req.url ?? '/', 'http://recording.invalid');
      const recorded = { method: req.method ?? 'GET', path: url.pathname, query: Object.fromEntries(url.searchParams), headers: req.headers, body };
      requests.push(recorded);
      const answer = reply(recorded);
      if (answer === 'hang') return;
      if (answer === 'stall-body') {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.write('[');
        return;
      }
      const status = answer.status ?? 200;
      if (status === 204) {
        res.writeHead(204).end();
        return;
      }
      res.writeHead(status, { 'Content-Type': answer.raw === undefined ? 'application/json' : 'text/html' });
      res.end(answer.raw ?? JSON.stringify(answer.body ?? null));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/wp-json/wp`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        // Hanging requests keep their sockets open: close them, or close() waits forever.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
