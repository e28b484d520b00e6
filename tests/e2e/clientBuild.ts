import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';

// The hydration bundle as built (dist/client), read through Vite's manifest.
const clientDir = join(process.cwd(), 'dist', 'client');

interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
  /** Imported only by import(): loaded when needed, not with the page. */
  readonly isDynamicEntry?: boolean;
}

export const manifest = JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;

/** A manifest entry's file and the files it imports, as URL paths ('/assets/…'). */
export const closureOf = (key: string, seen = new Set<string>()): Set<string> => {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`no ${key} in the client build's manifest`);
  if (seen.has(`/${chunk.file}`)) return seen;
  seen.add(`/${chunk.file}`);
  chunk.imports?.forEach((k) => closureOf(k, seen));
  return seen;
};

export const ENTRY = 'web/entry.client.tsx';

/** A built file's text, by its URL path. */
export const builtText = (path: string): string => readFileSync(join(clientDir, path), 'utf8');

/** Brotli bytes of built files, each compressed on its own as the server sends it. */
export const brotliBytes = (paths: Iterable<string>): number => [...paths].reduce((sum, path) => sum + brotliCompressSync(readFileSync(join(clientDir, path))).length, 0);

export const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
