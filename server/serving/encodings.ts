// The encodings a page is kept in: compressed once when stored, never per request.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const ENCODINGS = ['br', 'gzip', 'identity'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/**
 * Brotli 5 and gzip 6: within a few per cent of their best ratio on HTML, at a
 * small part of its cost (brotli 11 spends ~20x the CPU for ~8% fewer bytes),
 * which matters when a burst of misses renders many pages at once.
 */
export const compress = (body: Buffer, encoding: Encoding): Buffer => {
  switch (encoding) {
    case 'br':
      return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
    case 'gzip':
      return gzipSync(body, { level: 6 });
    case 'identity':
      return body;
  }
};

/** A strong validator of the body, for If-None-Match. */
export const etagOf = (body: Buffer): string => `"${createHash('sha1').update(body).digest('base64url')}"`;

const accepted = (header: string, name: string): boolean => {
  for (const part of header.split(',')) {
    const [token = '', ...params] = part.split(';');
    if (token.trim().toLowerCase() !== name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
};

/** Browsers send a handful of distinct headers: each is read once. */
const chosen = new Map<string, Encoding>();
const MAX_REMEMBERED = 256;

/** Brotli when the reader accepts it (our preference, not the header's order), else gzip, else none. */
export const preferredEncoding = (acceptEncoding: string | undefined): Encoding => {
  if (!acceptEncoding) return 'identity';
  const known = chosen.get(acceptEncoding);
  if (known) return known;
  const encoding: Encoding = accepted(acceptEncoding, 'br') ? 'br' : accepted(acceptEncoding, 'gzip') ? 'gzip' : 'identity';
  if (chosen.size < MAX_REMEMBERED) chosen.set(acceptEncoding, encoding);
  return encoding;
};
