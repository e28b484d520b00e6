import { afterAll, beforeAll } from 'vitest';
import { demoDataset } from '../../../adapters/demo-content/dataset/buildDataset.ts';
import { startDemoContentServer, type DemoContentServer } from '../../../adapters/demo-content/startDemoContentServer.ts';
import { describeContentContract } from '../../contract/contentApiContract.ts';

// The contract's one suite, run against the embedded demo content; the same suite
// runs against the companion plugin on a real WordPress (tests/wordpress/contract.test.ts).
const now = new Date('2025-06-15T10:30:00Z');
let server: DemoContentServer;
beforeAll(async () => {
  server = await startDemoContentServer({ port: 0, now, mediaBase: '' });
});
afterAll(async () => {
  await server.close();
});

describeContentContract('the embedded demo content', () => ({ apiBase: server.url, dataset: demoDataset({ now, mediaBase: '' }) }));
