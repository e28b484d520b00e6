// The one door through which WordPress HTML reaches the core: an allow-list of
// editorial markup, applied once per content answer by the mapping (so only when
// the content cache misses), and the only place that makes SafeHtml from a string
// (ESLint forbids `as SafeHtml` elsewhere but in src/domain/safeHtml.ts, which
// writes parts of SafeHtml back). Everything not listed here goes: scripts,
// styles, forms, SVG and MathML with their content, event attributes, inline
// styles, and any URL that is neither http(s) nor a path of the site (mailto:
// and #fragments for links, data:image/* for images). Iframes stay only for the
// configured embed hosts, sandboxed.
import sanitizeHtml, { type Attributes, type IOptions, type Tag } from 'sanitize-html';
import { MEDIA_SLOT_ATTRIBUTES } from '../../src/domain/matchMediaSlot.ts';
import type { SafeHtml } from '../../src/domain/safeHtml.ts';
import { siteOrHttpUrl } from '../../src/domain/siteOrHttpUrl.ts';
import { DEFAULT_EDITORIAL_HTML_POLICY, type EditorialHtmlPolicy } from './editorialHtmlPolicy.ts';
import { mediaCommentsAsAnchors } from './mediaCommentsAsAnchors.ts';

export type SanitizeEditorialHtml = (html: string) => SafeHtml;

/** What an embedded player needs to play, and nothing it could use against the page. */
const IFRAME_SANDBOX = 'allow-scripts allow-same-origin allow-presentation';

/**
 * Ids the page itself relies on: the document's own elements (`nd-` prefix: the
 * state, texts and consent scripts, the inline style) and globals the tag manager
 * and ad scripts read from `window`. An element with one of these ids would shadow
 * them (DOM clobbering), so a heading may not take it.
 */
const RESERVED_ID = /^nd-|^(?:dataLayer|adsbygoogle|gtag|google_tag_manager)$/;
/** A fragment a TOC link can point at: letters and digits of any language, `_`, `-` and `.`; no spaces or quotes. */
const ID = /^[\p{L}\p{N}][\p{L}\p{N}_.-]*$/u;

const headingIdOnly = (tagName: string, attribs: Attributes): Tag => {
  const { id } = attribs;
  return { tagName, attribs: id !== undefined && ID.test(id) && !RESERVED_ID.test(id) ? { id } : {} };
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

/** Any element: its attributes in their order, those holding a URL the site does not use left out. */
const withUsableUrls = (tagName: string, attribs: Attributes): Tag => ({
  tagName,
  attribs: Object.fromEntries(Object.entries(attribs).filter(([name, value]) => !URL_ATTRIBUTES.has(name) || isUsableUrl(tagName, name, value))),
});

/** An embed is lazy and sandboxed whatever WordPress says; srcdoc is not even listed. */
const sandboxedFrame = (tagName: string, attribs: Attributes): Tag => ({ tagName, attribs: { ...attribs, sandbox: IFRAME_SANDBOX, loading: 'lazy' } });

const HEADINGS = ['h2', 'h3', 'h4', 'h5', 'h6'] as const;

const editorialHtmlOptions = ({ embedHosts }: EditorialHtmlPolicy): IOptions => ({
  allowedTags: [
    ...HEADINGS, 'p', 'ul', 'ol', 'li',
    'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
    'figure', 'figcaption', 'img', 'video', 'source', 'iframe',
    'blockquote', 'cite', 'code', 'pre',
    'strong', 'em', 'b', 'i', 'u', 's', 'sub', 'sup', 'mark', 'small', 'br', 'hr', 'abbr', 'span', 'div', 'a',
  ],
  allowedAttributes: {
    ...Object.fromEntries(HEADINGS.map((h) => [h, ['id']])),
    p: ['class'],
    ol: ['start', 'reversed'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    img: ['src', 'srcset', 'sizes', 'width', 'height', 'alt', 'loading'],
    video: ['src', 'type', 'controls', 'width', 'height', 'poster', 'preload'],
    source: ['src', 'type'],
    iframe: ['src', 'width', 'height', 'title', 'allowfullscreen', 'sandbox', 'loading'],
    blockquote: ['cite'],
    abbr: ['title'],
    a: ['href', 'title', 'target', 'rel'],
    span: [...MEDIA_SLOT_ATTRIBUTES],
  },
  // The article body reads `summary` (the table of contents goes after it); no other class means anything here.
  allowedClasses: { p: ['summary'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { a: ['http', 'https', 'mailto'], img: ['http', 'https', 'data'], iframe: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'poster'],
  allowProtocolRelative: false,
  allowedIframeHostnames: [...embedHosts],
  allowIframeRelativeUrls: false,
  // The library's own list (script, style, textarea, option, xmp) and more: what these hold is no text for a reader.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'xmp', 'noscript', 'template', 'title', 'svg', 'math', 'select', 'object', 'noembed', 'noframes'],
  // No style attribute is allowed, so its CSS parser (postcss) never needs to run.
  parseStyleAttributes: false,
  // Void elements, written without an end tag (`</source>` would be a stray end tag).
  selfClosing: ['img', 'br', 'hr', 'source'],
  transformTags: {
    // The page's title is its only h1.
    h1: (_, attribs) => headingIdOnly('h2', attribs),
    ...Object.fromEntries(HEADINGS.map((h) => [h, headingIdOnly])),
    a: linkWithSafeTarget,
    iframe: sandboxedFrame,
    // After the transform of its own tag, if any: every element.
    '*': withUsableUrls,
  },
  // An iframe whose src was refused (another host, http, none) would be an empty box.
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !frame.attribs['src'],
});

/**
 * The sanitizer of one policy. Markup-free text (no `<`) is already safe as it is,
 * and most excerpts are: it is returned without a parse.
 */
export const createEditorialHtmlSanitizer = (policy: EditorialHtmlPolicy = DEFAULT_EDITORIAL_HTML_POLICY): SanitizeEditorialHtml => {
  const options = editorialHtmlOptions(policy);
  return (html) => (html.includes('<') ? sanitizeHtml(mediaCommentsAsAnchors(html), options) : html) as SafeHtml;
};
