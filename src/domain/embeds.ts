// Embedded players in an article (a YouTube video, a Vimeo clip, a SoundCloud
// track): what the reader sees before the player loads, and what loads it. The
// WordPress adapter's sanitizer writes each embed WordPress rendered as one
// neutral figure (EMBED_MARKUP below); the article body turns a top-level one
// into an `embed` block, which the renderer shows as a click-to-load placeholder.
// Nothing of the provider loads before the reader asks for it or consented to
// embedded content (docs/consent-and-ads.md).
import type { SafeHtml } from './safeHtml.ts';

export interface EmbedItem {
  /** Text: the provider's name as oEmbed gives it ("YouTube"), else the player's host. */
  readonly provider: string;
  /** Text, '' when WordPress knows none. */
  readonly title: string;
  /** The original page (the video on YouTube), http(s): the link that always works. */
  readonly pageUrl: string;
  /** What the iframe loads: https, on one of the hosts EMBED_HOSTS allows. */
  readonly playerUrl: string;
  /** A still of the player, from the newsroom's own media (never the provider's host). */
  readonly posterUrl?: string;
  /** The player's box, reserved before it loads (16:9 when WordPress knows no size). */
  readonly width: number;
  readonly height: number;
  /** The editor's caption, sanitized. */
  readonly caption?: SafeHtml;
}

/**
 * The sanitized markup of an embed, as the sanitizer writes it and the article
 * body reads it: a figure of this class whose data attributes name the player,
 * holding the poster (optional), a link to the original and the caption
 * (optional). The same figure is the placeholder's no-script form: where it is
 * not a block of its own (an embed inside columns), it shows as a card with the
 * poster and the link.
 */
export const EMBED_MARKUP = {
  figureClass: 'nd-embed',
  /** Post embeds (X, Bluesky, Mastodon): a quote card, no player, shown as it is. */
  postClass: 'nd-embed--post',
  /** An embed from a host the operator has not allowed: a link to it. */
  linkClass: 'nd-embed--link',
  posterClass: 'nd-embed__poster',
  linkToOriginalClass: 'nd-embed__link',
  provider: 'data-embed-provider',
  player: 'data-embed-player',
  width: 'data-embed-width',
  height: 'data-embed-height',
} as const;

/** 16:9, the box of most players, when WordPress gives no size. */
export const DEFAULT_EMBED_BOX = { width: 16, height: 9 } as const;
