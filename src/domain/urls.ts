// The URL of every screen of the spec's route table, relative to the site origin.
import { DEFAULT_LANG, languageFacts, type Lang } from './language.ts';
import { sitemapFileName, type SitemapFile } from './sitemapFiles.ts';

const enc = encodeURIComponent;

const withPage = (path: string, page: number): string => (page > 1 ? `${path}?page=${page}` : path);

export const urls = {
  root: (): string => `/${DEFAULT_LANG}`,
  home: (lang: Lang): string => `/${lang}`,
  latestPosts: (lang: Lang, page = 1): string =>
    withPage(`/${lang}/${languageFacts(lang).slugs.latestPosts}`, page),
  search: (lang: Lang, q: string, opts: { page?: number; qdata?: string } = {}): string => {
    const params = new URLSearchParams({ q });
    if (opts.page !== undefined && opts.page > 1) params.set('page', String(opts.page));
    if (opts.qdata) params.set('qdata', opts.qdata);
    return `/${lang}/search?${params.toString()}`;
  },
  category: (lang: Lang, category: string, page = 1): string => withPage(`/${lang}/${enc(category)}`, page),
  subcategory: (lang: Lang, category: string, sub: string, page = 1): string =>
    withPage(`/${lang}/${enc(category)}/${enc(sub)}`, page),
  articleBySlug: (lang: Lang, slug: string): string => `/${lang}/article/${enc(slug)}`,
  article: (lang: Lang, category: string, sub: string, slug: string): string =>
    `/${lang}/${enc(category)}/${enc(sub)}/${enc(slug)}`,
  staticPage: (lang: Lang, slug: string): string => `/${lang}/${enc(slug)}`,
  about: (lang: Lang): string => `/${lang}/${languageFacts(lang).slugs.about}`,
  terms: (lang: Lang): string => `/${lang}/${languageFacts(lang).slugs.terms}`,
  // Documents for machines live outside the /{lang}/ tree, so no slug can shadow them.
  sitemapIndex: (): string => '/sitemap.xml',
  sitemap: (file: SitemapFile): string => `/sitemaps/${sitemapFileName(file)}`,
  feed: (lang: Lang): string => `/feeds/${lang}.xml`,
  categoryFeed: (lang: Lang, category: string): string => `/feeds/${lang}/${enc(category)}.xml`,
} as const;
