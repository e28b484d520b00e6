// Each screen of src/domain/screenRoutes.ts with the use case that answers it:
// the one place a screen's request meets its rules. Typed by name, so a screen
// added to the routes without a use case here does not compile.
import type { Task } from 'fp-ts/Task';
import * as T from 'fp-ts/Task';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { isLatestPostsSlug, staticPageKindOf } from '../domain/language.ts';
import { screenRoutes, type PageScreenName, type RequestOf, type ScreenRoute, type SlugRequest } from '../domain/screenRoutes.ts';
import { urls } from '../domain/urls.ts';
import type { ArticleView } from './articleView.ts';
import type { ListingView } from './listingView.ts';
import { loadArticle, type ArticleDeps } from './loadArticle.ts';
import { loadCategory } from './loadCategory.ts';
import { loadHome, type HomeView } from './loadHome.ts';
import { loadLatest } from './loadLatest.ts';
import { loadSearch } from './loadSearch.ts';
import type { ShellDeps, ShellView } from './loadShell.ts';
import { loadStaticPage } from './loadStaticPage.ts';
import { failedScreen, redirectTo, type ScreenOutcome } from './screen.ts';
import type { StaticPageView } from './staticPageView.ts';

export type ScreenDeps = ArticleDeps & ShellDeps;

export type ScreenView = ShellView | HomeView | ListingView | ArticleView | StaticPageView;

type Load = Task<ScreenOutcome<ScreenView>>;

export interface ScreenEntry<R> {
  readonly route: ScreenRoute<R>;
  readonly load: (deps: ScreenDeps) => (request: R) => Load;
}

/**
 * /{lang}/{slug} is the latest-posts listing, a static page of the language's
 * table, a category, or another static page, in that order. A slug that is none
 * of them is an unknown category: the spec redirects it to /{lang} (302).
 */
const loadSlug = (deps: ScreenDeps) => ({ lang, slug, page }: SlugRequest): Load => {
  if (isLatestPostsSlug(lang, slug)) return loadLatest(deps)(lang, page);
  if (staticPageKindOf(lang, slug)) return loadStaticPage(deps)(lang, slug);
  return pipe(
    deps.content.category(lang, slug),
    TE.match(
      (error): Load => (error._tag === 'not-found' ? loadStaticPage(deps)(lang, slug, redirectTo(urls.home(lang))) : T.of(failedScreen(lang, error))),
      (category): Load => loadCategory(deps)({ lang, category: slug, page }, category),
    ),
    T.flatten,
  );
};

/** The routes typed by name, so that a screen's name picks its request type. */
const routeOf: { readonly [K in PageScreenName]: ScreenRoute<RequestOf<K>> } = screenRoutes;

export const screenTable: { readonly [K in PageScreenName]: ScreenEntry<RequestOf<K>> } = {
  home: { route: routeOf.home, load: (deps) => ({ lang }) => loadHome(deps)(lang) },
  search: { route: routeOf.search, load: loadSearch },
  articleBySlug: { route: routeOf.articleBySlug, load: loadArticle },
  slug: { route: routeOf.slug, load: loadSlug },
  subcategory: { route: routeOf.subcategory, load: loadCategory },
  article: { route: routeOf.article, load: loadArticle },
};
