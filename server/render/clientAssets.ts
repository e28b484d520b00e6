// Which files the browser loads, read once at start from Vite's manifest. Their
// type is in web/document/bootData.ts: the browser's boot data carries part of it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ClientAssets } from '../../web/document/bootData.ts';

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
  // Read once at start; `</style` cannot occur in built CSS, but a string in it must not end the element.
  const inlineCss = [...css].map((file) => readFileSync(join(clientDir, file), 'utf8')).join('\n').replaceAll('</style', '<\\/style');
  return { css: [], js, inlineCss };
};
