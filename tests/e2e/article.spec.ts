import { expect, test, type Page } from '@playwright/test';
import { recordConsoleProblems } from './consoleErrors.ts';
import { untilPartHydrated } from './hydration.ts';

/** The first article linked from a subcategory listing, so the test follows the demo data. */
const openFirstArticle = async (page: Page, listing: string): Promise<void> => {
  await page.goto(listing);
  await page.getByTestId('listing-posts').locator('.post-card__title a').first().click();
  await expect(page.getByTestId('article')).toBeVisible();
};

const cases = [
  { lang: 'it', listing: '/it/societa/salute', copied: 'Link copiato', toc: 'Indice', votes: /voti|Sii il primo a votare/ },
  { lang: 'en', listing: '/en/society/health', copied: 'Link copied', toc: 'Contents', votes: /votes|Be the first to vote/ },
] as const;

for (const viewport of [{ name: 'phone', width: 375, height: 800 }, { name: 'desktop', width: 1280, height: 900 }] as const) {
  for (const c of cases) {
    test.describe(`article (${c.lang}, ${viewport.name})`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });

      test('hydrates without warnings and shows hero, meta, share row, TOC, disclaimer and rating', async ({ page }) => {
        const problems = recordConsoleProblems(page);
        await openFirstArticle(page, c.listing);
        await page.reload();
        const hero = page.locator('.article-hero img');
        await expect(hero).toHaveAttribute('width', '1024');
        await expect(hero).toHaveAttribute('height', '574');
        await expect(page.getByRole('navigation', { name: c.toc }).or(page.locator('nav', { hasText: c.toc })).first()).toBeVisible();
        await expect(page.locator('.article__disclaimer a')).toHaveAttribute('href', c.lang === 'it' ? '/it/condizioni-di-utilizzo' : '/en/terms-and-conditions');
        await expect(page.getByText(c.votes).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(problems).toEqual([]);
      });

      test('the table of contents scrolls to the heading it names', async ({ page }) => {
        await openFirstArticle(page, c.listing);
        const link = page.locator('.article-body a[href^="#"], nav a[href^="#"]').first();
        const target = (await link.getAttribute('href'))!.slice(1);
        await link.click();
        await expect(page.locator(`[id="${target}"]`)).toBeInViewport();
        await expect(page).toHaveURL(new RegExp(`#${target}$`));
      });

      test('copy link shows the copied popup for two seconds', async ({ page, context }) => {
        await context.grantPermissions(['clipboard-read', 'clipboard-write']);
        await openFirstArticle(page, c.listing);
        await untilPartHydrated(page.locator('.share-row__copy button'));
        await page.locator('.share-row__copy button').click();
        const popup = page.getByRole('status').filter({ hasText: c.copied });
        await expect(popup).toBeVisible();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
        await expect(popup).toBeHidden({ timeout: 3000 });
      });

      test('a star click is remembered across a reload', async ({ page }) => {
        // A reader of their own: every browser test comes from one address, whose votes the limit counts.
        await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': `198.51.100.${cases.indexOf(c) + (viewport.name === 'phone' ? 10 : 40)}` });
        await openFirstArticle(page, c.listing);
        const stars = page.getByRole('radiogroup').getByRole('radio');
        await expect(stars).toHaveCount(5);
        await untilPartHydrated(page.locator('[role="radiogroup"]'));
        await stars.nth(3).click();
        await expect(stars.nth(3)).toHaveAttribute('aria-checked', 'true');
        await page.reload();
        await expect(page.getByRole('radiogroup').getByRole('radio').nth(3)).toHaveAttribute('aria-checked', 'true');
      });

      test('the further-reading box starts expanded and collapses', async ({ page }) => {
        await openFirstArticle(page, c.listing);
        const toggle = page.locator('.outbound__toggle');
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        const firstLink = page.locator('.outbound a').first();
        await expect(firstLink).toHaveAttribute('target', '_blank');
        await expect(firstLink).toHaveAttribute('rel', /noopener/);
        await untilPartHydrated(page.locator('.outbound__toggle'));
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(firstLink).toBeHidden();
      });
    });
  }
}

// The build's one stylesheet is inlined in the page. A lazy part whose code arrives after the first
// paint once linked it again: a download the part waited for, and the whole page restyled and laid out.
test('an article whose deferred parts hydrate requests no stylesheet and links none', async ({ page }) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet' || new URL(request.url()).pathname.endsWith('.css')) stylesheets.push(request.url());
  });
  await openFirstArticle(page, '/en/society/health');
  await page.reload();
  await expect(page.locator('style#nd-css')).toHaveCount(1);
  await untilPartHydrated(page.locator('.share-row__copy button'));
  await untilPartHydrated(page.locator('[role="radiogroup"]'));
  await untilPartHydrated(page.locator('.outbound__toggle'));
  expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
  expect(stylesheets).toEqual([]);
});
