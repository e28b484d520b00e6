// The content entities (docs/product.md#content-model) as the core sees them: the WordPress
// adapter decodes each answer and translates it into these types at the boundary
// (adapters/wordpress/mapping/), so no screen deals with WordPress's spellings.
// What that translation guarantees:
// - names are camelCase and each fact has one shape (one category reference per
//   level, one date, one slug);
// - everything called a title or a name is text (entities decoded, React escapes
//   it); only the HTML fields below are markup, and they are SafeHtml (a post's
//   or page's title also comes as `titleHtml` when it carries inline markup);
// - dates are W3C datetimes (src/domain/publicationDates.ts), or absent;
// - every URL is http(s) or a path of the site (src/domain/siteOrHttpUrl.ts);
// - fields WordPress sends that the site does not use never get here.
import type { Lang } from './language.ts';
import type { SafeHtml } from './safeHtml.ts';
import type { TocItem } from './tableOfContents.ts';

/**
 * One version of a story or a category in one language, as WordPress links them
 * (docs/content-api-contract.md#translations): only published versions are ever named.
 */
export interface Translation {
  readonly lang: Lang;
  /** Its page, as WordPress links it: src/domain/translations.ts keeps it only when it is a path of the site under /{lang}/. */
  readonly path: string;
  /** A post's id (its pages carry the tag post-{id}); absent for a category. */
  readonly id?: number;
  /** A post's W3C publication date: the earliest of a group is its original. */
  readonly publishedAt?: string;
}

export interface Category {
  /** Text: WordPress's HTML stripped. */
  readonly name: string;
  readonly slug: string;
  /** Text, '' when there is none. */
  readonly description: string;
  readonly children: readonly Category[];
  /** Itself and its published translations, in the languages' order; absent or [] when WordPress names none. */
  readonly translations?: readonly Translation[];
}

export interface Suggestion {
  readonly id: number;
  /** Text. */
  readonly title: string;
  /** The slug of the post it leads to. */
  readonly slug: string;
}

export interface PopularSearch {
  readonly term: string;
}

export interface CategoryRef {
  readonly slug: string;
  /** Text: WordPress's HTML stripped (docs/product.md#post-display, category label). */
  readonly name: string;
}

/** The post's rating: the first entry of WordPress's `votes`, zeros when it has none. */
export interface Rating {
  readonly average: number;
  readonly votes: number;
}

export interface OutboundLink {
  readonly title: string;
  /** http(s) or a path of the site: a link without one never reaches the core. */
  readonly url: string;
  readonly domain?: string;
  readonly image?: string;
  readonly description?: string;
}

export interface InlineMediaItem {
  readonly slotId: string;
  readonly kind: 'image' | 'video';
  readonly assetUrl?: string;
  /** A video's poster, the still shown before it plays (an addition of docs/content-api-contract.md to the content model). */
  readonly posterUrl?: string;
  readonly width?: number;
  readonly height?: number;
  readonly altText?: string;
  readonly caption?: string;
  readonly pageUrl?: string;
  readonly registrableDomain?: string;
  readonly sourceTitle?: string;
  readonly licenseLabel?: string;
  /** Priority slots load eagerly (the first screenful of the article). */
  readonly priority?: boolean;
}

/** The sizes WordPress gives a post's image (src/domain/responsiveImage.ts has their widths). */
export interface PostImages {
  /** The 1024x574 cover. */
  readonly full?: string;
  readonly medium?: string;
  readonly thumbnail?: string;
}

/**
 * The largest size WordPress has of a post's image (its original upload, WordPress's
 * 'full'), with its real pixel size: what a share card or a search engine's large
 * preview wants, where the 1024x574 cover is too small (Google Discover asks 1200 px).
 */
export interface OriginalImage {
  /** http(s), or a path of the site (the embedded demo's media). */
  readonly url: string;
  readonly width: number;
  readonly height: number;
}

/**
 * Who wrote a post (docs/content-api-contract.md, authors): WordPress's user as the
 * newsroom presents them, never a third party's profile or picture. A new field is
 * declared here and decoded in adapters/wordpress/codecs/author.ts (a text field needs
 * nothing more on the way in); the byline, the author's page and their schema.org
 * Person (structuredData.ts) receive the whole author, so only what shows it changes.
 */
export interface Author {
  /** URL-safe, unique across the site (src/domain/authorSlug.ts): the author page's address. */
  readonly slug: string;
  /** Text: the display name. */
  readonly name: string;
  /** Text: the biography, '' when there is none. */
  readonly description: string;
  /** A square image, http(s) or a path of the site; absent when the newsroom gives none. */
  readonly avatar?: string;
}

export interface Post {
  readonly id: number;
  /** What the article URL ends with: WordPress's `name`, else the id. */
  readonly slug: string;
  /**
   * Text (markup removed, entities decoded): cards, feeds, sitemaps, alt texts.
   * A post whose title has no text is named by the opening words of its excerpt,
   * else of its body (src/domain/titleText.ts); '' only when it has no text at all.
   */
  readonly title: string;
  /** The title's inline markup (em, i, strong, b, sub, sup, code) for a card's heading; absent when the title is plain text. */
  readonly titleHtml?: SafeHtml;
  /** The article's H1: WordPress's `title_h1`, else the title. Text. */
  readonly headline: string;
  /** The H1's inline markup, as `titleHtml`; absent when the headline is plain text. */
  readonly headlineHtml?: SafeHtml;
  /** Text. */
  readonly subtitle?: string;
  /** May carry markup: a screen that shows it as text strips it (postDisplay.ts). */
  readonly excerpt?: SafeHtml;
  /** Text. */
  readonly metaDescription?: string;
  readonly keywords: readonly string[];
  /** W3C datetime: the first readable of WordPress's datePublished, date and dateCreated. */
  readonly publishedAt?: string;
  /** W3C datetime of dateCreated (WordPress regenerates some posts). */
  readonly createdAt?: string;
  readonly images: PostImages;
  /** Absent from old WordPress and from posts without an image. */
  readonly originalImage?: OriginalImage;
  readonly altText?: string;
  readonly views: number;
  readonly rating: Rating;
  readonly category?: CategoryRef;
  readonly subcategory?: CategoryRef;
  readonly toc: readonly TocItem[];
  readonly outboundLinks: readonly OutboundLink[];
  readonly media: readonly InlineMediaItem[];
  /** The article body; listings leave it out. */
  readonly content?: SafeHtml;
  /** The cover was generated by AI (docs/product.md#article). */
  readonly regenerated: boolean;
  /** Who wrote it; absent when the newsroom names no one (the byline then names nobody). */
  readonly author?: Author;
  /** Only on a search result: its text around the words searched, those words marked. */
  readonly extract?: readonly ExtractSegment[];
  /** The same story in each language that publishes it, itself included, in the languages' order; absent or [] when WordPress names none. */
  readonly translations?: readonly Translation[];
}

/** A piece of a search result's extract: plain text, `marked` when it is a word searched. */
export interface ExtractSegment {
  readonly text: string;
  readonly marked: boolean;
}

export interface PaginatedPosts {
  readonly totalPages: number;
  readonly posts: readonly Post[];
}

export interface SearchResults {
  /** The API's spelling suggestion for the query. */
  readonly suggest?: string;
  readonly totalPosts: number;
  readonly totalPages: number;
  readonly posts: readonly Post[];
}

export interface PageTranslation {
  readonly lang: string;
  readonly permalink: string;
}

export interface StaticPage {
  /**
   * Its current slug (the last segment of WordPress's `link`), absent when WordPress
   * sends no link: a page asked for by a slug it had before answers under this one.
   */
  readonly slug?: string;
  /** Text, as a post's: its opening words when it has no title, '' when it has no text at all. */
  readonly title: string;
  /** The title's inline markup, as a post's `titleHtml`; absent when the title is plain text. */
  readonly titleHtml?: SafeHtml;
  readonly content: SafeHtml;
  readonly excerpt?: SafeHtml;
  /** W3C datetime. */
  readonly publishedAt?: string;
  readonly translations: readonly PageTranslation[];
  /** JSON-LD WordPress attaches to the page, used as given (it is escaped where it is written). */
  readonly structuredData?: Readonly<Record<string, unknown>>;
}

/**
 * The shape of these types as a shared cache keeps them. Redis keys content answers
 * by it, so that during a rolling release no instance reads answers another release
 * stored in another shape (or, before SafeHtml, with HTML never sanitized). Bump it
 * whenever a type of this file changes shape, or the sanitizer what it keeps (7: titles
 * with markup, and editorial HTML sanitized by block, embeds made figures; 8: translations).
 */
export const CONTENT_MODEL_VERSION = 8;

/** The qdata date filter of the search screen. */
export const SEARCH_DATE_FILTERS = ['any', 'day', 'week', 'month', 'year'] as const;
export type SearchDateFilter = (typeof SEARCH_DATE_FILTERS)[number];
