// The spec's media placeholders come in two spellings, a span with a media-slot
// attribute and a `<!-- MEDIA:slot -->` comment. The sanitizer drops every
// comment, so before it runs the placeholder comments become the span anchors
// the spec converts them to anyway; other comments are left for it to drop.
// Done with the HTML parser, not a regular expression over markup, so that a
// comment-like text inside an attribute or a <textarea> is never taken for one.
import { render } from 'dom-serializer';
import { Element, isComment, isTag, type AnyNode, type ParentNode } from 'domhandler';
import { DomUtils, parseDocument } from 'htmlparser2';
import { mediaSlotOfComment } from '../../src/domain/matchMediaSlot.ts';

const anchorsIn = (parent: ParentNode): void => {
  for (const node of [...parent.children] as AnyNode[]) {
    const slot = isComment(node) ? mediaSlotOfComment(node.data) : undefined;
    if (slot !== undefined) DomUtils.replaceElement(node, new Element('span', { 'data-media-slot': slot }));
    else if (isTag(node)) anchorsIn(node);
  }
};

/** The HTML with each MEDIA comment replaced by `<span data-media-slot="slot"></span>`; as it was when it has no comment. */
export const mediaCommentsAsAnchors = (html: string): string => {
  if (!html.includes('<!--')) return html;
  const document = parseDocument(html, { decodeEntities: true });
  anchorsIn(document);
  return render(document, { encodeEntities: 'utf8', emptyAttrs: true });
};
