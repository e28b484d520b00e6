// The one entry both deployments call: a route's loader hands over what the
// router matched and gets a screen outcome back. Thin on purpose: the screen
// table decodes the request and each screen's rules live in its own use case.
import { cacheTags } from '../domain/cacheTags.ts';
import type { Task } from 'fp-ts/Task';
import * as T from 'fp-ts/Task';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { robotsOf } from '../domain/robots.ts';
import { parseLang, type Lang } from '../domain/language.ts';
import type { PageScreenName } from '../domain/screenRoutes.ts';
import type { CallContext } from '../ports/ContentPort.ts';
import { loadShell } from './loadShell.ts';
import { withNotFoundOffers } from './notFoundOffers.ts';
import { notFoundScreen, unavailableScreen, view, type ScreenOutcome, type ScreenRequest } from './screen.ts';
import { screenTable, type ScreenDeps, type ScreenView } from './screenTable.ts';

export type { ScreenDeps, ScreenView } from './screenTable.ts';

type Load = Task<ScreenOutcome<ScreenView>>;

/**
 * The core as the routes' loaders see it. `request` is the fetch Request the
 * router made (its signal cancels); `ctx`, the server's per-request context
 * (cancellation, stale reporting), absent in the browser.
 */
export type LoadScreen = (screen: ScreenRequest, request: Request, ctx?: CallContext) => Promise<ScreenOutcome<ScreenView>>;

const loadFrame = (deps: ScreenDeps, lang: Lang): Load =>
  pipe(
    loadShell(deps)(lang),
    TE.match(
      (error): ScreenOutcome<ScreenView> => {
        deps.logger.error('shell: translations unavailable', { lang, error });
        return unavailableScreen(lang);
      },
      (shell) => view<ScreenView>(shell, undefined, [cacheTags.lang(lang)]),
    ),
  );

/** Every page with a head gets its robots directive here, once, whichever use case built it. */
const withRobots = (outcome: ScreenOutcome<ScreenView>): ScreenOutcome<ScreenView> =>
  outcome.kind === 'view' && outcome.head ? { ...outcome, head: { ...outcome.head, robots: robotsOf(outcome.head.robots) } } : outcome;

/**
 * A screen of a language goes with it (`lang-{lang}`: its menu, its categories' names): the page around it carries
 * the tag from the frame, and a screen's data, kept on its own for client navigations, carries it here. (A redirect
 * is kept under what it leads to.)
 */
const withLanguage = (lang: Lang) => (outcome: ScreenOutcome<ScreenView>): ScreenOutcome<ScreenView> =>
  outcome.kind === 'view' ? { ...outcome, tags: [...new Set([cacheTags.lang(lang), ...(outcome.tags ?? [])])] } : outcome;

/** A screen's entry: its route decodes the request its use case takes. */
const loadPage = <K extends PageScreenName>(deps: ScreenDeps, screen: K, request: ScreenRequest, lang: Lang): Load => {
  const entry = screenTable[screen];
  const typed = entry.route.parse(request.params, request.query);
  // The router only matches a pattern with every param set: a request without one names nothing.
  const outcome = typed === undefined ? T.of(notFoundScreen(lang)) : pipe(entry.load(deps)(typed), T.map(withRobots), T.map(withLanguage(lang)));
  return pipe(outcome, T.chain(withNotFoundOffers(deps)));
};

export const loadScreen = (deps: ScreenDeps) => (request: ScreenRequest): Load => {
  // The language the router matched (the spec's fallback when it is not one of the six), read once here.
  const lang = parseLang(request.params['lang']);
  return request.screen === 'shell' ? loadFrame(deps, lang) : loadPage(deps, request.screen, request, lang);
};
