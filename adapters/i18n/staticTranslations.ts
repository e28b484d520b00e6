import * as TE from 'fp-ts/TaskEither';
import type { Lang } from '../../src/domain/language.ts';
import type { TranslationsPort } from '../../src/ports/TranslationsPort.ts';
import type { Texts } from '../../src/domain/translate.ts';

/** Texts bundled with the server: loaded once, answered from memory. */
export const createStaticTranslations = (byLang: Readonly<Record<Lang, Texts>>): TranslationsPort => ({
  load: (lang) => TE.right(byLang[lang]),
});
