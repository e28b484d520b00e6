// What the demo API puts on the wire: the WordPress shapes of
// docs/content-api-contract.md, including the unevenness the lenient decoder
// must absorb (numeric strings, nulls, `ID` for `id`, index_slugs as a JSON
// string). The core's clean types are in src/domain/content.ts.
import type { Author } from '../../../src/domain/content.ts';

export interface WireCategoryRef {
  readonly slug: string;
  readonly name: string;
}

/**
 * One language's version of a category, itself included (docs/content-api-contract.md): the same
 * category key in every language, so each category lists all six.
 */
export interface WireCategoryTranslation {
  readonly lang: string;
  readonly slug: string;
  /** That language's category path, its own `link`: /{lang}/{section} or /{lang}/{section}/{sub}. */
  readonly permalink: string;
}

export interface WireCategory {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
  readonly description: string;
  readonly count: number;
  readonly link: string;
  /** The parent term id, 0 for a section; WordPress sends it, the site ignores it. */
  readonly parent: number;
  readonly children: readonly WireCategory[];
  /**
   * Its translations in Newsdesk's language order, itself included. Every node the demo builds
   * has them (and the plugin sends them); optional here only so that tests' stand-in sections of
   * no language (tests/builders/manySectionsContentApi.ts) remain WireCategories.
   */
  readonly translations?: readonly WireCategoryTranslation[];
}

export interface WireVote {
  readonly average: number | string;
  readonly votes: number | string;
  readonly value: number;
}

export interface WireOutboundLink {
  readonly title: string;
  readonly url: string;
  readonly domain?: string;
  readonly image?: string;
  readonly description: string;
}

export interface WireMediaItem {
  readonly slot_id: string;
  readonly kind: 'image' | 'video';
  readonly asset_url: string;
  /** A video's poster: an addition to the content model's media item (docs/content-api-contract.md). */
  readonly poster_url?: string;
  readonly content_type: string;
  readonly width: number;
  readonly height: number;
  readonly alt_text: string;
  readonly caption: string;
  readonly page_url: string;
  readonly registrable_domain: string;
  readonly source_title: string;
  readonly source_description: string;
  readonly license_label: string;
  readonly safe_for_hotlink: boolean;
  readonly priority: boolean;
}

export interface WireTocEntry {
  readonly slug?: string;
  readonly name?: string;
  readonly id?: string;
  readonly title?: string;
}

/**
 * One post of a post's translation group, itself included (docs/content-api-contract.md): what the
 * language menu and hreflang need without asking for the sibling.
 */
export interface WirePostTranslation {
  readonly lang: string;
  /** Its current slug, as in its URL. */
  readonly slug: string;
  /** Its own `link`, a path of the site. */
  readonly permalink: string;
  /** Its datePublished. */
  readonly date: string;
  readonly id: number;
}

/** A full post as get_post answers it; listings send a projection (cardOf). */
export interface WirePost {
  readonly id: number;
  readonly date: string;
  readonly datePublished: string;
  readonly dateCreated: string;
  readonly locale: string;
  readonly locale_bcp47: string;
  readonly image?: string;
  readonly image_medium?: string;
  readonly thumbnail?: string;
  /** The original upload, what articles share: Newsdesk's addition (docs/content-api-contract.md). */
  readonly image_full?: string;
  readonly image_full_width?: number;
  readonly image_full_height?: number;
  readonly alt_text?: string | null;
  readonly name: string;
  readonly title: string;
  readonly title_h1: string;
  readonly subtitle: string;
  readonly excerpt: string;
  readonly metadescription: string;
  readonly keywords: string;
  readonly content: string;
  readonly link: string;
  readonly url: string;
  readonly permalink: string;
  readonly views?: number | string | null;
  readonly votes: readonly WireVote[];
  readonly parent_category: WireCategoryRef;
  readonly sub_category?: WireCategoryRef;
  readonly categories: { readonly parent: WireCategoryRef; readonly sub?: WireCategoryRef };
  readonly index_slugs: readonly WireTocEntry[] | string;
  readonly outbound_links: readonly WireOutboundLink[];
  readonly media_inline: readonly WireMediaItem[];
  readonly media_inline_count: number;
  readonly regenerated: boolean;
  /** Who wrote it (docs/content-api-contract.md, authors): absent when the newsroom names no one. */
  readonly author?: WireAuthor;
  /**
   * Its translation group in Newsdesk's language order, itself included; a post in no group
   * lists itself alone. Listings keep it (cardOf).
   */
  readonly translations: readonly WirePostTranslation[];
}

/**
 * A post's author as the contract sends it: WordPress's user, never a third
 * party's picture. Its fields are the domain's own, by the same names, so a new
 * byline field is declared once (src/domain/content.ts) and the demo only gives
 * its values (masthead.ts).
 */
export type WireAuthor = Author;

/** Fields a listing leaves out: the body and everything only the article page shows. */
const FULL_ONLY = [
  'image_full', 'image_full_width', 'image_full_height', 'content', 'media_inline', 'media_inline_count', 'outbound_links', 'index_slugs', 'keywords', 'metadescription', 'title_h1',
] as const;

export type WireCard = Omit<WirePost, (typeof FULL_ONLY)[number] | 'id'> & { readonly id?: number; readonly ID?: number };

/** The card of a post; `idKey: 'ID'` reproduces the WordPress list items that spell it that way. */
export const cardOf = (post: WirePost, idKey: 'id' | 'ID' = 'id'): WireCard => {
  const card: Record<string, unknown> = { ...post };
  for (const key of FULL_ONLY) delete card[key];
  if (idKey === 'ID') {
    delete card.id;
    return { ID: post.id, ...card } as WireCard;
  }
  return card as WireCard;
};

export interface WirePaginatedPosts {
  readonly current_page: number;
  readonly total_posts: number;
  readonly total_pages: number;
  readonly posts: readonly WireCard[];
  readonly prev_page_url: string | null;
  readonly next_page_url: string | null;
}

/** A piece of a search result's extract: plain text, marked when it is a word of the query. */
interface WireExtractSegment {
  readonly text: string;
  readonly mark: boolean;
}

/** A search result: the card, and an extract of its text around the words searched. */
type WireSearchCard = WireCard & { readonly extract: readonly WireExtractSegment[] };

export interface WireSearchResults {
  readonly suggest: string;
  readonly nposts: number;
  readonly npages: number;
  readonly response: readonly WireSearchCard[];
  readonly prev_page_url: string | null;
  readonly next_page_url: string | null;
}

export interface WireStaticPage {
  readonly id: number;
  readonly date: string;
  readonly title: string;
  readonly content: string;
  readonly excerpt: string;
  readonly link: string;
  readonly translations: readonly { readonly lang: string; readonly permalink: string }[];
  readonly template: string;
  readonly structured_data?: Readonly<Record<string, unknown>>;
}

export interface WireSuggestion {
  readonly id: number;
  readonly title: string;
  readonly name: string;
  readonly url: string;
}

export interface WireError {
  readonly code: string;
  readonly message: string;
  readonly data: { readonly status: number };
}
