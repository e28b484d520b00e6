// Post HTML → a list of blocks the renderer maps to components: HTML chunks, the
// table of contents at its insertion point, media items at their placeholders.
// Built with a real HTML parser so the server's HTML is complete (no DOM patching
// after load). The HTML is SafeHtml, sanitized once by the WordPress adapter,
// which has also turned the `<!-- MEDIA:slot -->` comments into span anchors (the
// spec converts comments into anchors): the placeholders here are spans. Each
// chunk is written back from the parsed tree of that SafeHtml, so it stays SafeHtml.
import { DomUtils } from 'htmlparser2';
import { isTag, type ChildNode, type Element } from 'domhandler';
import type { InlineMediaItem } from './content.ts';
import { matchMediaSlot, MEDIA_SLOT_ATTRIBUTES } from './matchMediaSlot.ts';
import { parseSafeHtml, renderSafeNodes, type SafeHtml } from './safeHtml.ts';
import { nestTocItems, type TocEntry, type TocItem } from './tableOfContents.ts';

export type { TocEntry } from './tableOfContents.ts';

export type ArticleBlock =
  | { readonly kind: 'html'; readonly html: SafeHtml }
  | { readonly kind: 'toc'; readonly items: readonly TocEntry[] }
  | { readonly kind: 'media'; readonly item: InlineMediaItem; readonly eager: boolean };

export interface ArticleBodyInput {
  /** Absent for a post without a body: the table of contents, if any, stands alone. */
  readonly html: SafeHtml | undefined;
  readonly toc: readonly TocItem[];
  readonly media: readonly InlineMediaItem[];
}

/** Elements a reader sees without any text: a paragraph holding only an image is not empty. */
const SEEN_WITHOUT_TEXT = new Set(['img', 'video', 'audio', 'iframe', 'picture', 'svg', 'canvas', 'math', 'embed', 'object', 'hr', 'figure']);

/** The slot a node stands for, when it is a placeholder: `<span data-media-slot>` or `<span media-slot>`. */
const placeholderSlot = (node: ChildNode): string | undefined => {
  if (!isTag(node) || node.name !== 'span') return undefined;
  return MEDIA_SLOT_ATTRIBUTES.map((name) => node.attribs[name]).find((slot) => slot !== undefined);
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

const HEADING = /^h([1-6])$/;

/** The level of each heading of the body that has an id (2 for an h2), by id: the first one wins, as a link would. */
const headingLevels = (nodes: readonly ChildNode[]): ReadonlyMap<string, number> => {
  const levels = new Map<string, number>();
  for (const heading of DomUtils.findAll((el) => HEADING.test(el.name) && (el.attribs['id'] ?? '') !== '', [...nodes])) {
    const id = heading.attribs['id']!;
    if (!levels.has(id)) levels.set(id, Number(HEADING.exec(heading.name)![1]));
  }
  return levels;
};

export const buildArticleBody = ({ html, toc: flatToc, media }: ArticleBodyInput): ArticleBlock[] => {
  const tree = html === undefined ? undefined : parseSafeHtml(html);
  const nodes = tree ? [...tree.root.children] : [];
  // Read before any placeholder is taken out of the tree.
  const levels = headingLevels(nodes);
  const toc = nestTocItems(flatToc, (slug) => levels.get(slug));
  const blocks: ArticleBlock[] = [];
  let pending: ChildNode[] = [];
  const flush = (): void => {
    const chunk = tree && pending.length > 0 ? renderSafeNodes(tree, pending) : undefined;
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
    } else if (isTag(node)) {
      const nested = descendants(node).filter((d) => placeholderSlot(d) !== undefined);
      const nestedMedia = nested.flatMap((d) => {
        // Removing a node from sanitized markup keeps it sanitized.
        DomUtils.removeElement(d);
        return mediaBlock(placeholderSlot(d)!);
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
