// A link that holds nothing but a picture its author called decoration (alt="",
// as the block editor saves an image or a gallery linked to its file) has no name
// a screen reader could say: it takes the picture's caption, else the name of the
// file or page it leads to.
import type { Element } from 'domhandler';
import { closest, findAll, findFirst, textOf } from './domTools.ts';

const MEDIA = new Set(['img', 'video', 'audio']);

const lastSegment = (href: string): string => {
  try {
    const url = new URL(href, 'https://site.invalid/');
    return decodeURIComponent(url.pathname.split('/').filter(Boolean).pop() ?? '') || url.hostname;
  } catch {
    return href;
  }
};

const captionOf = (link: Element): string => {
  const figure = closest(link, (el) => el.name === 'figure');
  const caption = figure ? findFirst((el) => el.name === 'figcaption', figure.children) : undefined;
  return caption ? textOf(caption) : '';
};

export const linkNames = (root: { children: Element['children'] }): void => {
  for (const link of findAll((el) => el.name === 'a' && Boolean(el.attribs['href']), root.children)) {
    if (link.attribs['aria-label'] || textOf(link) !== '') continue;
    const media = findAll((el) => MEDIA.has(el.name), link.children);
    if (media.length === 0 || media.some((el) => el.name !== 'img' || (el.attribs['alt']?.trim() ?? '') !== '')) continue;
    const name = captionOf(link) || lastSegment(link.attribs['href']!);
    link.attribs['aria-label'] = name.length > 120 ? `${name.slice(0, 119)}…` : name;
  }
};
