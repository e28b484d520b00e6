// The Express application: static files, the data endpoint and server rendering.
// Everything per request is lookup and rendering; routes, handler and assets are
// built once here.
import express, { type NextFunction, type Request, type Response } from 'express';
import compression from 'compression';
import { constants as zlib } from 'node:zlib';
import { join } from 'node:path';
import { isLang } from '../src/domain/language.ts';
import { loadScreen, type ScreenDeps } from '../src/use-cases/loadScreen.ts';
import { Document } from '../web/document/Document.tsx';
import { TRANSLATIONS } from '../web/i18n/translations.ts';
import { createRoutes } from '../web/routes/createRoutes.tsx';
import type { LoadScreen } from '../web/routes/screenLoader.ts';
import type { AppConfig } from './config.ts';
import { readClientAssets, type ClientAssets } from './render/clientAssets.ts';
import { createPageRenderer } from './render/createPageRenderer.tsx';
import { createDataEndpoint, DATA_PREFIX } from './http/dataEndpoint.ts';
import { createSuggestionsEndpoint, SUGGESTIONS_PATH } from './http/suggestionsEndpoint.ts';
import { createPrecompressedAssets } from './http/precompressedAssets.ts';
import { createRobotsTxt } from './http/robotsTxt.ts';
import { mountXmlEndpoints } from './http/xmlEndpoints.ts';
import { browserTags } from './render/browserTags.ts';

export interface AppOptions {
  readonly config: AppConfig;
  /** The ports, resolved by the composition root (server/container.ts). */
  readonly ports: ScreenDeps;
  /** The Vite client build (dist/client). */
  readonly clientDir: string;
  /** Which files the pages load; read from the build's manifest when not given. */
  readonly clientAssets?: ClientAssets;
  /** Mounted before everything else, e.g. the embedded demo content API and media. */
  readonly mount?: express.Handler;
}

export const createApp = ({ config, ports, clientDir, clientAssets, mount }: AppOptions): express.Express => {
  const { logger } = ports;
  const screens = loadScreen(ports);
  const load: LoadScreen = (request) => screens(request)();
  const routes = createRoutes({ load, Layout: Document });

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', 'strong');
  // Brotli where the reader accepts it (all current browsers), else gzip. Quality 5
  // keeps per-request cost low; hashed assets are small and cached for a year anyway.
  app.use(compression({ brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } } }));
  if (mount) app.use(mount);
  // `//host/path` is no route of ours, and echoing it invites open-redirect tricks.
  app.use((req, res, next) => {
    if (req.path.startsWith('//')) res.status(404).type('text').send('Not found');
    else next();
  });

  app.get('/assets/i18n/:file', (req, res) => {
    const lang = req.params.file.replace(/\.json$/, '');
    if (!req.params.file.endsWith('.json') || !isLang(lang)) {
      res.status(404).json({ error: 'unknown language' });
      return;
    }
    res.set('Cache-Control', 'public, max-age=300').json(TRANSLATIONS[lang]);
  });
  app.use(createPrecompressedAssets(clientDir));
  app.use(
    express.static(clientDir, {
      index: false,
      setHeaders: (res, path) => {
        // Vite names built files by content hash: they never change.
        const immutable = path.startsWith(join(clientDir, 'assets')) && /-[\w-]{8,}\.(js|css)$/.test(path);
        res.set('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    }),
  );
  app.get('/robots.txt', createRobotsTxt(config.siteOrigin));
  mountXmlEndpoints(app, { ...ports, now: () => new Date() });
  app.get(SUGGESTIONS_PATH, createSuggestionsEndpoint(ports));
  app.get(`${DATA_PREFIX}/{*rest}`, createDataEndpoint({ routes, load, siteOrigin: config.siteOrigin }));
  app.get('/{*splat}', createPageRenderer({ routes, assets: clientAssets ?? readClientAssets(clientDir), siteOrigin: config.siteOrigin, logger, tags: browserTags(config) }));

  // A bug must not show a stack trace: log it, answer a plain page.
  app.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    logger.error('unhandled error', { url: req.originalUrl, error: error instanceof Error ? error.message : String(error) });
    res.status(500).type('html').send('<!DOCTYPE html><html lang="it"><meta charset="utf-8"><title>Newsdesk</title><h1>Errore / Error</h1><p><a href="/">Newsdesk</a></p></html>');
  });
  return app;
};
