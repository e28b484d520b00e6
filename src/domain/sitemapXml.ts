// The sitemap documents of sitemaps.org, with Google's hreflang (xhtml:link) and
// News extensions, as strings a server can stream piece by piece.
import type { Alternate } from './pageHead.ts';
import { escapeXml, XML_DECLARATION } from './xml.ts';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const NEWS_NS = 'http://www.google.com/schemas/sitemap-news/0.9';


export interface SitemapUrl {
  /** Absolute. */
  readonly loc: string;
  /** W3C datetime. */
  readonly lastmod?: string;
  /** Translations of this URL (Google: each URL lists every version, itself included). */
  readonly alternates?: readonly Alternate[];
}

export interface NewsUrl {
  readonly loc: string;
  readonly title: string;
  /** W3C datetime. */
  readonly publishedAt: string;
  /** Google News: the publication name exactly as it appears on news.google.com. */
  readonly publicationName: string;
  /** Google News: an ISO 639 code (it, en, fr, de, es, pt). */
  readonly language: string;
}

export interface SitemapRef {
  readonly loc: string;
  readonly lastmod?: string;
}

const tag = (name: string, value: string): string => `<${name}>${escapeXml(value)}</${name}>`;

export const urlsetOpen = (extensions: { readonly alternates?: boolean; readonly news?: boolean } = {}): string =>
  `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NS}"${extensions.alternates ? ` xmlns:xhtml="${XHTML_NS}"` : ''}${extensions.news ? ` xmlns:news="${NEWS_NS}"` : ''}>\n`;

export const URLSET_CLOSE = '</urlset>\n';

export const urlElement = ({ loc, lastmod, alternates = [] }: SitemapUrl): string =>
  `<url>${tag('loc', loc)}${lastmod ? tag('lastmod', lastmod) : ''}${alternates
    .map((a) => `<xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}"/>`)
    .join('')}</url>\n`;

export const newsUrlElement = (n: NewsUrl): string =>
  `<url>${tag('loc', n.loc)}<news:news><news:publication>${tag('news:name', n.publicationName)}${tag('news:language', n.language)}</news:publication>${tag(
    'news:publication_date',
    n.publishedAt,
  )}${tag('news:title', n.title)}</news:news></url>\n`;

export const sitemapIndexXml = (sitemaps: readonly SitemapRef[]): string =>
  `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">\n${sitemaps
    .map((s) => `<sitemap>${tag('loc', s.loc)}${s.lastmod ? tag('lastmod', s.lastmod) : ''}</sitemap>\n`)
    .join('')}</sitemapindex>\n`;
