// Post HTML → a list of blocks the renderer maps to components: HTML chunks, the
// table of contents at its insertion point, media items at their placeholders,
// embedded players (src/domain/embeds.ts) where the sanitizer left their figure.
// Built with a real HTML parser so the server's HTML is complete (no DOM patching
// after load). The HTML is SafeHtml, sanitized once by the WordPress adapter,
// which has also turned the `<!-- MEDIA:slot -->` comments into span anchors (the
// spec converts comments into anchors): the placeholders here are spans. Each
// chunk is written back from the parsed tree of that SafeHtml, so it stays SafeHtml.
import { DomUtils } from 'htmlparser2';
import { isTag, type ChildNode, type Element } from 'domhandler';
import type { InlineMediaItem } from './content.ts';
import { DEFAULT_EMBED_BOX, EMBED_MARKUP, type EmbedItem } from './embeds.ts';
import { matchMediaSlot, MEDIA_SLOT_ATTRIBUTES } from './matchMediaSlot.ts';
import { parseSafeHtml, renderSafeNodes, type SafeHtml, type SafeTree } from './safeHtml.ts';
import { siteOrHttpUrl } from './siteOrHttpUrl.ts';
import { nestTocItems, type TocEntry, type TocItem } from './tableOfContents.ts';

export type { TocEntry } from './tableOfContents.ts';

export type ArticleBlock =
  | { readonly kind: 'html'; readonly html: SafeHtml }
  | { readonly kind: 'toc'; readonly items: readonly TocEntry[] }
  | { readonly kind: 'media'; readonly item: InlineMediaItem; readonly eager: boolean }
  | { readonly kind: 'embed'; readonly embed: EmbedItem };

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

/** An https URL with a host, as written; undefined otherwise. */
const httpsUrl = (raw: string | undefined): string | undefined => {
  const url = siteOrHttpUrl(raw);
  return url !== undefined && /^https:\/\//i.test(url) ? url : undefined;
};

/** A positive size as the figure writes it (`560`); anything else is no size. */
const boxSide = (raw: string | undefined): number | undefined => {
  const value = Number(raw);
  return raw !== undefined && raw.trim() !== '' && Number.isFinite(value) && value > 0 ? value : undefined;
};

const findByClass = (root: Element, tag: string, name: string): Element | undefined =>
  DomUtils.findOne((el) => el.name === tag && hasClass(el, name), root.children) ?? undefined;

/**
 * The player an embed figure stands for (EMBED_MARKUP): a figure of its class
 * whose player attribute holds an https URL. A figure without one (a post's
 * quote card, a link to a host not allowed) is no player: it stays HTML.
 */
const embedOf = (tree: SafeTree, node: Element): EmbedItem | undefined => {
  if (node.name !== 'figure' || !hasClass(node, EMBED_MARKUP.figureClass)) return undefined;
  const playerUrl = httpsUrl(node.attribs[EMBED_MARKUP.player]);
  if (playerUrl === undefined) return undefined;
  const link = findByClass(node, 'a', EMBED_MARKUP.linkToOriginalClass);
  // The original page always works; a player page plays the same when the figure names none.
  const pageUrl = siteOrHttpUrl(link?.attribs['href']) ?? playerUrl;
  const linkText = link ? DomUtils.textContent(link).trim() : '';
  const posterUrl = siteOrHttpUrl(findByClass(node, 'img', EMBED_MARKUP.posterClass)?.attribs['src']);
  const captionNodes = node.children.find((child): child is Element => isTag(child) && child.name === 'figcaption')?.children ?? [];
  const caption = captionNodes.length > 0 ? renderSafeNodes(tree, captionNodes) : undefined;
  const width = boxSide(node.attribs[EMBED_MARKUP.width]);
  const height = boxSide(node.attribs[EMBED_MARKUP.height]);
  // Both sides or neither: one side of WordPress's and one of the default would be no player's shape.
  const box = width !== undefined && height !== undefined ? { width, height } : DEFAULT_EMBED_BOX;
  return {
    provider: node.attribs[EMBED_MARKUP.provider]?.trim() || new URL(playerUrl).hostname,
    // A link whose text is its own address names nothing.
    title: linkText === pageUrl ? '' : linkText,
    pageUrl,
    playerUrl,
    ...(posterUrl !== undefined ? { posterUrl } : {}),
    width: box.width,
    height: box.height,
    ...(caption ? { caption } : {}),
  };
};

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
    // Only a figure at the top of the body is a player: one inside columns or a group stays in
    // its HTML, where the figure itself is the card (the poster and the link, no script needed).
    const embed = tree && isTag(node) ? embedOf(tree, node) : undefined;
    if (slot !== undefined) {
      const found = mediaBlock(slot);
      if (found.length > 0) flush();
      blocks.push(...found);
    } else if (embed) {
      flush();
      blocks.push({ kind: 'embed', embed });
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
