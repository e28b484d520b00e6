// The origins a page's images, audio and video may load from besides the site
// itself: the content API's, those WordPress reports (its uploads URL, a CDN or an
// offload bucket a plugin rewrites them to) and those ops add (MEDIA_ORIGINS). The
// CSP names them and the sanitizer turns media on any other host into a link, so
// both read one spelling: what a browser's URL.origin gives, and nothing wider.

/**
 * A host as the CSP may name it: DNS labels (punycode, lower case, as URL gives
 * them) or an IPv6 literal in brackets. No `*`, space, `;` or `,`: a value that
 * reaches a policy header can add no source and no directive to it.
 */
const HOST = /^(?:(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?|\[[0-9a-f:.]+\])$/;

/** `scheme://host[:port]`, optionally with the empty path's slash: nothing else is an origin. */
const ORIGIN_SHAPE = /^https?:\/\/[^/?#\s]+\/?$/i;

/**
 * `text` as an origin, `https://cdn.example.net` or `http://127.0.0.1:8080`
 * (lower case, the scheme's default port left out); undefined for anything that
 * is not exactly an http(s) origin: a path, a query, credentials, a wildcard,
 * another scheme.
 */
export const httpOrigin = (text: string): string | undefined => {
  const trimmed = text.trim();
  if (!ORIGIN_SHAPE.test(trimmed)) return undefined;
  try {
    const url = new URL(trimmed);
    if (url.username !== '' || url.password !== '' || !HOST.test(url.hostname)) return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
};

/** The origins once each, in their first order: one list the CSP and the sanitizer both read. */
export const distinctOrigins = (...lists: readonly (readonly string[])[]): readonly string[] => [...new Set(lists.flat())];
