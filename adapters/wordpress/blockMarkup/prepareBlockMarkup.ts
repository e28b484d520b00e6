// What the block editor's markup needs before the allow-list runs, done on one
// parse of WordPress's HTML: the steps below rewrite structure (an element made
// from an attribute, an embed made a figure, ids and the links to them renamed,
// what a keyboard or a screen reader needs added), which an allow-list cannot. Their output is as untrusted as their input: the
// sanitizer (../sanitizeEditorialHtml.ts) runs after them, always.
import { render } from 'dom-serializer';
import { parseDocument } from 'htmlparser2';
import { captionListsAsFigures } from './captionListsAsFigures.ts';
import { coverBackgrounds } from './coverBackgrounds.ts';
import { embedFigures, type EmbedPolicy } from './embedFigures.ts';
import { foreignMedia } from './foreignMedia.ts';
import { linkNames } from './linkNames.ts';
import { mediaCommentsAsAnchors } from './mediaCommentsAsAnchors.ts';
import { namespacedIds } from './namespacedIds.ts';
import { orphanListItems } from './orphanListItems.ts';
import { scrollableRegions } from './scrollableRegions.ts';

export interface BlockMarkupPolicy extends EmbedPolicy {
  /** Origins media may load from; absent: any. */
  readonly mediaOrigins?: readonly string[];
}

export const prepareBlockMarkup = (html: string, policy: BlockMarkupPolicy): string => {
  const document = parseDocument(html, { decodeEntities: true });
  mediaCommentsAsAnchors(document);
  embedFigures(document, policy);
  coverBackgrounds(document);
  captionListsAsFigures(document);
  orphanListItems(document);
  if (policy.mediaOrigins) foreignMedia(document, policy.mediaOrigins);
  namespacedIds(document);
  scrollableRegions(document);
  linkNames(document);
  return render(document, { encodeEntities: 'utf8', emptyAttrs: true });
};
