import { afterAll, beforeAll } from 'vitest';
import { demoDataset } from '../../../adapters/demo-content/dataset/buildDataset.ts';
import { startDemoContentServer, type DemoContentServer } from '../../../adapters/demo-content/startDemoContentServer.ts';
import { describeContentContract } from '../../contract/contentApiContract.ts';

// The contract's one suite, run against the embedded demo content; the same suite
// runs against the companion plugin on a real WordPress (tests/wordpress/contract.test.ts).
// The real clock, as a real WordPress has: the windows of most read and popular searches end today.
const now = new Date();
const signalsToken = 'demo-contract-signals-token-0123456789';
let server: DemoContentServer;
beforeAll(async () => {
  server = await startDemoContentServer({ port: 0, now, mediaBase: '', signalsToken });
});
afterAll(async () => {
  await server.close();
});

describeContentContract('the embedded demo content', () => ({ apiBase: server.url, dataset: demoDataset({ now, mediaBase: '' }), signalsToken }));
