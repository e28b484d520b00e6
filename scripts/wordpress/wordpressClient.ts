// The client half of a local WordPress: PHP run in WordPress's context, its REST
// API with the admin's application password, its debug log. Built from plain
// data (LocalWordpressInfo), so a test worker that did not start the servers
// reconnects to them with connectLocalWordpress.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, openSync, readFileSync, readSync, closeSync, statSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { phpString } from './phpSource.ts';
import { lastLines, runCommand } from './runCommand.ts';

interface WordpressLogin {
  readonly user: string;
  readonly password: string;
}

/** Everything a client needs, as JSON: what vitest's provide/inject carries. */
export interface LocalWordpressInfo {
  /** http://127.0.0.1:PORT */
  readonly origin: string;
  readonly dataDir: string;
  /** The WordPress files (wp-load.php, wp-content/...). */
  readonly wordpressDir: string;
  readonly debugLogPath: string;
  readonly php: string;
  readonly login: WordpressLogin;
  readonly applicationPassword: string;
  readonly databasePort: number;
}

interface RestAnswer<T = unknown> {
  readonly status: number;
  /** The parsed JSON, or the text when the body is not JSON. */
  readonly body: T;
  readonly headers: Readonly<Record<string, string>>;
}

export interface LocalWordpressClient {
  readonly info: LocalWordpressInfo;
  readonly origin: string;
  /** origin + /wp-json/wp: Newsdesk's CONTENT_API_URL. */
  readonly apiBase: string;
  readonly adminUrl: string;
  readonly login: WordpressLogin;
  /**
   * Runs PHP after wp-load.php (no `<?php` tag: the code only) and resolves with
   * what it printed, e.g. `echo wp_json_encode( get_option( 'home' ) );`.
   * Rejects on a non-zero exit with its output and what it added to the debug log.
   */
  php(code: string, options?: { readonly timeoutMs?: number }): Promise<string>;
  /** The REST API as the admin: `path` under /wp-json, e.g. `/wp/v2/posts?per_page=1`. JSON in and out. */
  rest<T = unknown>(method: string, path: string, body?: unknown): Promise<RestAnswer<T>>;
  /** The debug log's whole text ('' before anything was logged). */
  debugLog(): string;
}

const PHP_TIMEOUT_MS = 300_000;
const REST_TIMEOUT_MS = 60_000;

const fileSize = (path: string): number => (existsSync(path) ? statSync(path).size : 0);

/** What a file gained past an offset: the debug log lines of one PHP run. */
const readFrom = (path: string, offset: number): string => {
  const size = fileSize(path);
  if (size <= offset) return '';
  const buffer = Buffer.alloc(size - offset);
  const fd = openSync(path, 'r');
  try {
    readSync(fd, buffer, 0, buffer.length, offset);
  } finally {
    closeSync(fd);
  }
  return buffer.toString('utf8');
};

/** Runs a PHP source file of ours (not only code after wp-load): the install script needs WP_INSTALLING first. */
export const runPhpSource = async (info: Pick<LocalWordpressInfo, 'dataDir' | 'wordpressDir' | 'debugLogPath' | 'php'>, source: string, timeoutMs = PHP_TIMEOUT_MS): Promise<string> => {
  const dir = join(info.dataDir, 'tmp');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `php-${randomUUID()}.php`);
  writeFileSync(file, source);
  const logOffset = fileSize(info.debugLogPath);
  try {
    return (await runCommand(info.php, [file], { cwd: info.wordpressDir, timeoutMs })).stdout;
  } catch (error) {
    const logged = lastLines(readFrom(info.debugLogPath, logOffset));
    throw new Error(`${(error as Error).message}${logged ? `\ndebug.log:\n${logged}` : ''}`, { cause: error });
  } finally {
    rmSync(file, { force: true });
  }
};

const parseBody = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

export const connectLocalWordpress = (info: LocalWordpressInfo): LocalWordpressClient => {
  const wpLoad = join(info.wordpressDir, 'wp-load.php');
  const authorization = `Basic ${Buffer.from(`${info.login.user}:${info.applicationPassword}`).toString('base64')}`;
  return {
    info,
    origin: info.origin,
    apiBase: `${info.origin}/wp-json/wp`,
    adminUrl: `${info.origin}/wp-admin/`,
    login: info.login,
    php: (code, options = {}) => runPhpSource(info, `<?php\nrequire ${phpString(wpLoad)};\n${code}\n`, options.timeoutMs),
    rest: async <T>(method: string, path: string, body?: unknown): Promise<RestAnswer<T>> => {
      const url = `${info.origin}${path.startsWith('/wp-json/') ? '' : '/wp-json'}${path}`;
      const response = await fetch(url, {
        method,
        headers: { Authorization: authorization, Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(REST_TIMEOUT_MS),
      });
      return { status: response.status, body: parseBody(await response.text()) as T, headers: Object.fromEntries(response.headers) };
    },
    debugLog: () => (existsSync(info.debugLogPath) ? readFileSync(info.debugLogPath, 'utf8') : ''),
  };
};
