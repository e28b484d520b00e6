// What a page that has nothing to show offers instead of a dead end (a search
// that found nothing, the not-found page): the newest posts of the language.
import type * as T from 'fp-ts/Task';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { Post } from '../domain/content.ts';
import type { Lang } from '../domain/language.ts';
import { orEmpty } from './orEmpty.ts';
import type { ScreenPorts } from './screenPorts.ts';

/** Two rows of three on a wide screen, three of two on a tablet. */
const LATEST_INSTEAD_COUNT = 6;

/** The newest posts; none when that call fails too (logged): the page they are offered on answers all the same. */
export const latestInstead = (ports: Pick<ScreenPorts, 'content' | 'logger'>, lang: Lang, what: string): T.Task<readonly Post[]> =>
  pipe(
    ports.content.latestPosts(lang, 1),
    TE.map((latest) => latest.posts.slice(0, LATEST_INSTEAD_COUNT)),
    orEmpty(ports.logger, `${what}: latest posts`, { lang }),
  );
