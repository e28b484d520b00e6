// Search: the title is the query, the heading "Results for “query”"; a missing or blank q redirects to /{lang}. A
// search that finds nothing is no dead end: it offers the newest posts (and the
// page the popular searches of the shell).
import { cacheTags, postTags } from '../domain/cacheTags.ts';
import * as T from 'fp-ts/Task';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { Post } from '../domain/content.ts';
import { didYouMean } from '../domain/didYouMean.ts';
import { pageTitleSuffix } from '../domain/paging.ts';
import { languageFacts } from '../domain/language.ts';
import { toPostCard } from '../domain/postDisplay.ts';
import type { SearchRequest } from '../domain/screenRoutes.ts';
import { parseDateFilter, searchText } from '../domain/searchQuery.ts';
import { urls } from '../domain/urls.ts';
import { pagedListing, type ListingView } from './listingView.ts';
import { latestInstead } from './latestInstead.ts';
import { redirectTo, unavailableScreen, view, type ScreenOutcome } from './screen.ts';
import type { ScreenPorts } from './screenPorts.ts';
import { brandOf, text, withTexts } from './texts.ts';

export const loadSearch = (ports: ScreenPorts) => (req: SearchRequest): T.Task<ScreenOutcome<ListingView>> => {
  const query = searchText(req.q);
  if (query === '') return T.of(redirectTo(urls.home(req.lang)));
  const qdata = parseDateFilter(req.qdata);
  const { lang, page } = req;
  return pipe(
    ports.content.search(lang, { s: query, page, ...(qdata === 'any' ? {} : { qdata }) }),
    withTexts(ports, lang),
    TE.bind('latest', ({ data }) => TE.fromTask(data.posts.length > 0 ? T.of<readonly Post[]>([]) : latestInstead(ports, lang, 'search'))),
    TE.match(
      (error): ScreenOutcome<ListingView> => {
        ports.logger.error('search: unavailable', { lang, error });
        return unavailableScreen(lang);
      },
      ({ data: results, texts, latest }) => {
        const path = urls.search(lang, '');
        const keep = { q: query, ...(qdata === 'any' ? {} : { qdata }) };
        // The page's heading says what the page is; its title stays the query, as the product asks.
        const title = `${query}${pageTitleSuffix(lang, page)}`;
        const heading = `${text(texts, 'searchHeading', { query })}${pageTitleSuffix(lang, page)}`;
        // A new query starts on its first page; the date filter is kept.
        const suggestion = didYouMean(query, results.suggest);
        const paged = pagedListing(lang, path, keep, page, results);
        return view<ListingView>(
          {
            screen: 'listing',
            kind: 'search',
            heading,
            description: '',
            breadcrumbs: [{ name: text(texts, 'home'), href: urls.home(lang) }, { name: text(texts, 'search') }],
            ...paged.view,
            sidebar: [],
            search: {
              query,
              numPosts: results.totalPosts,
              qdata,
              ...(suggestion ? { didYouMean: { text: suggestion, href: urls.search(lang, suggestion, qdata === 'any' ? {} : { qdata }) } } : {}),
              latest: latest.map((post) => toPostCard(lang, post)),
            },
          },
          {
            title: `${title} | ${brandOf(texts)}`,
            description: text(texts, 'searchResults', { numPosts: results.totalPosts, query }),
            ...paged.head,
            robots: 'index, follow',
            alternates: [
              { hreflang: languageFacts(lang).bcp47, href: `${ports.siteOrigin}${paged.head.canonicalPath}` },
              { hreflang: 'x-default', href: `${ports.siteOrigin}${paged.head.canonicalPath}` },
            ],
          },
          [cacheTags.search(lang), ...(latest.length > 0 ? [cacheTags.listing(lang)] : []), ...postTags(results.posts), ...postTags(latest)],
        );
      },
    ),
  );
};
