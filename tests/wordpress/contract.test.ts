import { beforeAll } from 'vitest';
import { demoDataset } from '../../adapters/demo-content/dataset/buildDataset.ts';
import { describeContentContract } from '../contract/contentApiContract.ts';
import { demoNow, localWordpress, SIGNALS_TOKEN } from './fixtures.ts';
import { snapshotSignals } from './signalTables.ts';

// The contract's one suite (tests/contract/contentApiContract.ts), run against the
// companion plugin on a real WordPress holding the demo dataset, imported through
// WordPress's own APIs; the same suite runs against the embedded demo content.
let restore: (() => Promise<void>) | undefined;
beforeAll(async () => {
  restore = await snapshotSignals(localWordpress());
});

describeContentContract('the companion WordPress plugin', () => ({
  apiBase: localWordpress().apiBase,
  // The import's media URLs are WordPress's, the rest is the dataset as the demo content serves it.
  dataset: demoDataset({ now: demoNow(), mediaBase: '' }),
  signalsToken: SIGNALS_TOKEN,
  // The other files read the imported history of most read and popular searches.
  restoreSignals: () => restore?.() ?? Promise.resolve(),
}));
