// The security headers of every answer, from one helmet configuration. Express
// routes run it as middleware; the answers written before Express (page cache,
// refusals, redirects, errors) write the very headers it sets, collected once at
// start by running it on a stub response, so no answer computes them again.
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import { CSP_REPORT_GROUP, resourceDirectives, type CspConfig } from './contentSecurityPolicy.ts';
import { PERMISSIONS_POLICY } from './permissionsPolicy.ts';

type Header = readonly [name: string, value: string];

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

export interface SecurityHeaders {
  /** For Express: helmet, then the headers helmet does not set. */
  readonly middleware: Middleware;
  /** What the middleware sets, in order; the CSP is the one for answers that run no script. */
  readonly headers: readonly Header[];
}

/** Two years: what the HSTS preload list asks for. */
const HSTS_MAX_AGE_S = 2 * 365 * 24 * 60 * 60;

const helmetFor = (config: CspConfig): Middleware =>
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { ...resourceDirectives(config) } },
    // Consistent with the pages' frame-ancestors 'self'.
    xFrameOptions: { action: 'sameorigin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // The site's media and files may be shown by its other hosts (a CDN, www and apex).
    crossOriginResourcePolicy: { policy: 'same-site' },
    // Only over https: on plain http a browser ignores it, and a loopback run must not pin it.
    strictTransportSecurity: config.siteOrigin.startsWith('https:') ? { maxAge: HSTS_MAX_AGE_S, includeSubDomains: true } : false,
  });

/** Headers helmet does not set: the Permissions-Policy, and where reports go when someone reads them. */
const ownHeaders = (config: CspConfig): Header[] => [
  ['Permissions-Policy', PERMISSIONS_POLICY],
  ...(config.cspReportUri ? [['Reporting-Endpoints', `${CSP_REPORT_GROUP}="${config.cspReportUri}"`] as const] : []),
];

/** Runs a middleware once on a response that only records what is set. */
const headersSetBy = (middleware: Middleware): Header[] => {
  const set = new Map<string, Header>();
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => set.set(name.toLowerCase(), [name, String(value)]),
    removeHeader: (name: string) => set.delete(name.toLowerCase()),
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
  });
  return [...set.values()];
};

export const createSecurityHeaders = (config: CspConfig): SecurityHeaders => {
  const secure = helmetFor(config);
  const own = ownHeaders(config);
  const middleware: Middleware = (req, res, next) =>
    secure(req, res, (error) => {
      if (error) return next(error);
      for (const [name, value] of own) res.setHeader(name, value);
      next();
    });
  return { middleware, headers: headersSetBy(middleware) };
};
