import { expect, test } from '@playwright/test';
import { LANGS } from '../../src/domain/language.ts';
import { recordConsoleProblems } from './consoleErrors.ts';
import { untilHydrated } from './hydration.ts';
import { uiText } from './uiText.ts';

// docs/product.md#most-read: readers browse the popular posts. They show as a "most read"
// block after the latest section of the home and below an article.

test.describe('most read posts', () => {
  test('the home of each language server-renders them after the latest section, under a translated heading', async ({ request }) => {
    for (const lang of LANGS) {
      const heading = uiText(lang, 'mostRead');
      const html = await (await request.get(`/${lang}`)).text();
      const latest = html.indexOf('data-testid="latest"');
      const block = html.indexOf('data-testid="most-read"');
      expect(latest, lang).toBeGreaterThan(0);
      expect(block, lang).toBeGreaterThan(latest);
      const section = html.slice(block, html.indexOf('</section>', block));
      expect(section, lang).toContain(`>${heading}</h2>`);
      const hrefs = [...section.matchAll(/class="post-card__title"><a href="([^"]+)"/g)].map((m) => m[1]!);
      expect(hrefs.length, lang).toBe(6);
      // Canonical article URLs: each answers the article itself, no redirect.
      for (const href of hrefs) {
        expect(href, lang).toMatch(new RegExp(`^/${lang}/`));
        const article = await request.get(href, { maxRedirects: 0 });
        expect(article.status(), href).toBe(200);
        expect(await article.text(), href).toContain('data-testid="article"');
      }
    }
  });

  test('an article shows them below its related articles, without itself, and each card leads to its article', async ({ page }) => {
    const problems = recordConsoleProblems(page);
    await page.goto('/en');
    const first = page.getByTestId('most-read').locator('.post-card__title a').first();
    const target = (await first.getAttribute('href'))!;
    await first.click();
    await expect(page).toHaveURL(target);
    await expect(page.getByTestId('article')).toBeVisible();
    const block = page.getByTestId('most-read');
    await expect(block.getByRole('heading', { name: 'Most read' })).toBeVisible();
    const hrefs = await block.locator('.post-card__title a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs).not.toContain(target);
    // Below the related articles.
    const order = await page.evaluate(() => {
      const related = document.querySelector('.related');
      const mostRead = document.querySelector('[data-testid="most-read"]');
      return related && mostRead ? related.compareDocumentPosition(mostRead) & Node.DOCUMENT_POSITION_FOLLOWING : -1;
    });
    expect(order).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  test('never repeat a post the page shows already: each card of the home and of an article leads to a different article', async ({ request }) => {
    const cardHrefs = (html: string) => [...html.matchAll(/class="post-card__title"><a href="([^"]+)"/g)].map((m) => m[1]!);
    for (const lang of LANGS) {
      const home = cardHrefs(await (await request.get(`/${lang}`)).text());
      expect(home.length, lang).toBeGreaterThan(20);
      expect(new Set(home).size, `${lang}: ${home.join(' ')}`).toBe(home.length);
      // The most read articles are the ones most likely to share a page with their related posts.
      for (const href of home.slice(-6)) {
        const article = cardHrefs(await (await request.get(href)).text());
        expect(article.length, href).toBeGreaterThan(0);
        expect(article, href).not.toContain(href);
        expect(new Set(article).size, `${href}: ${article.join(' ')}`).toBe(article.length);
      }
    }
  });

  test('survive client navigation in every language: from a listing to the home, the block is there', async ({ page }) => {
    for (const lang of LANGS) {
      const heading = uiText(lang, 'mostRead');
      await page.goto(`/${lang}/search?q=ai`);
      await untilHydrated(page);
      await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
      await page.locator('header a[href$="/"]').first().click();
      await expect(page.getByTestId('most-read').getByRole('heading', { name: heading }), lang).toBeVisible();
      await expect(page.getByTestId('most-read').locator('article.post-card'), lang).toHaveCount(6);
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument), lang).toBe(true);
    }
  });
});
