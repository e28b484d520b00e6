// Serves the build's brotli or gzip twin of a hashed asset (scripts/precompress.ts)
// to readers that accept it. The list of twins is read once at start; a request
// for anything else falls through to the static files.
import { existsSync, readdirSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { NextFunction, Request, Response } from 'express';

const TYPES: Readonly<Record<string, string>> = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

export const createPrecompressedAssets = (clientDir: string) => {
  const dir = join(clientDir, 'assets');
  const twins = new Set(existsSync(dir) ? readdirSync(dir).filter((f) => /\.(br|gz)$/.test(f)) : []);
  return (req: Request, res: Response, next: NextFunction): void => {
    const file = req.path.startsWith('/assets/') ? req.path.slice('/assets/'.length) : '';
    const type = TYPES[extname(file)];
    if (!type || file.includes('/')) return next();
    // Our preference, not the header's order: browsers list gzip first, and brotli is smaller.
    const encoding = ENCODINGS.find((e) => req.acceptsEncodings(e.name) === e.name && twins.has(`${file}${e.suffix}`));
    if (!encoding) return next();
    res.set({ 'Content-Type': type, 'Content-Encoding': encoding.name, Vary: 'Accept-Encoding', 'Cache-Control': 'public, max-age=31536000, immutable' });
    res.sendFile(join(dir, `${file}${encoding.suffix}`), { headers: { 'Content-Type': type } }, (error) => {
      if (error && !res.headersSent) next();
    });
  };
};
