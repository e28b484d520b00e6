// The one door through which WordPress HTML reaches the core: an allow-list of
// editorial markup, applied once per content answer by the mapping (so only when
// the content cache misses), and the only place that makes SafeHtml from a string
// (ESLint forbids `as SafeHtml` elsewhere but in src/domain/safeHtml.ts, which
// writes parts of SafeHtml back). The block editor's markup is first prepared on
// one parse (blockMarkup/: embeds made click-to-load figures, cover pictures made
// images, ids namespaced, media of other hosts made links); then everything not
// listed here goes: scripts, styles, forms, iframes, SVG and MathML with their
// content, event attributes, inline styles (the few an editor's choice lives in
// become classes first), any class that is not a block's, and any URL that is
// neither http(s) nor a path of the site (mailto: and #fragments for links,
// data:image/* for images). Each element and class kept is kept because a block
// of the editor needs it (docs/editorial-blocks.md).
import sanitizeHtml, { type Attributes, type IOptions, type Tag } from 'sanitize-html';
import { EMBED_MARKUP } from '../../src/domain/embeds.ts';
import { MEDIA_SLOT_ATTRIBUTES } from '../../src/domain/matchMediaSlot.ts';
import type { SafeHtml } from '../../src/domain/safeHtml.ts';
import { siteOrHttpUrl } from '../../src/domain/siteOrHttpUrl.ts';
import { CONTENT_ID_PREFIX } from './blockMarkup/namespacedIds.ts';
import { prepareBlockMarkup } from './blockMarkup/prepareBlockMarkup.ts';
import { styleClasses } from './blockMarkup/styleClasses.ts';
import { DEFAULT_EDITORIAL_HTML_POLICY, type EditorialHtmlPolicy } from './editorialHtmlPolicy.ts';

export type SanitizeEditorialHtml = (html: string) => SafeHtml;

/**
 * Ids the page itself relies on: the document's own elements (`nd-` prefix: the
 * state, texts and consent scripts, the inline style; and the shell's landmarks)
 * and globals the tag manager and ad scripts read from `window`. An element with
 * one of these ids would shadow them (DOM clobbering), so a heading may not take
 * it; other content ids are namespaced (blockMarkup/namespacedIds.ts).
 */
const RESERVED_ID = /^nd-|^(?:dataLayer|adsbygoogle|gtag|google_tag_manager|main|header-menu|header-search|language-select|qdata|trending-title|latest-title)$/;
/** A fragment a link can point at: letters and digits of any language, `_`, `-` and `.`; no spaces or quotes. */
const ID = /^[\p{L}\p{N}][\p{L}\p{N}_.-]*$/u;
const HEADING = /^h[2-6]$/;

/** A heading keeps the id WordPress gave it (the table of contents links to it); any other element only a namespaced one. */
const usableId = (tagName: string, id: string | undefined): string | undefined => {
  if (id === undefined || !ID.test(id)) return undefined;
  if (HEADING.test(tagName)) return RESERVED_ID.test(id) ? undefined : id;
  return id.startsWith(CONTENT_ID_PREFIX) ? id : undefined;
};

/** A new tab never gets a handle on this page. */
const linkWithSafeTarget = (tagName: string, attribs: Attributes): Tag => {
  if (attribs.target !== '_blank') return { tagName, attribs };
  const rel = new Set((attribs.rel ?? '').split(/\s+/).filter(Boolean));
  rel.add('noopener');
  rel.add('noreferrer');
  return { tagName, attribs: { ...attribs, rel: [...rel].join(' ') } };
};

/** Browsers ignore control characters and spaces in a URL's scheme (`da\tta:`), so they are ignored here too. */
const schemeOf = (url: string): string => url.replace(/[\u0000-\u0020]/g, '').toLowerCase();

/** The URLs of one `srcset`: its comma-separated candidates, each a URL and maybe a descriptor. */
const srcsetUrls = (srcset: string): string[] => srcset.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '');

/**
 * The URL policy of the whole site (src/domain/siteOrHttpUrl.ts) on top of the
 * library's scheme check, which lets any relative URL through: an href or src
 * is http(s) or a path of the site. The exceptions are a link's mailto: and
 * #fragment, and an image's inline data, if it is image data (`data:text/html`
 * in an image is not an image). A `srcset` stays only when all its URLs do.
 */
const isUsableUrl = (tagName: string, name: string, value: string): boolean => {
  if (name === 'srcset') return srcsetUrls(value).every((url) => siteOrHttpUrl(url) !== undefined);
  if (tagName === 'a' && name === 'href' && (schemeOf(value).startsWith('mailto:') || value.trim().startsWith('#'))) return true;
  if (tagName === 'img' && name === 'src' && schemeOf(value).startsWith('data:image/')) return true;
  return siteOrHttpUrl(value) !== undefined;
};

const URL_ATTRIBUTES = new Set(['href', 'src', 'srcset', 'poster', 'cite']);

/**
 * Any element: its attributes in their order, those holding a URL the site does
 * not use left out, its id kept only as usableId says, and the classes its inline
 * style stands for added (the style itself is not allowed).
 */
const everyElement = (tagName: string, attribs: Attributes): Tag => {
  const id = usableId(tagName, attribs['id']);
  const kept = Object.entries(attribs).flatMap(([name, value]): [string, string][] => {
    if (name === 'id') return id === undefined ? [] : [[name, id]];
    // Only the tab order's natural place (blockMarkup/scrollableRegions.ts): never a jump ahead of the page's own controls.
    if (name === 'tabindex') return value === '0' ? [[name, value]] : [];
    return !URL_ATTRIBUTES.has(name) || isUsableUrl(tagName, name, value) ? [[name, value]] : [];
  });
  const classes = (attribs['class'] ?? '').split(/\s+/).filter(Boolean);
  const extra = styleClasses(classes, attribs['style']);
  const result: Attributes = Object.fromEntries(kept);
  if (extra.length > 0) result['class'] = [...classes, ...extra].join(' ');
  return { tagName, attribs: result };
};

/**
 * A video as the editor set it, never with sound on its own: `autoplay` only
 * together with `muted` (a looping clip, then played inline); a video that neither
 * plays by itself nor shows controls would be a frozen frame, so it gets them.
 */
const videoAsSet = (tagName: string, attribs: Attributes): Tag => {
  const silent = attribs['autoplay'] !== undefined && attribs['muted'] !== undefined;
  const { autoplay: _autoplay, muted: _muted, loop: _loop, playsinline: _inline, ...rest } = attribs;
  const plays: Attributes = silent ? { autoplay: '', muted: '', playsinline: '', ...(attribs['loop'] !== undefined ? { loop: '' } : {}) } : {};
  const controls: Attributes = !silent || attribs['controls'] !== undefined ? { controls: '' } : {};
  return { tagName, attribs: { ...rest, ...plays, ...controls } };
};

/** Audio plays only when the reader asks, and nothing of it loads before. */
const audioOnRequest = (tagName: string, attribs: Attributes): Tag => ({ tagName, attribs: { ...attribs, controls: '', preload: 'none' } });

/**
 * The embed figure's data (src/domain/embeds.ts): a player only on a host the
 * policy allows, over https; sizes as plain numbers. Whatever content wrote there
 * by hand passes the same checks as what blockMarkup/embedFigures.ts wrote.
 */
const embedFigureData = (embedHosts: readonly string[]) => (tagName: string, attribs: Attributes): Tag => {
  const {
    [EMBED_MARKUP.player]: player,
    [EMBED_MARKUP.width]: width,
    [EMBED_MARKUP.height]: height,
    ...rest
  } = attribs;
  const allowed = (() => {
    try {
      const url = new URL(player ?? '');
      return url.protocol === 'https:' && !url.username && !url.password && embedHosts.includes(url.hostname);
    } catch {
      return false;
    }
  })();
  const size = (value: string | undefined): string | undefined => (value !== undefined && /^\d{1,5}$/.test(value) ? value : undefined);
  const data: Attributes = allowed && size(width) && size(height) ? { [EMBED_MARKUP.player]: player!, [EMBED_MARKUP.width]: width!, [EMBED_MARKUP.height]: height! } : {};
  return { tagName, attribs: { ...rest, ...data } };
};

const HEADINGS = ['h2', 'h3', 'h4', 'h5', 'h6'] as const;

/**
 * The classes blocks carry, by WordPress's own names (the site's styles map them:
 * web/styles/blocks.css), and the few the sanitizer makes from inline styles
 * (nd-space-*, nd-basis-*, nd-media-width-*) or for embeds (nd-embed*). No other
 * class: content must not take the page's own looks.
 */
const BLOCK_CLASSES = [
  'wp-block-*', 'wp-element-*', 'wp-image-*', 'wp-embed-aspect-*', 'wp-has-aspect-ratio', 'wp-caption', 'wp-caption-text', 'wp-social-link*',
  'wp-audio-shortcode', 'wp-video', 'wp-video-shortcode', 'wp-playlist*', 'wp-embedded-content',
  'align*', 'has-*', 'is-*', 'columns-*', 'size-*', 'blocks-gallery-*', 'gallery', 'gallery-*', 'fn', 'footnote*',
  'nd-embed', 'nd-embed--*', 'nd-embed__*', 'nd-space-*', 'nd-basis-*', 'nd-media-width-*',
];

const editorialHtmlOptions = ({ embedHosts }: EditorialHtmlPolicy): IOptions => ({
  allowedTags: [
    ...HEADINGS, 'p', 'ul', 'ol', 'li', 'dl', 'dt', 'dd',
    'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
    'figure', 'figcaption', 'img', 'video', 'audio', 'source', 'track',
    'blockquote', 'q', 'cite', 'code', 'pre', 'kbd', 'samp', 'var', 'details', 'summary',
    'strong', 'em', 'b', 'i', 'u', 's', 'del', 'ins', 'sub', 'sup', 'mark', 'small', 'abbr', 'dfn', 'time', 'bdi', 'bdo', 'ruby', 'rt', 'rp',
    'br', 'wbr', 'hr', 'span', 'div', 'a',
  ],
  allowedAttributes: {
    '*': ['id', 'lang', 'dir'],
    p: ['class'],
    ol: ['start', 'reversed', 'type'],
    li: ['value'],
    col: ['span'],
    colgroup: ['span'],
    th: ['colspan', 'rowspan', 'scope', 'abbr'],
    td: ['colspan', 'rowspan'],
    img: ['src', 'srcset', 'sizes', 'width', 'height', 'alt', 'loading', 'aria-describedby'],
    video: ['src', 'controls', 'width', 'height', 'poster', 'preload', 'autoplay', 'muted', 'loop', 'playsinline'],
    audio: ['src', 'controls', 'preload', 'loop'],
    source: ['src', 'type', 'media'],
    track: ['src', 'kind', 'srclang', 'label', 'default'],
    blockquote: ['cite'],
    q: ['cite'],
    del: ['cite', 'datetime'],
    ins: ['cite', 'datetime'],
    time: ['datetime'],
    abbr: ['title'],
    dfn: ['title'],
    details: ['open'],
    figure: [EMBED_MARKUP.provider, EMBED_MARKUP.player, EMBED_MARKUP.width, EMBED_MARKUP.height, 'tabindex'],
    pre: ['tabindex'],
    table: ['tabindex'],
    a: ['href', 'title', 'target', 'rel', 'download', 'hreflang', 'aria-label', 'aria-describedby'],
    // The cover's overlay and the spacer are decoration: hidden from assistive technology as WordPress writes them.
    span: [...MEDIA_SLOT_ATTRIBUTES, 'aria-hidden'],
    div: ['aria-hidden'],
  },
  // The article body reads `summary` (the table of contents goes after it); the rest are the blocks'.
  allowedClasses: { p: ['summary'], '*': BLOCK_CLASSES },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { a: ['http', 'https', 'mailto'], img: ['http', 'https', 'data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'poster'],
  allowProtocolRelative: false,
  // A file block's link says `download` with no value: the library's list of attributes that need one, but for it.
  nonBooleanAttributes: sanitizeHtml.defaults.nonBooleanAttributes.filter((name) => name !== 'download'),
  // The library's own list (script, style, textarea, option, xmp) and more: what these hold is no text for a reader.
  // Forms too (the search, login and comment form blocks): the site is read-only, and their labels alone would be noise.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'xmp', 'noscript', 'template', 'title', 'svg', 'math', 'select', 'object', 'noembed', 'noframes', 'iframe', 'form'],
  // No style attribute is allowed, so its CSS parser (postcss) never needs to run.
  parseStyleAttributes: false,
  // Void elements, written without an end tag (`</source>` would be a stray end tag).
  selfClosing: ['img', 'br', 'wbr', 'hr', 'source', 'track', 'col'],
  transformTags: {
    // The page's title is its only h1.
    h1: 'h2',
    a: linkWithSafeTarget,
    video: videoAsSet,
    audio: audioOnRequest,
    figure: embedFigureData(embedHosts),
    // A button block saved as a <button> (it does nothing in a post): its words, looking like the block's other buttons.
    button: 'span',
    // HTML's obsolete spellings of elements it still has: the meaning stays (struck text reads as struck).
    strike: 's',
    acronym: 'abbr',
    tt: 'code',
    // After the transform of its own tag, if any: every element.
    '*': everyElement,
  },
});

/**
 * The sanitizer of one policy. Markup-free text (no `<`) is already safe as it is,
 * and most excerpts are: it is returned without a parse.
 */
export const createEditorialHtmlSanitizer = (policy: EditorialHtmlPolicy = DEFAULT_EDITORIAL_HTML_POLICY): SanitizeEditorialHtml => {
  const options = editorialHtmlOptions(policy);
  return (html) => {
    if (!html.includes('<')) return html as SafeHtml;
    const prepared = prepareBlockMarkup(html, { embedHosts: policy.embedHosts, mediaOrigins: policy.mediaOrigins?.() });
    return sanitizeHtml(prepared, options) as SafeHtml;
  };
};
