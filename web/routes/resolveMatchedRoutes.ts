// Hydration of a page whose route is lazy: react-router would render the
// hydrate fallback (a spinner, and a mismatch with the server's HTML) until the
// route's code arrives. Resolved beforehand, the route is an ordinary one when
// the router is created; the server's HTML preloaded its chunks, so this waits
// for no round trip.
import { matchRoutes, type RouteObject } from 'react-router-dom';

export const resolveMatchedRoutes = async (routes: RouteObject[], pathname: string): Promise<void> => {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
};
