// The URL of every screen of the spec's route table, relative to the site origin:
// named shorthands for the builders of screenRoutes.ts, which also parse them.
import { DEFAULT_LANG, languageFacts, type Lang } from './language.ts';
import { screenRoutes } from './screenRoutes.ts';
import { sitemapFileName, type SitemapFile } from './sitemapFiles.ts';

const { home, search, slug, subcategory, articleBySlug, article } = screenRoutes;

export const urls = {
  root: (): string => home.build({ lang: DEFAULT_LANG }),
  home: (lang: Lang): string => home.build({ lang }),
  /** The spec's logo link, /{lang}/: the home, since one trailing slash is the same address. */
  logo: (lang: Lang): string => `${home.build({ lang })}/`,
  latestPosts: (lang: Lang, page = 1): string => slug.build({ lang, slug: languageFacts(lang).slugs.latestPosts, page }),
  /** With an empty `q`, the search screen's own path (a form's action). */
  search: (lang: Lang, q: string, opts: { page?: number; qdata?: string } = {}): string =>
    search.build({ lang, q, page: opts.page ?? 1, ...(opts.qdata ? { qdata: opts.qdata } : {}) }),
  category: (lang: Lang, category: string, page = 1): string => slug.build({ lang, slug: category, page }),
  subcategory: (lang: Lang, category: string, sub: string, page = 1): string => subcategory.build({ lang, category, sub, page }),
  articleBySlug: (lang: Lang, slug: string): string => articleBySlug.build({ lang, slug }),
  article: (lang: Lang, category: string, sub: string, slug: string): string => article.build({ lang, category, sub, slug }),
  staticPage: (lang: Lang, page: string): string => slug.build({ lang, slug: page, page: 1 }),
  about: (lang: Lang): string => slug.build({ lang, slug: languageFacts(lang).slugs.about, page: 1 }),
  terms: (lang: Lang): string => slug.build({ lang, slug: languageFacts(lang).slugs.terms, page: 1 }),
  // Documents for machines live outside the /{lang}/ tree, so no slug can shadow them.
  sitemapIndex: (): string => '/sitemap.xml',
  sitemap: (file: SitemapFile): string => `/sitemaps/${sitemapFileName(file)}`,
  feed: (lang: Lang): string => `/feeds/${lang}.xml`,
  categoryFeed: (lang: Lang, category: string): string => `/feeds/${lang}/${encodeURIComponent(category)}.xml`,
} as const;
