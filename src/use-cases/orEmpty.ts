// A list a page can do without (the menu, related and most-read posts): when its
// call fails the failure is logged and the list is empty, and the page renders.
import * as T from 'fp-ts/Task';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { ContentError } from '../ports/ContentPort.ts';
import type { LoggerPort } from '../ports/LoggerPort.ts';

export const orEmpty =
  (logger: LoggerPort, what: string, fields: Record<string, unknown> = {}) =>
  <A>(task: TE.TaskEither<ContentError, readonly A[]>): T.Task<readonly A[]> =>
    pipe(
      task,
      TE.getOrElse((error) => {
        logger.warn(`${what} unavailable`, { ...fields, error });
        return T.of<readonly A[]>([]);
      }),
    );
