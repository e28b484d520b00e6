import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { Lang } from '../domain/language.ts';
import { unavailable, type ContentError } from '../ports/ContentPort.ts';
import type { Texts } from '../domain/translate.ts';
import type { ScreenPorts } from './screenPorts.ts';

export { brandOf, text } from '../domain/translate.ts';

/**
 * A content call together with the UI texts of the language: the pair almost
 * every screen needs. A missing texts file counts as unavailable content.
 */
export const withTexts =
  (ports: Pick<ScreenPorts, 'translations'>, lang: Lang) =>
  <A>(task: TE.TaskEither<ContentError, A>): TE.TaskEither<ContentError, { readonly data: A; readonly texts: Texts }> =>
    pipe(
      TE.Do,
      TE.apS('data', task),
      TE.apS('texts', pipe(ports.translations.load(lang), TE.mapLeft(unavailable))),
    );
