// Sitemaps and feeds must list canonical URLs, not ones that redirect. A listing
// sometimes omits a post's category slugs; its /article/{slug} form would then
// 301 to the canonical one, so the full post is asked for (a few calls at most).
import * as T from 'fp-ts/Task';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { Post } from '../domain/content.ts';
import type { Lang } from '../domain/language.ts';
import { postHref } from '../domain/postDisplay.ts';
import type { ScreenPorts } from './screenPorts.ts';

/** Each post's canonical path, in order. When the full post cannot be read, the /article/ form stands (it still leads there). */
export const canonicalPostPaths = (ports: Pick<ScreenPorts, 'content'>, lang: Lang, posts: readonly Post[]): Promise<string[]> =>
  Promise.all(
    posts.map((post) =>
      post.category && post.subcategory
        ? postHref(lang, post)
        : pipe(
            ports.content.post(lang, post.slug),
            TE.getOrElse(() => T.of(post)),
            T.map((known) => postHref(lang, known)),
          )(),
    ),
  );
