// The hosts the tag manager and the ad network load from, show images from, frame
// and send to, by CSP directive: the one place to look when Google moves them.
// Under 'strict-dynamic' the script hosts are ignored (the scripts are trusted
// because our trusted bundle inserts them); they are kept for browsers that know
// CSP2 hashes but not 'strict-dynamic'. A violation report (CSP_REPORT_URI) names
// any host missing here.

export interface HostsByDirective {
  readonly 'script-src'?: readonly string[];
  readonly 'img-src'?: readonly string[];
  readonly 'connect-src'?: readonly string[];
  readonly 'frame-src'?: readonly string[];
}

/**
 * Google Tag Manager and the GA4 tag it loads, with Google signals:
 * https://developers.google.com/tag-platform/security/guides/csp
 * (Custom JavaScript variables need 'unsafe-eval' and Custom HTML tags inline
 * scripts: both stay blocked; use tag templates.)
 */
export const TAG_MANAGER_HOSTS: HostsByDirective = {
  'script-src': ['https://*.googletagmanager.com'],
  'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com', 'https://*.g.doubleclick.net', 'https://*.google.com'],
  'connect-src': ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com', 'https://*.g.doubleclick.net', 'https://*.google.com'],
};

/**
 * AdSense: the loader, its ad frames, the ad-quality (SODAR) checks and their
 * beacons. Google documents only a strict, nonce- or hash-based script-src for its
 * ad tags and no fixed host list ("the domains change over time"), so this one is
 * wide, whole Google ad domains:
 * https://developers.google.com/publisher-tag/guides/content-security-policy
 */
export const AD_NETWORK_HOSTS: HostsByDirective = {
  'script-src': ['https://*.googlesyndication.com', 'https://*.adtrafficquality.google', 'https://*.googletagservices.com'],
  'img-src': ['https://*.googlesyndication.com', 'https://*.doubleclick.net', 'https://*.google.com', 'https://*.gstatic.com', 'https://*.adtrafficquality.google'],
  'connect-src': ['https://*.googlesyndication.com', 'https://*.doubleclick.net', 'https://*.google.com', 'https://*.adtrafficquality.google'],
  'frame-src': ['https://*.googlesyndication.com', 'https://*.doubleclick.net', 'https://www.google.com', 'https://*.adtrafficquality.google'],
};
