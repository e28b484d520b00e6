// What a reader would miss of a post: the blocks of WordPress's rendered content
// (the plugin's `content`, the_content as a theme gets it) whose words, media or
// embeds are nowhere in Newsdesk's article body. A block is lost when one of its
// words is missing, when an image, audio or video of it is neither shown nor
// linked, or when one of its embeds neither shows its player nor links to the
// original. What the sanitizer leaves out on purpose (docs/editorial-blocks.md)
// never counts: scripts, styles, SVG and MathML, a PDF viewer, iframes (their
// embed is checked instead), forms (the search, login and comment form blocks:
// the site is read-only).
import { isTag, type AnyNode, type Element } from 'domhandler';
import { findAll, getAttributeValue, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { siteOrHttpUrl } from '../../src/domain/siteOrHttpUrl.ts';

export interface LostBlock {
  /** The block's element and first classes, to find it in the source. */
  readonly block: string;
  readonly missing: readonly string[];
}

/** Elements whose content is not text for a reader, or is left out on purpose. */
const NOT_TEXT = new Set(['script', 'style', 'noscript', 'template', 'svg', 'math', 'object', 'iframe', 'textarea', 'select', 'title', 'form']);

const textWithout = (node: AnyNode): string => {
  if (!isTag(node)) return textContent(node);
  if (NOT_TEXT.has(node.name)) return ' ';
  // Block-level boundaries separate words that markup alone kept apart.
  return ` ${node.children.map(textWithout).join('')} `;
};

/** Words as a reader reads them: letters and digits, case and width folded. */
const wordsOf = (text: string): string[] => text.normalize('NFKC').toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/**
 * An avatar of an author without an address is drawn by WordPress from one of
 * Gravatar's numbered hosts at random, on every rendering: the same picture.
 */
const sameMedia = (url: string): string => url.replace(/^(https?:)?\/\/\d\.gravatar\.com\//, '$1//gravatar.com/');

/** Media a reader would miss: a picture its author called decoration (alt="") is none. */
const mediaUrls = (root: Element): string[] =>
  findAll((el) => ['img', 'audio', 'video', 'source'].includes(el.name) && !(el.name === 'img' && el.attribs['alt']?.trim() === ''), [root]).flatMap((el) => {
    // Inline data is no host's, and a URL the page could not use (the theme test data has a `ttps://`) was never media.
    const src = siteOrHttpUrl(getAttributeValue(el, 'src'));
    return src ? [sameMedia(src)] : [];
  });

/** The original URLs of the plugin's embed wrappers in a block. */
const embedUrls = (root: Element): string[] =>
  findAll((el) => (getAttributeValue(el, 'class') ?? '').split(/\s+/).includes('newsdesk-oembed'), [root]).flatMap((el) => {
    const url = getAttributeValue(el, 'data-url');
    return url ? [url] : [];
  });

/** Every URL an element of the page names (src, href, a player's or a poster's), decoded as the parser reads them. */
const urlsOfPage = (root: Element): Set<string> =>
  new Set(
    findAll(() => true, [root]).flatMap((el) =>
      ['src', 'href', 'poster', 'data-embed-player'].flatMap((name) => {
        const value = getAttributeValue(el, name);
        return value ? [sameMedia(value)] : [];
      }),
    ),
  );

const describe = (el: Element): string => `<${el.name}${el.attribs['class'] ? ` class="${el.attribs['class'].split(/\s+/).slice(0, 3).join(' ')}"` : ''}>`;

/**
 * The blocks of `source` (WordPress's rendered content) a reader of `body` (the
 * article body's element of Newsdesk's page) would miss.
 */
export const lostBlocks = (source: string, body: Element): LostBlock[] => {
  const pageWords = new Set(wordsOf(textWithout(body)));
  const pageUrls = urlsOfPage(body);
  const shown = (url: string): boolean => pageUrls.has(url) || pageUrls.has(url.replace(/&amp;/g, '&'));
  const blocks = parseDocument(source, { decodeEntities: true }).children.filter(isTag).filter((el) => !NOT_TEXT.has(el.name));
  return blocks.flatMap((block) => {
    const missing = [
      ...[...new Set(wordsOf(textWithout(block)))].filter((word) => !pageWords.has(word)).map((word) => `word "${word}"`),
      ...mediaUrls(block).filter((url) => !shown(url)).map((url) => `media ${url}`),
      ...embedUrls(block).filter((url) => !shown(url)).map((url) => `embed ${url}`),
    ];
    return missing.length > 0 ? [{ block: describe(block), missing }] : [];
  });
};
