import type { ComponentType } from 'react';
import { redirect, type RouteObject } from 'react-router-dom';
import { PAGE_SCREENS, langOfMatch, screenRoutes, shellRoute } from '../../src/domain/screenRoutes.ts';
import { urls } from '../../src/domain/urls.ts';
import type { LoadScreen } from '../../src/use-cases/loadScreen.ts';
import { notFoundScreen } from '../../src/use-cases/screen.ts';
import { Shell } from '../shell/Shell.tsx';
import { ScreenOutlet } from '../screens/ScreenOutlet.tsx';
import { RouteError } from '../screens/RouteError.tsx';
import { Spinner } from '../components/Spinner.tsx';
import { screenLoader } from './screenLoader.ts';

export interface RouteDeps {
  readonly load: LoadScreen;
  /** The document around the app: the whole <html> under SSR, head tags only in CSR. */
  readonly Layout: ComponentType;
}

/** A screen's pattern below the frame's: '/:lang' is the index, '/:lang/search' is 'search'. */
const underShell = (pattern: string): { index: true } | { path: string } => {
  const rest = pattern.slice(shellRoute.pattern.length + 1);
  return rest === '' ? { index: true } : { path: rest };
};

/** The route table of spec section 2, derived from the screen table; route ids are the screen names. */
export const createRoutes = ({ load, Layout }: RouteDeps): RouteObject[] => [
  {
    id: 'root',
    path: '/',
    element: <Layout />,
    // Shown while the CSR deployment loads its first screen; SSR hydrates with data instead.
    hydrateFallbackElement: <Spinner />,
    children: [
      { id: 'root-index', index: true, loader: () => redirect(urls.root()) },
      {
        id: 'shell',
        path: shellRoute.pattern.slice(1),
        loader: screenLoader(load, 'shell'),
        // The frame only changes with the language.
        shouldRevalidate: ({ currentParams, nextParams }) => langOfMatch(currentParams) !== langOfMatch(nextParams),
        element: <Shell />,
        // Inside the document, so a failing screen still gets a whole, valid page.
        errorElement: <RouteError />,
        children: [
          ...PAGE_SCREENS.map((screen): RouteObject => ({ id: screen, ...underShell(screenRoutes[screen].pattern), loader: screenLoader(load, screen), element: <ScreenOutlet /> })),
          { id: 'not-found', path: '*', loader: ({ params }) => notFoundScreen(langOfMatch(params)), element: <ScreenOutlet /> },
        ],
      },
    ],
  },
];
