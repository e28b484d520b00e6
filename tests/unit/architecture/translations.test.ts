import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { LANGS } from '../../../src/domain/language.ts';
import { SEARCH_DATE_FILTERS } from '../../../src/domain/content.ts';
import { TRANSLATIONS } from '../../../web/i18n/translations.ts';

// Every UI text is a key with a real translation in each of the six languages.
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [readFileSync(path, 'utf8')] : [];
  });

const usedKeys = (): Set<string> => {
  const keys = new Set<string>();
  for (const source of [...sources('web'), ...sources('src/use-cases')]) {
    for (const match of source.matchAll(/\bt(?:ext)?\((?:texts, )?'([\w.]+)'/g)) keys.add(match[1]!);
  }
  // Keys built from a list: the search date filter options.
  for (const filter of SEARCH_DATE_FILTERS) keys.add(`dateFilter.${filter}`);
  return keys;
};

describe('translations', () => {
  it('gives all six languages the same keys', () => {
    const italian = Object.keys(TRANSLATIONS.it).sort();
    for (const lang of LANGS) expect(Object.keys(TRANSLATIONS[lang]).sort(), lang).toEqual(italian);
  });

  it('has a text for every key the screens use', () => {
    const missing = [...usedKeys()].filter((key) => !(key in TRANSLATIONS.it));
    expect(missing).toEqual([]);
  });

  it('translates rather than copies: no language repeats the English of most keys', () => {
    for (const lang of LANGS.filter((l) => l !== 'en')) {
      const same = Object.keys(TRANSLATIONS.en).filter((k) => TRANSLATIONS[lang][k] === TRANSLATIONS.en[k] && k !== 'brand');
      expect(same.length, `${lang}: ${same.join(', ')}`).toBeLessThan(Object.keys(TRANSLATIONS.en).length / 5);
    }
  });
});
