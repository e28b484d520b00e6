// The "most read" block of the home and the article page (docs/product.md#most-read:
// popular posts): the language's popular posts as cards. A block a page can do without:
// a failing or empty call leaves it out and the page renders as usual.
//
// It is our addition to the spec's pages, so it gives way to their own lists: a
// post the page already shows (trending, latest, related, the article itself)
// is left out and the next most read takes its place. The spec's lists never
// lose a post nor change order for it.
import type * as T from 'fp-ts/Task';
import { pipe } from 'fp-ts/function';
import type { Post } from '../domain/content.ts';
import type { Lang } from '../domain/language.ts';
import { toPostCard, type PostCard } from '../domain/postDisplay.ts';
import { orEmpty } from './orEmpty.ts';
import type { ScreenPorts } from './screenPorts.ts';

/** Two rows of three on a wide screen. */
const MOST_READ_COUNT = 6;

/** The language's popular posts, most read first; none when the call fails (logged). */
export const loadPopularPosts = (ports: ScreenPorts, lang: Lang): T.Task<readonly Post[]> =>
  pipe(ports.content.popularPosts(lang), orEmpty(ports.logger, 'most read posts', { lang }));

/** The block's cards: the most read posts the page does not show already (`shown`: their ids), in order. */
export const mostReadCards = (lang: Lang, popular: readonly Post[], shown: Iterable<number>): PostCard[] => {
  const onPage = new Set(shown);
  return popular
    .filter((post) => !onPage.has(post.id))
    .slice(0, MOST_READ_COUNT)
    .map((post) => toPostCard(lang, post));
};
