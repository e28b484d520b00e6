// A story (or a category) in several languages, as WordPress links its versions
// (docs/product.md#translations): what the page head, the sitemaps, the JSON-LD,
// the language select and the "Also in" line each say of the same cluster.
import type { Translation } from './content.ts';
import { DEFAULT_LANG, isLang, LANGS, languageFacts, type Lang } from './language.ts';
import { urls } from './urls.ts';
import type { Alternate } from './pageHead.ts';

/** A path of the site in `lang` (`/en/...`), decoded as a router would find it; WordPress may send an absolute link. */
const pathIn = (lang: Lang, link: string): string | undefined => {
  const path = link.replace(/^https?:\/\/[^/]+/i, '').split(/[?#]/)[0] ?? '';
  return path.startsWith(`/${lang}/`) && !path.includes('//') && !path.includes('\\') ? path : undefined;
};

/**
 * The versions WordPress names, cleaned: one per language (the first named), each
 * with a path of the site in its own language, in the languages' order, with the
 * page's own version as the page itself is addressed (its canonical path).
 */
export const translationCluster = (own: { readonly lang: Lang; readonly path: string }, named: readonly Translation[]): Translation[] => {
  const byLang = new Map<Lang, Translation>();
  for (const version of named) {
    const path = pathIn(version.lang, version.path);
    if (path !== undefined && !byLang.has(version.lang)) byLang.set(version.lang, { ...version, path });
  }
  const ownVersion = byLang.get(own.lang);
  byLang.set(own.lang, { ...ownVersion, lang: own.lang, path: own.path });
  return LANGS.flatMap((lang) => {
    const version = byLang.get(lang);
    return version ? [version] : [];
  });
};

/** The other languages' versions: what "Also in" lists and the language select offers. */
export const otherVersions = (own: Lang, cluster: readonly Translation[]): Translation[] => cluster.filter((version) => version.lang !== own);

/**
 * hreflang alternates of a page with translations: every version, itself included,
 * and x-default, the default language's version, else the page's own (decision 37).
 * A page in one language only has none: it has nothing to point search engines to.
 */
export const clusterAlternates = (siteOrigin: string, own: Lang, cluster: readonly Translation[]): Alternate[] => {
  if (otherVersions(own, cluster).length === 0) return [];
  const fallback = cluster.find((version) => version.lang === DEFAULT_LANG) ?? cluster.find((version) => version.lang === own);
  return [
    ...cluster.map((version) => ({ hreflang: languageFacts(version.lang).bcp47, href: `${siteOrigin}${version.path}` })),
    ...(fallback ? [{ hreflang: 'x-default', href: `${siteOrigin}${fallback.path}` }] : []),
  ];
};

/**
 * The version the others were translated from: the one published first, when
 * exactly one was. WordPress (and Polylang) store no "original" flag; publication
 * order is what they do know, and a tie names none.
 */
export const originalVersion = (cluster: readonly Translation[]): Translation | undefined => {
  const dated = cluster.filter((version): version is Translation & { publishedAt: string } => version.publishedAt !== undefined);
  if (dated.length < 2) return undefined;
  const times = dated.map((version) => Date.parse(version.publishedAt));
  if (times.some(Number.isNaN)) return undefined;
  const first = Math.min(...times);
  const firsts = dated.filter((_, i) => times[i] === first);
  return firsts.length === 1 ? firsts[0] : undefined;
};

/** Where the language select leads from a page: a language's version of it, or its home when it has none. */
export interface LanguageVersion {
  readonly lang: Lang;
  readonly path: string;
}

/** The page's own versions in other languages, for the select (the rest of the languages lead home). */
export const languageVersions = (own: Lang, cluster: readonly Translation[]): LanguageVersion[] =>
  otherVersions(own, cluster).map(({ lang, path }) => ({ lang, path }));

/**
 * Where the language select's form leads (`to`, a path the select offered): a
 * page of the site in one of its languages, else the default language's home.
 * Only a path of this site, so the form can never send a reader elsewhere.
 */
export const languageDestination = (to: unknown): string => {
  const path = typeof to === 'string' ? to : '';
  const lang = /^\/([a-z]{2})(?:\/|$)/.exec(path)?.[1];
  const sitePath = isLang(lang) && !/[\s\\]|\/\/|%2f|%5c/i.test(path) && !path.includes('?') && !path.includes('#');
  return sitePath ? path : urls.home(DEFAULT_LANG);
};
