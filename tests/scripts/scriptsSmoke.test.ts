// Each script that measures the built server (bench, soak, soak:memory, lighthouse)
// in its short `--smoke` mode: it runs to its end, prints its figures, and leaves
// no server and no port behind. They run the build: `npm test` builds before
// vitest (scripts/test-all.mjs); alone, run `npm run build` first. One at a time
// (a file's tests run in turn), on ports 3275 to 3279 (tests/scripts/lib has
// 3270 to 3274). About 50 s on a quiet two-core machine; the bounds leave room for
// a busy one, where a script that overruns is interrupted (tests/builders/scriptProcess.ts).
// Lighthouse needs Chromium (as the browser tests do) and installs itself into
// tools/lighthouse on its first run, hence its longer bound.
import { describe, expect, it } from 'vitest';
import { builtServersOn, portIsFree } from '../builders/leftBehind.ts';
import { runScript } from '../builders/scriptProcess.ts';

const expectNothingLeftOn = async (ports: readonly number[]): Promise<void> => {
  for (const port of ports) {
    expect(builtServersOn(port), `a server still runs with PORT=${port}`).toEqual([]);
    expect(await portIsFree(port), `port ${port} is still held`).toBe(true);
  }
};

const number = String.raw`\d+(?:\.\d+)?`;

describe('the measuring scripts, each in its smoke mode', () => {
  it('bench measures a hit, a read beacon, the bare yardstick and a miss, and prints their ratios', async () => {
    const end = await runScript(['scripts/bench.ts', '--smoke'], { BENCH_PORT: '3275' }, 120_000);
    expect(end.code, end.stderr).toBe(0);
    for (const label of ['page-cache hit', 'read beacon, a new reader each', 'bare node:http, same bytes', 'miss (page cache off, content warm)']) {
      expect(end.stdout).toMatch(new RegExp(`${label.replace(/[()]/g, '\\$&')}\\s+\\d+ req per CPU-s\\s+p50\\s+${number} ms\\s+p99\\s+${number} ms\\s+\\d+ requests`));
    }
    expect(end.stdout).toMatch(new RegExp(`hit / bare node:http: ${number}`));
    expect(end.stdout).toMatch(new RegExp(`miss: \\d+ req per CPU-s`));
    expect(end.stdout).toMatch(new RegExp(`beacon / hit: ${number}`));
    await expectNothingLeftOn([3275]);
  }, 140_000);

  it('soak reads through an API outage and prints each phase and the memory', async () => {
    const end = await runScript(['scripts/soak.ts', '--smoke'], { SOAK_PORT: '3276' }, 120_000);
    expect(end.code, end.stderr).toBe(0);
    for (const phase of ['API answering', 'API hanging \\(1 s\\)', 'API back']) {
      // How many answers a phase of a second gets depends on the machine's load: not asserted.
      expect(end.stdout).toMatch(new RegExp(`${phase}\\s+\\d+ answers \\(.*\\)\\s+p50 ${number} ms\\s+p99 ${number} ms`));
    }
    expect(end.stdout).toMatch(/memory after the load: RSS [1-9]\d* MB, heap used \d+ MB/);
    expect(end.stdout).toContain('no 5xx other than 503');
    await expectNothingLeftOn([3276, 3277]);
  }, 140_000);

  it('soak:memory asks a thousand distinct addresses and compares its peak with the documented bound', async () => {
    const end = await runScript(['scripts/soakMemory.ts', '--smoke'], { SOAK_PORT: '3278', SOAK_METRICS_PORT: '3279' }, 120_000);
    expect(end.code, end.stderr).toBe(0);
    expect(end.stdout).toMatch(/^1000 distinct addresses/);
    expect(end.stdout).toMatch(/after 1000\s+RSS\s+[1-9]\d* MB/);
    expect(end.stdout).toMatch(/peak RSS [1-9]\d* MB, documented bound [1-9]\d* MB: within/);
    await expectNothingLeftOn([3278, 3279]);
  }, 140_000);

  it("lighthouse audits the home once, loads it once as a reader's browser, and prints their figures", async () => {
    const end = await runScript(['scripts/lighthouse.ts', '--smoke'], { LIGHTHOUSE_PORT: '3275' }, 240_000);
    expect(end.code, end.stderr).toBe(0);
    expect(end.stdout).toMatch(/median of 1 run,/);
    // The phone's CPU calibrated to the machine: Lighthouse's benchmarkIndex read, and the multiplier it asks for.
    expect(end.stdout).toMatch(new RegExp(`benchmarkIndex \\d+: CPU slowed ${number}x \\(calibrated`));
    expect(end.stdout).toMatch(new RegExp(`home\\s+/it\\n\\s+performance \\d+\\s+LCP ${number} s\\s+TBT \\d+ ms\\s+CLS ${number}\\s+longest task \\d+ ms\\s+JS ${number} KB`));
    // The same phone as a reader's browser: no DevTools client, the blocking read from the trace.
    expect(end.stdout).toMatch(/\n {2}a reader's browser, no DevTools client: TBT \d+ ms {2}longest task \d+ ms {2}code evaluated in \d+ ms {3}\(TBT of the 1 run: \d+\)/);
    await expectNothingLeftOn([3275]);
  }, 260_000);

  it('lighthouse refuses a throttling method it does not know, naming the variable, before it starts anything', async () => {
    const end = await runScript(['scripts/lighthouse.ts', '--smoke'], { LIGHTHOUSE_PORT: '3276', LIGHTHOUSE_THROTTLING: 'fast' }, 60_000);
    expect(end.code).not.toBe(0);
    expect(end.stderr).toContain('LIGHTHOUSE_THROTTLING must be simulate or devtools, not "fast"');
    await expectNothingLeftOn([3276]);
  }, 70_000);

  it('lighthouse refuses a count of reader runs that is not a whole number, naming the variable, before it starts anything', async () => {
    const end = await runScript(['scripts/lighthouse.ts', '--smoke'], { LIGHTHOUSE_PORT: '3277', LIGHTHOUSE_READER_RUNS: 'three' }, 60_000);
    expect(end.code).not.toBe(0);
    expect(end.stderr).toContain('LIGHTHOUSE_READER_RUNS must be a whole number, not "three"');
    await expectNothingLeftOn([3277]);
  }, 70_000);
});
