// `npm test`: every check and test runner in one command. Exits non-zero on any
// failure and ends with the plain line `N passed, N failed` summing all runners,
// which CI reads. Skipped tests count as failures: none
// may be left behind.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { setUpSystem } from './setup/systemPackages.mjs';

// First, in a second or two: a Node recent enough and the system packages the
// tests run (installed here as root with apt-get, or one line saying what to run),
// so a fresh machine never fails twenty minutes in on a missing program.
setUpSystem();

const reports = 'test-results/reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];

const run = (label, command, args, env = {}) => {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
};

/** A check without test cases (lint, types, build) counts as one test. */
const check = (label, command, args) => {
  const ok = run(label, command, args);
  totals[ok ? 'passed' : 'failed'] += 1;
  lines.push(`${label}: ${ok ? 'ok' : 'FAILED'}`);
  return ok;
};

const readJson = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined);

const runner = (label, command, args, env, count) => {
  const ok = run(label, command, args, env);
  const counted = count();
  if (!counted) {
    totals.failed += 1;
    lines.push(`${label}: no report (exit ${ok ? 0 : 'non-zero'})`);
    return;
  }
  totals.passed += counted.passed;
  totals.failed += counted.failed + (ok || counted.failed > 0 ? 0 : 1);
  totals.skipped += counted.skipped;
  lines.push(`${label}: ${counted.passed} passed, ${counted.failed} failed, ${counted.skipped} skipped${ok ? '' : ' (runner exited non-zero)'}`);
};

check('lint (ESLint: layer boundaries, SafeHtml, type-aware rules, hooks)', 'npx', ['eslint', '.']);
check('types (tsc --noEmit)', 'npx', ['tsc', '--noEmit']);
check('unused files, exports and dependencies (knip)', 'npx', ['knip']);

// The build comes before the test runners: the server-process tests
// (tests/server/lifecycle.test.ts) start server/main.ts as ops do, and it
// refuses to start without a client build, as a fresh clone has none.
const built = check('build (vite client, server and CSR)', 'npm', ['run', 'build:all']);

// Mozilla's Observatory grader (tests/server/observatory.test.ts) has a lock of its
// own and installs only without its postinstall: installed here from the npm registry
// when the pinned version is missing, so a fresh clone needs nothing but `npm ci`.
check('Observatory grader (tools/observatory, npm ci --ignore-scripts)', 'node', ['tools/observatory/install.mjs']);

// Lighthouse, for the scripts' smoke test (tests/scripts/scriptsSmoke.test.ts runs
// `npm run lighthouse -- --smoke`): installed here, from its own lock, so the download
// is a step of its own rather than part of a test's time limit.
if (!existsSync('tools/lighthouse/node_modules/lighthouse/package.json')) {
  check('Lighthouse (tools/lighthouse, npm ci --ignore-scripts)', 'npm', ['ci', '--prefix', 'tools/lighthouse', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error']);
}

runner('unit and adapter tests (vitest)', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${reports}/vitest.json`], {}, () => {
  const r = readJson(`${reports}/vitest.json`);
  return r && { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests };
});

// One real WordPress with MariaDB for the whole runner (tests/wordpress/globalSetup.ts).
runner('WordPress tests (real WordPress and MariaDB)', 'npx', ['vitest', 'run', '--config', 'vitest.wordpress.config.ts', '--reporter=default', '--reporter=json', `--outputFile=${reports}/vitest-wordpress.json`], {}, () => {
  const r = readJson(`${reports}/vitest-wordpress.json`);
  return r && { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests };
});

if (built) {
  runner('browser tests (Playwright, Chromium)', 'npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json` }, () => {
    const r = readJson(`${reports}/playwright.json`);
    return r && { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected, skipped: r.stats.skipped };
  });
} else {
  totals.failed += 1;
  lines.push('browser tests: not run (build failed)');
}

console.log('\n=== summary');
for (const line of lines) console.log(line);
const failed = totals.failed + totals.skipped;
console.log(`${totals.passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
