// Server rendering of one request: the route table's loaders run once through
// react-router's static handler, then React renders the whole document.
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router-dom';
import type { LoggerPort } from '../../src/ports/LoggerPort.ts';
import { DocumentContext, type TagIds } from '../../web/document/DocumentContext.ts';
import type { ClientAssets } from './clientAssets.ts';
import { stateScript } from './hydrationState.ts';
import { responseStatus } from './responseStatus.ts';
import { toFetchRequest } from '../http/toFetchRequest.ts';

export interface PageRendererDeps {
  readonly routes: RouteObject[];
  readonly assets: ClientAssets;
  readonly siteOrigin: string;
  readonly logger: LoggerPort;
  /** The tags ops turned on (GTM_ID, ADSENSE_CLIENT); the browser learns them from the page. */
  readonly tags?: TagIds;
}

export const createPageRenderer = ({ routes, assets, siteOrigin, logger, tags = {} }: PageRendererDeps) => {
  // Built once: matching tables are reused by every request.
  const handler = createStaticHandler(routes);
  // The stylesheet goes into the head, not into the boot data (the browser reads it from the head).
  const { inlineCss, ...linked } = assets;

  return async (req: ExpressRequest, res: ExpressResponse): Promise<void> => {
    const request = toFetchRequest(req, res, siteOrigin);
    const context = await handler.query(request);
    if (context instanceof Response) {
      // A loader redirect: answer with a real HTTP redirect, not a client hop.
      const location = context.headers.get('Location') ?? '/';
      res.redirect(context.status, location);
      return;
    }
    if (context.errors) logger.error('render: a route failed', { url: req.originalUrl, errors: Object.keys(context.errors) });
    const router = createStaticRouter(handler.dataRoutes, context);
    // The same HTML for every reader (page cache, CDN): the consent cookie is read in the browser.
    const boot = { ...linked, siteOrigin, tags };
    const html = renderToString(
      <DocumentContext value={{ ...boot, ...(inlineCss ? { inlineCss } : {}), stateScript: stateScript(context, boot) }}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </DocumentContext>,
    );
    const status = responseStatus(context);
    res
      .status(status)
      .type('html')
      // An outage must not be cached by readers' browsers or a CDN.
      .set('Cache-Control', status >= 500 ? 'no-store' : 'public, max-age=60')
      .send(`<!DOCTYPE html>${html}`);
  };
};
