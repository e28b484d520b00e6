import { expect, test, type Page } from '@playwright/test';
import { recordConsoleProblems } from './consoleErrors.ts';
import { consentCookie, dataLayerEvents, firstArticlePath, GTM_TEST_ID, interceptThirdParties } from './thirdParties.ts';
import { untilHydrated } from './hydration.ts';

const gtmLoadedWith = (page: Page) => page.evaluate(() => (window as unknown as { __standInGtm?: { id: string } }).__standInGtm?.id);

test('after accepting measurement the tag manager loads with the configured id and the queued events arrive in order, app_ready first', async ({ page }) => {
  const problems = recordConsoleProblems(page);
  const third = await interceptThirdParties(page);
  const article = await firstArticlePath(page, '/en/society/health');
  await page.goto('/en');
  // A client navigation before any choice (once the page's code runs: before, a link is a new page): its page view waits in the queue too.
  await untilHydrated(page);
  await page.locator(`a[href="${article}"]`).first().click();
  await expect(page.getByTestId('article')).toBeVisible();
  expect(await dataLayerEvents(page)).toEqual([]);

  const banner = page.getByRole('dialog');
  await banner.getByRole('button', { name: 'Customize' }).click();
  await banner.getByRole('checkbox', { name: 'Measurement', exact: true }).check();
  await banner.getByRole('button', { name: 'Save choices' }).click();

  await expect.poll(() => gtmLoadedWith(page)).toBe(GTM_TEST_ID);
  expect(third.outside).toEqual([`https://www.googletagmanager.com/gtm.js?id=${GTM_TEST_ID}`]);
  expect(await dataLayerEvents(page)).toEqual(['app_ready', 'page_view', 'page_view']);

  // After the start events go straight through: the rating click, then a page view per navigation.
  await page.getByRole('radiogroup').getByRole('radio').nth(3).click();
  await page.getByRole('link', { name: 'Home' }).first().click();
  await expect(page.getByTestId('article')).toHaveCount(0);
  await expect.poll(() => dataLayerEvents(page)).toEqual(['app_ready', 'page_view', 'page_view', 'rating', 'page_view']);
  const rating = await page.evaluate(() => (window as unknown as { dataLayer: { event?: string; screen?: unknown }[] }).dataLayer.find((e) => e.event === 'rating'));
  expect(rating?.screen).toMatchObject({ label2: '4' });
  expect(problems).toEqual([]);
});

test('Consent Mode is denied by default and updated when the reader chooses', async ({ page }) => {
  await interceptThirdParties(page);
  await page.goto('/it');
  const consentCommands = () =>
    page.evaluate(() =>
      ((window as unknown as { dataLayer: unknown[] }).dataLayer ?? [])
        .map((e) => Array.from(e as ArrayLike<unknown>))
        .filter((e) => e[0] === 'consent'),
    );
  expect(await consentCommands()).toEqual([['consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }]]);
  await page.getByRole('dialog').getByRole('button', { name: 'Accetta tutto' }).click();
  await expect.poll(consentCommands).toContainEqual(['consent', 'update', { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' }]);
});

test('a returning reader who allowed measurement gets the tag manager without a banner', async ({ page, context }) => {
  await context.addCookies([consentCookie(1, 0, 0)]);
  const third = await interceptThirdParties(page);
  await page.goto('/fr');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(() => gtmLoadedWith(page)).toBe(GTM_TEST_ID);
  await expect.poll(() => dataLayerEvents(page)).toEqual(['app_ready', 'page_view']);
  expect(third.outside).toEqual([`https://www.googletagmanager.com/gtm.js?id=${GTM_TEST_ID}`]);
});
