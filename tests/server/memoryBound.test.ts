import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { freePort } from '../../scripts/lib/freePort.ts';
import { describe, expect, it } from 'vitest';

// The memory ops can plan for: under a flood of distinct addresses (junk query
// strings, unknown paths, searches, data answers, feeds, every language) the built
// server's resident memory stays under the figure docs/failures-and-operations.md documents for its
// cache bounds (570 MB + 1.3 × the caches' MB: server/observability/memoryBound.ts). Runs `npm run soak:memory`'s
// script itself, with small bounds so that a few thousand addresses fill them.

describe('memory under a flood of distinct addresses', () => {
  it('stays under the documented bound for the caches’ bounds, the caches full', async () => {
    const port = await freePort();
    const metricsPort = await freePort([port]);
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/soakMemory.ts'], {
      env: { ...process.env, SOAK_URLS: '6000', SOAK_PORT: String(port), SOAK_METRICS_PORT: String(metricsPort), PAGE_CACHE_MAX_MB: '32', CONTENT_CACHE_MAX_MB: '8' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(output).toMatch(/page cache\s+3[12] MB/);
    expect(output, output).toMatch(/peak RSS \d+ MB, documented bound 622 MB: within/);
    expect(code).toBe(0);
  }, 120_000);
});
