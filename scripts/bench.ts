// `npm run bench`: what a news burst costs the server, as ratios measured in one
// run (the machine is shared and noisy: absolute figures across runs mean little).
// For an article of the demo content, asked with `Accept-Encoding: br` by 50
// concurrent readers, it measures requests per server CPU-second and p50/p99:
//   1. a page-cache hit;
//   2. a miss with a warm content cache (the page cache off: every request renders);
//   3. the yardstick: a bare node:http server answering the same brotli bytes;
//   4. a read beacon (POST /_signal/read), each from a new reader (an address of
//      its own in X-Forwarded-For, the server trusting one proxy), side by side
//      with the hit on the same server: the issue's target is at most twice a
//      hit's CPU (docs/reader-signals.md).
// The server is pinned to one core and the load generator to the other (taskset),
// where taskset exists. Run after `npm run build` (npm run bench does).
//   BENCH_SECONDS (8), BENCH_CONNECTIONS (50), BENCH_PORT (3290); `--smoke`: 1 s
//   each and no warm-up, to see that it runs and stops cleanly, not to measure.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { get, type IncomingHttpHeaders } from 'node:http';
import autocannon from 'autocannon';
import { launchDaemon, type Daemon } from './lib/daemon.ts';
import { startBuiltServer } from './lib/startBuiltServer.ts';

const SMOKE = process.argv.includes('--smoke');
const SECONDS = SMOKE ? 1 : Number(process.env['BENCH_SECONDS'] ?? 8);
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

// The server's pid is the node process's: taskset execs it.
const startSite = (env: Record<string, string>) => startBuiltServer({ port: PORT, env, ...(HAS_TASKSET ? { core: SERVER_CORE } : {}) });

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

/** A browser's user agent: the beacons of one that sends none are not counted, and cost less than a reader's. */
const READER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** The n-th reader's address: 10.0.0.0/8, a new one for each request. */
const WRK_BEACONS = `
counter = 0
request = function()
  counter = counter + 1
  local address = "10." .. (math.floor(counter / 65536) % 256) .. "." .. (math.floor(counter / 256) % 256) .. "." .. (counter % 256)
  return wrk.format("POST", nil, { ["X-Forwarded-For"] = address, ["User-Agent"] = "${READER_AGENT}" })
end
`;

/**
 * wrk (C, from Debian) where it is installed: a Node load generator saturates its own
 * core well before the server does, which would show in the latencies; else autocannon.
 * `beacons`: POSTs, each from a new reader, instead of GETs with `headers`.
 */
const generate = async (url: string, seconds: number, headers: Record<string, string>, beacons = false): Promise<Run> => {
  if (HAS_WRK) {
    const script = beacons ? join(mkdtempSync(join(tmpdir(), 'newsdesk-bench-')), 'beacons.lua') : undefined;
    if (script) writeFileSync(script, WRK_BEACONS);
    const args = ['-t1', `-c${CONNECTIONS}`, `-d${seconds}s`, '--latency', ...(script ? ['-s', script] : []), ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]), url];
    const out = spawnSync('wrk', args, { encoding: 'utf8' }).stdout;
    const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? 0);
    const errors = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0) + Number(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out)?.slice(1).reduce((a, b) => a + Number(b), 0) ?? 0);
    return { requests, p50: wrkMs(out, '50'), p99: wrkMs(out, '99'), errors };
  }
  let counter = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers,
    ...(beacons
      ? {
          method: 'POST' as const,
          requests: [
            {
              setupRequest: (request: autocannon.Request) => {
                counter += 1;
                return { ...request, headers: { ...request.headers, 'X-Forwarded-For': `10.${(counter >> 16) % 256}.${(counter >> 8) % 256}.${counter % 256}`, 'User-Agent': READER_AGENT } };
              },
            },
          ],
        }
      : {}),
  });
  return { requests: result.requests.total, p50: result.latency.p50, p99: result.latency.p99, errors: result.non2xx + result.errors + result.timeouts };
};

const load = async (label: string, url: string, pid: number, headers: Record<string, string>, warmUpSeconds = 3, beacons = false): Promise<Figures> => {
  // Warm-up: JIT, connections, caches.
  if (!SMOKE) await generate(url, warmUpSeconds, headers, beacons);
  const cpuBefore = cpuSeconds(pid);
  const run = await generate(url, SECONDS, headers, beacons);
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

/** The yardstick, pinned like the site: a bare node:http answering the very bytes and headers the site answered. */
const startBare = (sample: Awaited<ReturnType<typeof fetchRaw>>): Promise<Daemon> => {
  const [command, args] = pinned(process.execPath, ['--input-type=module', '-e', `
    import { createServer } from 'node:http';
    const headers = ${JSON.stringify(sample.headers)};
    const body = Buffer.from(${JSON.stringify(sample.body.toString('base64'))}, 'base64');
    createServer((req, res) => { res.writeHead(${sample.status}, headers); res.end(body); }).listen(${PORT}, '127.0.0.1');
  `]);
  return launchDaemon({
    name: `the bare node:http server on port ${PORT}`,
    command,
    args,
    ready: async () => (await fetch(`http://127.0.0.1:${PORT}/`, { signal: AbortSignal.timeout(2_000) })).ok,
    startupMs: 10_000,
    stopMs: 2_000,
    echo: 'stderr',
  });
};

/** The article's post id, as the demo content API answers it: what its read beacon names. */
const postIdOf = async (origin: string, path: string): Promise<number> => {
  const slug = path.slice(path.lastIndexOf('/') + 1);
  const [post] = (await (await fetch(`${origin}/wp-json/wp/v6/get_post?lang=en&slug=${slug}`)).json()) as { id: number }[];
  return Number(post!.id);
};

// 1. Hits: the default configuration, the page warmed first; 4. the article's read beacon, on the same server.
{
  const site = await startSite({ TRUSTED_PROXY_HOPS: '1' });
  let sample: Awaited<ReturnType<typeof fetchRaw>>;
  try {
    article = await findArticle();
    figures.push(await load('page-cache hit', `${site.origin}${article}`, site.pid, brotli));
    sample = await fetchRaw(`${site.origin}${article}`);
    const post = await postIdOf(site.origin, article);
    figures.push(await load('read beacon, a new reader each', `${site.origin}/_signal/read?lang=en&post=${post}`, site.pid, {}, 3, true));
  } finally {
    await site.stop();
  }

  // 3. The yardstick on the same port.
  const bare = await startBare(sample);
  try {
    figures.push(await load('bare node:http, same bytes', `http://127.0.0.1:${PORT}${article}`, bare.pid, brotli));
  } finally {
    await bare.stop();
  }
}

// 2. Misses: every request renders, with the content cache warm.
{
  const site = await startSite({ PAGE_CACHE_TTL_MS: '0' });
  try {
    // Rendering code takes longer to reach its optimized form than a hit's few lines: a longer warm-up.
    figures.push(await load('miss (page cache off, content warm)', `${site.origin}${article}`, site.pid, brotli, 12));
  } finally {
    await site.stop();
  }
}

const [hit, beacon, bare, miss] = [figures[0]!, figures[1]!, figures[2]!, figures[3]!];
console.log(`\n${article} with Accept-Encoding: br, ${CONNECTIONS} connections, ${SECONDS} s each, node ${process.version}, load by ${HAS_WRK ? 'wrk' : 'autocannon'}${HAS_TASKSET ? `, server on core ${SERVER_CORE}, load on core ${LOAD_CORE}` : ' (no taskset: not pinned)'}\n`);
for (const f of figures) {
  console.log(`${f.label.padEnd(40)} ${String(Math.round(f.perCpuSecond)).padStart(7)} req per CPU-s   p50 ${f.p50.toFixed(2).padStart(7)} ms   p99 ${f.p99.toFixed(2).padStart(7)} ms   ${f.requests} requests${f.errors ? `, ${f.errors} errors` : ''}`);
}
console.log(`\nhit / bare node:http: ${(hit.perCpuSecond / bare.perCpuSecond).toFixed(2)} (target ≥ 0.45); hit p99 ${hit.p99} ms (target < 20 ms)`);
console.log(`miss: ${Math.round(miss.perCpuSecond)} req per CPU-s (target ≥ 300); miss / hit: ${(miss.perCpuSecond / hit.perCpuSecond).toFixed(3)}`);
console.log(`beacon / hit: ${(beacon.perCpuSecond / hit.perCpuSecond).toFixed(2)} (target ≥ 0.5: a beacon costs at most twice a hit)`);
