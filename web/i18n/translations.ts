// The UI texts of every language, for the server (which embeds the current
// language's texts in each page). The browser never imports this file.
import type { Lang } from '../../src/domain/language.ts';
import type { Texts } from '../../src/domain/translate.ts';
import it from './it.json';
import en from './en.json';
import fr from './fr.json';
import de from './de.json';
import es from './es.json';
import pt from './pt.json';

export const TRANSLATIONS: Readonly<Record<Lang, Texts>> = { it, en, fr, de, es, pt };
