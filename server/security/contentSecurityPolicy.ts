// The Content-Security-Policy, built once from configuration. A page's HTML is the
// same for every reader and kept by the page cache and CDNs, so there is no
// per-request nonce: scripts are allowed by the sha256 hashes of the inline
// scripts the page renderer wrote, and 'strict-dynamic' extends that trust to the
// scripts they insert (the module loader's bundle, its chunks, the consented tags).
// Decision 0009 says why; docs/security.md how to extend it.
import type { AppConfig } from '../config.ts';
import { AD_NETWORK_HOSTS, TAG_MANAGER_HOSTS, type HostsByDirective } from './thirdPartyHosts.ts';

export type Directives = Readonly<Record<string, readonly string[]>>;

export type CspConfig = Pick<AppConfig, 'siteOrigin' | 'contentApiUrl' | 'gtmId' | 'adsenseClient' | 'embedHosts' | 'cspReportUri' | 'rumUrl'>;

/** The Reporting API endpoint name that report-to refers to (Reporting-Endpoints). */
export const CSP_REPORT_GROUP = 'csp';

export const serializePolicy = (directives: Directives): string =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

/** The tag hosts a directive needs, for the tags ops turned on only. */
const tagHosts = (config: CspConfig, directive: keyof HostsByDirective): string[] => [
  ...(config.gtmId ? (TAG_MANAGER_HOSTS[directive] ?? []) : []),
  ...(config.adsenseClient ? (AD_NETWORK_HOSTS[directive] ?? []) : []),
];

const reporting = (config: CspConfig): Directives =>
  config.cspReportUri ? { 'report-uri': [config.cspReportUri], 'report-to': [CSP_REPORT_GROUP] } : {};

/** An https site has nothing to load over http: the browser upgrades what slipped through. */
const upgrade = (config: CspConfig): Directives => (config.siteOrigin.startsWith('https:') ? { 'upgrade-insecure-requests': [] } : {});

/**
 * The page policy but for its script hashes. The content API's origin serves the
 * media WordPress pages show (the demo's are the site's own); embeds are framed
 * from EMBED_HOSTS. Styles: the stylesheet is inlined in a <style> and React
 * writes style= attributes (ad slots' reserved heights), and the ad network
 * injects styles of its own; CSS runs no script, so 'unsafe-inline' it is.
 */
const pageDirectives = (config: CspConfig): Directives => {
  const content = config.contentApiUrl ? [new URL(config.contentApiUrl).origin] : [];
  return {
    'default-src': ["'self'"],
    'img-src': ["'self'", 'data:', ...content, ...tagHosts(config, 'img-src')],
    'media-src': ["'self'", ...content],
    // Readers' browsers send their Web Vitals to RUM_URL with sendBeacon, a connection like fetch.
    'connect-src': ["'self'", ...tagHosts(config, 'connect-src'), ...(config.rumUrl ? [new URL(config.rumUrl).origin] : [])],
    'frame-src': ["'self'", ...config.embedHosts.map((host) => `https://${host}`), ...tagHosts(config, 'frame-src')],
    'style-src': ["'self'", "'unsafe-inline'"],
    'font-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    ...upgrade(config),
    ...reporting(config),
  };
};

/**
 * Answers that run no script of ours (data answers, feeds, sitemaps, files,
 * refusals, errors): nothing may load but the favicon.
 */
export const resourceDirectives = (config: CspConfig): Directives => ({
  'default-src': ["'none'"],
  'img-src': ["'self'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'self'"],
  ...reporting(config),
});

/**
 * The policy of a page whose executable inline scripts have these hash sources
 * ('sha256-…'). 'self' and the tag script hosts after them are only for browsers
 * without 'strict-dynamic' (CSP2), which it makes the others ignore. No
 * 'unsafe-inline' fallback: it would only serve browsers that predate hashes
 * (CSP1), and those get the server-rendered page without scripts.
 */
export const createPagePolicy = (config: CspConfig): ((scriptHashes: readonly string[]) => string) => {
  const { 'default-src': defaultSrc = [], ...rest } = pageDirectives(config);
  const fallback = ["'self'", ...tagHosts(config, 'script-src')];
  return (scriptHashes) => serializePolicy({ 'default-src': defaultSrc, 'script-src': ["'strict-dynamic'", ...scriptHashes, ...fallback], ...rest });
};
