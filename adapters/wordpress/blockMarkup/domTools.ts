// Small helpers over the parser's tree (domhandler) that the block-markup steps
// share: class tests, finding elements, building new ones. The steps rewrite the
// tree of untrusted HTML before the allow-list runs, so nothing here needs to be
// safe: whatever they build is sanitized after them.
import { Element, Text, isTag, type AnyNode } from 'domhandler';
import { DomUtils } from 'htmlparser2';

export const classesOf = (element: Element): string[] => (element.attribs['class'] ?? '').split(/\s+/).filter(Boolean);

export const hasClass = (element: Element, name: string): boolean => classesOf(element).includes(name);

/** Every element under the nodes, in document order, that the test accepts. */
export const findAll = (test: (element: Element) => boolean, nodes: readonly AnyNode[]): Element[] => DomUtils.findAll(test, [...nodes]);

export const findFirst = (test: (element: Element) => boolean, nodes: readonly AnyNode[]): Element | undefined =>
  DomUtils.findOne(test, [...nodes]) ?? undefined;

/** The element's nearest ancestor the test accepts. */
export const closest = (node: AnyNode, test: (element: Element) => boolean): Element | undefined => {
  for (let parent = node.parent; parent; parent = parent.parent) if (isTag(parent) && test(parent)) return parent;
  return undefined;
};

/** A new element with attributes (those undefined left out) and children. */
export const element = (name: string, attribs: Readonly<Record<string, string | undefined>>, children: readonly AnyNode[] = []): Element => {
  const defined = Object.fromEntries(Object.entries(attribs).filter((entry): entry is [string, string] => entry[1] !== undefined));
  const built = new Element(name, defined);
  for (const child of children) {
    if (child.parent) DomUtils.removeElement(child);
    DomUtils.appendChild(built, child);
  }
  return built;
};

export const text = (value: string): Text => new Text(value);

export const textOf = (node: AnyNode | readonly AnyNode[]): string => DomUtils.textContent(node as AnyNode).replace(/\s+/g, ' ').trim();

export const replace = (old: AnyNode, replacement: AnyNode): void => DomUtils.replaceElement(old, replacement);

export const remove = (node: AnyNode): void => DomUtils.removeElement(node);

