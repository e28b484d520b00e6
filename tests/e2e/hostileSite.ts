// The SSR server as `npm start` runs it (dist/server/main.js), pointed at a
// content API full of script payloads (tests/builders/hostileContentApi.ts):
// what a reader would meet if an editor account or a plugin were compromised.
// Started by playwright.config.ts as a web server of its own.
import { startHostileContentApi } from '../builders/hostileContentApi.ts';
import { HOSTILE_PORT } from './origins.ts';
import { serveBuiltOver } from './serveBuiltOver.ts';

await serveBuiltOver(startHostileContentApi, HOSTILE_PORT);
