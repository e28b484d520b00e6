// Whether a preview link was signed by WordPress with the secret both sides
// share (Newsdesk's PREVIEW_SECRET, the plugin's NEWSDESK_PREVIEW_SECRET): the
// HMAC-SHA256 of "{id}:{expires}", hex, as PHP's hash_hmac writes it. Checked
// here before WordPress is asked for anything, and again by the plugin.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PreviewLink } from '../../src/ports/PreviewPort.ts';

/** WordPress signs links for ten minutes; nothing it signs runs for more than a day. */
const MAX_AHEAD_S = 86_400;

/** Unexpired, not absurdly far ahead, and signed with `secret`, compared in constant time. */
export const isSignedPreviewLink = (secret: string, link: PreviewLink, nowS: number): boolean => {
  if (link.expires < nowS || link.expires > nowS + MAX_AHEAD_S) return false;
  const expected = createHmac('sha256', secret).update(`${link.id}:${link.expires}`).digest();
  const given = Buffer.from(link.signature, 'hex');
  // A length that differs tells nothing about the secret; equal lengths are compared in constant time.
  return given.length === expected.length && timingSafeEqual(given, expected);
};
