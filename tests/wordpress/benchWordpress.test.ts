import { execFileSync } from 'node:child_process';
import { expect, it } from 'vitest';
import { runScript } from '../builders/scriptProcess.ts';

// `npm run bench:wordpress` in its smoke mode (one archive of 300 posts, a few
// requests a call): it starts a WordPress of its own, generates and indexes the
// archive (its posts and categories linked with their translations), times
// every call cold and warm beside core's search, search with each date filter, prints the
// table docs/running-with-wordpress.md quotes, and leaves no server behind. The
// full run's figures are in that document; they are never asserted (the machine
// is shared).

/** The MariaDB and PHP processes of the benchmark's own data directory. */
const benchProcesses = (): string[] =>
  execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' }).split('\n').filter((line) => line.includes('newsdesk-bench-wordpress-'));

it('generates, indexes and times an archive, prints every call beside core search, and leaves nothing running', async () => {
  const end = await runScript(['scripts/benchWordpress.ts', '--smoke'], {}, 240_000);
  expect(end.code, end.stderr).toBe(0);
  expect(end.stdout).toMatch(/^300 posts: generated in \d+ s, indexed in \d+ s \(30\d posts and pages\)$/m);
  // Posts linked with their translations in groups of every size from one to six, the 60 categories too; a
  // post of a group of six answers all six.
  const linked = /^ {2}translations: (.+); (\d+) categories linked; get_post names (\d+) translations of \S+$/m.exec(end.stdout);
  expect(linked, end.stdout).not.toBeNull();
  const sizes: Record<string, number> = Object.fromEntries(linked![1]!.split(', ').map((part) => /^(\d+) groups of (\d)$/.exec(part)!.slice(1).reverse().map(Number)));
  expect(Object.keys(sizes)).toEqual(['1', '2', '3', '4', '5', '6']);
  expect(Object.entries(sizes).reduce((posts, [size, groups]) => posts + Number(size) * groups, 0)).toBe(300);
  expect([Number(linked![2]), Number(linked![3])]).toEqual([60, 6]);
  const rows = end.stdout.split('\n').filter((line) => line.startsWith('| '));
  expect(rows[0]).toBe('| call | 300: cold / median / p95 |');
  const time = String.raw`(?:\d+ ms|\d+\.\d s)`;
  const cells = `${time} / ${time} / ${time}`;
  const filters = ['day', 'week', 'month', 'year'].map((period) => `search-custom, last ${period}, a different common word each time`);
  for (const call of ['get-categories (en)', 'get-paginated-latest-posts (it, page 1)', 'search-custom, a rare word', ...filters, 'get-popular-posts (it)', 'get_post', 'get_post (linked in six languages)', 'relatedpost', 'get_page', 'core search, a rare word']) {
    expect(rows.find((row) => row.startsWith(`| ${call} |`)), call).toMatch(new RegExp(`^\\| ${call.replace(/[()]/g, '\\$&')} \\| ${cells} \\|$`));
  }
  expect(rows.filter((row) => new RegExp(`\\| ${cells} \\|$`).test(row))).toHaveLength(23);
  // Cold is a restart with MariaDB's buffer pool empty; the smoke run leaves the system's file cache to the other tests.
  expect(end.stdout).toMatch(/^Cold: MariaDB and PHP restarted before each call, the buffer pool empty; the system's file cache kept \(a smoke run\)\.$/m);
  expect(benchProcesses()).toEqual([]);
}, 300_000);
