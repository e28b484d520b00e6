import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptAll, consentChoice, OLDEST_STANDING_CONSENT_VERSION, rejectAll } from '../../src/domain/consent.ts';
import { CONSENT_COOKIE, encodeConsent } from '../../src/domain/consentCookie.ts';
import { startDemoSite } from './demoSite.ts';

// A page cache and a CDN serve one copy of a page to everyone, so the server must
// write the same bytes whatever the reader's cookies say; consent happens in the browser.
const readers: Record<string, string | undefined> = {
  'a new reader': undefined,
  'a reader who accepted all': `${CONSENT_COOKIE}=${encodeConsent(acceptAll())}`,
  'a reader who rejected all': `theme=dark; ${CONSENT_COOKIE}=${encodeConsent(rejectAll())}`,
  'a reader who allowed measurement only': `${CONSENT_COOKIE}=${encodeConsent(consentChoice({ measurement: true }))}`,
  'a reader who allowed embedded content only': `${CONSENT_COOKIE}=${encodeConsent(consentChoice({ embeds: true }))}`,
  'a reader who chose before embedded content was a purpose': `${CONSENT_COOKIE}=v1.m1.a1.p0`,
  'a reader who chose under a version that no longer stands': `${CONSENT_COOKIE}=${encodeConsent(consentChoice({ measurement: true, advertising: true }, OLDEST_STANDING_CONSENT_VERSION - 1))}`,
  'a reader with garbage in the cookie': `${CONSENT_COOKIE}=%7B%22yes%22%7D`,
};

describe('one HTML for every reader', () => {
  let site: Awaited<ReturnType<typeof startDemoSite>>;
  let screens: string[];
  beforeAll(async () => {
    // Both tag adapters on: the tags were what a reader's consent used to change in the HTML.
    site = await startDemoSite({ GTM_ID: 'GTM-ABC123', ADSENSE_CLIENT: 'ca-pub-123' });
    const listing = await (await site.get('/en/society/health')).text();
    const article = /href="(\/en\/society\/health\/[a-z0-9-]+)"/.exec(listing)?.[1];
    if (!article) throw new Error('no article linked from /en/society/health');
    screens = ['/it', '/en/latest-posts', '/en/society/health', article, '/en/search?s=robot', '/fr/no-such-page'];
  });
  afterAll(() => site.close());

  it('writes the same bytes on home, listing, category, article, search and not-found screens, whatever the consent cookie holds', async () => {
    for (const path of screens) {
      const pages = await Promise.all(
        Object.entries(readers).map(async ([reader, cookie]) => {
          const response = await site.get(path, cookie ? { headers: { Cookie: cookie } } : {});
          return { reader, status: response.status, html: await response.text() };
        }),
      );
      const [first] = pages;
      expect(first!.html, path).toContain('data-testid="consent-banner"');
      for (const page of pages) {
        expect(page.status, `${path}, ${page.reader}`).toBe(first!.status);
        expect(page.html === first!.html, `${path}, ${page.reader}`).toBe(true);
      }
    }
  });

  it('tells no cache to key pages on the Cookie header', async () => {
    for (const path of screens) {
      for (const cookie of Object.values(readers)) {
        const response = await site.get(path, cookie ? { headers: { Cookie: cookie } } : {});
        expect(response.headers.get('vary') ?? '', path).not.toMatch(/cookie/i);
      }
    }
  });
});
