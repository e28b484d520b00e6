// What a request asks for, decided before anything renders: a page, a data
// answer or a document for crawlers (all three through the page cache), one of
// the app's other endpoints (Express), or a refusal. Bad input from a reader
// never reaches a renderer: malformed percent-encoding, control characters, line
// and paragraph separators and absurd lengths are a 400 or a 414, `//host` and backslashes a 404, methods we
// do not serve a 405, and a first segment that is not a language either a
// permanent redirect under /it (spec: the language falls back to it) or, for a
// file name such as /favicon.ico or /wp-login.php, a plain 404; a trailing slash
// a permanent redirect to the path without it; never a copy of a page under a
// second URL.
import { DATA_PREFIX, isXmlPath, signalKindOf } from '../../src/domain/endpoints.ts';
import type { SignalKind } from '../../src/domain/signalKinds.ts';
import { DEFAULT_LANG, isLang, langOfPath, type Lang } from '../../src/domain/language.ts';
import { matchScreen } from '../../src/domain/screenRoutes.ts';
import { normalizedUrl } from './pageKey.ts';

export type Target =
  | { readonly kind: 'page' | 'data' | 'xml'; readonly key: string }
  /** An editor's preview, page or data: the whole URL as asked, since its signature is in the query; never cached. */
  | { readonly kind: 'preview'; readonly format: 'page' | 'data'; readonly url: string }
  | { readonly kind: 'app' }
  /** A reader signal's beacon (server/http/signalEndpoint.ts): its query string is its data. */
  | { readonly kind: 'signal'; readonly signal: SignalKind; readonly search: string }
  | { readonly kind: 'options' }
  | { readonly kind: 'redirect'; readonly location: string }
  | { readonly kind: 'refuse'; readonly status: 400 | 404 | 405 | 414; readonly lang: Lang; readonly format: 'html' | 'json' | 'text' };

/** Longer addresses are not links anyone follows: 414. */
const MAX_URL_LENGTH = 4096;
const MAX_PATH_LENGTH = 2048;

export const ALLOWED_METHODS = 'GET, HEAD, OPTIONS';

export interface TargetRules {
  /** Paths Express serves as they are (its own prefixes and the build's root files). */
  readonly appPrefixes: readonly string[];
  readonly appPaths: ReadonlySet<string>;
  /** Paths that also take POST (the purge endpoint). */
  readonly postPaths: ReadonlySet<string>;
  /** Whether previews exist (PREVIEW_SECRET is set); without, their paths are a 404. */
  readonly previews: boolean;
  /** Whether reader signals are counted; without, their paths are a 404. */
  readonly signals: boolean;
}

const PREVIEW_DATA_PREFIX = `${DATA_PREFIX}/preview/`;

/** A preview's page or data path, by the screen table's own reading of it. */
const previewFormatOf = (path: string): 'page' | 'data' | undefined => {
  if (path.startsWith(PREVIEW_DATA_PREFIX)) return 'data';
  return matchScreen(path)?.screen === 'preview' ? 'page' : undefined;
};

/**
 * Control characters (C0, DEL and C1) and the line and paragraph separators:
 * no address holds them, and the router's patterns cannot match a path that
 * holds U+2028 or U+2029 (`.` stops at line terminators).
 */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/** The last segment names a file: /favicon.ico, /wp-login.php, /.env, /package.json. */
const FILE_LIKE = /(^|\/)[^/]*\.[A-Za-z0-9]{1,10}$/;

/** Characters a URL may carry as they are; anything else the request held is percent-encoded before it goes back out. */
const safeInUrl = (text: string): string => text.replace(/[^\w\-.~!$&'()*+,;=:@/?%]/g, (c) => encodeURIComponent(c));

/** The request target in origin form: absolute-form (`GET http://host/path`) keeps only its path, never its host. */
const originForm = (raw: string): string | undefined => {
  if (raw.startsWith('/')) return raw;
  const scheme = /^https?:\/\/[^/?#]*/i.exec(raw);
  if (!scheme) return undefined;
  const rest = raw.slice(scheme[0].length);
  return rest.startsWith('/') ? rest : `/${rest}`;
};

/** Every segment decodes, and to no control character. */
const decodes = (path: string): boolean => {
  try {
    return !CONTROL.test(decodeURIComponent(path));
  } catch {
    return false;
  }
};

const formatOf = (path: string): 'html' | 'json' | 'text' =>
  path.startsWith('/_') ? 'json' : isXmlPath(path) ? 'text' : 'html';

export const requestTarget = (rules: TargetRules) => (method: string | undefined, rawUrl: string | undefined): Target => {
  const raw = rawUrl ?? '/';
  if (method === 'OPTIONS') return { kind: 'options' };
  const target = originForm(raw);
  if (target === undefined) return { kind: 'refuse', status: 400, lang: DEFAULT_LANG, format: 'html' };
  const cut = target.search(/[?#]/);
  const path = cut === -1 ? target : target.slice(0, cut);
  const search = cut === -1 || target[cut] === '#' ? '' : target.slice(cut + 1).split('#')[0]!;
  // A refusal's language is read here, at the edge, and travels with it to the page that answers.
  const refuse = (status: 400 | 404 | 405 | 414): Target => ({ kind: 'refuse', status, lang: langOfPath(path), format: formatOf(path) });

  if (raw.length > MAX_URL_LENGTH || path.length > MAX_PATH_LENGTH) return refuse(414);
  if (CONTROL.test(target) || !decodes(path)) return refuse(400);
  if (path.includes('\\') || path.includes('//')) return refuse(404);

  // A beacon answers every method itself (405 but for POST).
  const signal = rules.signals ? signalKindOf(path) : undefined;
  if (signal) return { kind: 'signal', signal, search };

  const app = rules.appPaths.has(path) || rules.appPrefixes.some((prefix) => path.startsWith(prefix));
  // Our own endpoints live under /_: one that does not exist is not there for any method.
  if (!app && path.startsWith('/_') && !path.startsWith(`${DATA_PREFIX}/`)) return refuse(404);
  if (method === 'POST' && rules.postPaths.has(path)) return { kind: 'app' };
  if (method !== 'GET' && method !== 'HEAD') return refuse(405);
  if (app) return { kind: 'app' };

  const preview = previewFormatOf(path);
  if (preview) return rules.previews ? { kind: 'preview', format: preview, url: search ? `${path}?${search}` : path } : refuse(404);

  const query = new URLSearchParams(search);
  if (path.startsWith(`${DATA_PREFIX}/`)) return { kind: 'data', key: normalizedUrl(path, query) };
  if (isXmlPath(path)) return { kind: 'xml', key: normalizedUrl(path, query) };

  // A page's address has no trailing slash (`/en/` is `/en`): one hop to it, the query kept. `//` was refused above,
  // so what is left starts with one slash and a segment: a path of this site, never another host.
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  const kept = search ? `?${safeInUrl(search)}` : '';
  const first = trimmed.split('/')[1] ?? '';
  if (first === '' || isLang(first)) return trimmed === path ? { kind: 'page', key: normalizedUrl(path, query) } : { kind: 'redirect', location: `${safeInUrl(trimmed)}${kept}` };
  if (FILE_LIKE.test(trimmed)) return refuse(404);
  return { kind: 'redirect', location: `/${DEFAULT_LANG}${safeInUrl(trimmed)}${kept}` };
};
