// Server rendering of one page: the route table's loaders run once through
// react-router's static handler, then React renders the whole document. The
// answer is data (Rendered): the page cache stores it, compresses it once and
// answers it again. Nothing here depends on the reader: the HTML is the same for
// everyone (consent and a reader's own vote are applied in the browser).
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, StaticRouterProvider, type RouteObject, type StaticHandlerContext } from 'react-router-dom';
import type { LoggerPort } from '../../src/ports/LoggerPort.ts';
import { langOfPath, type Lang } from '../../src/domain/language.ts';
import { ROOT_ROUTE_ID } from '../../web/routes/createRoutes.tsx';
import { REDIRECT_TAGS_HEADER } from '../../src/domain/cacheTags.ts';
import type { ScreenOutcome } from '../../src/use-cases/screen.ts';
import { DocumentContext } from '../../web/document/DocumentContext.ts';
import type { Outcome, Render, Rendered } from '../serving/rendered.ts';
import { staleRecorder } from '../serving/rendered.ts';
import type { BootData, ClientAssets, TagIds } from '../../web/document/bootData.ts';
import { moduleLoaderScript } from '../../web/document/moduleLoader.ts';
import { scriptHashSource } from '../security/scriptHash.ts';
import { stateScript, textsScript } from './hydrationState.ts';
import { responseStatus } from './responseStatus.ts';

const withTexts = (texts: string | undefined): { textsScript?: string } => (texts === undefined ? {} : { textsScript: texts });

export interface PageRendererDeps {
  readonly routes: RouteObject[];
  readonly assets: ClientAssets;
  readonly siteOrigin: string;
  readonly logger: LoggerPort;
  /** The tags ops turned on (GTM_ID, ADSENSE_CLIENT); the browser learns them from the page. */
  readonly tags?: TagIds;
  /** The first script of every page's head: consent defaults and the stored choice, before any tag (chosen by server/container.ts). */
  readonly headScript: string;
  /**
   * The page's Content-Security-Policy, given the hash sources of the scripts it runs (server/security):
   * asked at each render, as the media origins it names may change; it answers the same string until they do.
   */
  readonly contentSecurityPolicy: (scriptHashes: readonly string[]) => string;
  /** The site's own not-found page of a language, for a path no route takes (server/serving/refusalPages.ts). */
  readonly notFoundPage: (lang: Lang) => { readonly contentType: string; readonly body: string };
}

/** What failed in a render, as log fields: a route's error response by its status, an exception by its message and stack. */
const describeErrors = (errors: NonNullable<StaticHandlerContext['errors']>): Record<string, unknown>[] =>
  Object.entries(errors).map(([route, error]) =>
    isRouteErrorResponse(error)
      ? { route, status: error.status }
      : { route, message: error instanceof Error ? error.message : String(error), ...(error instanceof Error && error.stack ? { stack: error.stack } : {}) },
  );

/** The page's boot data: its screen's chunks, which the head preloads (the loader requests the entry's). */
const withScreenJs = (boot: BootData, screenJs: readonly string[] | undefined): BootData => (screenJs?.length ? { ...boot, js: screenJs } : boot);

const HTML = { 'Content-Type': 'text/html; charset=utf-8' } as const;

const outcomeOfStatus = (status: number): Outcome =>
  status >= 500 ? 'unavailable' : status === 404 ? 'not-found' : status === 403 ? 'forbidden' : status >= 300 && status < 400 ? 'redirect' : 'ok';

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

export const createRenderPage = ({ routes, assets, siteOrigin, logger, tags = {}, headScript, contentSecurityPolicy, notFoundPage }: PageRendererDeps): Render => {
  // Built once: matching tables are reused by every request.
  const handler = createStaticHandler(routes);
  // The stylesheet goes into the head, not into the boot data (the browser reads it from the head).
  const { inlineCss, screenJs = {}, js: entryJs, css } = assets;
  const boot: BootData = { css, js: [], siteOrigin, tags };
  // Not part of the boot data: the browser reads them back from the page (see DocumentContext).
  const pageScripts = { headScript, ...(entryJs.length === 0 ? {} : { loaderScript: moduleLoaderScript(entryJs) }) };
  // The executable inline scripts are the same on every page: hashed once. (The page's state, the UI texts
  // and JSON-LD are data blocks, which no browser runs.) The policy is asked at each render: the media origins
  // it names may change while the server runs, and it is written again only when they do.
  const scriptHashes = Object.values(pageScripts).map(scriptHashSource);

  return async (url, signal) => {
    const stale = staleRecorder(signal);
    const context = await handler.query(new Request(`${siteOrigin}${url}`, { signal }), { requestContext: stale.ctx });
    const staleAgeMs = stale.staleAgeMs();
    const staleness = staleAgeMs === undefined ? {} : { staleAgeMs };
    if (context instanceof Response) {
      // A loader redirect: a real HTTP redirect, not a client hop.
      const tags = context.headers.get(REDIRECT_TAGS_HEADER)?.split(' ').filter(Boolean) ?? [];
      return { outcome: 'redirect', status: context.status, headers: { Location: context.headers.get('Location') ?? '/' }, body: '', tags, ...staleness } satisfies Rendered;
    }
    if (context.errors?.[ROOT_ROUTE_ID]) {
      // No route took the path (the router's own 404, e.g. a path its patterns cannot match):
      // the site's translated not-found page, never the router's, in the language its URL names (a
      // render's only input is the page cache's key, on a background refresh too: read with langOfPath).
      logger.info('render: no route matched', { url });
      const page = notFoundPage(langOfPath(url));
      const rendered: Rendered = { outcome: 'not-found', status: 404, headers: { 'Content-Type': page.contentType }, body: page.body, tags: [], ...staleness };
      return rendered;
    }
    if (context.errors) logger.error('render: a route failed', { url, errors: describeErrors(context.errors) });
    const pageTags = takeTags(context);
    const router = createStaticRouter(handler.dataRoutes, context);
    const pageBoot = withScreenJs(boot, screenJs[context.matches.at(-1)?.route.id ?? '']);
    const state = stateScript(context, pageBoot);
    const html = renderToString(
      <DocumentContext value={{ ...pageBoot, ...pageScripts, ...(inlineCss ? { inlineCss } : {}), stateScript: state, ...withTexts(textsScript(context)) }}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </DocumentContext>,
    );
    const status = responseStatus(context);
    // Kept with the page by the page cache: a hit answers it as it is.
    const headers = { ...HTML, 'Content-Security-Policy': contentSecurityPolicy(scriptHashes) };
    return { outcome: outcomeOfStatus(status), status, headers, body: `<!DOCTYPE html>${html}`, tags: pageTags, ...staleness };
  };
};
