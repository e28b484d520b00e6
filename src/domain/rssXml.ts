// RSS 2.0 (https://www.rssboard.org/rss-specification) as strings a server can
// stream: the channel head, one item at a time, the close.
import { escapeXml, XML_DECLARATION } from './xml.ts';

const ATOM_NS = 'http://www.w3.org/2005/Atom';

export interface FeedChannel {
  readonly title: string;
  /** The page the feed mirrors, absolute. */
  readonly link: string;
  readonly description: string;
  /** BCP 47, e.g. it-IT. */
  readonly language: string;
  /** The feed's own URL: readers and validators want atom:link rel="self". */
  readonly selfUrl: string;
  /** RFC 822. */
  readonly lastBuildDate?: string;
}

export interface FeedItem {
  readonly title: string;
  readonly link: string;
  readonly description: string;
  /** RFC 822. */
  readonly pubDate?: string;
  readonly category?: string;
}

const tag = (name: string, value: string): string => `<${name}>${escapeXml(value)}</${name}>`;

export const rssOpen = (c: FeedChannel): string =>
  `${XML_DECLARATION}<rss version="2.0" xmlns:atom="${ATOM_NS}">\n<channel>${tag('title', c.title)}${tag('link', c.link)}${tag('description', c.description)}${tag(
    'language',
    c.language,
  )}${c.lastBuildDate ? tag('lastBuildDate', c.lastBuildDate) : ''}<atom:link href="${escapeXml(c.selfUrl)}" rel="self" type="application/rss+xml"/>\n`;

/** The link doubles as a permanent guid: an article's canonical URL never changes. */
export const rssItem = (i: FeedItem): string =>
  `<item>${tag('title', i.title)}${tag('link', i.link)}<guid isPermaLink="true">${escapeXml(i.link)}</guid>${tag('description', i.description)}${
    i.pubDate ? tag('pubDate', i.pubDate) : ''
  }${i.category ? tag('category', i.category) : ''}</item>\n`;

export const RSS_CLOSE = '</channel>\n</rss>\n';
