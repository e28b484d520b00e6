// `npm run bench`: server-rendering throughput and latency of the built site with
// its embedded demo content, measured from a second process over loopback.
// Prints one line per page: requests per second and p50/p95/p99 latency.
// Run `npm run build` first. Numbers are for comparing commits on one machine.
import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

const PORT = Number(process.env.BENCH_PORT ?? 3290);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const origin = `http://127.0.0.1:${PORT}`;

const server = spawn(process.execPath, ['dist/server/main.js'], {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'ERROR', SITE_ORIGIN: origin },
  stdio: ['ignore', 'ignore', 'inherit'],
});

const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
const get = (path) =>
  new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    request(`${origin}${path}`, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, ms: Number(process.hrtime.bigint() - started) / 1e6 }));
    })
      .on('error', reject)
      .end();
  });

const waitForServer = async () => {
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await get('/it')).status === 200) return;
    } catch {
      /* not listening yet */
    }
    await sleep(100);
  }
  throw new Error('the server did not start');
};

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const measure = async (path) => {
  for (let i = 0; i < 50; i += 1) await get(path); // warm-up: JIT and connections
  const latencies = [];
  const until = Date.now() + SECONDS * 1000;
  const worker = async () => {
    while (Date.now() < until) {
      const { status, ms } = await get(path);
      if (status !== 200) throw new Error(`${path} answered ${status}`);
      latencies.push(ms);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  latencies.sort((a, b) => a - b);
  const f = (ms) => `${ms.toFixed(1)} ms`;
  console.log(`${path.padEnd(72)} ${String(Math.round(latencies.length / SECONDS)).padStart(6)} req/s  p50 ${f(percentile(latencies, 50))}  p95 ${f(percentile(latencies, 95))}  p99 ${f(percentile(latencies, 99))}`);
};

try {
  await waitForServer();
  const sitemap = await (await fetch(`${origin}/sitemaps/en-posts-1.xml`)).text();
  const article = new URL(/<loc>([^<]+)<\/loc>/.exec(sitemap)[1]).pathname;
  console.log(`${CONNECTIONS} connections, ${SECONDS} s per page, uncompressed HTML (node ${process.version})`);
  for (const path of ['/en', '/en/latest-posts', '/en/robotics', article, '/en/search?q=model']) await measure(path);
} finally {
  server.kill();
  agent.destroy();
}
