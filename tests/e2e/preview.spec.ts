import { createHmac } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { DRAFT_TITLE_TEXT } from '../builders/previewContentApi.ts';
import { recordConsoleProblems } from './consoleErrors.ts';
import { PREVIEW_ORIGIN, PREVIEW_SECRET } from './previewSite.ts';

// An editor's preview in real Chromium: the built server with previews on
// (tests/e2e/previewSite.ts), reading a stand-in WordPress with the plugin's draft
// endpoint. The page is server-rendered under its banner and then hydrates like
// any page, so the header works; a forged link gets the translated refusal.
test.use({ baseURL: PREVIEW_ORIGIN, viewport: { width: 375, height: 800 } });

/** The stand-in's drafts (tests/builders/previewContentApi.ts). */
const DRAFTS = { post: 1, page: 2 } as const;

/** A link as WordPress signs it: HMAC-SHA256 of "{id}:{exp}" under the shared secret, ten minutes ahead. */
const signedLink = (lang: string, id: number, secret = PREVIEW_SECRET): string => {
  const exp = Math.floor(Date.now() / 1000) + 600;
  return `/${lang}/_preview/${id}?exp=${exp}&sig=${createHmac('sha256', secret).update(`${id}:${exp}`).digest('hex')}`;
};

test.describe('editorial preview in the browser', () => {
  test.beforeEach(async ({ page }) => {
    // The stand-in's posts name the demo's root-relative media, which only the demo deployment serves: a blank image each.
    await page.route('**/demo-media/**', (route) => route.fulfill({ status: 200, contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>' }));
  });

  test('a signed link opens the draft post and page under their banner, hydrated without a console error or hydration warning', async ({ page }) => {
    const problems = recordConsoleProblems(page);
    for (const [id, title] of [[DRAFTS.post, DRAFT_TITLE_TEXT], [DRAFTS.page, 'About us (new version)']] as const) {
      const response = await page.goto(signedLink('en', id));
      expect(response?.status()).toBe(200);
      await expect(page.getByTestId('preview-banner')).toHaveText('Preview, not published');
      // The title's inline markup is markup, as WordPress renders it: the heading reads its words.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      if (id === DRAFTS.post) await expect(page.getByRole('heading', { level: 1 }).locator('em')).toHaveText('learn');
      await page.waitForLoadState('networkidle');
    }
    expect(problems).toEqual([]);
  });

  test('the header’s menu opens and closes once the preview has hydrated', async ({ page }) => {
    await page.goto(signedLink('en', DRAFTS.post));
    await page.waitForLoadState('networkidle');
    const menu = page.getByRole('navigation', { name: 'Categories' });
    await expect(menu).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(menu).toBeVisible();
    await toggle.click();
    await expect(menu).toBeHidden();
  });

  test('a forged link shows the translated refusal, a 403, and no draft', async ({ page }) => {
    const problems = recordConsoleProblems(page);
    for (const [lang, heading] of [['en', 'Preview link not valid'], ['de', 'Vorschau-Link ungültig']] as const) {
      const response = await page.goto(signedLink(lang, DRAFTS.post, 'a-secret-wordpress-never-signed-with-0123456789'));
      expect(response?.status()).toBe(403);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByTestId('preview-banner')).toHaveCount(0);
      await expect(page.getByText(DRAFT_TITLE_TEXT)).toHaveCount(0);
      await page.waitForLoadState('networkidle');
    }
    // A 403 document logs its own status line in Chromium; anything else is a problem.
    expect(problems.filter((problem) => !problem.includes('403 (Forbidden)'))).toEqual([]);
  });
});
