// The encodings a page is kept in: compressed once when stored, never per request.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const ENCODINGS = ['br', 'gzip', 'identity'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/**
 * How hard to compress. `kept`: an answer stored and served many times, brotli 5
 * and gzip 6, within a few per cent of their best ratio on HTML at a small part
 * of its cost (brotli 11 spends ~60x the CPU for ~10% fewer bytes). `once`: an
 * answer nobody keeps (the page cache off, a failure), brotli 1 and gzip 1, a fifth
 * of the CPU for ~25% more bytes. A 256 KB window (lgwin 18) holds any page whole,
 * and costs less to set up than brotli's default 4 MB.
 */
export type Effort = 'kept' | 'once';

const BROTLI_QUALITY: Readonly<Record<Effort, number>> = { kept: 5, once: 1 };
const GZIP_LEVEL: Readonly<Record<Effort, number>> = { kept: 6, once: 1 };

export const compress = (body: Buffer, encoding: Encoding, effort: Effort = 'kept'): Buffer => {
  switch (encoding) {
    case 'br':
      return brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[effort],
          [constants.BROTLI_PARAM_LGWIN]: 18,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      });
    case 'gzip':
      return gzipSync(body, { level: GZIP_LEVEL[effort] });
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
