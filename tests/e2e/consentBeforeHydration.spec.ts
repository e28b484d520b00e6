import { expect, test, type Page } from '@playwright/test';
import { watchBannerPaints } from './bannerPaints.ts';
import { recordConsoleProblems } from './consoleErrors.ts';
import { SSR_ORIGIN } from './origins.ts';
import { consentCookie, GTM_TEST_ID, interceptThirdParties } from './thirdParties.ts';

// Every reader gets the same server HTML, banner included. Before the client script
// runs, the head's consent script alone decides: it applies a stored choice to Consent
// Mode and marks the root so that the stylesheet keeps the banner hidden.

/** Holds back the site's own scripts (the hydration entry and its chunks) until released. */
const holdClientScripts = async (page: Page): Promise<{ held: () => number; release: () => void }> => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route(
    (url) => url.origin === SSR_ORIGIN && url.pathname.endsWith('.js'),
    async (route) => {
      held += 1;
      await released;
      await route.continue();
    },
  );
  return { held: () => held, release };
};

const consentCommands = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((e) => Array.from(e)).filter((e) => e[0] === 'consent'),
  );

const denied = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' };

test('a returning reader never sees the banner painted, not even while the client script is held back, and Consent Mode has the choice before any tag', async ({ page, context }) => {
  await context.addCookies([consentCookie(1, 0, 0)]);
  const problems = recordConsoleProblems(page);
  const third = await interceptThirdParties(page);
  // The tag manager stand-in notes the Consent Mode commands it finds when it runs.
  await page.route('https://www.googletagmanager.com/gtm.js?*', async (route) => {
    third.outside.push(route.request().url());
    await route.fulfill({
      contentType: 'text/javascript',
      body: 'window.__consentAtTagLoad = dataLayer.map(function (e) { return Array.prototype.slice.call(e); }).filter(function (e) { return e[0] === "consent"; });',
    });
  });
  const painted = await watchBannerPaints(page);
  const scripts = await holdClientScripts(page);

  await page.goto('/en', { waitUntil: 'commit' });
  const banner = page.getByTestId('consent-banner');
  await expect(banner).toBeAttached();
  await expect.poll(scripts.held).toBeGreaterThan(0);
  // Before hydration: the server's banner is in the page but hidden, the choice already applied.
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.dataset.consent)).toBe('chosen');
  expect(await consentCommands(page)).toEqual([
    ['consent', 'default', denied],
    ['consent', 'update', { ...denied, analytics_storage: 'granted' }],
  ]);
  expect(third.outside).toEqual([]);

  scripts.release();
  await expect(page.getByRole('button', { name: 'Privacy preferences' })).toBeVisible();
  await expect(banner).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => (window as unknown as { __consentAtTagLoad?: unknown[] }).__consentAtTagLoad)).toEqual([
    ['consent', 'default', denied],
    ['consent', 'update', { ...denied, analytics_storage: 'granted' }],
  ]);
  expect(third.outside).toEqual([`https://www.googletagmanager.com/gtm.js?id=${GTM_TEST_ID}`]);
  expect(await painted()).toBe(false);
  expect(problems).toEqual([]);
});

test('a returning reader without the client script at all still sees no banner', async ({ page, context }) => {
  await context.addCookies([consentCookie(0, 0, 0)]);
  await interceptThirdParties(page);
  const painted = await watchBannerPaints(page);
  await page.route((url) => url.origin === SSR_ORIGIN && url.pathname.endsWith('.js'), (route) => route.abort());
  await page.goto('/it');
  await expect(page.getByTestId('consent-banner')).toBeAttached();
  await expect(page.getByTestId('consent-banner')).toBeHidden();
  await expect(page.locator('main')).toBeVisible();
  expect(await painted()).toBe(false);
});

const askedReaders = [
  { reader: 'a new reader', cookies: [] },
  { reader: 'a reader whose choice is of a version that no longer stands', cookies: [{ ...consentCookie(1, 1, 1), value: 'v0.m1.a1.p1' }] },
];
for (const { reader, cookies } of askedReaders) {
  test(`${reader} sees the banner before hydration too, and the same banner works once hydrated`, async ({ page, context }) => {
    await context.addCookies(cookies);
    const problems = recordConsoleProblems(page);
    await interceptThirdParties(page);
    const painted = await watchBannerPaints(page);
    const scripts = await holdClientScripts(page);
    await page.goto('/en', { waitUntil: 'commit' });
    await expect.poll(scripts.held).toBeGreaterThan(0);
    const banner = page.getByRole('dialog', { name: 'Your privacy choices' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Accept all' })).toBeVisible();
    expect(await painted()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.dataset.consent)).toBeUndefined();
    expect(await consentCommands(page)).toEqual([['consent', 'default', denied]]);

    scripts.release();
    await page.waitForLoadState('load');
    await expect(page.getByRole('button', { name: 'Privacy preferences' })).toHaveCount(0);
    await banner.getByRole('button', { name: 'Reject all' }).click();
    await expect(banner).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Privacy preferences' })).toBeVisible();
    expect(problems).toEqual([]);
  });
}

test("a new reader's choice on the banner before hydration is written at the tap, kept across a reload, and read once hydrated", async ({ page, context }) => {
  const problems = recordConsoleProblems(page);
  await interceptThirdParties(page);
  const scripts = await holdClientScripts(page);
  await page.goto('/en', { waitUntil: 'commit' });
  await expect.poll(scripts.held).toBeGreaterThan(0);
  const banner = page.getByRole('dialog', { name: 'Your privacy choices' });
  await banner.getByRole('button', { name: 'Reject all' }).click();
  // The page's code is still held: the head script alone wrote the choice and hid the banner.
  await expect(banner).toBeHidden();
  expect((await context.cookies()).find((cookie) => cookie.name === 'nd_consent')?.value).toMatch(/^v\d+\.m0\.a0\.p0\.e0$/);
  expect(await consentCommands(page)).toEqual([['consent', 'default', denied], ['consent', 'update', denied]]);

  scripts.release();
  await expect(banner).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Privacy preferences' })).toBeVisible();
  expect((await context.cookies()).find((cookie) => cookie.name === 'nd_consent')?.value).toMatch(/^v\d+\.m0\.a0\.p0\.e0$/);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Privacy preferences' })).toBeVisible();
  await expect(page.getByTestId('consent-banner')).toHaveCount(0);
  expect(problems).toEqual([]);
});
