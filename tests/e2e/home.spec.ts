import { expect, test } from '@playwright/test';
import { LANGS, LANGUAGE_TABLE } from '../../src/domain/language.ts';
import { recordConsoleProblems } from './consoleErrors.ts';
import { CSR_ORIGIN, SSR_ORIGIN } from './origins.ts';
import { isHydrated, untilHydrated, untilPartHydrated } from './hydration.ts';
import { uiText } from './uiText.ts';

test.describe('home page (SSR deployment)', () => {
  test('answers / with a real HTTP redirect to /it', async ({ request }) => {
    const response = await request.get('/', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toBe('/it');
  });

  test('server-renders 8 trending and 12 latest posts, visible without JavaScript', async ({ request }) => {
    const response = await request.get('/it');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="it-IT"');
    const trending = html.slice(html.indexOf('data-testid="trending"'), html.indexOf('data-testid="latest"'));
    expect(trending.match(/<article class="post-card/g)).toHaveLength(8);
    const latest = html.slice(html.indexOf('data-testid="latest"'), html.indexOf('data-testid="most-read"'));
    expect(latest.match(/<article class="post-card/g)).toHaveLength(12);
  });

  test('hydrates with the server data: no content call, no console error', async ({ page }) => {
    const problems = recordConsoleProblems(page);
    const contentCalls: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      // Data of this very page (`/_data/{screen}/it`), not that of the links fetched ahead (prefetch.spec.ts).
      const ofThisPage = /^\/_data\/[\w-]+\/it$/.test(url.pathname);
      if (ofThisPage || url.pathname.startsWith('/wp-json') || url.pathname.startsWith('/assets/i18n')) contentCalls.push(url.pathname);
    });
    await page.goto('/it');
    await expect(page.getByTestId('trending').locator('article')).toHaveCount(8);
    await expect(page.getByTestId('latest').locator('article')).toHaveCount(12);
    await expect(page.getByTestId('trending').locator('.post-card--large')).toHaveCount(1);
    await expect(page.getByTestId('trending').locator('.trending__list article')).toHaveCount(5);
    await page.waitForLoadState('networkidle');
    expect(contentCalls).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('hydrates the trending grid as a part of its own, after the page, at once when the reader touches it', async ({ page }) => {
    // The browser is never idle and nothing comes into view: parts that wait for either stay the server's HTML.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
      window.IntersectionObserver = class { observe() {} unobserve() {} disconnect() {} takeRecords() { return []; } } as unknown as typeof IntersectionObserver;
    });
    await page.goto('/it');
    await untilPartHydrated(page.locator('header button'));
    const lead = page.getByTestId('trending').locator('.post-card--large a').first();
    expect(await isHydrated(lead)).toBe(false);
    await lead.dispatchEvent('pointerdown');
    await untilPartHydrated(lead);
  });

  test('navigates on the client after hydration, asking the server for screen data only', async ({ page }) => {
    const problems = recordConsoleProblems(page);
    await page.goto('/en');
    await untilHydrated(page);
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const dataCall = page.waitForRequest((r) => new URL(r.url()).pathname.startsWith('/_data/'));
    await page.getByRole('link', { name: 'Load more posts' }).click();
    await dataCall;
    await expect(page).toHaveURL(/\/en\/latest-posts\?page=2$/);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(problems).toEqual([]);
  });

  test('renders the home in each of the six languages', async ({ request }) => {
    for (const lang of LANGS) {
      const { bcp47 } = LANGUAGE_TABLE[lang];
      const trending = uiText(lang, 'trending');
      const html = await (await request.get(`/${lang}`)).text();
      expect(html, lang).toContain(`<html lang="${bcp47}"`);
      expect(html, lang).toContain(`>${trending}</h2>`);
      expect(html, lang).toContain(`<link rel="canonical" href="${SSR_ORIGIN}/${lang}"/>`);
    }
  });
});

test.describe('home page (CSR deployment)', () => {
  test('renders trending and latest posts in the browser from the content API', async ({ page }) => {
    const problems = recordConsoleProblems(page);
    await page.goto(`${CSR_ORIGIN}/it`);
    await expect(page.getByTestId('trending').locator('article')).toHaveCount(8);
    await expect(page.getByTestId('latest').locator('article')).toHaveCount(12);
    await expect(page).toHaveTitle(/Newsdesk/);
    expect(problems).toEqual([]);
  });
});
