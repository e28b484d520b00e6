// The hand-written texts of each language, in one table so the builder never
// switches on a language code.
import type { Lang } from '../../../src/domain/language.ts';
import type { ArticleTexts, SiteTexts } from './textTypes.ts';
import { IT_ARTICLES } from './articleTexts/it.ts';
import { EN_ARTICLES } from './articleTexts/en.ts';
import { FR_ARTICLES } from './articleTexts/fr.ts';
import { DE_ARTICLES } from './articleTexts/de.ts';
import { ES_ARTICLES } from './articleTexts/es.ts';
import { PT_ARTICLES } from './articleTexts/pt.ts';
import { IT_SITE } from './siteTexts/it.ts';
import { EN_SITE } from './siteTexts/en.ts';
import { FR_SITE } from './siteTexts/fr.ts';
import { DE_SITE } from './siteTexts/de.ts';
import { ES_SITE } from './siteTexts/es.ts';
import { PT_SITE } from './siteTexts/pt.ts';

export interface LanguageTexts {
  readonly articles: ArticleTexts;
  readonly site: SiteTexts;
}

export const LANGUAGE_TEXTS: Readonly<Record<Lang, LanguageTexts>> = {
  it: { articles: IT_ARTICLES, site: IT_SITE },
  en: { articles: EN_ARTICLES, site: EN_SITE },
  fr: { articles: FR_ARTICLES, site: FR_SITE },
  de: { articles: DE_ARTICLES, site: DE_SITE },
  es: { articles: ES_ARTICLES, site: ES_SITE },
  pt: { articles: PT_ARTICLES, site: PT_SITE },
};
