// The Content-Security-Policy, built from configuration and the media origins.
// A page's HTML is the same for every reader and kept by the page cache and CDNs,
// so there is no per-request nonce: scripts are allowed by the sha256 hashes of
// the inline scripts the page renderer wrote, and 'strict-dynamic' extends that
// trust to the scripts they insert (the module loader's bundle, its chunks, the
// consented tags). Decision 0009 says why; docs/security.md how to extend it.
// Images and media come from the origins WordPress reports, which may change
// while the server runs (decision 0032): the page policy is written again when
// that list changes, and only then.
import type { AppConfig } from '../config.ts';
import { distinctOrigins } from '../../src/domain/mediaOrigins.ts';
import { AD_NETWORK_HOSTS, TAG_MANAGER_HOSTS, type HostsByDirective } from './thirdPartyHosts.ts';

export type Directives = Readonly<Record<string, readonly string[]>>;

export type CspConfig = Pick<AppConfig, 'siteOrigin' | 'contentApiUrl' | 'gtmId' | 'adsenseClient' | 'embedHosts' | 'cspReportUri' | 'rumUrl' | 'mediaOrigins'>;

/**
 * The media origins configuration alone gives, for an app that is not told what
 * WordPress reports: the content API's (WordPress's uploads are on its host unless
 * a plugin moves them; the demo's are the site's own paths) and MEDIA_ORIGINS. A
 * server asks WordPress (server/container.ts), and keeps the content API's origin
 * only until WordPress answers.
 */
export const configuredMediaOrigins = (config: Pick<AppConfig, 'contentApiUrl' | 'mediaOrigins'>): readonly string[] =>
  distinctOrigins(config.contentApiUrl ? [new URL(config.contentApiUrl).origin] : [], config.mediaOrigins);

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
 * The page policy but for its script hashes. Images, audio and video: the site,
 * and exactly the media origins (the content API's, WordPress's, MEDIA_ORIGINS;
 * never a scheme or a wildcard); `data:` images (the icons). Embeds are framed
 * from EMBED_HOSTS. Styles: the stylesheet is inlined in a <style> and React
 * writes style= attributes (ad slots' reserved heights), and the ad network
 * injects styles of its own; CSS runs no script, so 'unsafe-inline' it is.
 */
const pageDirectives = (config: CspConfig, mediaOrigins: readonly string[]): Directives => {
  return {
    'default-src': ["'self'"],
    'img-src': ["'self'", 'data:', ...mediaOrigins, ...tagHosts(config, 'img-src')],
    'media-src': ["'self'", ...mediaOrigins],
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
 * ('sha256-…'), with the media origins as `mediaOrigins` gives them now (the
 * configured ones when not given). 'self' and the tag script hosts after the
 * hashes are only for browsers without 'strict-dynamic' (CSP2), which it makes
 * the others ignore. No 'unsafe-inline' fallback: it would only serve browsers
 * that predate hashes (CSP1), and those get the server-rendered page without
 * scripts. Asked at every render, it answers the policy it wrote last until the
 * hashes or the media origins are another array: a render pays two comparisons.
 */
export const createPagePolicy = (config: CspConfig, mediaOrigins?: () => readonly string[]): ((scriptHashes: readonly string[]) => string) => {
  const configured = configuredMediaOrigins(config);
  const originsNow = mediaOrigins ?? (() => configured);
  const fallback = ["'self'", ...tagHosts(config, 'script-src')];
  const write = (scriptHashes: readonly string[], origins: readonly string[]): string => {
    const { 'default-src': defaultSrc = [], ...rest } = pageDirectives(config, origins);
    return serializePolicy({ 'default-src': defaultSrc, 'script-src': ["'strict-dynamic'", ...scriptHashes, ...fallback], ...rest });
  };
  let last: { readonly hashes: readonly string[]; readonly origins: readonly string[]; readonly policy: string } | undefined;
  return (scriptHashes) => {
    const origins = originsNow();
    if (last?.hashes !== scriptHashes || last.origins !== origins) last = { hashes: scriptHashes, origins, policy: write(scriptHashes, origins) };
    return last.policy;
  };
};
