import type { ComponentType } from 'react';
import { redirect, type RouteObject } from 'react-router-dom';
import { DEFAULT_LANG, parseLang } from '../../src/domain/language.ts';
import { notFoundScreen } from '../../src/use-cases/screen.ts';
import { Shell } from '../shell/Shell.tsx';
import { ScreenOutlet } from '../screens/ScreenOutlet.tsx';
import { RouteError } from '../screens/RouteError.tsx';
import { Spinner } from '../components/Spinner.tsx';
import { screenLoader, type LoadScreen } from './screenLoader.ts';

export interface RouteDeps {
  readonly load: LoadScreen;
  /** The document around the app: the whole <html> under SSR, head tags only in CSR. */
  readonly Layout: ComponentType;
}

/** The route table of spec section 2; route ids are the screen names the core knows. */
export const createRoutes = ({ load, Layout }: RouteDeps): RouteObject[] => [
  {
    id: 'root',
    path: '/',
    element: <Layout />,
    // Shown while the CSR deployment loads its first screen; SSR hydrates with data instead.
    hydrateFallbackElement: <Spinner />,
    children: [
      { id: 'root-index', index: true, loader: () => redirect(`/${DEFAULT_LANG}`) },
      {
        id: 'shell',
        path: ':lang',
        loader: screenLoader(load, 'shell'),
        // The frame only changes with the language.
        shouldRevalidate: ({ currentParams, nextParams }) => currentParams['lang'] !== nextParams['lang'],
        element: <Shell />,
        // Inside the document, so a failing screen still gets a whole, valid page.
        errorElement: <RouteError />,
        children: [
          { id: 'home', index: true, loader: screenLoader(load, 'home'), element: <ScreenOutlet /> },
          { id: 'search', path: 'search', loader: screenLoader(load, 'search'), element: <ScreenOutlet /> },
          { id: 'articleBySlug', path: 'article/:slug', loader: screenLoader(load, 'articleBySlug'), element: <ScreenOutlet /> },
          { id: 'slug', path: ':slug', loader: screenLoader(load, 'slug'), element: <ScreenOutlet /> },
          { id: 'subcategory', path: ':category/:sub', loader: screenLoader(load, 'subcategory'), element: <ScreenOutlet /> },
          { id: 'article', path: ':category/:sub/:slug', loader: screenLoader(load, 'article'), element: <ScreenOutlet /> },
          {
            id: 'not-found',
            path: '*',
            loader: ({ params }) => notFoundScreen(parseLang(params['lang'])),
            element: <ScreenOutlet />,
          },
        ],
      },
    ],
  },
];
