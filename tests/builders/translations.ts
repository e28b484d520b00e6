import { createStaticTranslations } from '../../adapters/i18n/staticTranslations.ts';
import { LANGS } from '../../src/domain/language.ts';

/** Texts whose values name their key and language, so a test sees which were used. */
export const labelledTranslations = () =>
  createStaticTranslations(
    Object.fromEntries(LANGS.map((lang) => [lang, { brand: 'Brand', homeTitle: `home title ${lang}`, homeDescription: `home description ${lang}` }])) as never,
  );
