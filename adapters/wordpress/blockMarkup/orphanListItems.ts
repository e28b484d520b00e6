// A list item outside a list (a list-item or social-link block saved on its own,
// a classic post's stray `<li>`) is no list item for a browser or a screen reader
// (axe's listitem). The items next to each other are wrapped in one list, as the
// editor would have had them.
import { isTag, type AnyNode, type Element, type ParentNode } from 'domhandler';
import { DomUtils } from 'htmlparser2';
import { element, findAll } from './domTools.ts';

const LISTS = new Set(['ul', 'ol', 'menu']);

const isOrphanItem = (node: AnyNode): node is Element => isTag(node) && node.name === 'li' && !(node.parent && isTag(node.parent) && LISTS.has(node.parent.name));

/** Whitespace between two items belongs to the run. */
const isBlank = (node: AnyNode): boolean => node.type === 'text' && (node as { data: string }).data.trim() === '';

const wrapRuns = (parent: ParentNode): void => {
  const children = [...parent.children];
  for (let start = 0; start < children.length; start++) {
    if (!isOrphanItem(children[start]!)) continue;
    let end = start;
    for (let next = start + 1; next < children.length; next++) {
      if (isOrphanItem(children[next]!)) end = next;
      else if (!isBlank(children[next]!)) break;
    }
    const run = children.slice(start, end + 1);
    const list = element('ul', {});
    DomUtils.prepend(run[0]!, list);
    for (const node of run) DomUtils.appendChild(list, node);
    start = end;
  }
};

export const orphanListItems = (root: ParentNode): void => {
  const parents = new Set<ParentNode>();
  for (const item of findAll((el) => isOrphanItem(el), root.children)) parents.add(item.parent ?? root);
  for (const parent of parents) wrapRuns(parent);
};
