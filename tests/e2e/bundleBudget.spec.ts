import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';

// The hydration bundle is a budget (README): React and the router take ~70 KB of
// the 80 KB brotli an article may load, so decoders, the HTML parser and the
// WordPress adapter must stay on the server.
const clientDir = join(process.cwd(), 'dist', 'client');
const manifest = JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string; imports?: string[] }>;

const entryFiles = (key: string, seen = new Set<string>()): string[] => {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return [];
  seen.add(chunk.file);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((k) => entryFiles(k, seen))];
};

const js = entryFiles('web/entry.client.tsx').map((file) => readFileSync(join(clientDir, file)));

// NOT the 80 KB target: a bare React 19 + react-router 7 entry weighs ~82 KB here;
// the screens add ~10 KB and the consent banner, which must hydrate on every first
// visit, ~3 KB (95.0 KB in all). Meeting the target is open work (see README,
// "Budgets"); this ceiling only stops the bundle from growing unnoticed meanwhile.
const CEILING_KB = 96;

test(`the first-load JS of a page stays under ${CEILING_KB} KB brotli`, () => {
  const brotliBytes = js.reduce((sum, buffer) => sum + brotliCompressSync(buffer).length, 0);
  console.log(`first-load JS: ${(brotliBytes / 1024).toFixed(1)} KB brotli`);
  expect(brotliBytes).toBeLessThanOrEqual(CEILING_KB * 1024);
});

test('the hydration bundle carries no decoder, HTML parser or WordPress adapter', () => {
  const source = js.map((b) => b.toString('utf8')).join('\n');
  for (const marker of ['get_post', 'search-lastresearch', 'UnknownRecord', 'decodeEntities', 'xmlMode']) {
    expect(source, marker).not.toContain(marker);
  }
});
