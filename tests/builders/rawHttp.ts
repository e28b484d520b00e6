// Requests written byte for byte on a socket: what a browser's fetch() would
// normalize away (backslashes, absolute-form request lines, bad percent-encoding,
// odd methods) reaches the server as an attacker or a broken client sends it.
import { connect } from 'node:net';

export interface RawAnswer {
  readonly status: number;
  /** Header names lower-cased. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/** A chunked body's data (latin1 text in, latin1 text out). */
const unchunk = (raw: string): string => {
  let body = '';
  for (let at = 0; at < raw.length; ) {
    const end = raw.indexOf('\r\n', at);
    const size = parseInt(raw.slice(at, end), 16);
    if (!(size > 0)) break;
    body += raw.slice(end + 2, end + 2 + size);
    at = end + 2 + size + 2;
  }
  return body;
};

/** One request on its own connection (`Connection: close`); rejects after `timeoutMs` without an answer. */
export const rawRequest = (origin: string, method: string, target: string, timeoutMs = 5000, extraHeaders: readonly string[] = []): Promise<RawAnswer> => {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms to ${method} ${target}`));
    }, timeoutMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('latin1');
      const head = text.slice(0, text.indexOf('\r\n\r\n'));
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const headers = Object.fromEntries(headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      const raw = text.slice(head.length + 4);
      const body = headers['transfer-encoding'] === 'chunked' ? unchunk(raw) : raw;
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: Buffer.from(body, 'latin1').toString('utf8') });
    });
    socket.write([`${method} ${target} HTTP/1.1`, `Host: ${hostname}:${port}`, 'Connection: close', ...extraHeaders, '', ''].join('\r\n'));
  });
};
