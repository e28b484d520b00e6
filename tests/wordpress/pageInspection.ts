// Reading a page Newsdesk rendered as a browser's parser would, so checks are
// about elements and attributes, not about strings: an escaped `onerror=` in a
// title's text is text, an `onerror` attribute is a script.
import type { Document, Element } from 'domhandler';
import { DomUtils, parseDocument } from 'htmlparser2';

export const parseHtml = (html: string): Document => parseDocument(html);

const allElements = (root: Document | Element): Element[] => DomUtils.findAll(() => true, root.children);

export const byTag = (root: Document | Element, tag: string): Element[] => allElements(root).filter((el) => el.name === tag);

export const byClass = (root: Document | Element, className: string): Element[] =>
  allElements(root).filter((el) => (el.attribs['class'] ?? '').split(/\s+/).includes(className));

export const textOf = (el: Element): string => DomUtils.textContent(el);

/** `name=value` of every attribute that would run a script: event handlers (`on…`) and URLs with the javascript: scheme. */
export const scriptingAttributes = (root: Document | Element): string[] =>
  allElements(root).flatMap((el) =>
    Object.entries(el.attribs)
      // A browser ignores control characters and spaces around a URL's scheme, and its case.
      .filter(([name, value]) => /^on/i.test(name) || /^javascript:/i.test(value.replace(/[\u0000-\u0020]/g, '')))
      .map(([name, value]) => `<${el.name} ${name}=${value}>`),
  );

/** Each script element as id|type|src: what the browser would run or read. */
export const scriptSignatures = (root: Document): string[] =>
  byTag(root, 'script')
    .map((el) => `${el.attribs['id'] ?? ''}|${el.attribs['type'] ?? ''}|${el.attribs['src'] ?? ''}`)
    .sort();

/** The href of every link. */
export const hrefs = (root: Document | Element): string[] => byTag(root, 'a').map((el) => el.attribs['href'] ?? '');

export const canonicalHref = (root: Document): string | undefined =>
  byTag(root, 'link').find((el) => el.attribs['rel'] === 'canonical')?.attribs['href'];
