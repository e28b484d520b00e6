// The screens (docs/product.md#screens-and-addresses) and their addresses: one value per screen both
// parses its URL into a typed request and builds the URL back from one
// (PREreview's idiom), so parsing and building cannot drift apart. The router's
// table, the data endpoint, urls.ts and so every link, canonical path and
// sitemap entry are derived from here; src/use-cases/screenTable.ts gives each
// screen its use case.
import { DEFAULT_LANG, parseLang, type Lang } from './language.ts';
import { pageHref, parsePageParam } from './paging.ts';

/** The names a pattern's `:name` segments bind, as a type: '/:lang/:slug' gives 'lang' | 'slug'. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type PathParams<P extends string> = { readonly [K in ParamNames<P>]: string };
/** What a router matched: every value may be missing. */
export type MatchedParams = Readonly<Record<string, string | undefined>>;
/** Each query parameter's first value. */
export type Query = Readonly<Record<string, string>>;

export interface ScreenRoute<R> {
  /** react-router's syntax: static segments and `:name`, always under `/:lang`. */
  readonly pattern: string;
  /** The typed request of matched params and query; undefined when a param is missing. */
  readonly parse: (params: MatchedParams, query: Query) => R | undefined;
  readonly build: (request: R) => string;
}

const namesOf = (pattern: string): string[] => pattern.split('/').filter((s) => s.startsWith(':')).map((s) => s.slice(1));

const route = <P extends string, R>(
  pattern: P,
  decode: (params: PathParams<P>, query: Query) => R,
  build: (request: R) => string,
): ScreenRoute<R> => {
  const names = namesOf(pattern);
  return {
    pattern,
    parse: (matched, query) => {
      const params: Record<string, string> = {};
      for (const name of names) {
        const value = matched[name];
        if (value === undefined || value === '') return undefined;
        params[name] = value;
      }
      // Every name of the pattern is set above: this is the typed view of that record.
      return decode(params as PathParams<P>, query);
    },
    build,
  };
};

const enc = encodeURIComponent;

export interface LangRequest {
  readonly lang: Lang;
}
export interface SlugRequest extends LangRequest {
  /** The latest posts, a static page or a category (src/use-cases/screenTable.ts tells which). */
  readonly slug: string;
  readonly page: number;
}
export interface SubcategoryRequest extends LangRequest {
  readonly category: string;
  readonly sub: string;
  readonly page: number;
}
export interface SearchRequest extends LangRequest {
  /** As typed: the use case trims and cuts it. '' asks for no search. */
  readonly q: string;
  readonly page: number;
  /** The date filter as given; the use case ignores one it does not know. */
  readonly qdata?: string;
}
export interface ArticleBySlugRequest extends LangRequest {
  readonly slug: string;
}
/** An editor's preview link, as given: the use case reads (and refuses) it. */
export interface PreviewRequest extends LangRequest {
  readonly id: string;
  readonly exp: string;
  readonly sig: string;
}
export interface ArticleAddress extends LangRequest {
  readonly category: string;
  readonly sub: string;
  readonly slug: string;
}

/** The spec: a language code that is not one of the six falls back to it. */
const langOf = ({ lang }: { readonly lang: string }): Lang => parseLang(lang);

/**
 * The frame around every screen: matched by any path under a language.
 * Its build is the language's home.
 */
export const shellRoute = route('/:lang', (p): LangRequest => ({ lang: langOf(p) }), ({ lang }) => `/${lang}`);

/** In matching order: static segments before a `:name` in the same place. */
export const screenRoutes = {
  home: shellRoute,
  search: route(
    '/:lang/search',
    (p, query): SearchRequest => ({ lang: langOf(p), q: query['q'] ?? '', page: parsePageParam(query['page']), ...(query['qdata'] ? { qdata: query['qdata'] } : {}) }),
    ({ lang, q, page, qdata }) => {
      const params = new URLSearchParams();
      if (q !== '') params.set('q', q);
      if (page > 1) params.set('page', String(page));
      if (qdata) params.set('qdata', qdata);
      const search = params.toString();
      return search ? `/${lang}/search?${search}` : `/${lang}/search`;
    },
  ),
  articleBySlug: route('/:lang/article/:slug', (p): ArticleBySlugRequest => ({ lang: langOf(p), slug: p.slug }), ({ lang, slug }) => `/${lang}/article/${enc(slug)}`),
  // Where WordPress's "Preview" button lands: never cached, never indexed (server/serving/answerPrivately.ts).
  preview: route(
    '/:lang/_preview/:id',
    (p, query): PreviewRequest => ({ lang: langOf(p), id: p.id, exp: query['exp'] ?? '', sig: query['sig'] ?? '' }),
    ({ lang, id, exp, sig }) => `/${lang}/_preview/${enc(id)}?${new URLSearchParams({ exp, sig }).toString()}`,
  ),
  slug: route(
    '/:lang/:slug',
    (p, query): SlugRequest => ({ lang: langOf(p), slug: p.slug, page: parsePageParam(query['page']) }),
    ({ lang, slug, page }) => pageHref(`/${lang}/${enc(slug)}`, {}, page),
  ),
  subcategory: route(
    '/:lang/:category/:sub',
    (p, query): SubcategoryRequest => ({ lang: langOf(p), category: p.category, sub: p.sub, page: parsePageParam(query['page']) }),
    ({ lang, category, sub, page }) => pageHref(`/${lang}/${enc(category)}/${enc(sub)}`, {}, page),
  ),
  article: route(
    '/:lang/:category/:sub/:slug',
    (p): ArticleAddress => ({ lang: langOf(p), category: p.category, sub: p.sub, slug: p.slug }),
    ({ lang, category, sub, slug }) => `/${lang}/${enc(category)}/${enc(sub)}/${enc(slug)}`,
  ),
} as const;

export type PageScreenName = keyof typeof screenRoutes;
/** Route ids of the router and segment of the data endpoint: the frame and each screen. */
export type ScreenName = 'shell' | PageScreenName;
export type RequestOf<K extends PageScreenName> = (typeof screenRoutes)[K] extends ScreenRoute<infer R> ? R : never;

export const PAGE_SCREENS = Object.keys(screenRoutes) as PageScreenName[];
const SCREEN_NAMES: readonly ScreenName[] = ['shell', ...PAGE_SCREENS];

export const isScreenName = (name: string): name is ScreenName => (SCREEN_NAMES as readonly string[]).includes(name);

/** The language a router match names, the spec's fallback when it names none. */
export const langOfMatch = (params: MatchedParams): Lang => shellRoute.parse(params, {})?.lang ?? DEFAULT_LANG;

/** Each screen's pattern cut into segments once, in matching order, for every path matched after. */
const PATTERN_SEGMENTS = PAGE_SCREENS.map((screen) => ({ screen, parts: screenRoutes[screen].pattern.split('/').slice(1) }));

/** A pattern's segments against a path's: the bound params, or undefined. */
const bind = (parts: readonly string[], segments: readonly string[]): Record<string, string> | undefined => {
  if (parts.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, part] of parts.entries()) {
    const segment = segments[i]!;
    if (part.startsWith(':')) {
      if (segment === '') return undefined;
      params[part.slice(1)] = segment;
    } else if (part !== segment) return undefined;
  }
  return params;
};

const segmentsOf = (pathname: string): string[] | undefined => {
  // One trailing slash is the same address, as the router reads it.
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  try {
    return trimmed.split('/').slice(1).map(decodeURIComponent);
  } catch {
    return undefined; // a malformed escape names no screen
  }
};

export interface ScreenMatch {
  readonly screen: PageScreenName;
  readonly params: Readonly<Record<string, string>>;
}

/** The screen a path shows, the first of the table whose pattern it fits, with its decoded params. */
export const matchScreen = (pathname: string): ScreenMatch | undefined => {
  const segments = segmentsOf(pathname);
  if (!segments) return undefined;
  for (const { screen, parts } of PATTERN_SEGMENTS) {
    const params = bind(parts, segments);
    if (params) return { screen, params };
  }
  return undefined;
};

/** The frame's params: any path under a language segment has one. */
export const matchShell = (pathname: string): Readonly<Record<string, string>> | undefined => {
  const segments = segmentsOf(pathname);
  return segments && segments[0] ? { lang: segments[0] } : undefined;
};

/** Each parameter's first value, as the page cache's key reads it (`?q=a&q=b` is a search for a). */
export const queryOf = (search: URLSearchParams): Query => {
  const query: Record<string, string> = {};
  for (const [name, value] of search) if (!(name in query)) query[name] = value;
  return query;
};
