// Each screen of src/domain/screenRoutes.ts with the use case that answers it:
// the one place a screen's request meets its rules. Typed by name, so a screen
// added to the routes without a use case here does not compile; the views the
// screens show (ScreenView) are read off the use cases, not listed by hand.
import type { Task } from 'fp-ts/Task';
import * as T from 'fp-ts/Task';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { isLatestPostsSlug, staticPageKindOf } from '../domain/language.ts';
import { screenRoutes, type LangRequest, type PageScreenName, type RequestOf, type ScreenRoute, type SlugRequest } from '../domain/screenRoutes.ts';
import { urls } from '../domain/urls.ts';
import type { ListingView } from './listingView.ts';
import { loadArticle, type ArticleDeps } from './loadArticle.ts';
import { loadAuthor } from './loadAuthor.ts';
import { loadCategory } from './loadCategory.ts';
import { loadHome } from './loadHome.ts';
import { loadLatest } from './loadLatest.ts';
import { loadSearch } from './loadSearch.ts';
import type { ShellDeps, ShellView } from './loadShell.ts';
import { loadStaticPage } from './loadStaticPage.ts';
import { loadPreview, type PreviewDeps } from './loadPreview.ts';
import { failedScreen, redirectTo, type ScreenOutcome } from './screen.ts';
import type { StaticPageView } from './staticPageView.ts';

export type ScreenDeps = ArticleDeps & ShellDeps & PreviewDeps;

export interface ScreenEntry<R, V> {
  readonly route: ScreenRoute<R>;
  readonly load: (deps: ScreenDeps) => (request: R) => Task<ScreenOutcome<V>>;
}

type SlugView = ListingView | StaticPageView;

/**
 * /{lang}/{slug} is the latest-posts listing, a static page of the language's
 * table, a category, or another static page, in that order. A slug that is none
 * of them is an unknown category: the spec redirects it to /{lang} (302).
 */
const loadSlug = (deps: ScreenDeps) => ({ lang, slug, page }: SlugRequest): Task<ScreenOutcome<SlugView>> => {
  if (isLatestPostsSlug(lang, slug)) return loadLatest(deps)(lang, page);
  if (staticPageKindOf(lang, slug)) return loadStaticPage(deps)(lang, slug);
  return pipe(
    deps.content.category(lang, slug),
    TE.match(
      (error): Task<ScreenOutcome<SlugView>> => (error._tag === 'not-found' ? loadStaticPage(deps)(lang, slug, redirectTo(urls.home(lang))) : T.of(failedScreen(lang, error))),
      (category): Task<ScreenOutcome<SlugView>> => loadCategory(deps)({ lang, category: slug, page }, category),
    ),
    T.flatten,
  );
};

/** The routes typed by name, so that a screen's name picks its request type. */
const routeOf: { readonly [K in PageScreenName]: ScreenRoute<RequestOf<K>> } = screenRoutes;

const entries = {
  home: { route: routeOf.home, load: (deps: ScreenDeps) => ({ lang }: LangRequest) => loadHome(deps)(lang) },
  search: { route: routeOf.search, load: loadSearch },
  articleBySlug: { route: routeOf.articleBySlug, load: loadArticle },
  author: { route: routeOf.author, load: loadAuthor },
  preview: { route: routeOf.preview, load: loadPreview },
  slug: { route: routeOf.slug, load: loadSlug },
  subcategory: { route: routeOf.subcategory, load: loadCategory },
  article: { route: routeOf.article, load: loadArticle },
} satisfies { readonly [K in PageScreenName]: ScreenEntry<RequestOf<K>, unknown> };

type ViewOf<E> = E extends { readonly load: (deps: ScreenDeps) => (request: never) => Task<ScreenOutcome<infer V>> } ? V : never;

/** What any screen shows: the frame's view or one a use case of the table returns. */
export type ScreenView = ShellView | ViewOf<(typeof entries)[PageScreenName]>;

/** The table typed by name, so that a dispatch by a screen's name runs its use case with its request. */
export const screenTable: { readonly [K in PageScreenName]: ScreenEntry<RequestOf<K>, ScreenView> } = entries;
