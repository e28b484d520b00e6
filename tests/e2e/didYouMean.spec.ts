import { expect, test } from '@playwright/test';
import { recordConsoleProblems } from './consoleErrors.ts';
import { untilHydrated } from './hydration.ts';

// The search API's spellcheck suggestion (`suggest`), offered as a search for it.
const CASES = [
  { lang: 'it', sentence: /^Forse cercavi robot\?$/, suggestion: 'robot' },
  { lang: 'en', sentence: /^Did you mean robots\?$/, suggestion: 'robots' },
  { lang: 'fr', sentence: /^Vouliez-vous dire robots\s\?$/, suggestion: 'robots' },
  { lang: 'de', sentence: /^Meinten Sie roboter\?$/, suggestion: 'roboter' },
  { lang: 'es', sentence: /^¿Quisiste decir robots\?$/, suggestion: 'robots' },
  { lang: 'pt', sentence: /^Queria dizer robôs\?$/, suggestion: 'robôs' },
] as const;

test.describe('did you mean', () => {
  test('a misspelt search offers the suggestion in a translated sentence, in every language', async ({ request }) => {
    for (const c of CASES) {
      const html = await (await request.get(`/${c.lang}/search?q=robott&qdata=year`)).text();
      const start = html.indexOf('data-testid="did-you-mean"');
      expect(start, c.lang).toBeGreaterThan(0);
      const paragraph = html.slice(html.lastIndexOf('<p', start), html.indexOf('</p>', start));
      expect(paragraph.replace(/<[^>]+>/g, ''), c.lang).toMatch(c.sentence);
      // The suggestion searches with the other parameters kept.
      expect(paragraph, c.lang).toContain(`href="/${c.lang}/search?q=${encodeURIComponent(c.suggestion)}&amp;qdata=year"`);
    }
  });

  test('following the suggestion searches for it on the client, and it is not offered again', async ({ page }) => {
    const problems = recordConsoleProblems(page);
    await page.goto('/en/search?q=robott');
    await untilHydrated(page);
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.getByTestId('did-you-mean').getByRole('link', { name: 'robots' }).click();
    await expect(page).toHaveURL(/\/en\/search\?q=robots$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “robots”' })).toBeVisible();
    await expect(page.getByTestId('listing-posts').locator('article')).not.toHaveCount(0);
    await expect(page.getByTestId('did-you-mean')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(problems).toEqual([]);
  });

  test('a search that finds what was typed offers nothing', async ({ request }) => {
    const html = await (await request.get('/en/search?q=robots')).text();
    expect(html).not.toContain('data-testid="did-you-mean"');
  });
});
