// The latest posts listing: heading with page suffix, posts, paging. The spec:
// if the call yields nothing, the not-found view.
import { cacheTags, postTags } from '../domain/cacheTags.ts';
import type * as T from 'fp-ts/Task';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { Lang } from '../domain/language.ts';
import { pageTitleSuffix } from '../domain/paging.ts';
import { urls } from '../domain/urls.ts';
import { pagedListing, type ListingView } from './listingView.ts';
import { failedScreen, notFoundScreen, view, type ScreenOutcome } from './screen.ts';
import type { ScreenPorts } from './screenPorts.ts';
import { brandOf, text, withTexts } from './texts.ts';

export const loadLatest = (ports: ScreenPorts) => (lang: Lang, page: number): T.Task<ScreenOutcome<ListingView>> =>
  pipe(
    ports.content.latestPosts(lang, page),
    withTexts(ports, lang),
    TE.match(
      (error): ScreenOutcome<ListingView> => {
        ports.logger.warn('latest: no posts', { lang, page, error });
        return failedScreen(lang, error);
      },
      ({ data: latest, texts }) => {
        if (latest.posts.length === 0) return notFoundScreen(lang);
        const path = urls.latestPosts(lang);
        const heading = `${text(texts, 'latest')}${pageTitleSuffix(lang, page)}`;
        const paged = pagedListing(lang, path, {}, page, latest);
        return view<ListingView>(
          {
            screen: 'listing',
            kind: 'latest',
            heading,
            description: '',
            breadcrumbs: [{ name: text(texts, 'home'), href: urls.home(lang) }, { name: text(texts, 'latest') }],
            ...paged.view,
            sidebar: [],
          },
          { title: `${heading} | ${brandOf(texts)}`, description: text(texts, 'latestDescription'), ...paged.head },
          [cacheTags.listing(lang), ...postTags(latest.posts)],
        );
      },
    ),
  );
