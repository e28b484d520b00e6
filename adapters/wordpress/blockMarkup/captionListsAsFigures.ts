// Before HTML5, WordPress wrote a captioned picture as a definition list: the
// [caption] shortcode of old posts stored as `dl.wp-caption`, and the [gallery]
// shortcode still rendered so when the theme does not declare HTML5 galleries
// (`dl.gallery-item`). A list whose term is a picture and whose definition is its
// caption is a figure; read as a list it is announced as one, and one with no
// caption is an invalid list (axe's definition-list). Each becomes the figure
// WordPress writes today: the term a div, the definition a figcaption.
import type { Element } from 'domhandler';
import { findAll, hasClass } from './domTools.ts';

const isCaptionList = (el: Element): boolean => el.name === 'dl' && (hasClass(el, 'wp-caption') || hasClass(el, 'gallery-item'));

export const captionListsAsFigures = (root: { children: Element['children'] }): void => {
  for (const list of findAll(isCaptionList, root.children)) {
    list.name = 'figure';
    for (const child of list.children) {
      if (child.type !== 'tag') continue;
      const item = child as Element;
      if (item.name === 'dt') item.name = 'div';
      else if (item.name === 'dd') item.name = 'figcaption';
    }
  }
};
