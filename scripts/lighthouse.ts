// `npm run lighthouse`: Lighthouse 12, mobile (its default: a phone on slow 4G,
// simulated), in Debian's Chromium, against the built site serving the embedded
// demo content on loopback, started as `npm start` starts it. Five runs of each
// screen type a reader lands on, in the default language (`/` redirects to `/it`),
// each page asked for once first as an outside auditor does with curl (the page
// cache warm, the demo's pictures not yet drawn); the median run of each is
// printed, with its longest main-thread task while loading and the JavaScript it
// transferred.
//   The phone's CPU is calibrated to this machine, as Lighthouse's throttling guide
// asks: Lighthouse multiplies the main-thread time it observes by a fixed 4, set for
// a machine of benchmarkIndex about 1,500, so on a faster machine its phone is
// faster too (three times on this one) and its TBT a tenth of what the same
// Lighthouse gives on a common machine (docs/decisions/0030). Three runs of the home
// first read this machine's benchmarkIndex; every audit then slows the CPU by the
// multiplier that index needs (lib/calibratedCpuSlowdown.ts), so the figures are
// those of Lighthouse's phone whatever machine runs it.
//   Lighthouse lives in tools/lighthouse with its own lockfile, installed on first
// use, so the site's `npm ci` does not carry its 200 packages.
//   LIGHTHOUSE_THROTTLING=devtools slows Chromium for real instead (Lighthouse's
// `--throttling-method=devtools`, the same multiplier): what the phone's main thread
// goes through, observed, rather than Lighthouse's simulation of it (decision 30
// says where the two differ). Lighthouse's own figures are the simulated ones.
//   After a page's audits, the same phone loads it as a reader's browser does
// (lib/readerLoad.ts: no DevTools client's Runtime domain, whose stack traces make
// V8 parse the framework's code again while it is evaluated, decision 30): its TBT
// is read from the trace, what a reader on that phone waits for.
//   LIGHTHOUSE_RUNS (5), LIGHTHOUSE_READER_RUNS (3), LIGHTHOUSE_PORT (3293), CHROME_PATH (/usr/bin/chromium),
// LIGHTHOUSE_CPU_SLOWDOWN (calibrated; 4 is Lighthouse's own default, uncalibrated);
// `--smoke`: one run of the home alone, to see that it runs and stops cleanly, not to measure.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { calibratedCpuSlowdown } from './lib/calibratedCpuSlowdown.ts';
import { loadAsReader } from './lib/readerLoad.ts';
import { startBuiltServer } from './lib/startBuiltServer.ts';

const SMOKE = process.argv.includes('--smoke');
const RUNS = SMOKE ? 1 : Number(process.env['LIGHTHOUSE_RUNS'] ?? 5);
const READER_RUNS_SET = Number(process.env['LIGHTHOUSE_READER_RUNS'] ?? 3);
if (!(Number.isInteger(READER_RUNS_SET) && READER_RUNS_SET >= 0)) throw new Error(`lighthouse: LIGHTHOUSE_READER_RUNS must be a whole number, not "${process.env['LIGHTHOUSE_READER_RUNS']}"`);
/** Loads of each page as a reader's browser, after its audits (0: none). */
const READER_RUNS = SMOKE ? 1 : READER_RUNS_SET;
const PORT = Number(process.env['LIGHTHOUSE_PORT'] ?? 3293);
const CHROME = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';
const SLOWDOWN = process.env['LIGHTHOUSE_CPU_SLOWDOWN'];
if (SLOWDOWN !== undefined && !(Number(SLOWDOWN) >= 1)) throw new Error(`lighthouse: LIGHTHOUSE_CPU_SLOWDOWN must be a number of at least 1, not "${SLOWDOWN}"`);
const THROTTLING = process.env['LIGHTHOUSE_THROTTLING'] ?? 'simulate';
if (THROTTLING !== 'simulate' && THROTTLING !== 'devtools') throw new Error(`lighthouse: LIGHTHOUSE_THROTTLING must be simulate or devtools, not "${THROTTLING}"`);
/** Runs of the home that read this machine's benchmarkIndex before the audits. */
const CALIBRATION_RUNS = SMOKE ? 1 : 3;
const TOOL = 'tools/lighthouse';
const BIN = `${TOOL}/node_modules/.bin/lighthouse`;

if (!existsSync(BIN)) {
  console.log('lighthouse: installing Lighthouse 12 into tools/lighthouse (once)');
  const installed = spawnSync('npm', ['ci', '--prefix', TOOL, '--ignore-scripts', '--no-audit', '--no-fund'], { stdio: 'inherit' });
  if (installed.status !== 0) throw new Error('lighthouse: npm ci in tools/lighthouse failed');
}
if (!existsSync(CHROME)) throw new Error(`lighthouse: no Chromium at ${CHROME}: apt-get install -y chromium, or set CHROME_PATH`);

const server = await startBuiltServer({ port: PORT });
const { origin } = server;

/** The first page a sitemap of the default language lists: the pages follow the demo's data. */
const firstIn = async (sitemap: string): Promise<string> => {
  const loc = /<loc>([^<]+)<\/loc>/.exec(await (await fetch(`${origin}/sitemaps/${sitemap}.xml`)).text())?.[1];
  if (!loc) throw new Error(`lighthouse: nothing in the sitemap ${sitemap}`);
  return new URL(loc).pathname;
};
const pages: Record<string, string> = SMOKE
  ? { home: '/it' }
  : {
      home: '/it',
      latest: '/it/ultimi-articoli',
      category: '/it/robotica',
      article: await firstIn('it-posts-1'),
      search: '/it/search?q=robot',
      static: '/it/chi-siamo',
      author: await firstIn('it-authors'),
    };
// As an outside auditor starts: each page once, so that the first audit does not also build it.
for (const path of Object.values(pages)) await (await fetch(`${origin}${path}`)).text();

interface Figures {
  readonly performance: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  /** The longest main-thread task while loading, under Lighthouse's simulated phone CPU. */
  readonly longestTaskMs: number;
  /** Bytes of JavaScript the page transferred (compressed, as sent). */
  readonly scriptBytes: number;
  /** Lighthouse's measure of this machine's speed during the run. */
  readonly benchmarkIndex: number;
}

interface Report {
  readonly categories: { performance: { score: number } };
  readonly environment: { benchmarkIndex: number };
  readonly audits: Record<string, { numericValue: number; details?: { items?: readonly Record<string, unknown>[] } }>;
}

const itemsOf = (report: Report, audit: string) => report.audits[audit]?.details?.items ?? [];

const FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync --no-first-run';

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, twice in a row on one page of 35 runs): such a run is tried again, up to twice. */
const audit = (url: string, slowdown: number, throttling: string, attempt = 1): Figures => {
  const args = [url, '--quiet', '--only-categories=performance', '--output=json', '--output-path=stdout', `--chrome-flags=${FLAGS}`, `--throttling-method=${throttling}`, `--throttling.cpuSlowdownMultiplier=${slowdown}`];
  const run = spawnSync(BIN, args, {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, CHROME_PATH: CHROME },
  });
  if (run.status !== 0) {
    if (attempt < 3) return audit(url, slowdown, throttling, attempt + 1);
    throw new Error(`lighthouse failed three times on ${url}:\n${run.stderr}`);
  }
  const report = JSON.parse(run.stdout) as Report;
  return {
    performance: Math.round(report.categories.performance.score * 100),
    lcpMs: report.audits['largest-contentful-paint']!.numericValue,
    tbtMs: report.audits['total-blocking-time']!.numericValue,
    cls: report.audits['cumulative-layout-shift']!.numericValue,
    longestTaskMs: Math.max(0, ...itemsOf(report, 'long-tasks').map((task) => Number(task['duration']))),
    scriptBytes: itemsOf(report, 'network-requests')
      .filter((request) => request['resourceType'] === 'Script')
      .reduce((sum, request) => sum + Number(request['transferSize']), 0),
    benchmarkIndex: report.environment.benchmarkIndex,
  };
};

/** The middle one of some runs by a figure of theirs: one real run, not a mix of runs, as Lighthouse's own docs advise. */
const middleBy = <T>(items: readonly T[], figure: (item: T) => number): T => [...items].sort((a, b) => figure(a) - figure(b))[Math.floor(items.length / 2)]!;

const LIGHTHOUSE_DEFAULT_SLOWDOWN = 4;

try {
  // Calibrated on simulated runs, which leave the CPU at full speed while Lighthouse reads its index.
  const calibration = Array.from({ length: CALIBRATION_RUNS }, () => audit(`${origin}${pages['home']}`, LIGHTHOUSE_DEFAULT_SLOWDOWN, 'simulate'));
  const { benchmarkIndex } = middleBy(calibration, (run) => run.benchmarkIndex);
  const slowdown = SLOWDOWN === undefined ? calibratedCpuSlowdown(benchmarkIndex) : Number(SLOWDOWN);
  console.log(
    `lighthouse 12, mobile, median of ${RUNS} run${RUNS === 1 ? '' : 's'}, ${origin}` +
      (THROTTLING === 'devtools' ? ', CPU and network slowed for real (LIGHTHOUSE_THROTTLING=devtools)\n' : '\n') +
      `this machine's benchmarkIndex ${Math.round(benchmarkIndex)}: CPU slowed ${slowdown}x ` +
      (SLOWDOWN === undefined ? "(calibrated to Lighthouse's phone; LIGHTHOUSE_CPU_SLOWDOWN=4 gives its uncalibrated default)" : '(LIGHTHOUSE_CPU_SLOWDOWN)'),
  );
  for (const [name, path] of Object.entries(pages)) {
    const runs: Figures[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(audit(`${origin}${path}`, slowdown, THROTTLING));
    const m = middleBy(runs, (run) => run.performance);
    console.log(
      `${name.padEnd(8)} ${path}\n  performance ${m.performance}  LCP ${(m.lcpMs / 1000).toFixed(2)} s  TBT ${Math.round(m.tbtMs)} ms  CLS ${m.cls.toFixed(3)}` +
        `  longest task ${Math.round(m.longestTaskMs)} ms  JS ${(m.scriptBytes / 1024).toFixed(1)} KB` +
        `   (scores of the runs: ${runs.map((r) => r.performance).join(', ')})`,
    );
    if (READER_RUNS === 0) continue;
    const loads = [];
    for (let i = 0; i < READER_RUNS; i += 1) loads.push(await loadAsReader(`${origin}${path}`, { chrome: CHROME, cpuSlowdown: slowdown }));
    const r = middleBy(loads, (load) => load.tbtMs);
    console.log(
      `  a reader's browser, no DevTools client: TBT ${Math.round(r.tbtMs)} ms  longest task ${Math.round(r.longestTaskMs)} ms  code evaluated in ${Math.round(r.evaluationMs)} ms` +
        `   (TBT of the ${READER_RUNS} run${READER_RUNS === 1 ? '' : 's'}: ${loads.map((load) => Math.round(load.tbtMs)).join(', ')})`,
    );
  }
} finally {
  await server.stop();
}
