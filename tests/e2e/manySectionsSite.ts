// The SSR server as `npm start` runs it (dist/server/main.js), pointed at a content API with a
// newsroom's worth of top-level categories: those of WordPress's theme unit test data, a few long
// names and the demo's own (tests/builders/manySectionsContentApi.ts). Started by
// playwright.config.ts as a web server of its own for tests/e2e/manySections.spec.ts.
import { startManySectionsContentApi } from '../builders/manySectionsContentApi.ts';
import { MANY_SECTIONS_PORT } from './origins.ts';
import { serveBuiltOver } from './serveBuiltOver.ts';

await serveBuiltOver(startManySectionsContentApi, MANY_SECTIONS_PORT);
