import type { ComponentType, ReactNode } from 'react';
import { redirect, type RouteObject } from 'react-router-dom';
import { langOfPath } from '../../src/domain/language.ts';
import { PAGE_SCREENS, screenRoutes, shellRoute } from '../../src/domain/screenRoutes.ts';
import { urls } from '../../src/domain/urls.ts';
import type { LoadScreen } from '../../src/use-cases/loadScreen.ts';
import { notFoundScreen } from '../../src/use-cases/screen.ts';
import { Shell } from '../shell/Shell.tsx';
import { screenOutlet } from '../screens/ScreenOutlet.tsx';
import { RouteError } from '../screens/RouteError.tsx';
import { Spinner } from '../components/Spinner.tsx';
import { screenLoader } from './screenLoader.ts';
import { lazyScreen } from './screenChunks.ts';

export interface RouteDeps {
  readonly load: LoadScreen;
  /** The document around the app: the whole <html> under SSR, head tags only in CSR; `children` replace the routes. */
  readonly Layout: ComponentType<{ readonly children?: ReactNode }>;
}

/** A screen's pattern below the frame's: '/:lang' is the index, '/:lang/search' is 'search'. */
const underShell = (pattern: string): { index: true } | { path: string } => {
  const rest = pattern.slice(shellRoute.pattern.length + 1);
  return rest === '' ? { index: true } : { path: rest };
};

/** The route table (docs/product.md#screens-and-addresses), derived from the screen table; route ids are the screen names. */
/** The root route's id: an error there means no route took the path (server/render/renderPage.tsx). */
export const ROOT_ROUTE_ID = 'root';

/** A path no screen takes: the not-found screen is in every page's code. */
const NotFoundOutlet = screenOutlet({});

/** The route table, derived from the screen table; route ids are the screen names. */
export const createRoutes = ({ load, Layout }: RouteDeps): RouteObject[] => [
  {
    id: ROOT_ROUTE_ID,
    path: '/',
    element: <Layout />,
    // Never the router's own error page: ours, inside the document, whatever failed.
    errorElement: (
      <Layout>
        <RouteError />
      </Layout>
    ),
    // Shown while the CSR deployment loads its first screen; SSR hydrates with data instead.
    hydrateFallbackElement: <Spinner />,
    children: [
      { id: 'root-index', index: true, loader: () => redirect(urls.root()) },
      {
        id: 'shell',
        path: shellRoute.pattern.slice(1),
        loader: screenLoader(load, 'shell'),
        // The frame only changes with the language.
        shouldRevalidate: ({ currentUrl, nextUrl }) => langOfPath(currentUrl.pathname) !== langOfPath(nextUrl.pathname),
        element: <Shell />,
        // Inside the document, so a failing screen still gets a whole, valid page.
        errorElement: <RouteError />,
        children: [
          // Each screen's code comes with its route (screenChunks.ts), loaded alongside its data.
          ...PAGE_SCREENS.map((screen): RouteObject => ({ id: screen, ...underShell(screenRoutes[screen].pattern), loader: screenLoader(load, screen), lazy: lazyScreen(screen) })),
          { id: 'not-found', path: '*', loader: ({ request }) => notFoundScreen(langOfPath(new URL(request.url).pathname)), Component: NotFoundOutlet },
        ],
      },
    ],
  },
];
