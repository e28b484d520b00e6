import { expect, test, type Page } from '@playwright/test';
import { NOADS_ORIGIN, SSR_ORIGIN } from './origins.ts';
import { findArticlePath, SCREEN_PATHS } from './screenTypes.ts';

// A front page that leads with the story (docs/decisions/0029-front-page-and-pages-without-gaps.md),
// and card sections that fill their rows at every width.

const FIRST_SCREENS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 812 },
] as const;

const box = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
  });

for (const origin of [NOADS_ORIGIN, SSR_ORIGIN]) {
  for (const viewport of FIRST_SCREENS) {
    test(`the top story's headline starts in the upper half of a first visit's first screen, above the consent banner, its picture beside or under it (${viewport.name}, ${origin === SSR_ORIGIN ? 'with' : 'without'} an ad network)`, async ({ browser }) => {
      // A new context: no cookie, so the consent banner shows, as on a reader's first visit.
      const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
      const page = await context.newPage();
      await page.goto(`${origin}/en`);
      await expect(page.getByTestId('consent-banner')).toBeVisible();
      const lead = page.getByTestId('trending').locator('.post-card--large');
      await expect(lead).toHaveCount(1);
      const headline = await box(page, '[data-testid="trending"] .post-card--large .post-card__title');
      const picture = await box(page, '[data-testid="trending"] .post-card--large img');
      const banner = await box(page, '[data-testid="consent-banner"]');
      expect(headline.top).toBeGreaterThanOrEqual(0);
      expect(headline.top).toBeLessThan(viewport.height / 2);
      // The banner hides none of it.
      expect(headline.bottom).toBeLessThanOrEqual(banner.top);
      if (viewport.name === 'desktop') {
        // Beside it: to its right, starting level with the story.
        expect(picture.left).toBeGreaterThanOrEqual(headline.right);
        expect(picture.top).toBeLessThan(headline.bottom);
      } else {
        expect(picture.top).toBeGreaterThanOrEqual(headline.bottom);
      }
      // Still the page's largest paint, fetched first.
      await expect(lead.locator('img')).toHaveAttribute('fetchpriority', 'high');
      await expect(lead.locator('img')).toHaveAttribute('loading', 'eager');
      await context.close();
    });
  }
}

/**
 * Every card grid of the page, as rows of its rendered cards (by their top): each row's cards and the gaps between
 * them must span the grid's width, the last row too.
 */
const gridRows = (page: Page) =>
  page.locator('ul.card-grid').evaluateAll((grids) =>
    grids.map((grid) => {
      const width = grid.getBoundingClientRect().width;
      const gap = parseFloat(getComputedStyle(grid).columnGap);
      const rows = new Map<number, { left: number; right: number; count: number }>();
      for (const card of grid.children) {
        const r = card.getBoundingClientRect();
        const top = Math.round(r.top);
        const row = rows.get(top) ?? { left: Infinity, right: -Infinity, count: 0 };
        rows.set(top, { left: Math.min(row.left, r.left), right: Math.max(row.right, r.right), count: row.count + 1 });
      }
      const section = grid.closest('section')?.getAttribute('aria-labelledby');
      const name = (section && document.getElementById(section)?.textContent) || grid.getAttribute('data-testid') || 'grid';
      return { name, width, gap, left: grid.getBoundingClientRect().left, rows: [...rows.values()] };
    }),
  );

test('card sections fill their rows at 375, 768 and 1280 px: never a row with holes', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const article = await findArticlePath(request);
  const pages = ['/en', '/en/latest-posts', '/en/latest-posts?page=3', SCREEN_PATHS.category, SCREEN_PATHS.subcategory, SCREEN_PATHS.search, '/en/search?q=model', '/en/search?q=zzqxvwk', article, SCREEN_PATHS.notFound];
  for (const origin of [NOADS_ORIGIN, SSR_ORIGIN]) {
    for (const width of [375, 768, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      for (const path of pages) {
        await page.goto(`${origin}${path}`);
        const grids = await gridRows(page);
        expect(grids.length, path).toBeGreaterThan(0);
        for (const grid of grids) {
          for (const [i, row] of grid.rows.entries()) {
            const where = `${origin}${path} at ${width}px, ${grid.name}, row ${i + 1} of ${grid.rows.length} (${row.count} cards)`;
            expect(Math.abs(row.left - grid.left), where).toBeLessThan(2);
            expect(Math.abs(row.right - row.left - grid.width), where).toBeLessThan(2);
          }
        }
        // The two sections the issue measured: six cards each, in full rows of the same count.
        const counts = grids.filter((g) => /most read|related|articoli correlati|più letti/i.test(g.name)).map((g) => g.rows.map((r) => r.count));
        for (const rows of counts) expect(new Set(rows).size, `${path} at ${width}px: ${JSON.stringify(rows)}`).toBe(1);
      }
      await context.close();
    }
  }
});
