// The head of a page as data (docs/product.md#page-metadata): use cases build
// it, renderers only map it to tags. Paths are root-relative; the renderer makes
// them absolute with the site origin.
import type { OriginalImage } from './content.ts';
import type { LanguageVersion } from './translations.ts';

export interface Alternate {
  /** A BCP-47 tag or 'x-default'. */
  readonly hreflang: string;
  readonly href: string;
}

export interface PageImage {
  readonly url: string;
  readonly width: number;
  readonly height: number;
  readonly alt: string;
}

/** A feed offered to readers' feed software (rendered as link rel=alternate). */
export interface FeedLink {
  readonly title: string;
  /** Root-relative. */
  readonly href: string;
}

export interface PageHead {
  readonly title: string;
  readonly description: string;
  readonly canonicalPath: string;
  readonly robots?: string;
  readonly keywords?: string;
  /** Open Graph type; 'website' unless an article. */
  readonly type?: 'website' | 'article';
  readonly alternates?: readonly Alternate[];
  readonly image?: PageImage;
  readonly prevPath?: string;
  readonly nextPath?: string;
  readonly article?: { readonly publishedTime?: string; readonly section?: string; readonly tags?: readonly string[] };
  /** Feeds besides the language's own, e.g. a category's. */
  readonly feeds?: readonly FeedLink[];
  /** JSON-LD objects, rendered as one script. */
  readonly structuredData?: readonly object[];
  /** Where the language select leads: this page's own versions in other languages (the other languages lead to their home). */
  readonly languageVersions?: readonly LanguageVersion[];
}

/**
 * docs/product.md#page-metadata: alternates lacking hreflang or href are dropped; relative
 * hrefs become absolute with the site origin.
 */
export const normalizeAlternates = (siteOrigin: string, raw: readonly { hreflang?: string; href?: string }[]): Alternate[] =>
  raw.flatMap(({ hreflang, href }) => {
    if (!hreflang?.trim() || !href?.trim()) return [];
    const absolute = /^https?:\/\//.test(href) ? href : `${siteOrigin}${href.startsWith('/') ? '' : '/'}${href}`;
    return [{ hreflang: hreflang.trim(), href: absolute }];
  });

/** Open Graph and Twitter cards: the size the spec defaults to, and a raster image (networks reject SVG). */
const SHARE_IMAGE = { path: '/assets/share-default.png', width: 1200, height: 630 } as const;

/** The image a page shares: its own when it is a raster image, else the newsroom's card. */
export const shareImage = (image: PageImage | undefined, fallbackAlt: string): PageImage =>
  image && !/\.svg(?:[?#]|$)/i.test(image.url) ? image : { url: SHARE_IMAGE.path, width: SHARE_IMAGE.width, height: SHARE_IMAGE.height, alt: fallbackAlt };

/** An image as a page shows it: `src` absolute or root-relative, at its pixel size. */
interface ShownImage {
  readonly src: string;
  readonly width: number;
  readonly height: number;
}

/**
 * What an article shares (og:image) and gives search engines: the largest size
 * WordPress has, at its real size, so Discover and social cards show a large
 * preview (Google asks 1200 px wide); without one (older WordPress), the cover
 * the page shows. Absolute either way: crawlers fetch it from elsewhere.
 */
export const largestImageOf = (siteOrigin: string, original: OriginalImage | undefined, cover: ShownImage): OriginalImage => {
  const { url, width, height } = original ?? { url: cover.src, width: cover.width, height: cover.height };
  return { url: /^https?:\/\//i.test(url) ? url : `${siteOrigin}${url}`, width, height };
};
