// The one entry both deployments call: a route's loader hands over what the
// router matched and gets a screen outcome back. Thin on purpose: each screen's
// rules live in its own use case.
import type { Task } from 'fp-ts/Task';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { parseLang } from '../domain/language.ts';
import { loadHome, type HomeDeps, type HomeView } from './loadHome.ts';
import { loadShell, type ShellDeps, type ShellView } from './loadShell.ts';
import { unavailableScreen, view, type ScreenOutcome, type ScreenRequest } from './screen.ts';

export type ScreenDeps = HomeDeps & ShellDeps;

/** Screens the next issue builds; until then they render a placeholder. */
export interface PlaceholderView {
  readonly screen: 'placeholder';
  readonly name: string;
}

export type ScreenView = ShellView | HomeView | PlaceholderView;

export const loadScreen = (deps: ScreenDeps) => (request: ScreenRequest): Task<ScreenOutcome<ScreenView>> => {
  const lang = parseLang(request.params['lang']);
  switch (request.screen) {
    case 'shell':
      return pipe(
        loadShell(deps)(lang),
        TE.match(
          (error): ScreenOutcome<ScreenView> => {
            deps.logger.error('shell: translations unavailable', { lang, error });
            return unavailableScreen(lang);
          },
          (shell) => view<ScreenView>(shell),
        ),
      );
    case 'home':
      return loadHome(deps)(lang);
    default:
      return async () => view<ScreenView>({ screen: 'placeholder', name: request.screen });
  }
};
