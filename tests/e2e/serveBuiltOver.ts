// A web server of playwright.config.ts: the SSR server as `npm start` runs it
// (dist/server/main.js), pointed at a content API of the tests' own, on a port of
// its own. It lives as long as the server does and stops both on a signal.
import { spawn } from 'node:child_process';

export interface ContentApi {
  readonly url: string;
  close(): Promise<void>;
}

/** `env`: more of the server's environment (a PURGE_TOKEN, say). */
export const serveBuiltOver = async (startApi: () => Promise<ContentApi>, port: number, env: Readonly<Record<string, string>> = {}): Promise<void> => {
  const api = await startApi();
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SITE_ORIGIN: `http://127.0.0.1:${port}`, CONTENT_API_URL: api.url, LOG_LEVEL: 'ERROR', ...env },
    stdio: 'inherit',
  });
  const stop = () => {
    server.kill();
    void api.close().then(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  server.on('exit', (code) => process.exit(code ?? 1));
};
