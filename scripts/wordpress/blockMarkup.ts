// Editorial HTML turned into the block markup WordPress 6.1 saves, so the block
// editor opens an imported article as blocks (paragraphs, headings, lists,
// quotes) and the_content leaves it as written (wpautop skips block content).
// Media placeholders, and anything else this does not know, go into Custom HTML
// blocks unchanged. Each block's HTML is the source's own bytes, sliced out.
import { isTag, isText, type ChildNode, type Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';

type Attributes = Record<string, string | number | boolean>;

/** `<!-- wp:name {"json"} -->`: WordPress's JSON of the block's attributes (in comments, `--` is escaped). */
const delimiter = (name: string, attributes: Attributes): string => {
  const json = Object.keys(attributes).length > 0 ? ` ${JSON.stringify(attributes).replace(/--/g, '\\u002d\\u002d')}` : '';
  return `<!-- wp:${name}${json} -->`;
};

const block = (name: string, html: string, attributes: Attributes = {}): string => `${delimiter(name, attributes)}\n${html}\n<!-- /wp:${name} -->`;

/** The source between the node's first and last character. */
const sourceOf = (html: string, node: ChildNode): string => html.slice(node.startIndex ?? 0, (node.endIndex ?? html.length - 1) + 1);

const childElements = (element: Element): Element[] | undefined => {
  const elements: Element[] = [];
  for (const child of element.children) {
    if (isTag(child)) elements.push(child);
    else if (!isText(child) || child.data.trim() !== '') return undefined;
  }
  return elements;
};

/** Attributes a block records in its comment: only `class`; `id` stays in the HTML (the anchor support reads it there). */
const classAttribute = (element: Element, allowed: readonly string[]): Attributes | undefined => {
  const names = Object.keys(element.attribs);
  if (names.some((name) => name !== 'class' && !allowed.includes(name))) return undefined;
  return element.attribs['class'] ? { className: element.attribs['class'] } : {};
};

const paragraph = (html: string, element: Element): string | undefined => {
  const attributes = classAttribute(element, ['id']);
  return attributes && block('paragraph', sourceOf(html, element), attributes);
};

const heading = (html: string, element: Element): string | undefined => {
  const level = Number(element.name.slice(1));
  const attributes = classAttribute(element, ['id']);
  return attributes && block('heading', sourceOf(html, element), { ...(level === 2 ? {} : { level }), ...attributes });
};

/** A list of plain items: list-item blocks inside (6.1's list); a nested list is left to Custom HTML. */
const list = (html: string, element: Element): string | undefined => {
  const items = childElements(element);
  if (Object.keys(element.attribs).length > 0 || !items || items.length === 0) return undefined;
  if (items.some((item) => item.name !== 'li' || Object.keys(item.attribs).length > 0 || item.children.some((child) => isTag(child) && ['ul', 'ol'].includes(child.name)))) return undefined;
  const tag = element.name;
  const inner = items.map((item) => block('list-item', sourceOf(html, item))).join('');
  return block('list', `<${tag}>${inner}</${tag}>`, tag === 'ol' ? { ordered: true } : {});
};

/** A quote of paragraphs and a closing cite: 6.1's quote, paragraphs as inner blocks, its class added. */
const quote = (html: string, element: Element): string | undefined => {
  const children = childElements(element);
  if (Object.keys(element.attribs).length > 0 || !children || children.length === 0) return undefined;
  const cite = children.at(-1)?.name === 'cite' ? children.at(-1) : undefined;
  const paragraphs = cite ? children.slice(0, -1) : children;
  if (paragraphs.some((p) => p.name !== 'p' || Object.keys(p.attribs).length > 0) || (cite && Object.keys(cite.attribs).length > 0)) return undefined;
  const inner = paragraphs.map((p) => block('paragraph', sourceOf(html, p))).join('');
  return block('quote', `<blockquote class="wp-block-quote">${inner}${cite ? sourceOf(html, cite) : ''}</blockquote>`);
};

const KNOWN: Readonly<Record<string, (html: string, element: Element) => string | undefined>> = {
  p: paragraph,
  h1: heading, h2: heading, h3: heading, h4: heading, h5: heading, h6: heading,
  ul: list,
  ol: list,
  blockquote: quote,
};

export const toBlockMarkup = (html: string): string => {
  const document = parseDocument(html, { withStartIndices: true, withEndIndices: true });
  const blocks: string[] = [];
  for (const node of document.children) {
    if (isText(node) && node.data.trim() === '') continue;
    const known = isTag(node) ? KNOWN[node.name]?.(html, node) : undefined;
    // A placeholder comment, a span, stray text: the editor keeps Custom HTML as written.
    blocks.push(known ?? block('html', sourceOf(html, node).trim()));
  }
  return blocks.join('\n\n');
};
