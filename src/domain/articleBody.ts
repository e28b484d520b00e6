// Post HTML → a list of blocks the renderer maps to components: HTML chunks, the
// table of contents at its insertion point, media items at their placeholders.
// Built with a real HTML parser so the server's HTML is complete (no DOM patching
// after load). Sanitising editorial HTML is not this module's job: it keeps what
// WordPress sent, a <script> included, apart from the placeholders and comments.
import { DomUtils, parseDocument } from 'htmlparser2';
import { render } from 'dom-serializer';
import { isComment, isTag, type ChildNode, type Element } from 'domhandler';
import type { InlineMediaItem } from './content.ts';
import { matchMediaSlot } from './matchMediaSlot.ts';
import type { TocItem } from './tableOfContents.ts';

export type { TocItem } from './tableOfContents.ts';

export type ArticleBlock =
  | { readonly kind: 'html'; readonly html: string }
  | { readonly kind: 'toc'; readonly items: readonly TocItem[] }
  | { readonly kind: 'media'; readonly item: InlineMediaItem; readonly eager: boolean };

export interface ArticleBodyInput {
  readonly html: string;
  readonly toc: readonly TocItem[];
  readonly media: readonly InlineMediaItem[];
}

const MEDIA_COMMENT = /^MEDIA:([A-Za-z0-9_-]+)$/;
/** Elements a reader sees without any text: a paragraph holding only an image is not empty. */
const SEEN_WITHOUT_TEXT = new Set(['img', 'video', 'audio', 'iframe', 'picture', 'svg', 'canvas', 'math', 'embed', 'object', 'hr', 'figure']);

/** The slot a node stands for, when it is a placeholder: `<span data-media-slot>` or `<!-- MEDIA:slot -->`. */
const placeholderSlot = (node: ChildNode): string | undefined => {
  if (isComment(node)) return MEDIA_COMMENT.exec(node.data.trim())?.[1];
  if (isTag(node) && node.name === 'span') return node.attribs['data-media-slot'] ?? node.attribs['media-slot'];
  return undefined;
};

const descendants = (node: ChildNode): ChildNode[] =>
  isTag(node) ? node.children.flatMap((child) => [child, ...descendants(child)]) : [];

/** Left with nothing a reader would see once its placeholders are gone: only whitespace. */
const isEmpty = (element: Element): boolean =>
  DomUtils.textContent(element).trim() === '' && !descendants(element).some((n) => isTag(n) && SEEN_WITHOUT_TEXT.has(n.name));

const hasClass = (element: Element, name: string): boolean => (element.attribs['class'] ?? '').split(/\s+/).includes(name);

/** After the first summary paragraph, else after the first paragraph, else at the start (-1). */
const tocAnchor = (nodes: readonly ChildNode[]): number => {
  const paragraphs = nodes.flatMap((node, index) => (isTag(node) && node.name === 'p' ? [{ node, index }] : []));
  return (paragraphs.find(({ node }) => hasClass(node, 'summary')) ?? paragraphs[0])?.index ?? -1;
};

export const buildArticleBody = ({ html, toc, media }: ArticleBodyInput): ArticleBlock[] => {
  const nodes = [...parseDocument(html, { decodeEntities: true }).children];
  const blocks: ArticleBlock[] = [];
  let pending: ChildNode[] = [];
  const flush = (): void => {
    // The parser decoded entities; 'utf8' re-escapes only what HTML needs (&, <, >, nbsp in
    // text; &, " and nbsp in attributes) and leaves script and style text raw, as parsed.
    // emptyAttrs keeps alt="" as written: a bare `alt` means the same but reads as missing.
    const chunk = render(pending, { encodeEntities: 'utf8', emptyAttrs: true }).trim();
    if (chunk) blocks.push({ kind: 'html', html: chunk });
    pending = [];
  };
  const mediaBlock = (slot: string): ArticleBlock[] => {
    const item = matchMediaSlot(media, slot);
    return item ? [{ kind: 'media', item, eager: item.priority === true }] : [];
  };
  const anchor = tocAnchor(nodes);
  if (toc.length > 0 && anchor === -1) blocks.push({ kind: 'toc', items: toc });

  nodes.forEach((node, index) => {
    const slot = placeholderSlot(node);
    if (slot !== undefined) {
      const found = mediaBlock(slot);
      if (found.length > 0) flush();
      blocks.push(...found);
    } else if (isComment(node)) {
      // other comments are editorial notes, not content
    } else if (isTag(node)) {
      const nested = descendants(node).filter((d) => placeholderSlot(d) !== undefined || isComment(d));
      const nestedMedia = nested.flatMap((d) => {
        const s = placeholderSlot(d);
        DomUtils.removeElement(d);
        return s === undefined ? [] : mediaBlock(s);
      });
      if (nested.length === 0 || !isEmpty(node)) pending.push(node);
      if (nestedMedia.length > 0) {
        flush();
        blocks.push(...nestedMedia);
      }
    } else {
      pending.push(node);
    }
    if (index === anchor && toc.length > 0) {
      flush();
      blocks.push({ kind: 'toc', items: toc });
    }
  });
  flush();
  return blocks;
};
