// The SSR server as `npm start` runs it (dist/server/main.js), with previews on
// (PREVIEW_SECRET), reading a stand-in WordPress that has the companion plugin's
// signed draft endpoint (tests/builders/previewContentApi.ts). Started by
// playwright.config.ts as a web server of its own for tests/e2e/preview.spec.ts;
// it prints one line once the server listens, and the server's output only if it
// stops on its own. Importing it (for its origin and secret) starts nothing.
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { startPreviewContentApi } from '../builders/previewContentApi.ts';

const PREVIEW_PORT = Number(process.env['E2E_PREVIEW_PORT'] ?? 3213);
export const PREVIEW_ORIGIN = `http://127.0.0.1:${PREVIEW_PORT}`;
/** What the stand-in and the server share, as WordPress and Newsdesk do; the spec signs its links with it. */
export const PREVIEW_SECRET = 'e2e-preview-secret-shared-with-the-stand-in-0123';

const serve = async (): Promise<void> => {
  const api = await startPreviewContentApi({ secret: PREVIEW_SECRET });
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env, PORT: String(PREVIEW_PORT), HOST: '127.0.0.1', SITE_ORIGIN: PREVIEW_ORIGIN,
      CONTENT_API_URL: api.url, PREVIEW_SECRET, LOG_LEVEL: 'ERROR',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Kept, not printed: shown only should the server stop on its own.
  let output = '';
  let ready = false;
  const keep = (chunk: Buffer): void => {
    output = (output + chunk.toString('utf8')).slice(-20_000);
    if (!ready && /listening on http/.test(output)) {
      ready = true;
      console.log(`preview site: ready on ${PREVIEW_ORIGIN} (content: ${api.url})`);
    }
  };
  server.stdout.on('data', keep);
  server.stderr.on('data', keep);
  const stop = (): void => {
    server.removeAllListeners('exit');
    server.kill();
    void api.close().then(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  server.on('exit', (code) => {
    process.stderr.write(output);
    void api.close().then(() => process.exit(code ?? 1));
  });
};

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) await serve();
