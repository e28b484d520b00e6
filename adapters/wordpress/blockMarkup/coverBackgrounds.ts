// A cover block saved before WordPress 5.7 (and a parallax or repeated one since)
// carries its picture as an inline style, `background-image: url(…)`. No inline
// style reaches a reader, so the picture becomes what newer covers have anyway:
// an `img.wp-block-cover__image-background` first in the block, which the site's
// styles lay under the text.
import type { Element } from 'domhandler';
import { DomUtils } from 'htmlparser2';
import { element, findAll, hasClass } from './domTools.ts';

const COVERS = ['wp-block-cover', 'wp-block-cover-image'];
/** The URL of a `background-image` declaration; CSS, not markup, so a pattern reads it. */
const BACKGROUND_URL = /background-image\s*:\s*url\(\s*(["']?)([^"')]+)\1\s*\)/i;

const isCover = (el: Element): boolean => COVERS.some((name) => hasClass(el, name));

export const coverBackgrounds = (root: { children: Element['children'] }): void => {
  for (const cover of findAll(isCover, root.children)) {
    const url = BACKGROUND_URL.exec(cover.attribs['style'] ?? '')?.[2]?.trim();
    const hasImage = cover.children.some((child) => 'name' in child && (child.name === 'img' || child.name === 'video'));
    if (!url || hasImage) continue;
    DomUtils.prependChild(cover, element('img', { class: 'wp-block-cover__image-background', src: url, alt: '' }));
  }
};
