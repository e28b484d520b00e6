// Server rendering of one page: the route table's loaders run once through
// react-router's static handler, then React renders the whole document. The
// answer is data (Rendered): the page cache stores it, compresses it once and
// answers it again. Nothing here depends on the reader: the HTML is the same for
// everyone (consent and a reader's own vote are applied in the browser).
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject, type StaticHandlerContext } from 'react-router-dom';
import type { LoggerPort } from '../../src/ports/LoggerPort.ts';
import { CONSENT_BOOTSTRAP_SCRIPT } from '../../adapters/analytics/consentBootstrapScript.ts';
import type { ScreenOutcome } from '../../src/use-cases/screen.ts';
import { DocumentContext, type TagIds } from '../../web/document/DocumentContext.ts';
import type { Outcome, Render, Rendered } from '../serving/rendered.ts';
import { staleRecorder } from '../serving/rendered.ts';
import type { ClientAssets } from './clientAssets.ts';
import { stateScript, textsScript } from './hydrationState.ts';

const withTexts = (texts: string | undefined): { textsScript?: string } => (texts === undefined ? {} : { textsScript: texts });
import { responseStatus } from './responseStatus.ts';

export interface PageRendererDeps {
  readonly routes: RouteObject[];
  readonly assets: ClientAssets;
  readonly siteOrigin: string;
  readonly logger: LoggerPort;
  /** The tags ops turned on (GTM_ID, ADSENSE_CLIENT); the browser learns them from the page. */
  readonly tags?: TagIds;
}

const HTML = { 'Content-Type': 'text/html; charset=utf-8' } as const;

export const outcomeOfStatus = (status: number): Outcome =>
  status >= 500 ? 'unavailable' : status === 404 ? 'not-found' : status >= 300 && status < 400 ? 'redirect' : 'ok';

/**
 * The purge tags the loaders reported, taken out of the loader data: they are for
 * caches and CDNs, not for the browser's state script.
 */
const takeTags = (context: StaticHandlerContext): string[] => {
  const tags: string[] = [];
  for (const [routeId, data] of Object.entries(context.loaderData)) {
    const outcome = data as ScreenOutcome | undefined;
    if (outcome?.kind === 'view' && outcome.tags) {
      tags.push(...outcome.tags);
      const { tags: _taken, ...rest } = outcome;
      context.loaderData[routeId] = rest;
    }
  }
  return tags;
};

export const createRenderPage = ({ routes, assets, siteOrigin, logger, tags = {} }: PageRendererDeps): Render => {
  // Built once: matching tables are reused by every request.
  const handler = createStaticHandler(routes);
  // The stylesheet goes into the head, not into the boot data (the browser reads it from the head).
  const { inlineCss, ...linked } = assets;
  const boot = { ...linked, siteOrigin, tags };
  // Not part of the boot data: the browser reads it back from the page (see DocumentContext).
  const pageScripts = { consentScript: CONSENT_BOOTSTRAP_SCRIPT };

  return async (url, signal) => {
    const stale = staleRecorder(signal);
    const context = await handler.query(new Request(`${siteOrigin}${url}`, { signal }), { requestContext: stale.ctx });
    const staleAgeMs = stale.staleAgeMs();
    const staleness = staleAgeMs === undefined ? {} : { staleAgeMs };
    if (context instanceof Response) {
      // A loader redirect: a real HTTP redirect, not a client hop.
      return { outcome: 'redirect', status: context.status, headers: { Location: context.headers.get('Location') ?? '/' }, body: '', tags: [], ...staleness } satisfies Rendered;
    }
    if (context.errors) logger.error('render: a route failed', { url, errors: Object.keys(context.errors) });
    const pageTags = takeTags(context);
    const router = createStaticRouter(handler.dataRoutes, context);
    const html = renderToString(
      <DocumentContext value={{ ...boot, ...pageScripts, ...(inlineCss ? { inlineCss } : {}), stateScript: stateScript(context, boot), ...withTexts(textsScript(context)) }}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </DocumentContext>,
    );
    const status = responseStatus(context);
    return { outcome: outcomeOfStatus(status), status, headers: HTML, body: `<!DOCTYPE html>${html}`, tags: pageTags, ...staleness };
  };
};
