// hreflang alternates shared by page heads and sitemaps, so both always agree.
import type { PageTranslation } from './content.ts';
import { DEFAULT_LANG, isLang, LANGS, languageFacts, type Lang } from './language.ts';
import { normalizeAlternates, type Alternate } from './pageHead.ts';

/** A page that exists in some languages (an author's, where they have published), plus x-default when the default language is one of them. */
export const someLanguagesAlternates = (siteOrigin: string, langs: readonly Lang[], pathOf: (lang: Lang) => string): Alternate[] => [
  ...LANGS.filter((lang) => langs.includes(lang)).map((lang) => ({ hreflang: languageFacts(lang).bcp47, href: `${siteOrigin}${pathOf(lang)}` })),
  ...(langs.includes(DEFAULT_LANG) ? [{ hreflang: 'x-default', href: `${siteOrigin}${pathOf(DEFAULT_LANG)}` }] : []),
];

/** A page that exists in every language (home, latest posts), plus x-default on the default language's. */
export const everyLanguageAlternates = (siteOrigin: string, pathOf: (lang: Lang) => string): Alternate[] => someLanguagesAlternates(siteOrigin, LANGS, pathOf);

/** A static page's translations as WordPress lists them (language codes become BCP 47). */
export const translationAlternates = (siteOrigin: string, translations: readonly PageTranslation[]): Alternate[] =>
  normalizeAlternates(
    siteOrigin,
    translations.map((tr) => ({ hreflang: isLang(tr.lang) ? languageFacts(tr.lang).bcp47 : tr.lang, href: tr.permalink })),
  );
