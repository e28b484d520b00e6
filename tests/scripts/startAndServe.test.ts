// `npm start` and `npm run serve` as a newcomer and an operator use them: two
// instances started at once from one checkout both serve (neither empties the
// build the other runs), N instances serve from one build, and `serve` without a
// build says what to run.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startScriptProcess, type ServerProcess } from '../builders/serverProcess.ts';

const started: ServerProcess[] = [];
afterEach(async () => {
  for (const server of started.splice(0)) {
    server.kill();
    await server.exited;
  }
});

const answers = async (server: ServerProcess): Promise<number> => (await fetch(`${server.base}/en`)).status;

describe('npm run serve', () => {
  it('refuses in one line naming `npm run build` when there is no build, and starts nothing', () => {
    const checkout = mkdtempSync(join(tmpdir(), 'newsdesk-serve-'));
    try {
      mkdirSync(join(checkout, 'scripts'));
      copyFileSync('scripts/serve.mjs', join(checkout, 'scripts', 'serve.mjs'));
      const run = spawnSync(process.execPath, [join(checkout, 'scripts', 'serve.mjs')], { encoding: 'utf8', timeout: 10_000 });
      expect(run.status).toBe(1);
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
      expect(run.stderr).toContain('npm run build');
    } finally {
      rmSync(checkout, { recursive: true, force: true });
    }
  });

  it('starts several instances from the one build in dist/, each answering on its own port', async () => {
    const servers = await Promise.all([1, 2, 3].map(() => startScriptProcess('scripts/serve.mjs', {})));
    started.push(...servers);
    expect(new Set(servers.map((server) => server.base)).size).toBe(3);
    expect(await Promise.all(servers.map(answers))).toEqual([200, 200, 200]);
  });
});

describe('npm start', () => {
  it('started twice at once from one checkout, builds and serves both, and leaves no build behind once stopped', async () => {
    const servers = await Promise.all([1, 2].map(() => startScriptProcess('scripts/start.mjs', {}, 240_000)));
    started.push(...servers);
    expect(await Promise.all(servers.map(answers))).toEqual([200, 200]);
    // Each serves its own build, so stopping one (as ops do, SIGTERM) leaves the other whole.
    const [first, second] = servers as [ServerProcess, ServerProcess];
    const buildOf = (server: ServerProcess): string => join('.builds', String(server.child.pid));
    expect(existsSync(buildOf(second))).toBe(true);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(buildOf(first))).toBe(false);
    expect(await answers(second)).toBe(200);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(existsSync(buildOf(second))).toBe(false);
  }, 300_000);
});
