// Each screen's code with its route: a page loads the shell (the entry) and the
// code of the screens its route can show, never the others'. A screen type's
// components are a chunk of their own (web/routes/screens/*), loaded by the
// route's `lazy`; the server preloads the matched route's chunks with the entry
// (server/render/clientAssets.ts), the browser resolves them before hydrating
// (resolveMatchedRoutes.ts), and the prefetcher warms them ahead of a click.
import type { ComponentType } from 'react';
import type { PageScreenName } from '../../src/domain/screenRoutes.ts';
import { screenOutlet, type ScreenComponents } from '../screens/ScreenOutlet.tsx';

export type ScreenChunk = 'home' | 'listing' | 'article' | 'author' | 'staticPage' | 'preview';

interface ScreenModule {
  readonly screens: ScreenComponents;
}

// Literal paths: the bundler makes each a chunk.
const CHUNKS: { readonly [K in ScreenChunk]: () => Promise<ScreenModule> } = {
  home: () => import('./screens/home.ts'),
  listing: () => import('./screens/listing.ts'),
  article: () => import('./screens/article.ts'),
  author: () => import('./screens/author.ts'),
  staticPage: () => import('./screens/staticPage.ts'),
  preview: () => import('./screens/preview.ts'),
};

/** The screens each route can show: '/:lang/:slug' is the latest posts, a category or a static page. */
export const ROUTE_CHUNKS: { readonly [K in PageScreenName]: readonly ScreenChunk[] } = {
  home: ['home'],
  search: ['listing'],
  articleBySlug: ['article'],
  author: ['author'],
  preview: ['preview'],
  slug: ['listing', 'staticPage'],
  subcategory: ['listing'],
  article: ['article'],
};

/** A chunk's module as Vite's manifest names it (the path of its import above, from the repository's root). */
export const screenChunkSource = (chunk: ScreenChunk): string => `web/routes/screens/${chunk}.ts`;

const loadChunks = (route: PageScreenName): Promise<ScreenModule[]> => Promise.all(ROUTE_CHUNKS[route].map((chunk) => CHUNKS[chunk]()));

/**
 * Each route's component, once asked for: the same promise for the router and
 * the prefetcher, so that a navigation to a screen warmed ahead finds it settled
 * and completes at once (no spinner drawn while a module is looked up again).
 */
const components = new Map<PageScreenName, Promise<{ Component: ComponentType }>>();
const componentOf = (route: PageScreenName): Promise<{ Component: ComponentType }> => {
  const known = components.get(route);
  if (known) return known;
  const loading = loadChunks(route).then((modules) => ({ Component: screenOutlet(modules.reduce<ScreenComponents>((all, m) => ({ ...all, ...m.screens }), {})) }));
  components.set(route, loading);
  // A failed load (the network dropped) is tried again by the next navigation.
  loading.catch(() => components.delete(route));
  return loading;
};

/** A route's `lazy`: its component, once the code of the screens it shows is there. */
export const lazyScreen = (route: PageScreenName) => (): Promise<{ Component: ComponentType }> => componentOf(route);

/** Fetches a route's screen code ahead; a failure waits for the navigation to show. */
export const warmScreen = (route: PageScreenName): void => void componentOf(route).catch(() => undefined);
