// Editorial HTML the page may hand to the browser as markup. WordPress's HTML
// reaches the core only through the sanitizer of the WordPress adapter
// (adapters/wordpress/sanitizeEditorialHtml.ts), the one place that turns a
// string into SafeHtml; this module only writes parts of SafeHtml back. ESLint
// rejects `as SafeHtml` anywhere else (eslint.config.js), and the renderer's
// innerHTML takes nothing but SafeHtml (web/components/safeHtmlProps.ts): a
// string cannot become markup by accident.
import { render } from 'dom-serializer';
import type { AnyNode, Document } from 'domhandler';
import { parseDocument } from 'htmlparser2';

declare const safe: unique symbol;
export type SafeHtml = string & { readonly [safe]: true };

/** A tree parsed from SafeHtml: what may be written back as SafeHtml. */
export interface SafeTree {
  readonly root: Document;
}

export const parseSafeHtml = (html: SafeHtml): SafeTree => ({ root: parseDocument(html, { decodeEntities: true }) });

const rootOf = (node: AnyNode): AnyNode => (node.parent ? rootOf(node.parent) : node);

/**
 * Writes nodes of a SafeTree back as markup. The parser's own tree of sanitized
 * markup, written out again with nodes at most removed, is as safe as the markup
 * it came from: this is how the article body splits its HTML into blocks. Nodes
 * of any other tree are refused, so that no markup built elsewhere is branded.
 */
export const renderSafeNodes = (tree: SafeTree, nodes: readonly AnyNode[]): SafeHtml => {
  if (nodes.some((node) => rootOf(node) !== tree.root)) throw new Error('renderSafeNodes: a node that is not of this safe tree');
  // The parser decoded entities; 'utf8' re-escapes only what HTML needs (&, <, >, nbsp in
  // text; &, " and nbsp in attributes). emptyAttrs keeps alt="" as written: a bare `alt`
  // means the same but reads as missing.
  return render(nodes, { encodeEntities: 'utf8', emptyAttrs: true }).trim() as SafeHtml;
};
