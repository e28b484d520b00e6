// The /wp-json/wp router: every contract path the demo answers, in its production
// and staging spelling (the contract's one table, adapters/wordpress/wordpressPaths.ts),
// the `lang` check WordPress makes, caching and CORS headers, and a WordPress-shaped
// 404 for anything else under the mount.
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { LANGS, isLang } from '../../src/domain/language.ts';
import type { DemoDataset } from './dataset/buildDataset.ts';
import { API_MOUNT, CONTENT_API } from '../wordpress/wordpressPaths.ts';
import type { DemoSignals } from './demoSignals.ts';
import { CONTENT_API_HANDLERS, type ApiHandler, type DemoCall } from './contentApiHandlers.ts';
import { invalidParam, noRoute, wpError, type ApiResult } from './wpErrors.ts';

export interface ContentApiRouterOptions {
  /** Delay before each answer, to see the site's loading states. */
  readonly latencyMs?: number;
  /** Reader signals: the write call's store, whose counts the read calls answer with. */
  readonly signals: DemoSignals;
  /** The fewest readers of one day a popular search needs; a caller's `min_readers` only raises it. 5 by default, as the plugin's. */
  readonly popularSearchFloor?: number;
}

const firstString = (value: unknown): string | undefined => {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
};

const send = (res: Response, { status, body }: ApiResult): void => {
  // Errors are not cached: a fixed dataset answers the same, but a proxy should not keep a 400 around.
  res.status(status).set('Cache-Control', status < 400 ? 'public, max-age=60' : 'no-store').json(body);
};

const queryOf = (req: Request): Record<string, string> =>
  Object.fromEntries(
    Object.entries(req.query as Record<string, unknown>).flatMap(([key, value]) => {
      const text = firstString(value);
      return text === undefined ? [] : [[key, text]];
    }),
  );

export const createContentApiRouter = (dataset: DemoDataset, { latencyMs = 0, signals, popularSearchFloor = 5 }: ContentApiRouterOptions): Router => {
  const router = express.Router();
  const apiBase = `${dataset.mediaBase}${API_MOUNT}`;
  // The demo's own present: its dataset's now when it started, moving on as time does (the real clock by default).
  const started = Date.now();
  const clock = () => new Date(dataset.now.getTime() + (Date.now() - started));

  router.use((_req: Request, res: Response, next: NextFunction) => {
    // A CSR build in the browser may read the demo straight from another origin.
    res.set('Access-Control-Allow-Origin', '*');
    if (latencyMs > 0) setTimeout(next, latencyMs);
    else next();
  });

  const handle = (handler: ApiHandler) => (req: Request, res: Response): void => {
    const query = queryOf(req);
    const lang = query.lang;
    if (!isLang(lang)) {
      send(res, invalidParam('lang', `lang is not one of ${LANGS.join(', ')}`));
      return;
    }
    send(res, handler({
      data: dataset.languages[lang],
      signals,
      clock,
      param: (name) => query[name],
      now: dataset.now,
      selfUrl: (replace) => `${apiBase}${req.path}?${new URLSearchParams({ ...query, ...replace }).toString()}`,
      mediaBase: dataset.mediaBase,
      popularSearchFloor,
    }));
  };

  // Batches of a few counters each minute; a bounded size anyway (a 413 past it).
  router.post(CONTENT_API.signals.production, express.json({ limit: '16mb' }), (req: Request, res: Response) => {
    const result = signals.receive(req.get('authorization'), req.body as unknown, new Date());
    res.status(result.status).set('Cache-Control', 'no-store').json(result.body);
  });

  for (const call of Object.keys(CONTENT_API_HANDLERS) as DemoCall[]) {
    const { production, staging = production } = CONTENT_API[call];
    for (const path of new Set([production, staging])) router.get(path, handle(CONTENT_API_HANDLERS[call]));
  }

  router.use((_req: Request, res: Response) => send(res, noRoute()));
  router.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    send(res, wpError(500, 'internal_server_error', error instanceof Error ? error.message : 'Internal error'));
  });
  return router;
};
