import type { ComponentType } from 'react';
import { useLoaderData } from 'react-router-dom';
import type { ScreenView } from '../../src/use-cases/loadScreen.ts';
import type { LoaderOutcome } from './loaderOutcome.ts';
import { NotFoundScreen } from './NotFoundScreen.tsx';
import { UnavailableScreen } from './UnavailableScreen.tsx';

type ScreenType = Exclude<ScreenView['screen'], 'shell'>;

/** The components of some screen types, each taking its own view: a route's code holds those of the screens it can show. */
export type ScreenComponents = { readonly [K in ScreenType]?: ComponentType<{ view: Extract<ScreenView, { screen: K }> }> };

/** A screen type the route's code does not hold is not one this route shows: the not-found screen. */
const orNotFound = <V,>(Screen: ComponentType<{ view: V }> | undefined, view: V) => (Screen ? <Screen view={view} /> : <NotFoundScreen />);

/**
 * The component of a screen route: maps its outcome to one of `screens`. The
 * not-found and unavailable screens are small and shown by any route, so they
 * are in every page's code rather than in a route's.
 */
export const screenOutlet = (screens: ScreenComponents): ComponentType => {
  const ScreenOutlet = () => {
    const outcome = useLoaderData() as LoaderOutcome;
    if (outcome.kind === 'not-found') return <NotFoundScreen {...(outcome.latest ? { latest: outcome.latest } : {})} />;
    if (outcome.kind === 'unavailable') return <UnavailableScreen />;
    if (outcome.kind === 'forbidden') return <UnavailableScreen why="forbidden" />;
    const v = outcome.view;
    switch (v.screen) {
      case 'home':
        return orNotFound(screens.home, v);
      case 'listing':
        return orNotFound(screens.listing, v);
      case 'article':
        return orNotFound(screens.article, v);
      case 'author':
        return orNotFound(screens.author, v);
      case 'static':
        return orNotFound(screens.static, v);
      case 'preview':
        return orNotFound(screens.preview, v);
      default:
        return <NotFoundScreen />;
    }
  };
  return ScreenOutlet;
};
