// The URL of every screen of the spec's route table, relative to the site origin:
// named shorthands for the builders of screenRoutes.ts, which also parse them.
// Every one is the canonical form (the page cache's key of that page), whatever
// spelling of a value it is given.
import { FEEDS_PREFIX, SITEMAP_INDEX_PATH, SITEMAPS_PREFIX } from './endpoints.ts';
import { DEFAULT_LANG, languageFacts, type Lang } from './language.ts';
import { screenRoutes, type ScreenRoute } from './screenRoutes.ts';
import { sitemapFileName, type SitemapFile } from './sitemapFiles.ts';

const { home, search, slug, subcategory, articleBySlug, article, author } = screenRoutes;

const canonical = <R>(route: ScreenRoute<R>, request: R): string => route.build(route.canonical(request));

export const urls = {
  root: (): string => canonical(home, { lang: DEFAULT_LANG }),
  home: (lang: Lang): string => canonical(home, { lang }),
  /** The spec's logo link, /{lang}/: the home, since one trailing slash is the same address. */
  logo: (lang: Lang): string => `${canonical(home, { lang })}/`,
  latestPosts: (lang: Lang, page = 1): string => canonical(slug, { lang, slug: languageFacts(lang).slugs.latestPosts, page }),
  /** With an empty `q`, the search screen's own path (a form's action). */
  search: (lang: Lang, q: string, opts: { page?: number; qdata?: string } = {}): string =>
    canonical(search, { lang, q, page: opts.page ?? 1, ...(opts.qdata ? { qdata: opts.qdata } : {}) }),
  category: (lang: Lang, category: string, page = 1): string => canonical(slug, { lang, slug: category, page }),
  subcategory: (lang: Lang, category: string, sub: string, page = 1): string => canonical(subcategory, { lang, category, sub, page }),
  articleBySlug: (lang: Lang, slug: string): string => canonical(articleBySlug, { lang, slug }),
  article: (lang: Lang, category: string, sub: string, slug: string): string => canonical(article, { lang, category, sub, slug }),
  /** An author's page and their posts, page by page. */
  author: (lang: Lang, slug: string, page = 1): string => canonical(author, { lang, slug, page }),
  staticPage: (lang: Lang, page: string): string => canonical(slug, { lang, slug: page, page: 1 }),
  about: (lang: Lang): string => canonical(slug, { lang, slug: languageFacts(lang).slugs.about, page: 1 }),
  terms: (lang: Lang): string => canonical(slug, { lang, slug: languageFacts(lang).slugs.terms, page: 1 }),
  /** The newsroom's own privacy and cookie policy: a static page like about and terms. */
  privacy: (lang: Lang): string => canonical(slug, { lang, slug: languageFacts(lang).slugs.privacy, page: 1 }),
  sitemapIndex: (): string => SITEMAP_INDEX_PATH,
  sitemap: (file: SitemapFile): string => `${SITEMAPS_PREFIX}${sitemapFileName(file)}`,
  feed: (lang: Lang): string => `${FEEDS_PREFIX}${lang}.xml`,
  categoryFeed: (lang: Lang, category: string): string => `${FEEDS_PREFIX}${lang}/${encodeURIComponent(category)}.xml`,
} as const;
