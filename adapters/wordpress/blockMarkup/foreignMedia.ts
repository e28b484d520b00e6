// Media the page would load from a host that is not one of the newsroom's media
// origins (EditorialHtmlPolicy.mediaOrigins: what WordPress reports, and what ops
// add): the CSP would block it, and it would tell a third party who reads what.
// An image becomes a link to it (its alt text, else its file name), or goes when
// its author called it decoration (alt=""), a video or an
// audio without any usable source a link to its first one; a foreign candidate of
// a srcset takes the srcset away, a foreign poster goes. Paths of the site and
// inline image data are the site's own.
import type { Element } from 'domhandler';
import { EMBED_MARKUP } from '../../../src/domain/embeds.ts';
import { closest, element, findAll, hasClass, remove, replace, text, textOf } from './domTools.ts';

const MEDIA = new Set(['img', 'video', 'audio']);

const originOf = (url: string): string | undefined => {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
};

/** Usable where the page is: a path of the site, inline data, or an allowed origin. Other schemes the allow-list drops anyway. */
const allowedIn = (origins: ReadonlySet<string>) => (url: string): boolean => {
  const origin = originOf(url);
  return origin === undefined || origins.has(origin);
};

const fileName = (url: string): string => {
  try {
    return decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '') || url;
  } catch {
    return url;
  }
};

/** A link to the media instead of the media, or its words alone where it already sits in a link. */
const asLink = (media: Element, url: string, words: string): void => {
  replace(media, closest(media, (el) => el.name === 'a') ? text(words) : element('a', { href: url }, [text(words)]));
};

/** A decorative picture taken away, and the link it was all of with it (a link with no name is no link). */
const dropDecoration = (media: Element): void => {
  const link = closest(media, (el) => el.name === 'a');
  remove(media);
  if (link && textOf(link) === '' && !findAll((el) => MEDIA.has(el.name), link.children).length) remove(link);
};

export const foreignMedia = (root: { children: Element['children'] }, mediaOrigins: readonly string[]): void => {
  const allowed = allowedIn(new Set(mediaOrigins.map((origin) => originOf(origin)).filter((o): o is string => o !== undefined)));
  for (const media of findAll((el) => MEDIA.has(el.name), root.children)) {
    const srcset = media.attribs['srcset'];
    if (srcset !== undefined && !srcset.split(',').every((candidate) => allowed(candidate.trim().split(/\s+/)[0] ?? ''))) delete media.attribs['srcset'];
    const poster = media.attribs['poster'];
    if (poster !== undefined && !allowed(poster)) delete media.attribs['poster'];
    const src = media.attribs['src'];
    if (media.name === 'img') {
      // An embed's poster is a picture of the player, whose figure already links to the original.
      if (src === undefined || allowed(src)) continue;
      // An embed's poster, or a picture its author called decoration (alt=""; WordPress's avatars): nothing to miss.
      if (hasClass(media, EMBED_MARKUP.posterClass) || media.attribs['alt']?.trim() === '') dropDecoration(media);
      else asLink(media, src, media.attribs['alt']?.trim() || fileName(src));
      continue;
    }
    const sources = media.children.filter((child): child is Element => 'name' in child && child.name === 'source');
    const foreign = [src, ...sources.map((source) => source.attribs['src'])].filter((url): url is string => url !== undefined && !allowed(url));
    if (src !== undefined && !allowed(src)) delete media.attribs['src'];
    for (const source of sources) if (!allowed(source.attribs['src'] ?? '')) remove(source);
    const playable = media.attribs['src'] !== undefined || media.children.some((child) => 'name' in child && child.name === 'source');
    if (!playable && foreign[0] !== undefined) asLink(media, foreign[0], fileName(foreign[0]));
  }
};
