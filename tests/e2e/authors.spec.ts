import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { recordConsoleProblems } from './consoleErrors.ts';
import { CSR_ORIGIN } from './origins.ts';

// Bylines and author pages (issue 32, docs/decisions/0028-bylines-and-author-pages.md):
// every article says when it went out, to the minute, and who wrote it, linking to
// their page; the page lists what they wrote, page by page.

/** Every article of a language, from its sitemap. */
const articlesOf = async (request: APIRequestContext, lang: string): Promise<string[]> => {
  const xml = await (await request.get(`/sitemaps/${lang}-posts-1.xml`)).text();
  return [...xml.matchAll(/<loc>[^<]*?(\/[a-z]{2}\/[^<]+)<\/loc>/g)].map((m) => m[1]!);
};

/** A time of day as each language writes it, in UTC with the zone named. */
const TIME = /\d{1,2}:\d{2}( [AP]M)? UTC/;

const jsonLdTypes = (page: Page): Promise<string[]> =>
  page.locator('script[type="application/ld+json"]').evaluateAll((scripts) =>
    scripts.flatMap((s) => {
      const data = JSON.parse(s.textContent ?? 'null') as unknown;
      return (Array.isArray(data) ? data : [data]).map((item) => String((item as { '@type'?: string })['@type']));
    }),
  );

test('every article says when it was published, with its time, and names its author, linked to their page', async ({ request }) => {
  for (const lang of ['en', 'de'] as const) {
    const articles = await articlesOf(request, lang);
    expect(articles.length).toBe(48);
    let signed = 0;
    for (const path of articles) {
      const html = await (await request.get(path)).text();
      const published = /<time class="article-meta__date" dateTime="([^"]+)" data-testid="published">([^<]+)<\/time>/.exec(html);
      expect(published, path).not.toBeNull();
      expect(published![2], path).toMatch(TIME);
      const byline = /data-testid="byline">([^<]*)<a class="article-meta__author" href="(\/[a-z]{2}\/author\/[a-z0-9-]+)" rel="author">([^<]+)<\/a>/.exec(html);
      if (byline) {
        signed += 1;
        expect(byline[1], path).toBe(lang === 'en' ? 'By ' : 'Von ');
        expect(byline[2], path).toMatch(new RegExp(`^/${lang}/author/`));
      } else expect(html, `${path}: no empty byline`).not.toContain('data-testid="byline"');
    }
    // Every article of the demo newsroom is signed (adapters/demo-content/dataset/masthead.ts).
    expect(signed).toBe(articles.length);
  }
});

test('a few articles say when they were updated, after their publication', async ({ request }) => {
  let updated = 0;
  for (const path of await articlesOf(request, 'it')) {
    const html = await (await request.get(path)).text();
    const said = /data-testid="updated">(Aggiornato (?:alle|il) )<time dateTime="([^"]+)">([^<]+)<\/time>/.exec(html);
    if (!said) continue;
    updated += 1;
    const publishedAt = /<time class="article-meta__date" dateTime="([^"]+)"/.exec(html)![1]!;
    expect(Date.parse(said[2]!), path).toBeGreaterThan(Date.parse(publishedAt) + 60_000);
    expect(said[3], path).toMatch(TIME);
  }
  expect(updated).toBeGreaterThanOrEqual(3);
});

for (const viewport of [{ name: 'phone', width: 375, height: 800 }, { name: 'desktop', width: 1280, height: 900 }] as const) {
  test.describe(`the byline and the author's page (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("the byline leads to the author's page, with their posts newest first and paging, hydrated without a warning", async ({ page }) => {
      const problems = recordConsoleProblems(page);
      await page.goto('/en/latest-posts');
      await page.getByTestId('listing-posts').locator('.post-card__title a').first().click();
      const author = page.getByTestId('byline').getByRole('link');
      const name = (await author.textContent())!;
      await expect(page.getByTestId('published')).toHaveText(TIME);
      await author.click();

      await expect(page).toHaveURL(/\/en\/author\/[a-z0-9-]+$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 2, name: `Articles by ${name}` })).toBeVisible();
      await expect(page.locator('.author-page__bio')).toHaveText(/\w+ \w+/);
      await expect(page).toHaveTitle(`${name} | Newsdesk`);
      // Client navigation replaced the structured data: a profile page, no article.
      await expect.poll(() => jsonLdTypes(page)).toContain('ProfilePage');
      expect(await jsonLdTypes(page)).not.toContain('NewsArticle');
      const cards = page.getByTestId('author-posts').locator('li');
      expect(await cards.count()).toBeGreaterThan(0);
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    });

    test("a prolific author's page has a second page, and nothing past the last", async ({ page }) => {
      const problems = recordConsoleProblems(page);
      await page.goto('/it/author/giulia-ferri');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Giulia Ferri');
      await expect(page.locator('.author-page__avatar--initials')).toHaveText('GF');
      const first = await page.getByTestId('author-posts').locator('.post-card__title').allTextContents();
      expect(first).toHaveLength(20);
      await page.getByRole('navigation', { name: /pagin/i }).getByRole('link', { name: 'Pagina 2', exact: true }).click();
      await expect(page).toHaveURL(/\/it\/author\/giulia-ferri\?page=2$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Giulia Ferri - Pag 2');
      const second = await page.getByTestId('author-posts').locator('.post-card__title').allTextContents();
      expect(second.length).toBeGreaterThan(0);
      expect(second.filter((title) => first.includes(title))).toEqual([]);
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);

      const past = await page.goto('/it/author/giulia-ferri?page=9');
      expect(past?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina non trovata');
    });
  });
}

test("an unknown author, or a slug that cannot be one, is the language's not-found page", async ({ page }) => {
  for (const [path, heading] of [['/en/author/nobody-at-all', 'Page not found'], ['/fr/author/giulia-ferri', 'Page introuvable'], ['/de/author/%3Cscript%3E', 'Seite nicht gefunden']] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
  }
});

test('a keyboard reader reaches the byline from the article and the next page from the author page', async ({ page }) => {
  await page.goto('/it/author/giulia-ferri');
  const article = await page.getByTestId('author-posts').locator('.post-card__title a').first().getAttribute('href');
  await page.goto(article!);
  const byline = page.getByTestId('byline').getByRole('link');
  for (let i = 0; i < 60 && !(await byline.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  await expect(byline).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/it\/author\/giulia-ferri$/);
  const next = page.getByRole('navigation', { name: /pagin/i }).locator('a[rel="next"]');
  for (let i = 0; i < 120 && !(await next.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  await expect(next).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/it\/author\/giulia-ferri\?page=2$/);
});

test('the CSR deployment shows the same byline and author page', async ({ page }) => {
  await page.goto(`${CSR_ORIGIN}/pt/author/ines-carvalho`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inês Carvalho');
  await page.getByTestId('author-posts').locator('.post-card__title a').first().click();
  await expect(page.getByTestId('byline')).toHaveText('Por Inês Carvalho');
  await expect(page.getByTestId('published')).toHaveText(TIME);
});
