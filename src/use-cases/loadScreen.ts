// The one entry both deployments call: a route's loader hands over what the
// router matched and gets a screen outcome back. Thin on purpose: each screen's
// rules live in its own use case.
import { cacheTags } from '../domain/cacheTags.ts';
import type { Task } from 'fp-ts/Task';
import * as T from 'fp-ts/Task';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { isLatestPostsSlug, parseLang, staticPageKindOf, type Lang } from '../domain/language.ts';
import { parsePageParam } from '../domain/paging.ts';
import { urls } from '../domain/urls.ts';
import type { ArticleView } from './articleView.ts';
import type { ListingView } from './listingView.ts';
import { loadArticle, type ArticleDeps } from './loadArticle.ts';
import { loadCategory } from './loadCategory.ts';
import { loadHome, type HomeView } from './loadHome.ts';
import { loadLatest } from './loadLatest.ts';
import { loadSearch } from './loadSearch.ts';
import { loadShell, type ShellDeps, type ShellView } from './loadShell.ts';
import { loadStaticPage } from './loadStaticPage.ts';
import { failedScreen, redirectTo, unavailableScreen, view, type ScreenOutcome, type ScreenRequest } from './screen.ts';
import type { StaticPageView } from './staticPageView.ts';

export type ScreenDeps = ArticleDeps & ShellDeps;

export type ScreenView = ShellView | HomeView | ListingView | ArticleView | StaticPageView;

type Load = Task<ScreenOutcome<ScreenView>>;

const enc = encodeURIComponent;

/**
 * /{lang}/{slug} is the latest-posts listing, a static page of the language's
 * table, a category, or another static page, in that order. A slug that is none
 * of them is an unknown category: the spec redirects it to /{lang} (302).
 */
const loadSlug = (deps: ScreenDeps, lang: Lang, slug: string, page: number): Load => {
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

export const loadScreen = (deps: ScreenDeps) => (request: ScreenRequest): Load => {
  const { params, query } = request;
  const lang = parseLang(params['lang']);
  const page = parsePageParam(query['page']);
  switch (request.screen) {
    case 'shell':
      return pipe(
        loadShell(deps)(lang),
        TE.match(
          (error): ScreenOutcome<ScreenView> => {
            deps.logger.error('shell: translations unavailable', { lang, error });
            return unavailableScreen(lang);
          },
          (shell) => view<ScreenView>(shell, undefined, [cacheTags.lang(lang)]),
        ),
      );
    case 'home':
      return loadHome(deps)(lang);
    case 'slug':
      return loadSlug(deps, lang, params['slug'] ?? '', page);
    case 'subcategory':
      return loadCategory(deps)({ lang, category: params['category'] ?? '', sub: params['sub'] ?? '', page });
    case 'search':
      return loadSearch(deps)({ lang, q: query['q'], page, qdata: query['qdata'] });
    case 'articleBySlug': {
      const slug = params['slug'] ?? '';
      return loadArticle(deps)({ lang, slug, requestedPath: `/${params['lang'] ?? ''}/article/${enc(slug)}` });
    }
    case 'article': {
      const slug = params['slug'] ?? '';
      const requestedPath = `/${params['lang'] ?? ''}/${enc(params['category'] ?? '')}/${enc(params['sub'] ?? '')}/${enc(slug)}`;
      return loadArticle(deps)({ lang, slug, requestedPath });
    }
  }
};
