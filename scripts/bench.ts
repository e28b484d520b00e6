// `npm run bench`: what a news burst costs the server, as ratios measured in one
// run (the machine is shared and noisy: absolute figures across runs mean little).
// For an article of the demo content, asked with `Accept-Encoding: br` by 50
// concurrent readers, it measures requests per server CPU-second and p50/p99:
//   1. a page-cache hit;
//   2. a miss with a warm content cache (the page cache off: every request renders);
//   3. the yardstick: a bare node:http server answering the same brotli bytes.
// The server is pinned to one core and the load generator to the other (taskset),
// where taskset exists. Run after `npm run build` (npm run bench does).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';

const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 8);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 50);
const PORT = Number(process.env['BENCH_PORT'] ?? 3290);
const TICKS_PER_SECOND = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim() || 100);
const HAS_TASKSET = spawnSync('taskset', ['--version']).status === 0;
const SERVER_CORE = '0';
const LOAD_CORE = '1';

/** Pins this process (the load generator) to its core, once. */
if (HAS_TASKSET) spawnSync('taskset', ['-pc', LOAD_CORE, String(process.pid)], { stdio: 'ignore' });

const pinned = (command: string, args: string[]): [string, string[]] => (HAS_TASKSET ? ['taskset', ['-c', SERVER_CORE, command, ...args]] : [command, args]);

/** User plus system CPU seconds a process has used so far (Linux /proc). */
const cpuSeconds = (pid: number): number => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
};

const startSite = async (env: Record<string, string>): Promise<ChildProcess> => {
  const [command, args] = pinned(process.execPath, ['dist/server/main.js']);
  const child = spawn(command, args, {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'ERROR', SITE_ORIGIN: `http://127.0.0.1:${PORT}`, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 200; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/healthz`)).ok) return child;
    } catch {
      /* not listening yet */
    }
    await sleep(100);
  }
  throw new Error('the site did not start');
};

const stop = async (child: ChildProcess): Promise<void> => {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
};

/** The node process behind a child started through taskset (the same pid: taskset execs it). */
const serverPid = (child: ChildProcess): number => child.pid!;

interface Figures {
  readonly label: string;
  readonly requests: number;
  readonly perCpuSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly errors: number;
}

interface Run {
  readonly requests: number;
  readonly p50: number;
  readonly p99: number;
  readonly errors: number;
}

const HAS_WRK = spawnSync('wrk', ['--version']).status !== null && spawnSync('which', ['wrk']).status === 0;

/** wrk's "50%  1.23ms" lines, in milliseconds. */
const wrkMs = (text: string, percent: string): number => {
  const match = new RegExp(`\\s${percent}%\\s+([\\d.]+)(us|ms|s)`).exec(text);
  if (!match) return Number.NaN;
  const value = Number(match[1]);
  return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
};

/**
 * wrk (C, from Debian) where it is installed: a Node load generator saturates its own
 * core well before the server does, which would show in the latencies; else autocannon.
 */
const generate = async (url: string, seconds: number, headers: Record<string, string>): Promise<Run> => {
  if (HAS_WRK) {
    const args = ['-t1', `-c${CONNECTIONS}`, `-d${seconds}s`, '--latency', ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]), url];
    const out = spawnSync('wrk', args, { encoding: 'utf8' }).stdout;
    const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? 0);
    const errors = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0) + Number(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out)?.slice(1).reduce((a, b) => a + Number(b), 0) ?? 0);
    return { requests, p50: wrkMs(out, '50'), p99: wrkMs(out, '99'), errors };
  }
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  return { requests: result.requests.total, p50: result.latency.p50, p99: result.latency.p99, errors: result.non2xx + result.errors + result.timeouts };
};

const load = async (label: string, url: string, pid: number, headers: Record<string, string>, warmUpSeconds = 3): Promise<Figures> => {
  // Warm-up: JIT, connections, caches.
  await generate(url, warmUpSeconds, headers);
  const cpuBefore = cpuSeconds(pid);
  const run = await generate(url, SECONDS, headers);
  const cpu = cpuSeconds(pid) - cpuBefore;
  return { label, requests: run.requests, perCpuSecond: run.requests / cpu, p50: run.p50, p99: run.p99, errors: run.errors };
};

const brotli = { 'Accept-Encoding': 'br' };
const findArticle = async (): Promise<string> => {
  const sitemap = await (await fetch(`http://127.0.0.1:${PORT}/sitemaps/en-posts-1.xml`)).text();
  return new URL(/<loc>([^<]+)<\/loc>/.exec(sitemap)![1]!).pathname;
};

/** The answer as the wire carries it: still compressed. */
const fetchRaw = (url: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> =>
  new Promise((resolve, reject) => {
    get(url, { headers: brotli }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });

const figures: Figures[] = [];
let article = '';

// 1. Hits: the default configuration, the page warmed first.
{
  const site = await startSite({});
  article = await findArticle();
  figures.push(await load('page-cache hit', `http://127.0.0.1:${PORT}${article}`, serverPid(site), brotli));
  const sample = await fetchRaw(`http://127.0.0.1:${PORT}${article}`);
  await stop(site);

  // 3. The yardstick, pinned like the site: a bare node:http answering the very bytes and headers the site answered.
  const bare = spawn(...pinned(process.execPath, ['--input-type=module', '-e', `
    import { createServer } from 'node:http';
    const headers = ${JSON.stringify(sample.headers)};
    const body = Buffer.from(${JSON.stringify(sample.body.toString('base64'))}, 'base64');
    createServer((req, res) => { res.writeHead(${sample.status}, headers); res.end(body); }).listen(${PORT}, '127.0.0.1');
  `]), { stdio: 'inherit' });
  await sleep(500);
  figures.push(await load('bare node:http, same bytes', `http://127.0.0.1:${PORT}${article}`, serverPid(bare), brotli));
  await stop(bare);
}

// 2. Misses: every request renders, with the content cache warm.
{
  const site = await startSite({ PAGE_CACHE_TTL_MS: '0' });
  // Rendering code takes longer to reach its optimized form than a hit's few lines: a longer warm-up.
  figures.push(await load('miss (page cache off, content warm)', `http://127.0.0.1:${PORT}${article}`, serverPid(site), brotli, 12));
  await stop(site);
}

const [hit, bare, miss] = [figures[0]!, figures[1]!, figures[2]!];
console.log(`\n${article} with Accept-Encoding: br, ${CONNECTIONS} connections, ${SECONDS} s each, node ${process.version}, load by ${HAS_WRK ? 'wrk' : 'autocannon'}${HAS_TASKSET ? `, server on core ${SERVER_CORE}, load on core ${LOAD_CORE}` : ' (no taskset: not pinned)'}\n`);
for (const f of figures) {
  console.log(`${f.label.padEnd(40)} ${String(Math.round(f.perCpuSecond)).padStart(7)} req per CPU-s   p50 ${f.p50.toFixed(2).padStart(7)} ms   p99 ${f.p99.toFixed(2).padStart(7)} ms   ${f.requests} requests${f.errors ? `, ${f.errors} errors` : ''}`);
}
console.log(`\nhit / bare node:http: ${(hit.perCpuSecond / bare.perCpuSecond).toFixed(2)} (target ≥ 0.45); hit p99 ${hit.p99} ms (target < 20 ms)`);
console.log(`miss: ${Math.round(miss.perCpuSecond)} req per CPU-s (target ≥ 300); miss / hit: ${(miss.perCpuSecond / hit.perCpuSecond).toFixed(3)}`);
