// Slugs and search both need text without accents: WordPress slugs are ASCII,
// and readers type "regolamentacao" as often as "regulamentação".
import { decodeHTML } from 'entities';

/** Lower case, no diacritics, ß as ss, ligatures split: what search compares. */
export const foldText = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[œŒ]/g, 'oe')
    .replace(/[æÆ]/g, 'ae')
    .toLowerCase();

const MAX_SLUG_LENGTH = 90;

/** ASCII, lower case, hyphenated; long titles are cut at a word boundary. */
export const slugify = (text: string): string => {
  const slug = foldText(text)
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= MAX_SLUG_LENGTH) return slug;
  const cut = slug.slice(0, MAX_SLUG_LENGTH);
  return cut.slice(0, cut.lastIndexOf('-') > 40 ? cut.lastIndexOf('-') : MAX_SLUG_LENGTH);
};

/** Visible text of an HTML fragment as written (entities decoded): what a search result's extract quotes. */
export const htmlText = (html: string): string =>
  decodeHTML(html.replace(/<!--[\s\S]*?-->/g, ' ').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ').trim();

export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
