// The screens (docs/product.md#screens-and-addresses) and their addresses: one value per screen both
// parses its URL into a typed request and builds the URL back from one
// (PREreview's idiom), so parsing and building cannot drift apart. Each screen
// also declares the query parameters it reads, their limits and their order,
// which gives every URL its canonical form: the page cache's key and every link
// the site writes. The router's table, the data endpoint, urls.ts and so every
// link, canonical path and sitemap entry are derived from here;
// src/use-cases/screenTable.ts gives each screen its use case.
import { parseLang, type Lang } from './language.ts';
import { dateFilterParam, pageParam, searchTextParam, verbatimParam, type QueryParam } from './queryParams.ts';

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

/** The query parameters a screen reads, in the order its URLs write them. */
type QuerySpec = Readonly<Record<string, QueryParam<unknown>>>;
type QueryValues<Q extends QuerySpec> = { readonly [K in keyof Q]: Q[K] extends QueryParam<infer V> ? V : never };

export interface ScreenRoute<R> {
  /** react-router's syntax: static segments and `:name`, always under `/:lang`. */
  readonly pattern: string;
  /** The typed request of matched params and query; undefined when a param is missing. */
  readonly parse: (params: MatchedParams, query: Query) => R | undefined;
  /** The URL of a request, its query values written as they are. */
  readonly build: (request: R) => string;
  /** The request with every query value in its canonical form (what the screen acts on alike). */
  readonly canonical: (request: R) => R;
  /** A URL's query in canonical form: only the parameters the screen reads, normalized, in order; '' or '?…'. */
  readonly canonicalQuery: (query: Query) => string;
}

const namesOf = (pattern: string): string[] => pattern.split('/').filter((s) => s.startsWith(':')).map((s) => s.slice(1));

const queryString = (spec: QuerySpec, values: Readonly<Record<string, unknown>>): string => {
  const params = new URLSearchParams();
  for (const [name, param] of Object.entries(spec)) {
    const written = param.write(values[name]);
    if (written !== undefined) params.set(name, written);
  }
  const search = params.toString();
  return search ? `?${search}` : '';
};

const mapValues = (spec: QuerySpec, value: (name: string, param: QueryParam<unknown>) => unknown): Record<string, unknown> =>
  Object.fromEntries(Object.entries(spec).map(([name, param]) => [name, value(name, param)]));

/**
 * A screen's route: its path pattern, the query parameters it reads (in the
 * order its URLs carry them), the request they decode to, which holds each
 * query value under its parameter's name, and the request's path.
 */
const route = <P extends string, Q extends QuerySpec, R extends Partial<QueryValues<Q>>>(
  pattern: P,
  query: Q,
  decode: (params: PathParams<P>, values: QueryValues<Q>) => R,
  path: (request: R) => string,
): ScreenRoute<R> => {
  const names = namesOf(pattern);
  const read = (raw: Query): Record<string, unknown> => mapValues(query, (name, param) => param.read(raw[name]));
  const canonicalOf = (values: Readonly<Record<string, unknown>>): Record<string, unknown> =>
    mapValues(query, (name, param) => param.canonical(values[name]));
  // R holds its query values under their parameter's names (its bound says so): this is the record view of one.
  const valuesOf = (request: R): Readonly<Record<string, unknown>> => request as Readonly<Record<string, unknown>>;
  return {
    pattern,
    parse: (matched, raw) => {
      const params: Record<string, string> = {};
      for (const name of names) {
        const value = matched[name];
        if (value === undefined || value === '') return undefined;
        params[name] = value;
      }
      // Every name of the pattern is set above, every parameter of the query read: these are their typed views.
      return decode(params as PathParams<P>, read(raw) as QueryValues<Q>);
    },
    build: (request) => `${path(request)}${queryString(query, valuesOf(request))}`,
    canonical: (request) => ({ ...request, ...canonicalOf(valuesOf(request)) }),
    canonicalQuery: (raw) => queryString(query, canonicalOf(read(raw))),
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
/** An author's page: their slug as given (the use case refuses one that is not URL-safe). */
export interface AuthorRequest extends LangRequest {
  readonly slug: string;
  readonly page: number;
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

/**
 * The frame around every screen: matched by any path under a language.
 * Its build is the language's home. Every decoder reads its `lang` with
 * parseLang: a code that is not one of the six falls back to it (the spec).
 */
export const shellRoute = route('/:lang', {}, (p): LangRequest => ({ lang: parseLang(p.lang) }), ({ lang }) => `/${lang}`);

/** In matching order: static segments before a `:name` in the same place. */
export const screenRoutes = {
  home: shellRoute,
  search: route(
    '/:lang/search',
    { q: searchTextParam, page: pageParam, qdata: dateFilterParam },
    (p, query): SearchRequest => ({ lang: parseLang(p.lang), ...query }),
    ({ lang }) => `/${lang}/search`,
  ),
  articleBySlug: route('/:lang/article/:slug', {}, (p): ArticleBySlugRequest => ({ lang: parseLang(p.lang), slug: p.slug }), ({ lang, slug }) => `/${lang}/article/${enc(slug)}`),
  // Before `subcategory`: a category named 'author' cannot have subcategories (docs/decisions/0028-bylines-and-author-pages.md).
  author: route(
    '/:lang/author/:slug',
    { page: pageParam },
    (p, query): AuthorRequest => ({ lang: parseLang(p.lang), slug: p.slug, ...query }),
    ({ lang, slug }) => `/${lang}/author/${enc(slug)}`,
  ),
  // Where WordPress's "Preview" button lands: never cached, never indexed (server/serving/answerPrivately.ts).
  preview: route(
    '/:lang/_preview/:id',
    { exp: verbatimParam, sig: verbatimParam },
    (p, query): PreviewRequest => ({ lang: parseLang(p.lang), id: p.id, ...query }),
    ({ lang, id }) => `/${lang}/_preview/${enc(id)}`,
  ),
  slug: route(
    '/:lang/:slug',
    { page: pageParam },
    (p, query): SlugRequest => ({ lang: parseLang(p.lang), slug: p.slug, ...query }),
    ({ lang, slug }) => `/${lang}/${enc(slug)}`,
  ),
  subcategory: route(
    '/:lang/:category/:sub',
    { page: pageParam },
    (p, query): SubcategoryRequest => ({ lang: parseLang(p.lang), category: p.category, sub: p.sub, ...query }),
    ({ lang, category, sub }) => `/${lang}/${enc(category)}/${enc(sub)}`,
  ),
  article: route(
    '/:lang/:category/:sub/:slug',
    {},
    (p): ArticleAddress => ({ lang: parseLang(p.lang), category: p.category, sub: p.sub, slug: p.slug }),
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

/**
 * The canonical URL of a page URL: its path as given, and of its query only the
 * parameters its screen reads, normalized, in the table's order (none for a
 * path of no screen). For a URL the table builds, it is the URL built from the
 * canonical request; links and the page cache's key are this one string.
 */
export const canonicalUrl = (path: string, query: Query): string => {
  const match = matchScreen(path);
  return match ? `${path}${screenRoutes[match.screen].canonicalQuery(query)}` : path;
};
