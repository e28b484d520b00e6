// Ids in content (footnotes and their back links, a file block's label, an
// anchor an editor set) must work as links and never clash with the page's own
// elements: each one that is not a heading's takes the `c-` prefix, and the
// links and ARIA references pointing at it follow. Headings keep their ids as
// WordPress gave them, as the table of contents (index_slugs) names them.
import type { Element } from 'domhandler';
import { findAll } from './domTools.ts';

export const CONTENT_ID_PREFIX = 'c-';

const HEADING = /^h[1-6]$/;
const REFERENCES = ['aria-describedby', 'aria-labelledby'];

/** A fragment as the id it names (`#caf%C3%A9` is `café`); as written when it is no valid escape. */
const fragmentId = (href: string): string => {
  try {
    return decodeURIComponent(href.slice(1));
  } catch {
    return href.slice(1);
  }
};

export const namespacedIds = (root: { children: Element['children'] }): void => {
  const withIds = findAll((el) => (el.attribs['id'] ?? '') !== '', root.children);
  const renamed = new Map<string, string>();
  for (const el of withIds) {
    if (HEADING.test(el.name)) continue;
    const id = el.attribs['id']!;
    const prefixed = `${CONTENT_ID_PREFIX}${id}`;
    // The first element with an id wins, as a link to it would.
    if (!renamed.has(id)) renamed.set(id, prefixed);
    el.attribs['id'] = prefixed;
  }
  if (renamed.size === 0) return;
  for (const el of findAll((e) => e.name === 'a' || REFERENCES.some((name) => name in e.attribs), root.children)) {
    const href = el.attribs['href'];
    if (el.name === 'a' && href?.startsWith('#')) {
      const target = renamed.get(fragmentId(href));
      if (target) el.attribs['href'] = `#${target}`;
    }
    for (const name of REFERENCES) {
      const value = el.attribs[name];
      if (value === undefined) continue;
      const ids = value.split(/\s+/).flatMap((id) => (renamed.has(id) ? [renamed.get(id)!] : []));
      if (ids.length > 0) el.attribs[name] = ids.join(' ');
      else delete el.attribs[name];
    }
  }
};
