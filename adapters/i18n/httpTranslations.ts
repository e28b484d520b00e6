import * as TE from 'fp-ts/TaskEither';
import type { Lang } from '../../src/domain/language.ts';
import type { TranslationsPort } from '../../src/ports/TranslationsPort.ts';
import type { Texts } from '../../src/domain/translate.ts';

/**
 * Texts fetched from `/assets/i18n/{lang}.json` (the CSR deployment). Each
 * language is fetched once per page load; a value handed over by the server
 * (`initial`) is reused instead of fetched again.
 */
export const createHttpTranslations = (
  baseUrl: string,
  initial: Partial<Record<Lang, Texts>> = {},
): TranslationsPort => {
  const cache = new Map<Lang, Promise<Texts>>(
    Object.entries(initial).map(([lang, texts]) => [lang as Lang, Promise.resolve(texts as Texts)]),
  );
  const fetchTexts = async (lang: Lang): Promise<Texts> => {
    const response = await fetch(`${baseUrl}/assets/i18n/${lang}.json`, { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`translations ${lang}: HTTP ${response.status}`);
    return (await response.json()) as Texts;
  };
  return {
    load: (lang) =>
      TE.tryCatch(
        () => {
          const cached = cache.get(lang) ?? fetchTexts(lang);
          cache.set(lang, cached);
          return cached.catch((error: unknown) => {
            cache.delete(lang);
            throw error;
          });
        },
        (error) => String(error),
      ),
  };
};
