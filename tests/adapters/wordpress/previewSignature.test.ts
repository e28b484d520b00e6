import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isSignedPreviewLink } from '../../../adapters/wordpress/previewSignature.ts';

const SECRET = 'x'.repeat(40);
const NOW = 1_800_000_000;
/** As PHP's hash_hmac('sha256', "{id}:{exp}", secret) writes it. */
const phpSignature = (id: number, expires: number, secret = SECRET) => createHmac('sha256', secret).update(`${id}:${expires}`).digest('hex');

describe('a preview link signed by WordPress', () => {
  it('is accepted until it expires', () => {
    const link = { id: 42, expires: NOW + 600, signature: phpSignature(42, NOW + 600) };
    expect(isSignedPreviewLink(SECRET, link, NOW)).toBe(true);
    expect(isSignedPreviewLink(SECRET, link, NOW + 600)).toBe(true);
    expect(isSignedPreviewLink(SECRET, link, NOW + 601)).toBe(false);
  });

  it('is refused when its id, expiry or signature was changed, or another secret signed it', () => {
    const signature = phpSignature(42, NOW + 600);
    expect(isSignedPreviewLink(SECRET, { id: 43, expires: NOW + 600, signature }, NOW)).toBe(false);
    expect(isSignedPreviewLink(SECRET, { id: 42, expires: NOW + 601, signature }, NOW)).toBe(false);
    expect(isSignedPreviewLink(SECRET, { id: 42, expires: NOW + 600, signature: signature.replace(/.$/, (c) => (c === '0' ? '1' : '0')) }, NOW)).toBe(false);
    expect(isSignedPreviewLink(SECRET, { id: 42, expires: NOW + 600, signature: signature.slice(0, 62) }, NOW)).toBe(false);
    expect(isSignedPreviewLink(SECRET, { id: 42, expires: NOW + 600, signature: phpSignature(42, NOW + 600, 'y'.repeat(40)) }, NOW)).toBe(false);
  });

  it('is refused when it claims to last more than a day', () => {
    const expires = NOW + 86_401;
    expect(isSignedPreviewLink(SECRET, { id: 1, expires, signature: phpSignature(1, expires) }, NOW)).toBe(false);
  });
});
