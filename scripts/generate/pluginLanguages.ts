// The WordPress plugin's copy of the languages, wordpress/newsdesk/data/languages.json,
// written from the one declaration of them, src/domain/language.ts. The plugin is
// deployed on its own, so it carries as data what it needs of the table: the codes
// in order, the default, each language's name, locale, BCP 47 tag and localized
// slugs. `npm run generate:languages` writes it (run it after any change to the
// table); tests/scripts/generate/pluginLanguages.test.ts fails while the file in
// the repository differs from what the table gives.
import { writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DEFAULT_LANG, LANGS, LANGUAGE_TABLE } from '../../src/domain/language.ts';

export const PLUGIN_LANGUAGES_FILE = fileURLToPath(new URL('../../wordpress/newsdesk/data/languages.json', import.meta.url));

const pluginLanguages = () => ({
  generated: 'by `npm run generate:languages` from src/domain/language.ts: change the table there, never this file',
  default: DEFAULT_LANG,
  codes: [...LANGS],
  languages: Object.fromEntries(
    LANGS.map((code) => {
      const { displayName, locale, bcp47, slugs } = LANGUAGE_TABLE[code];
      return [code, { name: displayName, locale, bcp47, slugs }];
    }),
  ),
});

/** The file's text, as it is written and as the repository must hold it. */
export const pluginLanguagesJson = (): string => `${JSON.stringify(pluginLanguages(), null, 2)}\n`;

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(PLUGIN_LANGUAGES_FILE, pluginLanguagesJson());
  console.log(`wrote ${PLUGIN_LANGUAGES_FILE}`);
}
