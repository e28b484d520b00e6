import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltServerProcess, type ServerProcess } from '../builders/serverProcess.ts';

// What runs and what readers download are production builds, never development
// ones (extra checks on every render, developer pages, console noise).
// react-router 7's package exports name its development build only
// (remix-run/react-router#14102): the bundles alias its production build
// (vite.productionBuilds.ts). Needs `npm run build:all`, as npm test runs first.
const RECORDER = fileURLToPath(new URL('../builders/recordLoadedModules.mjs', import.meta.url));

/** Text only development builds hold: react-router's development warnings and React's development-only checks. */
const DEVELOPMENT_ONLY = [
  'Error handled by React Router default ErrorBoundary',
  'You should not include both `Component` and `element` on your route',
  'Each child in a list should have a unique "key" prop',
];

const bundles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => join(entry.parentPath, entry.name));

describe('production builds', () => {
  it('bundles no development build into the server, the hydration bundle or the CSR bundle', () => {
    const files = ['dist/server', 'dist/client/assets', 'dist/csr/assets'].flatMap(bundles);
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const marker of DEVELOPMENT_ONLY) expect(text.includes(marker), `${file} holds "${marker}"`).toBe(false);
    }
  });

  describe('the server as `npm start` runs it', () => {
    let dir: string;
    let server: ServerProcess;
    let loaded: string[];
    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'newsdesk-modules-'));
      const file = join(dir, 'loaded.txt');
      // NODE_ENV left unset, as `npm start` leaves it: the entry sets it.
      server = await startBuiltServerProcess({ LOG_LEVEL: 'ERROR', NODE_ENV: undefined, LOADED_MODULES_FILE: file }, ['--import', RECORDER]);
      for (const path of ['/it', '/en/no-such-article-anywhere/x/y', '/_data/home/de']) await (await fetch(`${server.base}${path}`)).text();
      server.child.kill('SIGTERM');
      await server.exited;
      loaded = readFileSync(file, 'utf8').split('\n').filter(Boolean);
    }, 40_000);
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it("loads React's production builds and no development build of any package", () => {
      expect(loaded.some((path) => /react-dom\/cjs\/react-dom-server\.node\.production\.js$/.test(path))).toBe(true);
      expect(loaded.some((path) => /react\/cjs\/react\.production\.js$/.test(path))).toBe(true);
      expect(loaded.filter((path) => /node_modules\/.*development/.test(path))).toEqual([]);
    });
  });
});
