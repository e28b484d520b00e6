import { expect, test, type Page } from '@playwright/test';
import { recordConsoleProblems } from './consoleErrors.ts';
import { findArticlePath, SCREEN_PATHS } from './screenTypes.ts';
import { interceptThirdParties, pastConsentScriptDeadline } from './thirdParties.ts';

// The strict CSP in real Chromium: every screen type loads, hydrates, navigates on
// the client and, once the reader accepts all, runs the tag manager and the ad
// network (stand-ins served for their hosts) without the browser refusing anything.

/** Every CSP violation the browser reports in the page, across navigations. */
const watchViolations = async (page: Page): Promise<string[]> => {
  const violations: string[] = [];
  await page.exposeBinding('__reportViolation', (_source, text: string) => void violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportViolation: (text: string) => void }).__reportViolation(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`);
    });
  });
  return violations;
};

const screens = async (page: Page): Promise<string[]> => [...Object.values(SCREEN_PATHS), await findArticlePath(page.request)];

test.use({ viewport: { width: 1280, height: 900 } });

test('the watch sees a violation when one happens: markup injected with an event handler runs nothing', async ({ page }) => {
  const violations = await watchViolations(page);
  await interceptThirdParties(page);
  const response = await page.goto(SCREEN_PATHS.home);
  expect(response?.headers()['content-security-policy']).toContain("'strict-dynamic'");
  // What an XSS in content would try: an attribute handler (no hash can allow one).
  await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<img alt="" src="data:image/gif;base64,broken" onerror="window.__injected = true">'));
  await expect.poll(() => violations).toEqual([`script-src-attr blocked inline on ${SCREEN_PATHS.home}`]);
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
});

test('a new reader meets no CSP violation on any screen type, and the page hydrates', async ({ page }) => {
  test.setTimeout(60_000);
  const violations = await watchViolations(page);
  const problems = recordConsoleProblems(page);
  const third = await interceptThirdParties(page);
  for (const path of await screens(page)) {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy'], path).toContain("'strict-dynamic'");
    // Hydrated: the consent layer took over the banner the server wrote.
    await expect(page.getByTestId('consent-banner'), path).toBeVisible();
    await expect(page.locator('[data-testid="consent-banner"][data-pending]'), path).toHaveCount(0);
    await pastConsentScriptDeadline(page);
  }
  expect(third.outside).toEqual([]);
  expect(violations).toEqual([]);
  expect(problems.filter((p) => !p.includes('404 (Not Found)'))).toEqual([]);
});

test('after accepting all, the tags, the ads chunk and client navigation run on every screen type without a CSP violation', async ({ page }) => {
  test.setTimeout(90_000);
  const violations = await watchViolations(page);
  const problems = recordConsoleProblems(page);
  const third = await interceptThirdParties(page);
  await page.goto(SCREEN_PATHS.home);
  await page.getByRole('dialog').getByRole('button', { name: 'Accetta tutto' }).click();
  await expect.poll(() => third.outside.length).toBeGreaterThanOrEqual(2);
  for (const path of await screens(page)) {
    await page.goto(path);
    await expect(page.getByTestId('consent-preferences'), path).toBeVisible();
    await pastConsentScriptDeadline(page);
  }
  // A client navigation asks the data endpoint (connect-src) and renders without a reload.
  await page.getByRole('link', { name: 'Home' }).first().click();
  await expect(page).toHaveURL(/\/it$/);
  await pastConsentScriptDeadline(page);
  // Both stand-ins ran: the tag manager's, and the ad network's from the lazily imported ads chunk.
  expect(await page.evaluate(() => Boolean((window as unknown as { __standInGtm?: unknown }).__standInGtm))).toBe(true);
  expect(await page.evaluate(() => Boolean((window as unknown as { __standInAds?: unknown }).__standInAds))).toBe(true);
  expect(violations).toEqual([]);
  expect(problems.filter((p) => !p.includes('404 (Not Found)'))).toEqual([]);
});
