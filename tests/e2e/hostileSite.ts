// The SSR server as `npm start` runs it (dist/server/main.js), pointed at a
// content API full of script payloads (tests/builders/hostileContentApi.ts):
// what a reader would meet if an editor account or a plugin were compromised.
// Started by playwright.config.ts as a web server of its own.
import { spawn } from 'node:child_process';
import { startHostileContentApi } from '../builders/hostileContentApi.ts';
import { HOSTILE_PORT } from './origins.ts';

const api = await startHostileContentApi();
const server = spawn(process.execPath, ['dist/server/main.js'], {
  env: { ...process.env, PORT: String(HOSTILE_PORT), HOST: '127.0.0.1', SITE_ORIGIN: `http://127.0.0.1:${HOSTILE_PORT}`, CONTENT_API_URL: api.url, LOG_LEVEL: 'ERROR' },
  stdio: 'inherit',
});
const stop = () => {
  server.kill();
  void api.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => process.exit(code ?? 1));
