// The SSR server as `npm start` runs it (dist/server/main.js), pointed at a demo
// content API that remembers every call it is asked, path and query
// (tests/builders/countingContentApi.ts), and answers them over HTTP on the next
// port, where the browser test reads them. A PURGE_TOKEN, as a newsroom sets one:
// the test empties the caches before each page, and reader signals are counted
// and delivered, at the interval a server over a content API takes by default.
// Started by playwright.config.ts as a web server of its own for tests/e2e/oneContentCall.spec.ts.
import { startCountingContentApi } from '../builders/countingContentApi.ts';
import { TEST_SIGNALS_SECRET } from '../builders/serverProcess.ts';
import { COUNTING_CALLS_URL, COUNTING_PORT, COUNTING_PURGE_TOKEN } from './origins.ts';
import { serveBuiltOver } from './serveBuiltOver.ts';

const calls = new URL(COUNTING_CALLS_URL);
const startApi = () => startCountingContentApi({ port: Number(calls.port), callsPath: calls.pathname, signalsToken: COUNTING_PURGE_TOKEN });

await serveBuiltOver(startApi, COUNTING_PORT, { PURGE_TOKEN: COUNTING_PURGE_TOKEN, SIGNALS_SECRET: TEST_SIGNALS_SECRET });
