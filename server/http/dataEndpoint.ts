// GET /_data/{routeId}/{path}?{query}: a screen's outcome as JSON, for client
// navigations of the hydrated site. The browser thereby never ships the decoders,
// the HTML parser or the WordPress adapter: the server does that work (and can cache it).
import type { Request, Response } from 'express';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { SCREEN_NAMES, type ScreenName } from '../../src/use-cases/screen.ts';
import type { LoadScreen } from '../../web/routes/screenLoader.ts';
import { queryOf } from '../../web/routes/screenLoader.ts';
import { toFetchRequest } from './toFetchRequest.ts';

export const DATA_PREFIX = '/_data';

const isScreen = (s: string): s is ScreenName => (SCREEN_NAMES as readonly string[]).includes(s);

export const createDataEndpoint = ({ routes, load, siteOrigin }: { routes: RouteObject[]; load: LoadScreen; siteOrigin: string }) =>
  async (req: Request, res: Response): Promise<void> => {
    const rest = req.originalUrl.slice(DATA_PREFIX.length); // "/home/it?page=2"
    const slash = rest.indexOf('/', 1);
    const screen = slash > 0 ? rest.slice(1, slash) : '';
    const url = new URL(`${siteOrigin}${slash > 0 ? rest.slice(slash) : '/'}`);
    const match = isScreen(screen) ? matchRoutes(routes, url.pathname)?.find((m) => m.route.id === screen) : undefined;
    if (!isScreen(screen) || !match) {
      res.status(404).json({ error: 'no such screen for this path' });
      return;
    }
    const outcome = await load({ screen, params: match.params, query: queryOf(url) }, toFetchRequest(req, res, siteOrigin));
    res.set('Cache-Control', 'public, max-age=60').json(outcome);
  };
