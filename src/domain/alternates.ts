// hreflang alternates shared by page heads and sitemaps, so both always agree.
import type { PageTranslation } from './content.ts';
import { DEFAULT_LANG, isLang, LANGS, languageFacts, type Lang } from './language.ts';
import { normalizeAlternates, type Alternate } from './pageHead.ts';

/** A page that exists in every language (home, latest posts), plus x-default on the default language's. */
export const everyLanguageAlternates = (siteOrigin: string, pathOf: (lang: Lang) => string): Alternate[] => [
  ...LANGS.map((lang) => ({ hreflang: languageFacts(lang).bcp47, href: `${siteOrigin}${pathOf(lang)}` })),
  { hreflang: 'x-default', href: `${siteOrigin}${pathOf(DEFAULT_LANG)}` },
];

/** A static page's translations as WordPress lists them (language codes become BCP 47). */
export const translationAlternates = (siteOrigin: string, translations: readonly PageTranslation[]): Alternate[] =>
  normalizeAlternates(
    siteOrigin,
    translations.map((tr) => ({ hreflang: isLang(tr.lang) ? languageFacts(tr.lang).bcp47 : tr.lang, href: tr.permalink })),
  );
