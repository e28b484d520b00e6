// Which sitemap files exist and how their names read: one set per language, the
// posts split in parts so that no file nears the 50,000-URL limit, and the
// language's authors in a file of their own (a newsroom has hundreds at most).
import { isLang, type Lang } from './language.ts';

export type SitemapFile =
  | { readonly lang: Lang; readonly kind: 'pages' | 'categories' | 'authors' | 'news' }
  | { readonly lang: Lang; readonly kind: 'posts'; readonly part: number };

/** Listing pages of the content API per posts sitemap: 100 pages of ≤ 100 posts stay far below 50,000 URLs. */
const LISTING_PAGES_PER_POSTS_SITEMAP = 100;

export const sitemapFileName = (file: SitemapFile): string =>
  `${file.lang}-${file.kind === 'posts' ? `posts-${file.part}` : file.kind}.xml`;

const FILE_NAME = /^([a-z]{2})-(pages|categories|authors|news|posts-([1-9]\d{0,5}))\.xml$/;

/** The file a name asks for; undefined for anything else (a 404, never a guess). */
export const parseSitemapFileName = (name: string): SitemapFile | undefined => {
  const match = FILE_NAME.exec(name);
  if (!match || !isLang(match[1])) return undefined;
  const lang = match[1];
  if (match[3] !== undefined) return { lang, kind: 'posts', part: Number(match[3]) };
  return { lang, kind: match[2] as 'pages' | 'categories' | 'authors' | 'news' };
};

/** How many posts sitemaps a language needs for its number of listing pages (at least one). */
export const postsSitemapParts = (listingPages: number): number =>
  Math.max(1, Math.ceil(listingPages / LISTING_PAGES_PER_POSTS_SITEMAP));

/** The listing pages a posts sitemap part covers. */
export const listingPagesOfPart = (part: number): { readonly first: number; readonly last: number } => ({
  first: (part - 1) * LISTING_PAGES_PER_POSTS_SITEMAP + 1,
  last: part * LISTING_PAGES_PER_POSTS_SITEMAP,
});
