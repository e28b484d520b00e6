// The head of a page as data (spec section 3, "Page metadata"): use cases build
// it, renderers only map it to tags. Paths are root-relative; the renderer makes
// them absolute with the site origin.

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
  /** JSON-LD objects, rendered as one script. */
  readonly structuredData?: readonly object[];
}

/**
 * Spec section 5: alternates lacking hreflang or href are dropped; relative
 * hrefs become absolute with the site origin.
 */
export const normalizeAlternates = (siteOrigin: string, raw: readonly { hreflang?: string; href?: string }[]): Alternate[] =>
  raw.flatMap(({ hreflang, href }) => {
    if (!hreflang?.trim() || !href?.trim()) return [];
    const absolute = /^https?:\/\//.test(href) ? href : `${siteOrigin}${href.startsWith('/') ? '' : '/'}${href}`;
    return [{ hreflang: hreflang.trim(), href: absolute }];
  });
