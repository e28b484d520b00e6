// The third-party hosts are unreachable here, and must not be reached anyway:
// every request that is not for the site's own origin is recorded; the tag
// manager and ad network scripts get stand-ins, everything else is aborted.
// The RUM endpoint (RUM_URL, on loopback) is the newsroom's own collector: its
// beacons are answered and kept apart.
import type { Page } from '@playwright/test';
import { RUM_URL, SSR_ORIGIN } from './origins.ts';

export const GTM_TEST_ID = 'GTM-TEST123';
export const ADSENSE_TEST_CLIENT = 'ca-pub-0000000000000000';

/** Records which id it was loaded with; leaves the dataLayer as the page filled it. */
const GTM_STAND_IN = `window.__standInGtm = { id: new URL(document.currentScript.src).searchParams.get('id') };`;

/**
 * Becomes ready after a short delay (the adapter must poll), then fills the first
 * empty ad unit on each push, recording its slot, key and distance from the viewport.
 */
const ADS_STAND_IN = `(function () {
  var q = window.adsbygoogle = window.adsbygoogle || [];
  var record = window.__standInAds = { client: new URL(document.currentScript.src).searchParams.get('client'), npa: q.requestNonPersonalizedAds === 1, units: [] };
  setTimeout(function () {
    q.push = function () {
      var el = document.querySelector('ins.adsbygoogle:not([data-adsbygoogle-status])');
      if (!el) return;
      el.setAttribute('data-adsbygoogle-status', 'done');
      var r = el.getBoundingClientRect();
      record.units.push({ key: el.getAttribute('data-nd-ad-key'), slot: el.getAttribute('data-ad-slot'), width: r.width, distance: Math.max(0, r.top - innerHeight, -r.bottom) });
    };
    q.loaded = true;
  }, 300);
})();`;

export interface ThirdParties {
  /** Every request for another origin than the site's and the RUM endpoint's, in order. */
  readonly outside: string[];
  /** What was sent to the RUM endpoint, each request as it came: its method, content type and body. */
  readonly beacons: { readonly method: string; readonly contentType: string | undefined; readonly body: string }[];
}

export const interceptThirdParties = async (page: Page, { failAds = false } = {}): Promise<ThirdParties> => {
  const outside: string[] = [];
  const beacons: ThirdParties['beacons'] = [];
  await page.route(
    (url) => url.origin !== SSR_ORIGIN,
    async (route) => {
      const url = new URL(route.request().url());
      if (url.href === RUM_URL) {
        const request = route.request();
        beacons.push({ method: request.method(), contentType: await request.headerValue('content-type') ?? undefined, body: request.postData() ?? '' });
        await route.fulfill({ status: 204 });
        return;
      }
      outside.push(url.href);
      if (url.host === 'www.googletagmanager.com' && url.pathname === '/gtm.js') await route.fulfill({ contentType: 'text/javascript', body: GTM_STAND_IN });
      else if (!failAds && url.host === 'pagead2.googlesyndication.com' && url.pathname === '/pagead/js/adsbygoogle.js') await route.fulfill({ contentType: 'text/javascript', body: ADS_STAND_IN });
      else await route.abort('blockedbyclient');
    },
  );
  return { outside, beacons };
};

/** Resolves once the browser has been idle (so the consent scripts' idle callbacks have run) and a second more for what they fetch. */
export const pastConsentScriptDeadline = (page: Page): Promise<void> =>
  page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => setTimeout(resolve, 1000), { timeout: 2500 })));

/**
 * The events the page handed the tag manager, in order: its own gtm.* events and
 * the Web Vitals (which arrive whenever the browser measures them; webVitals.spec.ts) left out.
 */
export const dataLayerEvents = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
      .filter((e): e is { event: string } => typeof e === 'object' && e !== null && typeof (e as { event?: unknown }).event === 'string')
      .map((e) => e.event)
      .filter((name) => !name.startsWith('gtm.') && name !== 'web_vitals'),
  );

/** The consent cookie as the browser writes it: version 2, then measurement, advertising, personalised ads, embedded content. */
export const consentCookie = (m: 0 | 1, a: 0 | 1, p: 0 | 1, e: 0 | 1 = 0) => ({ name: 'nd_consent', value: `v2.m${m}.a${a}.p${p}.e${e}`, url: SSR_ORIGIN });

/** The first article of a listing, so tests follow the demo data. */
export const firstArticlePath = async (page: Page, listing: string): Promise<string> => {
  const html = await (await page.request.get(listing)).text();
  const path = new RegExp(`href="(${listing}/[a-z0-9-]+)"`).exec(html)?.[1];
  if (!path) throw new Error(`no article linked from ${listing}`);
  return path;
};
