// The content entities of the spec (section 3) as the core sees them once an
// adapter has decoded a response. Optional fields are the ones WordPress may omit;
// the adapter has already normalised `ID` to `id` and numeric strings to numbers.

export interface Category {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
  readonly description: string;
  readonly count: number;
  readonly link?: string;
  readonly children: readonly Category[];
}

export interface Suggestion {
  readonly id: number;
  readonly title: string;
  /** Used as the post slug. */
  readonly name: string;
  readonly url?: string;
}

export interface PopularSearch {
  readonly term: string;
}

export interface CategoryRef {
  readonly slug: string;
  readonly name: string;
}

export interface Vote {
  readonly average: number;
  readonly votes: number;
  readonly value: number;
}

export interface OutboundLink {
  readonly title: string;
  readonly url: string;
  readonly domain?: string;
  readonly image?: string;
  readonly description?: string;
}

export interface InlineMediaItem {
  readonly slot_id: string;
  readonly kind: 'image' | 'video';
  readonly asset_url?: string;
  readonly content_type?: string;
  readonly width?: number;
  readonly height?: number;
  readonly alt_text?: string;
  readonly caption?: string;
  readonly page_url?: string;
  readonly registrable_domain?: string;
  readonly source_title?: string;
  readonly source_description?: string;
  readonly license_label?: string;
  readonly safe_for_hotlink?: boolean;
  /** Priority slots load eagerly (the first screenful of the article). */
  readonly priority?: boolean;
}

export interface Post {
  readonly id: number;
  /** dd/mm/yyyy in category responses, ISO elsewhere. */
  readonly date?: string;
  readonly datePublished?: string;
  readonly dateCreated?: string;
  readonly locale?: string;
  readonly locale_bcp47?: string;
  readonly image?: string;
  readonly image_medium?: string;
  readonly thumbnail?: string;
  readonly alt_text?: string;
  readonly name?: string;
  readonly title: string;
  readonly title_h1?: string;
  readonly keywords?: string;
  readonly excerpt?: string;
  readonly link?: string;
  readonly url?: string;
  readonly content?: string;
  readonly permalink?: string;
  readonly subtitle?: string;
  readonly metadescription?: string;
  readonly views?: number;
  readonly votes?: readonly Vote[];
  readonly parent_category?: CategoryRef;
  readonly sub_category?: CategoryRef;
  readonly categories?: { readonly parent?: CategoryRef; readonly sub?: CategoryRef };
  /** An array, or a JSON string of one: see tableOfContents.ts. */
  readonly index_slugs?: unknown;
  readonly outbound_links?: readonly OutboundLink[];
  readonly media_inline?: readonly InlineMediaItem[];
  readonly media_inline_count?: number;
  readonly regenerated?: boolean;
}

export interface PaginatedPosts {
  readonly current_page: number;
  readonly total_posts: number;
  readonly total_pages: number;
  readonly posts: readonly Post[];
  readonly prev_page_url?: string;
  readonly next_page_url?: string;
}

export interface SearchResults {
  readonly suggest?: string;
  readonly nposts: number;
  readonly npages: number;
  readonly response: readonly Post[];
  readonly prev_page_url?: string;
  readonly next_page_url?: string;
}

export interface PageTranslation {
  readonly lang: string;
  readonly permalink: string;
}

export interface StaticPage {
  readonly id: number;
  readonly date?: string;
  readonly title: string;
  readonly content: string;
  readonly excerpt?: string;
  readonly link?: string;
  readonly translations: readonly PageTranslation[];
  readonly template?: string;
  readonly structured_data?: unknown;
}

/** The qdata date filter of the search screen. */
export const SEARCH_DATE_FILTERS = ['any', 'day', 'week', 'month', 'year'] as const;
export type SearchDateFilter = (typeof SEARCH_DATE_FILTERS)[number];
