// Installs the pinned Observatory grader beside this file when it is missing, the
// way `npm test` needs it on a fresh clone: `npm ci --ignore-scripts` from the
// committed lock, from the npm registry only (its postinstall would download the
// HSTS preload and TLD lists from the internet), then the empty HSTS preload list
// its analyzer reads. No site on loopback is on that list anyway. scripts/test-all.mjs
// runs it before vitest; `node tools/observatory/install.mjs` does it by hand.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const OBSERVATORY_DIR = dirname(fileURLToPath(import.meta.url));
export const GRADER_DIR = join(OBSERVATORY_DIR, 'node_modules', '@mdn', 'mdn-http-observatory');

const pinned = () => JSON.parse(readFileSync(join(OBSERVATORY_DIR, 'package.json'), 'utf8')).dependencies['@mdn/mdn-http-observatory'];

const installed = () => {
  const manifest = join(GRADER_DIR, 'package.json');
  return existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).version === pinned();
};

const NOT_INSTALLED = `Mozilla's Observatory grader ${pinned()} is not installed in ${OBSERVATORY_DIR}/node_modules.
npm test installs it; to run the Observatory test alone, install it first:
  node tools/observatory/install.mjs`;

/** Where the installed grader is; throws, saying how to install it, when it is not. */
export const installedGrader = () => {
  if (!installed() || !existsSync(join(GRADER_DIR, 'conf', 'hsts-preload.json'))) throw new Error(NOT_INSTALLED);
  return GRADER_DIR;
};

/** Installs the grader unless the pinned version is there; throws with npm's output when it cannot. */
export const ensureObservatory = () => {
  if (!installed()) {
    const npm = spawnSync('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: OBSERVATORY_DIR, encoding: 'utf8', shell: process.platform === 'win32' });
    if (npm.status !== 0 || !installed()) throw new Error(`could not install the Observatory grader in ${OBSERVATORY_DIR}:\n${npm.stdout}${npm.stderr}`);
  }
  const preload = join(GRADER_DIR, 'conf', 'hsts-preload.json');
  if (!existsSync(preload)) {
    mkdirSync(dirname(preload), { recursive: true });
    writeFileSync(preload, '{}\n');
  }
  return GRADER_DIR;
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  ensureObservatory();
  console.log(`observatory: grader ${pinned()} ready in ${GRADER_DIR}`);
}
