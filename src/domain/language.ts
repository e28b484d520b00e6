// Every per-language fact lives in this one table (Simorgh's idiom), so screens
// never switch on a language code. The WordPress plugin carries its own copy of
// what it needs, generated from here: wordpress/newsdesk/data/languages.json
// (`npm run generate:languages`, scripts/generate/pluginLanguages.ts).

export const LANGS = ['it', 'en', 'fr', 'de', 'es', 'pt'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'it';

export interface LanguageFacts {
  readonly code: Lang;
  readonly displayName: string;
  readonly locale: string;
  readonly bcp47: string;
  /** The word of the ' - Page N' title suffix. */
  readonly pageWord: string;
  readonly slugs: {
    readonly about: string;
    readonly terms: string;
    /** The newsroom's privacy and cookie policy, one page (docs/decisions/0025-our-own-privacy-page.md). */
    readonly privacy: string;
    readonly latestPosts: string;
  };
}

export const LANGUAGE_TABLE: Readonly<Record<Lang, LanguageFacts>> = {
  it: {
    code: 'it', displayName: 'Italiano', locale: 'it_IT', bcp47: 'it-IT', pageWord: 'Pag',
    slugs: { about: 'chi-siamo', terms: 'condizioni-di-utilizzo', privacy: 'informativa-privacy', latestPosts: 'ultimi-articoli' },
  },
  en: {
    code: 'en', displayName: 'English', locale: 'en_US', bcp47: 'en-US', pageWord: 'Page',
    slugs: { about: 'about-us', terms: 'terms-and-conditions', privacy: 'privacy-policy', latestPosts: 'latest-posts' },
  },
  fr: {
    code: 'fr', displayName: 'Français', locale: 'fr_FR', bcp47: 'fr-FR', pageWord: 'Page',
    slugs: { about: 'a-propos-de-nous', terms: 'conditions-generales', privacy: 'politique-de-confidentialite', latestPosts: 'dernieres-articles' },
  },
  de: {
    code: 'de', displayName: 'Deutsch', locale: 'de_DE', bcp47: 'de-DE', pageWord: 'Seite',
    slugs: { about: 'uber-uns', terms: 'geschaftsbedingungen', privacy: 'datenschutzerklarung', latestPosts: 'neueste-artikel' },
  },
  es: {
    code: 'es', displayName: 'Español', locale: 'es_ES', bcp47: 'es-ES', pageWord: 'Pág',
    slugs: { about: 'acerca-de-nosostros', terms: 'terminos-y-condiciones', privacy: 'politica-de-privacidad', latestPosts: 'ultimas-publicaciones' },
  },
  pt: {
    code: 'pt', displayName: 'Português', locale: 'pt_PT', bcp47: 'pt-PT', pageWord: 'Pág',
    slugs: { about: 'sobre-nos', terms: 'termos-e-condicoes', privacy: 'politica-de-privacidade', latestPosts: 'ultimas-postagens' },
  },
};

export const isLang = (value: unknown): value is Lang =>
  typeof value === 'string' && (LANGS as readonly string[]).includes(value);

/** The spec: a code that is not one of the six falls back to `it`. */
export const parseLang = (value: unknown): Lang => (isLang(value) ? value : DEFAULT_LANG);

/**
 * The language an address names: its first path segment (`/en/…`, `/en?q=…`)
 * when that is one of the six codes, else `it`, by the same fallback. The one
 * place a language is read from a URL: the server's request target, the page
 * renderer (whose input is the page cache's key) and the browser's router and
 * Web Vitals all ask it, and pass the Lang down.
 */
export const langOfPath = (path: string): Lang => parseLang(path.split(/[/?#]/, 2)[1]);

export const languageFacts = (lang: Lang): LanguageFacts => LANGUAGE_TABLE[lang];

export interface LanguageOption {
  readonly code: Lang;
  readonly name: string;
}

export const LANGUAGE_OPTIONS: readonly LanguageOption[] = LANGS.map((code) => ({
  code,
  name: LANGUAGE_TABLE[code].displayName,
}));

export type StaticPageKind = 'about' | 'terms' | 'privacy';

/** Which static page a slug names in a language, if any. */
export const staticPageKindOf = (lang: Lang, slug: string): StaticPageKind | undefined => {
  const { slugs } = LANGUAGE_TABLE[lang];
  if (slug === slugs.about) return 'about';
  if (slug === slugs.terms) return 'terms';
  if (slug === slugs.privacy) return 'privacy';
  return undefined;
};

export const isLatestPostsSlug = (lang: Lang, slug: string): boolean =>
  LANGUAGE_TABLE[lang].slugs.latestPosts === slug;
