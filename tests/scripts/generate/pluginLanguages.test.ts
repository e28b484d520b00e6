// The plugin's per-language data files against the one declaration of the
// languages (src/domain/language.ts): the generated languages.json must be what
// the table gives today, and the stopwords must be kept for exactly its languages.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANG, LANGS, LANGUAGE_TABLE } from '../../../src/domain/language.ts';
import { PLUGIN_LANGUAGES_FILE, pluginLanguagesJson } from '../../../scripts/generate/pluginLanguages.ts';

const STOPWORDS_FILE = fileURLToPath(new URL('../../../wordpress/newsdesk/data/stopwords.json', import.meta.url));

describe("the plugin's languages", () => {
  it('are in the repository as the table generates them', () => {
    expect(
      readFileSync(PLUGIN_LANGUAGES_FILE, 'utf8'),
      'wordpress/newsdesk/data/languages.json differs from src/domain/language.ts: run `npm run generate:languages` and commit the file',
    ).toBe(pluginLanguagesJson());
  });

  it("carry the table's codes in order, its default, and each language's name, locale and slugs", () => {
    const data = JSON.parse(pluginLanguagesJson()) as {
      default: string;
      codes: string[];
      languages: Record<string, { name: string; locale: string; bcp47: string; slugs: Record<string, string> }>;
    };
    expect(data.default).toBe(DEFAULT_LANG);
    expect(data.codes).toEqual([...LANGS]);
    expect(Object.keys(data.languages)).toEqual([...LANGS]);
    for (const code of LANGS) {
      const { displayName, locale, bcp47, slugs } = LANGUAGE_TABLE[code];
      expect(data.languages[code], code).toEqual({ name: displayName, locale, bcp47, slugs });
    }
  });

  it('have stopwords for exactly the languages of the table, in its order', () => {
    const stopwords = JSON.parse(readFileSync(STOPWORDS_FILE, 'utf8')) as Record<string, unknown>;
    expect(Object.keys(stopwords), 'wordpress/newsdesk/data/stopwords.json must list the languages of src/domain/language.ts').toEqual([...LANGS]);
  });
});
