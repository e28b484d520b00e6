import { execFileSync } from 'node:child_process';
import { expect, it } from 'vitest';
import { runScript } from '../builders/scriptProcess.ts';

// `npm run bench:wordpress` in its smoke mode (one archive of 300 posts, a few
// requests a call): it starts a WordPress of its own, generates and indexes the
// archive, times every call cold and warm beside core's search, prints the
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
  const rows = end.stdout.split('\n').filter((line) => line.startsWith('| '));
  expect(rows[0]).toBe('| call | 300: cold / median / p95 |');
  const time = String.raw`(?:\d+ ms|\d+\.\d s)`;
  const cells = `${time} / ${time} / ${time}`;
  for (const call of ['get-categories (en)', 'get-paginated-latest-posts (it, page 1)', 'search-custom, a rare word', 'get-popular-posts (it)', 'get_post', 'relatedpost', 'get_page', 'core search, a rare word']) {
    expect(rows.find((row) => row.startsWith(`| ${call} |`)), call).toMatch(new RegExp(`^\\| ${call.replace(/[()]/g, '\\$&')} \\| ${cells} \\|$`));
  }
  expect(rows.filter((row) => new RegExp(`\\| ${cells} \\|$`).test(row))).toHaveLength(18);
  expect(benchProcesses()).toEqual([]);
}, 300_000);
