// `npm run soak:memory`: tens of thousands of distinct addresses (junk query
// strings on real pages, unknown paths, searches, data answers and feeds, in
// every language), as a crawler or a probe sends them, against the built server
// with the embedded demo content. Prints, every few thousand requests, the
// process's resident memory, V8's heap and external memory, and what the two
// caches count, and at the end the peak against the bound docs/failures-and-operations.md documents
// (server/observability/memoryBound.ts). Loopback only; run after `npm run build`.
//   SOAK_URLS (30000), SOAK_CONNECTIONS (32), SOAK_PORT (3295), SOAK_METRICS_PORT (3296); PAGE_CACHE_MAX_MB and
//   CONTENT_CACHE_MAX_MB pass through to the server. `--smoke`: 1000 addresses, to see that it runs and stops
//   cleanly, not to measure.
import { readFileSync } from 'node:fs';
import { loadConfig } from '../server/config.ts';
import { memoryBoundMb } from '../server/observability/memoryBound.ts';
import { LANGS } from '../src/domain/language.ts';
import { readerPool } from './lib/readerPool.ts';
import { builtServerOrigin, startBuiltServer } from './lib/startBuiltServer.ts';

const URLS = process.argv.includes('--smoke') ? 1_000 : Number(process.env['SOAK_URLS'] ?? 30_000);
const CONNECTIONS = Number(process.env['SOAK_CONNECTIONS'] ?? 32);
const PORT = Number(process.env['SOAK_PORT'] ?? 3295);
const METRICS_PORT = Number(process.env['SOAK_METRICS_PORT'] ?? PORT + 1);

const serverEnv = { METRICS_PORT: String(METRICS_PORT) };
// The configuration the server reads from the same environment: the cache sizes the bound is computed from.
const config = loadConfig({ ...process.env, PORT: String(PORT), SITE_ORIGIN: builtServerOrigin(PORT), ...serverEnv });
const server = await startBuiltServer({ port: PORT, env: serverEnv });
const { origin } = server;
const { ask, close: closeReaders } = readerPool(origin, CONNECTIONS);

const rssMb = (): number => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const metric = (text: string, name: string): number => Number(new RegExp(`^${name} (\\d+(?:\\.\\d+)?(?:e\\+\\d+)?)`, 'm').exec(text)?.[1] ?? 0) / 1024 / 1024;
const sample = async (): Promise<{ rss: number; heap: number; heapTotal: number; external: number; pages: number; content: number }> => {
  const text = await (await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`)).text();
  return {
    rss: rssMb(),
    heap: metric(text, 'newsdesk_nodejs_heap_size_used_bytes'),
    heapTotal: metric(text, 'newsdesk_nodejs_heap_size_total_bytes'),
    external: metric(text, 'newsdesk_nodejs_external_memory_bytes'),
    pages: metric(text, 'newsdesk_cache_bytes\\{layer="page"\\}'),
    content: metric(text, 'newsdesk_cache_bytes\\{layer="content"\\}'),
  };
};

const articles = [...(await (await fetch(`${origin}/sitemaps/en-posts-1.xml`)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);

/** The i-th address: seven kinds in turn, a language each, every one distinct. */
const address = (i: number): string => {
  const lang = LANGS[i % LANGS.length]!;
  switch (i % 7) {
    case 0: return `${articles[i % articles.length]!}?utm_source=soak&n=${i}`;
    case 1: return `/${lang}/no-such-section-${i}`;
    case 2: return `/${lang}/no-such-section-${i}/sub/${i}`;
    case 3: return `/${lang}/search?q=word${i}`;
    case 4: return `/_data/slug/${lang}/no-such-${i}`;
    case 5: return `/feeds/${lang}/no-such-${i}.xml`;
    default: return `/${lang}/article/no-such-article-${i}`;
  }
};

const bound = memoryBoundMb(config);
const baseline = await sample();
console.log(`${URLS} distinct addresses, ${CONNECTIONS} connections; PAGE_CACHE_MAX_MB=${config.pageCacheMaxBytes / 2 ** 20}, CONTENT_CACHE_MAX_MB=${config.contentCacheMaxBytes / 2 ** 20}; documented bound ${bound} MB`);
const line = (label: string, s: Awaited<ReturnType<typeof sample>>): void =>
  console.log(`${label.padEnd(16)} RSS ${s.rss.toFixed(0).padStart(4)} MB   heap ${s.heap.toFixed(0).padStart(4)} of ${s.heapTotal.toFixed(0).padStart(4)} MB   external ${s.external.toFixed(0).padStart(4)} MB   page cache ${s.pages.toFixed(0).padStart(4)} MB   content cache ${s.content.toFixed(0).padStart(4)} MB`);
line('at start', baseline);

let next = 0;
let peak = baseline.rss;
const statuses = new Map<number | string, number>();
const STEP = Math.max(1000, Math.floor(URLS / 10));
const reader = async () => {
  while (next < URLS) {
    const i = next++;
    try {
      const status = await ask(address(i));
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    } catch {
      statuses.set('error', (statuses.get('error') ?? 0) + 1);
    }
    if ((i + 1) % STEP === 0) {
      const s = await sample();
      peak = Math.max(peak, s.rss);
      line(`after ${i + 1}`, s);
    }
  }
};
await Promise.all(Array.from({ length: CONNECTIONS }, reader));
const end = await sample();
peak = Math.max(peak, end.rss);
console.log(`answers: ${[...statuses].map(([status, n]) => `${status}: ${n}`).join(', ')}`);
console.log(`peak RSS ${peak.toFixed(0)} MB, documented bound ${bound} MB: ${peak <= bound ? 'within' : 'OVER'}`);
closeReaders();
await server.stop();
process.exitCode = peak <= bound ? 0 : 1;
