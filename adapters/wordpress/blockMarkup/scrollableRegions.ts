// Code, verse and wide tables scroll inside themselves on a phone (the site's
// block styles): a reader who uses the keyboard must be able to reach them to
// scroll, so each region that may scroll is a stop of the tab order
// (WCAG 2.1.1; axe's scrollable-region-focusable).
import type { Element } from 'domhandler';
import { closest, findAll, hasClass } from './domTools.ts';

const isTableBlock = (el: Element): boolean => el.name === 'figure' && hasClass(el, 'wp-block-table');

export const scrollableRegions = (root: { children: Element['children'] }): void => {
  const regions = findAll((el) => el.name === 'pre' || isTableBlock(el) || (el.name === 'table' && !closest(el, isTableBlock)), root.children);
  for (const region of regions) region.attribs['tabindex'] = '0';
};
