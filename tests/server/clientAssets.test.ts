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

/** The screens' chunks every build has (web/routes/screens/*), each importing nothing here. */
const SCREEN_CHUNKS = ['home', 'listing', 'article', 'author', 'staticPage', 'preview'];
const screenFiles = Object.fromEntries(SCREEN_CHUNKS.map((name) => [`assets/${name}-1.js`, '']));
const screenEntries = Object.fromEntries(SCREEN_CHUNKS.map((name) => [`web/routes/screens/${name}.ts`, { file: `assets/${name}-1.js`, isDynamicEntry: true }]));

describe('the client build as the server reads it', () => {
  it('inlines the stylesheet instead of linking it, and lists the entry before its chunks', () => {
    const dir = clientBuild(
      { 'assets/entry-1.css': 'body{color:red}', 'assets/entry-1.js': '', 'assets/shared-1.js': '', ...screenFiles },
      {
        'web/entry.client.tsx': { file: 'assets/entry-1.js', css: ['assets/entry-1.css'], imports: ['_shared'], isEntry: true },
        _shared: { file: 'assets/shared-1.js' },
        ...screenEntries,
      },
    );
    const assets = readClientAssets(dir);
    expect(assets).toMatchObject({ css: [], js: ['/assets/entry-1.js', '/assets/shared-1.js'], inlineCss: 'body{color:red}' });
  });

  it('inlines the stylesheet the build lists on its own, which no chunk names', () => {
    const dir = clientBuild(
      { 'assets/style-1.css': 'main{margin:0}', 'assets/entry-1.js': '', ...screenFiles },
      {
        'web/entry.client.tsx': { file: 'assets/entry-1.js', isEntry: true },
        'style.css': { file: 'assets/style-1.css', src: 'style.css' },
        ...screenEntries,
      },
    );
    expect(readClientAssets(dir)).toMatchObject({ css: [], js: ['/assets/entry-1.js'], inlineCss: 'main{margin:0}' });
  });

  it("gives each screen route its screens' chunks and their imports, leaving out what the entry loads already", () => {
    const dir = clientBuild(
      { 'assets/entry-1.js': '', 'assets/shared-1.js': '', 'assets/cards-1.js': '', ...screenFiles },
      {
        'web/entry.client.tsx': { file: 'assets/entry-1.js', imports: ['_shared'], isEntry: true },
        _shared: { file: 'assets/shared-1.js' },
        _cards: { file: 'assets/cards-1.js', imports: ['_shared'] },
        ...screenEntries,
        'web/routes/screens/listing.ts': { file: 'assets/listing-1.js', imports: ['_cards', '_shared'], isDynamicEntry: true },
      },
    );
    const { screenJs } = readClientAssets(dir);
    expect(screenJs?.['home']).toEqual(['/assets/home-1.js']);
    expect(screenJs?.['subcategory']).toEqual(['/assets/listing-1.js', '/assets/cards-1.js']);
    expect(screenJs?.['article']).toEqual(['/assets/article-1.js']);
    // The latest posts, a category or a static page: the route may show either screen.
    expect(screenJs?.['slug']).toEqual(['/assets/listing-1.js', '/assets/cards-1.js', '/assets/staticPage-1.js']);
  });

  it("refuses a build that lacks a screen's chunk, at start", () => {
    const dir = clientBuild({ 'assets/e.js': '' }, { 'web/entry.client.tsx': { file: 'assets/e.js' } });
    expect(() => readClientAssets(dir)).toThrow('web/routes/screens/');
  });

  it('keeps a stylesheet string from closing the style element', () => {
    const dir = clientBuild({ 'assets/e.css': 'a::after{content:"</style><script>"}', 'assets/e.js': '', ...screenFiles }, { 'web/entry.client.tsx': { file: 'assets/e.js', css: ['assets/e.css'] }, ...screenEntries });
    expect(readClientAssets(dir).inlineCss).not.toContain('</style');
  });

  it('says to build first when there is no build', () => {
    expect(() => readClientAssets('/nonexistent')).toThrow('run "npm run build" first');
  });
});
