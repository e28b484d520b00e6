import { createStaticTranslations } from '../../adapters/i18n/staticTranslations.ts';
import { LANGS } from '../../src/domain/language.ts';

/** Texts whose values name their key and language, so a test sees which were used. */
export const labelledTranslations = () =>
  createStaticTranslations(
    Object.fromEntries(LANGS.map((lang) => [lang, { brand: 'Brand', home: `Home ${lang}`, latest: `Latest ${lang}`, search: 'Search', homeTitle: `home title ${lang}`, homeDescription: `home description ${lang}`, searchResults: '{numPosts} results for {query}', searchHeading: `Results ${lang} for {query}`, shareEmailBody: 'Read: ', authorPosts: 'Articles by {name}', untitled: `Untitled ${lang}` }])) as never,
  );
