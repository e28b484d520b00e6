import { expect, test, type Page } from '@playwright/test';
import { recordConsoleProblems } from './consoleErrors.ts';
import { ADSENSE_TEST_CLIENT, consentCookie, firstArticlePath, interceptThirdParties, pastConsentScriptDeadline } from './thirdParties.ts';

// Spec section 9: side slots 5570205699 (250px), bottom 4917319170; a unit loads within 200px of the viewport.
const SIDE = '5570205699';
const BOTTOM = '4917319170';

interface PushedUnit {
  key: string;
  slot: string;
  width: number;
  distance: number;
}
const pushedUnits = (page: Page): Promise<PushedUnit[]> =>
  page.evaluate(() => (window as unknown as { __standInAds?: { units: PushedUnit[] } }).__standInAds?.units ?? []);
const standIn = (page: Page) => page.evaluate(() => (window as unknown as { __standInAds?: { client: string; npa: boolean } }).__standInAds);

test.describe('ads on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('units push only when near the viewport and visible, never twice for one slot', async ({ page, context }) => {
    await context.addCookies([consentCookie(0, 1, 1)]);
    const problems = recordConsoleProblems(page);
    const third = await interceptThirdParties(page);
    await page.goto(await firstArticlePath(page, '/en/society/health'));
    // The side slots flank the top of the article: both pushed once the script is ready.
    await expect.poll(async () => (await pushedUnits(page)).map((u) => u.slot)).toEqual([SIDE, SIDE]);
    expect(third.outside).toEqual([`https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${ADSENSE_TEST_CLIENT}`]);
    expect((await standIn(page))?.npa).toBe(false);

    await page.locator('.ad-slot--bottom').scrollIntoViewIfNeeded();
    await expect.poll(async () => (await pushedUnits(page)).map((u) => u.slot)).toEqual([SIDE, SIDE, BOTTOM]);
    // Back up and down again: no slot is pushed a second time.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator('.ad-slot--bottom').scrollIntoViewIfNeeded();
    await pastConsentScriptDeadline(page);
    const units = await pushedUnits(page);
    expect(units).toHaveLength(3);
    expect(new Set(units.map((u) => u.key)).size).toBe(3);
    for (const unit of units) {
      expect(unit.width).toBeGreaterThan(0);
      expect(unit.distance).toBeLessThanOrEqual(200);
    }
    expect(problems).toEqual([]);
  });

  test('space is reserved from the server HTML on, so an ad causes no layout shift', async ({ page, context }) => {
    await context.addCookies([consentCookie(0, 1, 0)]);
    await interceptThirdParties(page);
    await page.goto('/it/ultimi-articoli');
    const listingSlot = page.locator('.ad-slot--listing').first();
    const before = (await listingSlot.boundingBox())!;
    expect(before.height).toBeGreaterThanOrEqual(480);
    await expect.poll(async () => (await pushedUnits(page)).length).toBeGreaterThan(0);
    expect((await standIn(page))?.npa).toBe(true);
    const after = (await listingSlot.boundingBox())!;
    expect(after.y).toBe(before.y);
    expect(after.height).toBe(before.height);
  });
});

test('on a phone the hidden side slots are never pushed', async ({ page, context }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await context.addCookies([consentCookie(0, 1, 1)]);
  await interceptThirdParties(page);
  await page.goto(await firstArticlePath(page, '/it/societa/salute'));
  await page.locator('.ad-slot--bottom').scrollIntoViewIfNeeded();
  await expect.poll(async () => (await pushedUnits(page)).map((u) => u.slot)).toEqual([BOTTOM]);
  await pastConsentScriptDeadline(page);
  expect((await pushedUnits(page)).map((u) => u.slot)).toEqual([BOTTOM]);
});

test('without advertising consent no ad request is made', async ({ page, context }) => {
  await context.addCookies([consentCookie(1, 0, 0)]);
  const third = await interceptThirdParties(page);
  await page.goto(await firstArticlePath(page, '/it/societa/salute'));
  await page.locator('.ad-slot--bottom').scrollIntoViewIfNeeded();
  await pastConsentScriptDeadline(page);
  expect(third.outside.filter((u) => !u.includes('googletagmanager.com'))).toEqual([]);
  await expect(page.locator('.ad-slot ins')).toHaveCount(0);
});

test('a failed ad script is logged and the page keeps working', async ({ page, context }) => {
  await context.addCookies([consentCookie(0, 1, 1)]);
  const problems = recordConsoleProblems(page);
  await interceptThirdParties(page, { failAds: true });
  await page.goto('/en');
  await expect.poll(() => problems.some((p) => p.includes('the ad network script did not load'))).toBe(true);
  await page.locator('.category-nav a, nav a[href^="/en/"]').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(problems.filter((p) => !p.includes('the ad network script did not load') && !p.includes('ERR_BLOCKED_BY_CLIENT') && !p.includes('ERR_FAILED'))).toEqual([]);
});
