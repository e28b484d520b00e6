import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequestLog } from '../../../server/observability/requestLog.ts';

// The request log of a real server: each request logged as the server does it
// (server/startServer.ts), before it is answered, its lines caught as written.
const lines: string[] = [];
let server: Server;
let port: number;

beforeAll(async () => {
  const log = createRequestLog(pino({ level: 'info' }, { write: (line: string) => void lines.push(line) }));
  if (!log) throw new Error('INFO is enabled: the request log should exist');
  server = createServer((req, res) => {
    log(req, res);
    res.writeHead(204).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends one request for `path` (origin or absolute form) and resolves with the log lines it wrote. */
const logged = async (method: string, path: string): Promise<string[]> => {
  const id = `log-${lines.length}-${Math.random().toString(36).slice(2)}`;
  await new Promise<void>((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, method, path, headers: { 'X-Request-Id': id } }, (res) => {
      res.resume();
      res.on('end', resolve);
    });
    sent.on('error', reject);
    sent.end();
  });
  // pino-http writes its line when the answer is finished: a turn later at most.
  await new Promise((resolve) => setTimeout(resolve, 20));
  return lines.filter((line) => line.includes(id));
};

describe('the request log', () => {
  it('logs a search beacon by its path alone: the term searched is never written', async () => {
    const [line, ...more] = await logged('POST', '/_signal/search?lang=en&q=secret%20term');
    expect(more).toEqual([]);
    expect(JSON.parse(line!)).toMatchObject({ req: { method: 'POST', path: '/_signal/search' }, res: { status: 204 } });
    expect(line).not.toMatch(/secret|term|lang=en/i);
  });

  it('logs no query of any beacon, a read or a vote, nor of one sent in the absolute form', async () => {
    const read = await logged('POST', '/_signal/read?lang=en&post=6048');
    expect(JSON.parse(read[0]!).req.path).toBe('/_signal/read');
    const vote = await logged('POST', '/_signal/vote?lang=en&post=6048&slug=a-slug&value=4');
    expect(JSON.parse(vote[0]!).req.path).toBe('/_signal/vote');
    const absolute = await logged('POST', `http://127.0.0.1:${port}/_signal/search?lang=en&q=secret%20term`);
    expect(absolute).toHaveLength(1);
    expect(absolute[0]).not.toMatch(/secret/i);
    const fragment = await logged('POST', '/_signal/search#q=secret');
    expect(JSON.parse(fragment[0]!).req.path).toBe('/_signal/search');
  });

  it('still logs the query of every other request: it is what was asked', async () => {
    const [line] = await logged('GET', '/en/search?q=open%20data');
    expect(JSON.parse(line!).req.path).toBe('/en/search?q=open%20data');
  });
});
