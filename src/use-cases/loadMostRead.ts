// The "most read" block of the home and the article page (spec section 1: popular
// posts): the language's popular posts as cards. A block a page can do without:
// a failing or empty call leaves it out and the page renders as usual.
import * as T from 'fp-ts/Task';
import { pipe } from 'fp-ts/function';
import type { Lang } from '../domain/language.ts';
import { toPostCard, type PostCard } from '../domain/postDisplay.ts';
import { orEmpty } from './orEmpty.ts';
import type { ScreenPorts } from './screenPorts.ts';

/** Two rows of three on a wide screen. */
const MOST_READ_COUNT = 6;

/** `exceptId`: the article being read is not suggested to its own reader. */
export const loadMostRead = (ports: ScreenPorts, lang: Lang, exceptId?: number): T.Task<readonly PostCard[]> =>
  pipe(
    ports.content.popularPosts(lang),
    orEmpty(ports.logger, 'most read posts', { lang }),
    T.map((posts) => posts.filter((post) => post.id !== exceptId).slice(0, MOST_READ_COUNT).map((post) => toPostCard(lang, post))),
  );
