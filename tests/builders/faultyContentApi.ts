// A live fake content API for fault tests: the embedded demo content
// (adapters/demo-content) on a real HTTP server on 127.0.0.1, which a test can
// switch at any moment into a way of failing. Point the real WordPress adapter,
// or the whole site (CONTENT_API_URL), at `api.url`.
//
//   const api = await startFaultyContentApi();     // mode 'ok', on a free port (options: mode, now, mediaBase)
//   api.url                                        // http://127.0.0.1:{port}/wp-json/wp
//   await api.setMode('hang');                     // every later request hangs
//   await api.setMode('slow', { delayMs: 300 });
//   await api.setMode('huge', { transfer: 'chunked' });
//   await api.setMode('ok');                       // back to good answers (also after 'refuse')
//   api.requestCount('/v6/get_post')               // requests received on that path; no argument: all paths
//   api.requestsByPath()                           // { '/v6/get_post': 3, ... }
//   api.hugeAnswers                                // each 'huge' answer: bytes sent, completed or cut off
//   api.resetCounts()                              // forgets the counts and huge answers
//   await api.close();                             // closes every socket, hanging ones too
//
// Modes (what every request gets while the mode is on):
//   ok            the demo content, as WordPress would answer it
//   fail          HTTP 500 with a WordPress error body {code, message, data: {status: 500}}
//   hang          the request is read, then never answered
//   reset         the socket is reset (TCP RST) as soon as the request arrives: ECONNRESET
//   refuse        the server stops listening and drops its connections: ECONNREFUSED;
//                 the next mode listens on the same port again
//   slow          the demo content after `delayMs` (default 500 ms)
//   garbage-json  HTTP 200, Content-Type application/json, a body cut off mid-JSON
//   wrong-shape   HTTP 200, valid JSON that is no answer of the contract (a bare string)
//   huge          HTTP 200, a valid JSON body of `hugeBytes` (default ~10 MiB), sent in
//                 64 KiB chunks at the pace the client reads (at most one a millisecond),
//                 with a Content-Length
//                 (`transfer: 'content-length'`, default) or chunked (`'chunked'`)
//   html          HTTP 200, an HTML maintenance page (text/html)
//
// Paths are counted relative to `url` (e.g. '/v6/get_post'); requests outside the
// API (media) count under their full path. A refused connection never arrives, so
// it is not counted. Only the mode applies: query params are not checked.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import express from 'express';
import { createDemoContentApp } from '../../adapters/demo-content/createDemoContentApp.ts';
import { API_MOUNT } from '../../adapters/wordpress/wordpressPaths.ts';
import { wpError } from '../../adapters/demo-content/wpErrors.ts';

const FAULT_MODES = ['ok', 'fail', 'hang', 'reset', 'refuse', 'slow', 'garbage-json', 'wrong-shape', 'huge', 'html'] as const;
export type FaultMode = (typeof FAULT_MODES)[number];

export interface FaultOptions {
  /** 'slow': how long before the answer. Default 500 ms. */
  readonly delayMs?: number;
  /** 'huge': a declared Content-Length (default) or chunked transfer. */
  readonly transfer?: 'content-length' | 'chunked';
  /** 'huge': the body's size, rounded up to whole 64 KiB chunks. Default 10 MiB. */
  readonly hugeBytes?: number;
}

interface HugeAnswer {
  readonly path: string;
  readonly transfer: 'content-length' | 'chunked';
  readonly totalBytes: number;
  /** Body bytes handed to the socket so far. */
  readonly sentBytes: number;
  /** True once the whole body went out; false while sending or when the client hung up first. */
  readonly completed: boolean;
  /** Resolves when the answer is over, sent whole or cut off. */
  readonly settled: Promise<void>;
}

export interface FaultyContentApi {
  /** The content API base, ending in /wp-json/wp: what CONTENT_API_URL would be. */
  readonly url: string;
  /** e.g. http://127.0.0.1:41234 */
  readonly origin: string;
  readonly mode: FaultMode;
  /** Applies to every request from now on; resolves once the server listens again or has stopped ('refuse'). */
  setMode(mode: FaultMode, options?: FaultOptions): Promise<void>;
  requestCount(path?: string): number;
  requestsByPath(): Readonly<Record<string, number>>;
  readonly hugeAnswers: readonly HugeAnswer[];
  resetCounts(): void;
  close(): Promise<void>;
}

export interface StartFaultyContentApiOptions {
  readonly mode?: FaultMode;
  readonly options?: FaultOptions;
  /** When the newest demo post is published (see createDemoContentApp). */
  readonly now?: Date;
  /**
   * Prefix of media URLs in the answers: this server's origin (default), as a
   * standalone WordPress would give. '' makes them root-relative, which adapter
   * tests can afford: the demo dataset is then built once per process, not once
   * per server (~100 ms each).
   */
  readonly mediaBase?: string;
}

const CHUNK = Buffer.from('0,'.repeat(32 * 1024));
const DEFAULT_HUGE_BYTES = 10 * 1024 * 1024;
const GARBAGE_JSON = '{"current_page":1,"posts":[{"id":1,"title":"Cut off in the middle';
const WRONG_SHAPE = JSON.stringify('this is JSON, but not the shape of any answer');
const MAINTENANCE_PAGE = '<!doctype html><html><head><title>Briefly unavailable</title></head><body><h1>Briefly unavailable for scheduled maintenance. Check back in a minute.</h1></body></html>';
const FAILURE = wpError(500, 'internal_server_error', 'There has been a critical error on this website.');

const send = (res: ServerResponse, status: number, type: string, body: string): void => {
  res.writeHead(status, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(body) }).end(body);
};

/**
 * Resolves once the socket takes more, and a millisecond later: paced at about
 * 64 MB/s, what the client reads shows in `sentBytes` instead of piling up in
 * the kernel's socket buffers. Never resolves after the client hung up (the
 * loop below then stops waiting; the unref'd timer holds nothing open).
 */
const writeChunk = (res: ServerResponse, chunk: Buffer): Promise<void> =>
  new Promise((resolve) => {
    const pause = () => setTimeout(resolve, 1).unref();
    if (res.write(chunk)) pause();
    else res.once('drain', pause);
  });

type HugeProgress = { -readonly [K in keyof HugeAnswer]: HugeAnswer[K] };

/** `[0,0,…,0]` in 64 KiB chunks, each once the socket takes it, until done or the client hangs up. */
const sendHuge = async (res: ServerResponse, answer: HugeProgress, chunks: number): Promise<void> => {
  res.writeHead(200, { 'Content-Type': 'application/json', ...(answer.transfer === 'chunked' ? {} : { 'Content-Length': answer.totalBytes }) });
  res.write('[');
  for (let i = 0; i < chunks && !res.destroyed; i++) {
    await writeChunk(res, CHUNK);
    answer.sentBytes += CHUNK.length;
  }
  if (!res.destroyed) res.end('0]', () => (answer.completed = true));
};

export const startFaultyContentApi = async ({ mode: initialMode = 'ok', options: initialOptions = {}, now, mediaBase }: StartFaultyContentApiOptions = {}): Promise<FaultyContentApi> => {
  let mode: FaultMode = initialMode;
  let options: FaultOptions = initialOptions;
  const counts = new Map<string, number>();
  const hugeAnswers: HugeAnswer[] = [];
  const sockets = new Set<Socket>();
  const demo = express();
  demo.disable('x-powered-by');

  const count = (req: IncomingMessage): string => {
    const { pathname } = new URL(req.url ?? '/', 'http://fake.invalid');
    const path = pathname.startsWith(`${API_MOUNT}/`) ? pathname.slice(API_MOUNT.length) : pathname;
    counts.set(path, (counts.get(path) ?? 0) + 1);
    return path;
  };

  /** The timer goes with the connection: a closed socket (or close()) clears it. */
  const answerLater = (req: IncomingMessage, res: ServerResponse): void => {
    const timer = setTimeout(() => demo(req, res), options.delayMs ?? 500);
    res.once('close', () => clearTimeout(timer));
  };

  const answerHuge = (path: string, res: ServerResponse): void => {
    const chunks = Math.ceil((options.hugeBytes ?? DEFAULT_HUGE_BYTES) / CHUNK.length);
    const answer: HugeProgress = {
      path,
      transfer: options.transfer ?? 'content-length',
      totalBytes: 1 + chunks * CHUNK.length + 2,
      sentBytes: 0,
      completed: false,
      settled: new Promise<void>((resolve) => res.once('close', () => resolve())),
    };
    hugeAnswers.push(answer);
    void sendHuge(res, answer, chunks);
  };

  const server = createServer((req, res) => {
    const path = count(req);
    switch (mode) {
      case 'ok':
        return demo(req, res);
      case 'slow':
        return answerLater(req, res);
      case 'fail':
        return send(res, FAILURE.status, 'application/json', JSON.stringify(FAILURE.body));
      case 'hang':
        return undefined;
      case 'reset':
      case 'refuse':
        return req.socket.resetAndDestroy();
      case 'garbage-json':
        return send(res, 200, 'application/json', GARBAGE_JSON);
      case 'wrong-shape':
        return send(res, 200, 'application/json', WRONG_SHAPE);
      case 'huge':
        return answerHuge(path, res);
      case 'html':
        return send(res, 200, 'text/html; charset=utf-8', MAINTENANCE_PAGE);
    }
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const dropConnections = () => {
    for (const socket of sockets) socket.destroy();
  };
  /** Stops listening; the callback waits for every connection, so they are destroyed first. */
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      dropConnections();
    });

  await listen(0);
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  demo.use(createDemoContentApp({ ...(now ? { now } : {}), mediaBase: mediaBase ?? origin }));
  if (mode === 'refuse') await stop();

  return {
    url: `${origin}${API_MOUNT}`,
    origin,
    get mode() {
      return mode;
    },
    setMode: async (next, nextOptions = {}) => {
      mode = next;
      options = nextOptions;
      if (next === 'refuse') await stop();
      else if (!server.listening) await listen(port);
    },
    requestCount: (path) => (path === undefined ? [...counts.values()].reduce((a, b) => a + b, 0) : (counts.get(path) ?? 0)),
    requestsByPath: () => Object.fromEntries(counts),
    hugeAnswers,
    resetCounts: () => {
      counts.clear();
      hugeAnswers.length = 0;
    },
    close: async () => {
      dropConnections();
      await stop();
    },
  };
};
