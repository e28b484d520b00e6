// Every URL WordPress gives that the page puts in an `href` or a `src` (images,
// outbound links, media assets and their sources) must lead to a web page or a
// file: an http(s) URL, or a path of the site. Anything else (javascript:,
// data:, vbscript:, a protocol-relative //host, a path relative to who knows
// what) is dropped at the boundary, before any screen sees it.

/** Browsers ignore tabs and newlines inside a URL (`java\tscript:`); any control character is refused outright. */
const CONTROL = /[\u0000-\u001f\u007f]/;
const HTTP = /^https?:\/\//i;

/** The URL trimmed when it is http(s) or a path of this site (a single leading `/`); undefined otherwise. */
export const siteOrHttpUrl = (raw: string | undefined): string | undefined => {
  const url = raw?.trim();
  if (!url || CONTROL.test(url)) return undefined;
  // `//host` and `/\host` are other hosts to a browser, not paths of this site.
  if (url.startsWith('/')) return url[1] === '/' || url[1] === '\\' ? undefined : url;
  if (!HTTP.test(url)) return undefined;
  try {
    const { protocol, hostname } = new URL(url);
    return (protocol === 'http:' || protocol === 'https:') && hostname !== '' ? url : undefined;
  } catch {
    return undefined;
  }
};
