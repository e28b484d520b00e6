// Every embed WordPress rendered, made one neutral figure (src/domain/embeds.ts)
// before the allow-list runs: no iframe reaches a reader's page as markup. What
// WordPress renders for an embed:
// - the embed block: `<figure class="wp-block-embed is-provider-youtube …"><div
//   class="wp-block-embed__wrapper">{oEmbed HTML}</div><figcaption>…</figcaption></figure>`;
// - a URL on a line of its own (the_content's autoembed): the oEmbed HTML alone;
// - with the companion plugin, the oEmbed HTML wrapped in `div.newsdesk-oembed`
//   whose data attributes carry what oEmbed said (the original URL, provider,
//   title, size) and a poster on the newsroom's own media (wordpress/newsdesk/includes/content/class-embeds.php);
// - an iframe an editor pasted into an HTML block.
// A player on a host EMBED_HOSTS allows becomes a click-to-load figure; a post
// (X, Bluesky, Mastodon: a blockquote) a quote card; anything else a link to the
// original, never nothing.
import type { Element } from 'domhandler';
import { DEFAULT_EMBED_BOX, EMBED_MARKUP } from '../../../src/domain/embeds.ts';
import { siteOrHttpUrl } from '../../../src/domain/siteOrHttpUrl.ts';
import { classesOf, element, findAll, findFirst, hasClass, replace, text, textOf } from './domTools.ts';
import { playerOf } from './embedPlayers.ts';

export interface EmbedPolicy {
  /** Host names a player may load from (EMBED_HOSTS). */
  readonly embedHosts: readonly string[];
}

/** What is known of one embed, from the plugin's wrapper, the block's classes and the oEmbed HTML. */
interface EmbedFacts {
  readonly pageUrl?: string;
  readonly provider?: string;
  readonly title?: string;
  readonly poster?: string;
  readonly width?: number;
  readonly height?: number;
}

const PLUGIN_WRAPPER = 'newsdesk-oembed';
const BLOCK = 'wp-block-embed';
/** WordPress's own embeds of its posts (`wp-embedded-content`): a blockquote with a link, and an iframe that needs its script. */
const WP_EMBEDDED = 'wp-embedded-content';

/** Providers' names for the block's `is-provider-{slug}` class, where the slug is not the name. */
const PROVIDER_NAMES: Readonly<Record<string, string>> = {
  youtube: 'YouTube', vimeo: 'Vimeo', twitter: 'X', soundcloud: 'SoundCloud', spotify: 'Spotify', dailymotion: 'Dailymotion',
  'wordpress-tv': 'WordPress.tv', ted: 'TED', tiktok: 'TikTok', flickr: 'Flickr', instagram: 'Instagram', facebook: 'Facebook',
  reddit: 'Reddit', tumblr: 'Tumblr', mixcloud: 'Mixcloud', videopress: 'VideoPress', kickstarter: 'Kickstarter', bluesky: 'Bluesky',
  mastodon: 'Mastodon', wordpress: 'WordPress', 'pocket-casts': 'Pocket Casts', imgur: 'Imgur', issuu: 'Issuu', scribd: 'Scribd',
  slideshare: 'SlideShare', 'speaker-deck': 'Speaker Deck', 'amazon-kindle': 'Amazon Kindle', pinterest: 'Pinterest', smugmug: 'SmugMug',
};

const positive = (raw: string | undefined): number | undefined => {
  const value = Number(raw);
  return Number.isFinite(value) && value > 0 && value < 100_000 ? Math.round(value) : undefined;
};

const providerOfClasses = (classes: readonly string[]): string | undefined => {
  const slug = classes.find((name) => name.startsWith('is-provider-'))?.slice('is-provider-'.length);
  return slug ? (PROVIDER_NAMES[slug] ?? slug) : undefined;
};

/** `wp-embed-aspect-16-9` and its kin: the box WordPress reserved, when oEmbed gave no size. */
const aspectOfClasses = (classes: readonly string[]): { width: number; height: number } | undefined => {
  const match = classes.map((name) => /^wp-embed-aspect-(\d+)-(\d+)$/.exec(name)).find(Boolean);
  return match ? { width: Number(match[1]), height: Number(match[2]) } : undefined;
};

const hostOf = (url: string): string | undefined => {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return undefined;
  }
};

/** The facts the plugin's wrapper carries, when there is one. */
const wrapperFacts = (wrapper: Element | undefined): EmbedFacts => {
  if (!wrapper) return {};
  const data = (name: string): string | undefined => wrapper.attribs[`data-${name}`]?.trim() || undefined;
  return {
    pageUrl: siteOrHttpUrl(data('url')),
    provider: data('provider'),
    title: data('title'),
    poster: siteOrHttpUrl(data('poster')),
    width: positive(data('width')),
    height: positive(data('height')),
  };
};

/** The element the embed's own HTML sits in: the plugin's wrapper, the block's wrapper div, or the block. */
const contentOf = (embed: Element, wrapper: Element | undefined): Element =>
  wrapper ?? findFirst((el) => hasClass(el, 'wp-block-embed__wrapper'), embed.children) ?? embed;

/** A URL on its own in the block (an embed WordPress could not resolve keeps it as text or as a link). */
const urlInText = (content: Element): string | undefined => {
  const link = findFirst((el) => el.name === 'a' && Boolean(el.attribs['href']), content.children);
  return siteOrHttpUrl(link?.attribs['href']) ?? siteOrHttpUrl(textOf(content).split(' ')[0]);
};

const figureClasses = (kind: string | undefined, source: Element): string =>
  [EMBED_MARKUP.figureClass, kind, ...classesOf(source).filter((name) => name.startsWith('align'))].filter(Boolean).join(' ');

const posterOf = (facts: EmbedFacts): Element[] => (facts.poster ? [element('img', { class: EMBED_MARKUP.posterClass, src: facts.poster, alt: '' })] : []);

const linkTo = (url: string, words: string): Element => element('a', { class: EMBED_MARKUP.linkToOriginalClass, href: url }, [text(words)]);

/** The figure one embed becomes. */
const embedFigure = (embed: Element, wrapper: Element | undefined, policy: EmbedPolicy): Element | undefined => {
  const classes = classesOf(embed);
  const content = contentOf(embed, wrapper);
  const caption = embed.name === 'figure' ? findFirst((el) => el.name === 'figcaption', embed.children) : undefined;
  const captions = caption ? [caption] : [];
  const facts = wrapperFacts(wrapper);
  const frame = embed.name === 'iframe' ? embed : findFirst((el) => el.name === 'iframe' && !hasClass(el, WP_EMBEDDED), content.children);
  const quote = findFirst((el) => el.name === 'blockquote', content.children);
  const player = frame ? playerOf(frame.attribs['src'] ?? '') : undefined;
  const pageUrl = facts.pageUrl ?? player?.pageUrl ?? (quote ? undefined : urlInText(content));
  const provider = facts.provider ?? providerOfClasses(classes) ?? player?.provider ?? hostOf(pageUrl ?? player?.playerUrl ?? '') ?? '';
  const title = facts.title ?? frame?.attribs['title']?.trim() ?? '';

  if (player && policy.embedHosts.includes(player.host)) {
    const box = facts.width && facts.height ? facts : frame && positive(frame.attribs['width']) && positive(frame.attribs['height'])
      ? { width: positive(frame.attribs['width'])!, height: positive(frame.attribs['height'])! }
      : (aspectOfClasses(classes) ?? DEFAULT_EMBED_BOX);
    return element(
      'figure',
      {
        class: figureClasses(undefined, embed),
        [EMBED_MARKUP.provider]: provider,
        [EMBED_MARKUP.player]: player.playerUrl,
        [EMBED_MARKUP.width]: String(box.width),
        [EMBED_MARKUP.height]: String(box.height),
      },
      [...posterOf(facts), linkTo(pageUrl ?? player.playerUrl, title || provider), ...captions],
    );
  }
  if (quote && !frame) {
    // The post's own words, author and date are in its blockquote; its script is dropped by the allow-list.
    // The original always stays a link of the card: the provider's own link in it may be another address of it.
    const linked = findFirst((el) => el.name === 'a' && el.attribs['href'] === pageUrl, quote.children);
    const link = !linked && pageUrl ? [linkTo(pageUrl, title || pageUrl)] : [];
    return element('figure', { class: figureClasses(EMBED_MARKUP.postClass, embed), [EMBED_MARKUP.provider]: provider || undefined }, [quote, ...link, ...captions]);
  }
  const target = pageUrl ?? player?.playerUrl ?? (quote ? urlInText(quote) : undefined);
  if (!target) return undefined;
  return element('figure', { class: figureClasses(EMBED_MARKUP.linkClass, embed), [EMBED_MARKUP.provider]: provider || undefined }, [
    ...posterOf(facts),
    linkTo(target, title || target),
    ...captions,
  ]);
};

const isBlock = (el: Element): boolean => hasClass(el, BLOCK) || classesOf(el).some((name) => name.startsWith(`${BLOCK}-`) && name !== `${BLOCK}__wrapper`);

/** The paragraph wpautop put around a lone iframe: replaced with it, as a figure cannot sit in a paragraph. */
const loneParagraphOf = (frame: Element): Element | undefined => {
  const parent = frame.parent;
  return parent && 'name' in parent && parent.name === 'p' && textOf(parent) === '' && parent.children.filter((c) => 'name' in c).length === 1 ? parent : undefined;
};

/** Rewrites every embed of the tree into its neutral figure (see the file's head). */
export const embedFigures = (root: Element | { children: Element['children'] }, policy: EmbedPolicy): void => {
  for (const block of findAll(isBlock, root.children)) {
    if (!block.parent) continue;
    const wrapper = findFirst((el) => hasClass(el, PLUGIN_WRAPPER), block.children);
    const figure = embedFigure(block, wrapper, policy);
    if (figure) replace(block, figure);
  }
  for (const wrapper of findAll((el) => hasClass(el, PLUGIN_WRAPPER), root.children)) {
    if (!wrapper.parent) continue;
    const figure = embedFigure(wrapper, wrapper, policy);
    if (figure) replace(wrapper, figure);
  }
  for (const frame of findAll((el) => el.name === 'iframe', root.children)) {
    if (!frame.parent) continue;
    // WordPress's own post embed draws its card from the blockquote beside it; the iframe only repeats it with a script.
    const figure = hasClass(frame, WP_EMBEDDED) ? undefined : embedFigure(frame, undefined, policy);
    if (figure) replace(loneParagraphOf(frame) ?? frame, figure);
    else replace(frame, text(''));
  }
};
