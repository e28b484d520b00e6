import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readClientAssets } from '../../server/render/clientAssets.ts';

const clientBuild = (files: Record<string, string>, manifest: object): string => {
  const dir = mkdtempSync(join(tmpdir(), 'newsdesk-build-'));
  mkdirSync(join(dir, '.vite'));
  mkdirSync(join(dir, 'assets'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dir;
};

describe('the client build as the server reads it', () => {
  it('inlines the stylesheet instead of linking it, and lists the entry before its chunks', () => {
    const dir = clientBuild(
      { 'assets/entry-1.css': 'body{color:red}', 'assets/entry-1.js': '', 'assets/shared-1.js': '' },
      {
        'web/entry.client.tsx': { file: 'assets/entry-1.js', css: ['assets/entry-1.css'], imports: ['_shared'], isEntry: true },
        _shared: { file: 'assets/shared-1.js' },
      },
    );
    expect(readClientAssets(dir)).toEqual({ css: [], js: ['/assets/entry-1.js', '/assets/shared-1.js'], inlineCss: 'body{color:red}' });
  });

  it('keeps a stylesheet string from closing the style element', () => {
    const dir = clientBuild({ 'assets/e.css': 'a::after{content:"</style><script>"}', 'assets/e.js': '' }, { 'web/entry.client.tsx': { file: 'assets/e.js', css: ['assets/e.css'] } });
    expect(readClientAssets(dir).inlineCss).not.toContain('</style');
  });

  it('says to build first when there is no build', () => {
    expect(() => readClientAssets('/nonexistent')).toThrow('run "npm run build" first');
  });
});
