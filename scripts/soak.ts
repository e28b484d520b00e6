// `npm run soak`: 50 concurrent readers for 60 s over a mix of pages, with the
// content API hanging for the middle 20 s. Prints, per phase, the answers by
// status, p50/p99 and the slowest, and the server's memory after warm-up, after
// the load and after a rest. Loopback only; run after `npm run build`.
//   SOAK_SECONDS (60), SOAK_HANG_SECONDS (20), SOAK_CONNECTIONS (50), SOAK_PORT (3291, metrics on the next);
//   `--smoke`: 3 s with a 1 s hang and short pauses, to see that it runs and stops cleanly, not to measure.
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { LANGS } from '../src/domain/language.ts';
import { startFaultyContentApi } from '../tests/builders/faultyContentApi.ts';
import { readerPool } from './lib/readerPool.ts';
import { startBuiltServer } from './lib/startBuiltServer.ts';

const SMOKE = process.argv.includes('--smoke');
const SECONDS = SMOKE ? 3 : Number(process.env['SOAK_SECONDS'] ?? 60);
const HANG_SECONDS = SMOKE ? 1 : Number(process.env['SOAK_HANG_SECONDS'] ?? 20);
const CONNECTIONS = Number(process.env['SOAK_CONNECTIONS'] ?? 50);
const PORT = Number(process.env['SOAK_PORT'] ?? 3291);
const METRICS_PORT = PORT + 1;
const [WARM_UP_MS, SETTLE_MS, REST_MS] = SMOKE ? [1_000, 200, 1_000] : [10_000, 2_000, 10_000];

const api = await startFaultyContentApi({ mediaBase: '' });
const server = await startBuiltServer({
  port: PORT,
  env: {
    CONTENT_API_URL: api.url, METRICS_PORT: String(METRICS_PORT),
    // Short freshness, so that the outage meets pages that need refreshing.
    PAGE_CACHE_TTL_MS: '5000', CONTENT_CACHE_TTL_MS: '3000', CONTENT_TIMEOUT_MS: '2000',
  },
}).catch(async (error: unknown) => {
  await api.close();
  throw error;
});
const { origin } = server;
const { ask, close: closeReaders } = readerPool(origin, CONNECTIONS);

const memory = async (): Promise<string> => {
  const rss = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  const metrics = await (await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`)).text();
  const heap = Number(/^newsdesk_nodejs_heap_size_used_bytes (\d+)/m.exec(metrics)?.[1] ?? 0) / 1024 / 1024;
  return `RSS ${rss.toFixed(0)} MB, heap used ${heap.toFixed(0)} MB`;
};

// A mix of what readers ask for: every article of two languages, listings and their pages, searches, data answers, feeds.
const sitemap = async (lang: string) => [...(await (await fetch(`${origin}/sitemaps/${lang}-posts-1.xml`)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
const paths = [
  ...(await sitemap('it')), ...(await sitemap('en')),
  ...LANGS.map((lang) => `/${lang}`), '/it/ultimi-articoli', '/it/ultimi-articoli?page=2', '/en/latest-posts?page=3', '/it/robotica', '/en/robotics/humanoid-robots',
  '/en/search?q=model', '/it/search?q=robot', '/_data/home/en', '/feeds/it.xml', '/it/chi-siamo', '/en/article/does-not-exist',
];

interface Phase { readonly name: string; readonly statuses: Map<number | string, number>; readonly latencies: number[] }
const phase = (name: string): Phase => ({ name, statuses: new Map(), latencies: [] });

const run = async (until: number, current: () => Phase): Promise<void> => {
  let next = 0;
  const reader = async () => {
    while (Date.now() < until) {
      const path = paths[next++ % paths.length]!;
      const started = performance.now();
      const p = current();
      try {
        const status = await ask(path);
        p.statuses.set(status, (p.statuses.get(status) ?? 0) + 1);
      } catch (error) {
        const code = (error as { code?: string }).code ?? 'error';
        p.statuses.set(code, (p.statuses.get(code) ?? 0) + 1);
      }
      p.latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, reader));
};

const report = (p: Phase): string => {
  const sorted = [...p.latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const statuses = [...p.statuses].sort().map(([s, n]) => `${s}: ${n}`).join(', ');
  return `${p.name.padEnd(22)} ${String(sorted.length).padStart(6)} answers (${statuses})  p50 ${at(0.5).toFixed(1)} ms  p99 ${at(0.99).toFixed(1)} ms  slowest ${(sorted.at(-1) ?? 0).toFixed(0)} ms`;
};

try {
  // Warm-up: every path once, then a moment of load.
  const warm = phase('warm-up');
  await run(Date.now() + WARM_UP_MS, () => warm);
  await sleep(SETTLE_MS);
  const afterWarmUp = await memory();

  const before = phase('API answering');
  const during = phase(`API hanging (${HANG_SECONDS} s)`);
  const after = phase('API back');
  const start = Date.now();
  const quiet = (SECONDS - HANG_SECONDS) / 2;
  let current = before;
  const switches = (async () => {
    await sleep(quiet * 1000);
    await api.setMode('hang');
    current = during;
    await sleep(HANG_SECONDS * 1000);
    await api.setMode('ok');
    current = after;
  })();
  await run(start + SECONDS * 1000, () => current);
  await switches;
  const afterLoad = await memory();
  await sleep(REST_MS);
  const afterRest = await memory();

  console.log(`\n${CONNECTIONS} readers for ${SECONDS} s over ${paths.length} addresses; the content API hung for ${HANG_SECONDS} s in the middle\n`);
  for (const p of [before, during, after]) console.log(report(p));
  console.log(`\nmemory after warm-up: ${afterWarmUp}\nmemory after the load: ${afterLoad}\nmemory after ${REST_MS / 1000} s rest: ${afterRest}`);
  const fiveHundreds = [before, during, after].flatMap((p) => [...p.statuses]).filter(([s]) => typeof s === 'number' && s >= 500 && s !== 503);
  console.log(fiveHundreds.length === 0 ? 'no 5xx other than 503' : `UNEXPECTED: ${JSON.stringify(fiveHundreds)}`);
} finally {
  closeReaders();
  await server.stop();
  await api.close();
}
