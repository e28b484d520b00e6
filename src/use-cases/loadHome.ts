// Home: the first 8 latest posts are the trending grid (shown only when all 8
// exist), items 8 to 19 the latest section (docs/product.md#home).
import { cacheTags, postTags } from '../domain/cacheTags.ts';
import * as TE from 'fp-ts/TaskEither';
import type * as T from 'fp-ts/Task';
import { pipe } from 'fp-ts/function';
import { everyLanguageAlternates } from '../domain/alternates.ts';
import { languageFacts, type Lang } from '../domain/language.ts';
import { organization, webSite } from '../domain/structuredData.ts';
import { toLeadCard, toPostCard, type LeadCard, type PostCard } from '../domain/postDisplay.ts';
import type { Post } from '../domain/content.ts';
import type { NewsroomDetails } from '../domain/newsroomDetails.ts';
import { urls } from '../domain/urls.ts';
import { loadPopularPosts, mostReadCards } from './loadMostRead.ts';
import type { ScreenPorts } from './screenPorts.ts';
import { unavailableScreen, view, type ScreenOutcome } from './screen.ts';
import { brandOf, text, withTexts } from './texts.ts';

const TRENDING_COUNT = 8;
const LATEST_COUNT = 12;

export interface HomeView {
  readonly screen: 'home';
  /** The first is the lead story's card, with its excerpt. */
  readonly trending: readonly (PostCard | LeadCard)[];
  readonly latest: readonly PostCard[];
  readonly loadMoreHref: string;
  /** The most read block, after the latest section, without the posts above it; empty when the call fails. */
  readonly popular: readonly PostCard[];
}

/** `newsroom`: its social profiles are the Organization's sameAs. */
export type HomeDeps = ScreenPorts & { readonly newsroom?: NewsroomDetails };

const splitHomePosts = <A>(posts: readonly A[]): { trending: readonly A[]; latest: readonly A[] } => ({
  trending: posts.length >= TRENDING_COUNT ? posts.slice(0, TRENDING_COUNT) : [],
  latest: posts.slice(TRENDING_COUNT, TRENDING_COUNT + LATEST_COUNT),
});

export const loadHome = (deps: HomeDeps) => (lang: Lang): T.Task<ScreenOutcome<HomeView>> =>
  pipe(
    deps.content.latestPosts(lang, 1),
    withTexts(deps, lang),
    TE.apSW('mostRead', TE.fromTask(loadPopularPosts(deps, lang))),
    TE.match(
      (error): ScreenOutcome<HomeView> => {
        deps.logger.error('home: content unavailable', { lang, error });
        return unavailableScreen(lang);
      },
      ({ data: latest, texts, mostRead }) => {
        const { trending, latest: rest } = splitHomePosts(latest.posts);
        const popular = mostReadCards(lang, mostRead, [...trending, ...rest].map((post) => post.id));
        // The first trending post is the lead story: its card shows the excerpt too.
        const cards = (posts: readonly Post[]) => posts.map((post, i) => (posts === trending && i === 0 ? toLeadCard(lang, post) : toPostCard(lang, post)));
        return view<HomeView>(
          { screen: 'home', trending: cards(trending), latest: cards(rest), loadMoreHref: urls.latestPosts(lang, 2), popular },
          {
            title: `${brandOf(texts)} | ${text(texts, 'homeTitle')}`,
            description: text(texts, 'homeDescription'),
            canonicalPath: urls.home(lang),
            // Every language's home is a translation of this one.
            alternates: everyLanguageAlternates(deps.siteOrigin, urls.home),
            structuredData: [organization({ siteOrigin: deps.siteOrigin, brand: brandOf(texts) }, deps.newsroom?.socialProfiles), webSite({ siteOrigin: deps.siteOrigin, brand: brandOf(texts) }, lang, languageFacts(lang).bcp47)],
          },
          [cacheTags.home(lang), cacheTags.listing(lang), ...postTags(latest.posts), ...postTags(popular)],
        );
      },
    ),
  );
