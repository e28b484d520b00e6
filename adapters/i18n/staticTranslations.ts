import * as TE from 'fp-ts/TaskEither';
import type { Lang } from '../../src/domain/language.ts';
import type { Translations, TranslationsPort } from '../../src/ports/TranslationsPort.ts';

/** Texts bundled with the server: loaded once, answered from memory. */
export const createStaticTranslations = (byLang: Readonly<Record<Lang, Translations>>): TranslationsPort => ({
  load: (lang) => TE.right(byLang[lang]),
});
