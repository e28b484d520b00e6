// The post's largest image (image_full, with its width and height: Newsdesk's
// addition to the contract). It exists for share cards and search engines, which
// want the real pixel size: a usable URL (http(s), or a path of the site like
// every image of the contract) and both sizes, or nothing.
import type { OriginalImage } from '../../../src/domain/content.ts';
import { siteOrHttpUrl } from '../../../src/domain/siteOrHttpUrl.ts';

/** A size in pixels: a positive integer, or a string of one (PHP's mood); anything else is no size. */
const pixels = (raw: unknown): number | undefined => {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw.trim()) : Number.NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

export const toOriginalImage = (url: unknown, width: unknown, height: unknown): OriginalImage | undefined => {
  const [src, w, h] = [typeof url === 'string' ? siteOrHttpUrl(url) : undefined, pixels(width), pixels(height)];
  return src && w && h ? { url: src, width: w, height: h } : undefined;
};
