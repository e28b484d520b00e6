import type { TaskEither } from 'fp-ts/TaskEither';
import type { Lang } from '../domain/language.ts';

/** A flat dictionary of UI texts by key (error404, tocTitle, …). */
export type Translations = Readonly<Record<string, string>>;

export const TranslationsPort = Symbol.for('TranslationsPort');

export interface TranslationsPort {
  load(lang: Lang): TaskEither<string, Translations>;
}
