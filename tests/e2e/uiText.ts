// The UI texts as the readers of a language read them: web/i18n/{lang}.json, read
// from disk (the browser tests import no JSON module). A test that walks LANGS with
// them covers a new language without a change.
import { readFileSync } from 'node:fs';
import type { Lang } from '../../src/domain/language.ts';
import { text, type Texts } from '../../src/domain/translate.ts';

const textsOf = (lang: Lang): Texts => JSON.parse(readFileSync(new URL(`../../web/i18n/${lang}.json`, import.meta.url), 'utf8')) as Texts;

/** The text `key` of `lang`, its `{name}` placeholders filled, as the page writes it; a key the language lacks fails the test. */
export const uiText = (lang: Lang, key: string, vars: Readonly<Record<string, string>> = {}): string => {
  const texts = textsOf(lang);
  if (texts[key] === undefined) throw new Error(`web/i18n/${lang}.json has no ${key}`);
  return text(texts, key, vars);
};
