// Which files the browser loads, read once at start from Vite's manifest. Their
// type is in web/document/bootData.ts: the browser's boot data carries part of it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ClientAssets } from '../../web/document/bootData.ts';
import { PAGE_SCREENS } from '../../src/domain/screenRoutes.ts';
import { ROUTE_CHUNKS, screenChunkSource } from '../../web/routes/screenChunks.ts';

interface ManifestChunk {
  readonly file: string;
  readonly css?: readonly string[];
  readonly imports?: readonly string[];
  readonly isEntry?: boolean;
}

const CLIENT_ENTRY = 'web/entry.client.tsx';

export const readClientAssets = (clientDir: string): ClientAssets => {
  const manifestPath = join(clientDir, '.vite', 'manifest.json');
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  } catch {
    throw new Error(`No client build at ${manifestPath}: run "npm run build" first.`);
  }
  /** A chunk and the chunks it imports, as URLs, leaving out those in `known`. */
  const closure = (key: string, known: ReadonlySet<string>): string[] => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${manifestPath} has no ${key}: the build is not this version's.`);
    const js: string[] = [];
    const visit = (at: string): void => {
      const visited = manifest[at];
      if (!visited || known.has(`/${visited.file}`) || js.includes(`/${visited.file}`)) return;
      js.push(`/${visited.file}`);
      visited.imports?.forEach(visit);
    };
    visit(key);
    return js;
  };
  const js = closure(CLIENT_ENTRY, new Set());
  const inEntry = new Set(js);
  // Each route's screen code beyond the entry, computed once: a page preloads its route's with the entry.
  const screenJs = Object.fromEntries(
    PAGE_SCREENS.map((route) => [route, [...new Set(ROUTE_CHUNKS[route].flatMap((chunk) => closure(screenChunkSource(chunk), inEntry)))]]),
  );
  // Every stylesheet of the build, wherever the manifest lists it (the build makes one, vite.client.config.ts),
  // inlined: the browser never links one. Read once at start; `</style` cannot occur in built CSS,
  // but a string in it must not end the element.
  const css = new Set(Object.values(manifest).flatMap((chunk) => [...(chunk.css ?? []), ...(chunk.file.endsWith('.css') ? [chunk.file] : [])]));
  const inlineCss = [...css].map((file) => readFileSync(join(clientDir, file), 'utf8')).join('\n').replaceAll('</style', '<\\/style');
  return { css: [], js, inlineCss, screenJs };
};
