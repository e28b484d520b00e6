import type { TaskEither } from 'fp-ts/TaskEither';
import type { Lang } from '../domain/language.ts';
import type { Texts } from '../domain/translate.ts';

export const TranslationsPort = Symbol.for('TranslationsPort');

export interface TranslationsPort {
  load(lang: Lang): TaskEither<string, Texts>;
}
