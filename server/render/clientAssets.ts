// Which files the browser loads, read once at start from Vite's manifest.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ClientAssets {
  readonly css: readonly string[];
  /** The entry first, then the chunks it imports (preloaded). */
  readonly js: readonly string[];
}

interface ManifestChunk {
  readonly file: string;
  readonly css?: readonly string[];
  readonly imports?: readonly string[];
  readonly isEntry?: boolean;
}

export const CLIENT_ENTRY = 'web/entry.client.tsx';

export const readClientAssets = (clientDir: string): ClientAssets => {
  const manifestPath = join(clientDir, '.vite', 'manifest.json');
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  } catch {
    throw new Error(`No client build at ${manifestPath}: run "npm run build" first.`);
  }
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`${manifestPath} has no entry ${CLIENT_ENTRY}.`);
  const css = new Set<string>();
  const js: string[] = [];
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (!chunk || js.includes(`/${chunk.file}`)) return;
    js.push(`/${chunk.file}`);
    chunk.css?.forEach((file) => css.add(`/${file}`));
    chunk.imports?.forEach(visit);
  };
  visit(CLIENT_ENTRY);
  return { css: [...css], js };
};
