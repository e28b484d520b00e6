// The spec's media placeholders come in two spellings, a span with a media-slot
// attribute and a `<!-- MEDIA:slot -->` comment. The sanitizer drops every
// comment, so before it runs the placeholder comments become the span anchors
// the spec converts them to anyway; other comments are left for it to drop.
// Done on the parsed tree, so that a comment-like text inside an attribute or a
// <textarea> is never taken for one.
import { Element, isComment, isTag, type AnyNode, type ParentNode } from 'domhandler';
import { mediaSlotOfComment } from '../../../src/domain/matchMediaSlot.ts';
import { replace } from './domTools.ts';

/** Each MEDIA comment of the tree replaced by `<span data-media-slot="slot"></span>`. */
export const mediaCommentsAsAnchors = (parent: ParentNode): void => {
  for (const node of [...parent.children] as AnyNode[]) {
    const slot = isComment(node) ? mediaSlotOfComment(node.data) : undefined;
    if (slot !== undefined) replace(node, new Element('span', { 'data-media-slot': slot }));
    else if (isTag(node)) mediaCommentsAsAnchors(node);
  }
};
