// The names a purge uses to find what to drop (issue: purge on publish). A page,
// a data answer or a content answer carries the tags of everything it shows, so
// that publishing, correcting or trashing a post drops exactly what showed it,
// in the site's caches and in a CDN (Surrogate-Key, Cache-Tag).
import type { Lang } from './language.ts';

/**
 * A slug inside a tag, as it is in a URL: percent-encoded, so that a slug in
 * any script fits an HTTP header (Surrogate-Key, Cache-Tag) and the purge's tag
 * pattern; ASCII slugs stay as they are.
 */
const inTag = (slug: string): string => encodeURIComponent(slug);

export const cacheTags = {
  /** Every page and answer that shows the post. */
  post: (id: number): string => `post-${id}`,
  /**
   * The content answer of the post itself (its article), which its vote tally reads: dropped after
   * each delivery of votes for it, without the listings and searches that also show the post.
   */
  postAnswer: (id: number): string => `post-answer-${id}`,
  /** A category or subcategory listing, and articles filed under it. */
  category: (lang: Lang, slug: string): string => `category-${lang}-${inTag(slug)}`,
  home: (lang: Lang): string => `home-${lang}`,
  /** The latest posts listing and what is built from it (feeds, sitemaps). */
  listing: (lang: Lang): string => `listing-${lang}`,
  /** Search result pages: any post may join them. */
  search: (lang: Lang): string => `search-${lang}`,
  /** A static page by slug. */
  page: (lang: Lang, slug: string): string => `page-${lang}-${inTag(slug)}`,
  /**
   * An author's page and every article showing their byline: WordPress purges it
   * when the author's profile changes and when one of their posts does.
   */
  author: (lang: Lang, slug: string): string => `author-${lang}-${inTag(slug)}`,
  /** Everything of a language: the menu of categories and popular searches is on every page. */
  lang: (lang: Lang): string => `lang-${lang}`,
} as const;

/**
 * How a redirect's tags travel from a route's loader to the renderer that keeps
 * it (react-router's redirect is a Response): never sent to a reader.
 */
export const REDIRECT_TAGS_HEADER = 'X-Newsdesk-Redirect-Tags';

export const postTags = (posts: readonly { readonly id: number }[]): string[] => posts.map((post) => cacheTags.post(post.id));

/** CDNs cap the header (Fastly: 16 KB, Cloudflare: 16 KB in all); 8 KB leaves room for the rest. */
const MAX_TAG_HEADER_BYTES = 8000;

/**
 * The tags as one header value: each once, in the order given (broad tags first,
 * so that a header cut at the bound still lets the language-wide purge work).
 */
export const tagHeader = (tags: readonly string[], maxBytes: number = MAX_TAG_HEADER_BYTES): string => {
  let header = '';
  for (const tag of new Set(tags)) {
    const next = header === '' ? tag : `${header} ${tag}`;
    if (next.length > maxBytes) break;
    header = next;
  }
  return header;
};
