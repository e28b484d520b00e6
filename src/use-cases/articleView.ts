// What the article screen shows, as data (docs/product.md#article).
import type { ArticleBlock } from '../domain/articleBody.ts';
import type { Author, OutboundLink } from '../domain/content.ts';
import type { PostCard } from '../domain/postDisplay.ts';
import type { SafeHtml } from '../domain/safeHtml.ts';
import type { ShareLinks } from '../domain/shareLinks.ts';
import type { Breadcrumb, RatingView, VersionLink } from './sharedViews.ts';
import type { DisplayDate } from '../domain/readerFormats.ts';

export interface OutboundLinkView extends OutboundLink {
  /** The link's domain, else its URL host without www. */
  readonly domain: string;
}

export interface ArticleView {
  readonly screen: 'article';
  readonly id: number;
  readonly slug: string;
  /** Text: the headline, else "untitled" in the language (src/domain/titleText.ts). */
  readonly title: string;
  /** The headline's inline markup, for the H1; absent when it is plain text. */
  readonly titleHtml?: SafeHtml;
  readonly subtitle: string;
  /** Absolute canonical URL: what the share row and copy link carry. */
  readonly url: string;
  /** The 1024x574 cover; `srcSet` lists every size WordPress gives ('' for the default thumbnail). */
  readonly cover: { readonly src: string; readonly srcSet: string; readonly alt: string; readonly width: 1024; readonly height: 574 };
  readonly regenerated: boolean;
  readonly breadcrumbs: readonly Breadcrumb[];
  /** W3C datetime of publication, '' when unknown (structured data, article:published_time). */
  readonly datePublished: string;
  /** The publication date and time in the language's long form (UTC, the zone named); absent when unreadable. */
  readonly published?: DisplayDate;
  /**
   * When it was changed after it went out, absent when never: the time alone when
   * that was the day of publication (`sameDay`), else the date and time.
   */
  readonly updated?: DisplayDate & { readonly sameDay: boolean };
  /**
   * Who wrote it, the whole author (what the byline shows is the component's choice),
   * and `href` their page; absent when the newsroom names no one (the article then shows no byline).
   */
  readonly byline?: Author & { readonly href: string };
  /** The same story in other languages ("Also in"), in the languages' order; empty when it has none. */
  readonly alsoIn: readonly VersionLink[];
  readonly views: number;
  /** The view count as the language writes it (12.345, 12,345). */
  readonly viewsText: string;
  readonly rating: RatingView;
  readonly share: ShareLinks;
  readonly body: readonly ArticleBlock[];
  readonly termsHref: string;
  readonly outboundLinks: readonly OutboundLinkView[];
  readonly related: readonly PostCard[];
  /** The language's most read posts, this one left out; empty when the call fails. */
  readonly popular: readonly PostCard[];
}
