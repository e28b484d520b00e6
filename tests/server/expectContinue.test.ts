import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../builders/serverProcess.ts';

// `Expect: 100-continue` on the real server process: a GET is answered as any
// other, never with a 100, pipelined or not; the purge's POST gets its 100 when it
// is the answer being written, and pipelined answers come back whole and in order.
const PURGE_TOKEN = 'expect-continue-purge-token-0123';

interface Answer {
  readonly statusLine: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/** Every answer a connection carried, parsed in sequence by their Content-Length (what a client does). */
const parseAnswers = (text: string): Answer[] => {
  const answers: Answer[] = [];
  for (let at = 0; at < text.length; ) {
    const headEnd = text.indexOf('\r\n\r\n', at);
    if (headEnd === -1) throw new Error(`a truncated answer at byte ${at}: ${JSON.stringify(text.slice(at, at + 80))}`);
    const [statusLine = '', ...lines] = text.slice(at, headEnd).split('\r\n');
    if (!/^HTTP\/1\.1 \d{3} /.test(statusLine)) throw new Error(`not a status line at byte ${at}: ${JSON.stringify(statusLine.slice(0, 80))}`);
    const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
    const length = Number(headers['content-length'] ?? 0);
    answers.push({ statusLine, headers, body: text.slice(headEnd + 4, headEnd + 4 + length) });
    at = headEnd + 4 + length;
  }
  return answers;
};

/** Writes `requests` at once on one connection and reads until the server closes it. */
const pipelined = (origin: string, requests: readonly string[]): Promise<string> =>
  new Promise((resolve, reject) => {
    const { hostname, port } = new URL(origin);
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no end within 10 s: ${Buffer.concat(chunks).toString('latin1').slice(0, 200)}`));
    }, 10_000);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString('latin1'));
    });
    socket.write(requests.join(''));
  });

const get = (path: string, headers: readonly string[] = []) => [`GET ${path} HTTP/1.1`, 'Host: news.example', ...headers, '', ''].join('\r\n');

/** Resolves with what arrived once `pattern` shows in it. */
const until = (socket: Socket, pattern: RegExp, seen: { text: string }): Promise<string> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${pattern} within 5 s: ${seen.text.slice(0, 200)}`)), 5_000);
    const check = (): void => {
      if (pattern.test(seen.text)) {
        clearTimeout(timer);
        socket.off('data', check);
        resolve(seen.text);
      }
    };
    socket.on('data', check);
    check();
  });

describe('Expect: 100-continue', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServerProcess({ LOG_LEVEL: 'ERROR', PURGE_TOKEN });
  }, 40_000);
  afterAll(() => server.kill());

  it('answers a GET that expects a 100 as any other, with no 100, when it waits behind another answer', async () => {
    const text = await pipelined(server.base, [get('/it'), get('/en', ['Expect: 100-continue']), get('/fr', ['Connection: close'])]);
    expect(text).not.toContain('100 Continue');
    const answers = parseAnswers(text);
    expect(answers.map((a) => a.statusLine)).toEqual(['HTTP/1.1 200 OK', 'HTTP/1.1 200 OK', 'HTTP/1.1 200 OK']);
    expect(answers.map((a) => /<html lang="([\w-]+)"/.exec(a.body)?.[1])).toEqual(['it-IT', 'en-US', 'fr-FR']);
  });

  it('answers a HEAD and a GET that expect a 100 first in line without one', async () => {
    const text = await pipelined(server.base, [['HEAD /de HTTP/1.1', 'Host: news.example', 'Expect: 100-continue', '', ''].join('\r\n'), get('/es', ['Expect: 100-continue', 'Connection: close'])]);
    expect(text).not.toContain('100 Continue');
    expect(text.match(/^HTTP\/1\.1 200 OK/gm)).toHaveLength(2);
  });

  it("sends the purge's 100 before reading its body, then its answer", async () => {
    const { hostname, port } = new URL(server.base);
    const socket = connect(Number(port), hostname);
    const seen = { text: '' };
    socket.on('data', (chunk: Buffer) => (seen.text += chunk.toString('latin1')));
    const body = JSON.stringify({ paths: ['/it/nothing-here'] });
    socket.write(['POST /_purge HTTP/1.1', 'Host: news.example', `Authorization: Bearer ${PURGE_TOKEN}`, 'Content-Type: application/json', `Content-Length: ${body.length}`, 'Expect: 100-continue', 'Connection: close', '', ''].join('\r\n'));
    expect(await until(socket, /\r\n\r\n/, seen)).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\n$/);
    socket.write(body);
    const all = await until(socket, /HTTP\/1\.1 200 OK[\s\S]*\r\n\r\n[\s\S]*purged/, seen);
    socket.destroy();
    expect(all.indexOf('100 Continue')).toBeLessThan(all.indexOf('200 OK'));
  });

  it('answers a pipelined purge that expects a 100 in order, after the answer before it', async () => {
    const body = JSON.stringify({ paths: ['/it/nothing-here'] });
    const post = ['POST /_purge HTTP/1.1', 'Host: news.example', `Authorization: Bearer ${PURGE_TOKEN}`, 'Content-Type: application/json', `Content-Length: ${body.length}`, 'Expect: 100-continue', 'Connection: close', '', body].join('\r\n');
    const answers = parseAnswers((await pipelined(server.base, [get('/pt'), post])).replace(/^HTTP\/1\.1 100 Continue\r\n\r\n/gm, ''));
    expect(answers.map((a) => a.statusLine)).toEqual(['HTTP/1.1 200 OK', 'HTTP/1.1 200 OK']);
    expect(answers[1]!.body).toContain('"purged"');
  });

  it('refuses an expectation it does not know with 417', async () => {
    const text = await pipelined(server.base, [get('/it', ['Expect: something-else', 'Connection: close'])]);
    expect(text).toMatch(/^HTTP\/1\.1 417 /);
  });
});
