import { expect, test, type Page } from '@playwright/test';
import { LANGS, type Lang } from '../../src/domain/language.ts';
import { recordConsoleProblems } from './consoleErrors.ts';
import { holdScripts, untilHydrated, untilPartHydrated } from './hydration.ts';
import { uiText } from './uiText.ts';

// Search that helps (issue 21): the query stays where the reader can change it,
// and a search that finds nothing is no dead end.

/** A query the demo content finds nothing for and suggests nothing for. */
const NOTHING = 'qzxwvkjqzx';

/** What "no results" offers, as each language writes it. */
const noResultsHeadings = (lang: Lang) => ({ popular: uiText(lang, 'popularSearches'), latest: uiText(lang, 'latest') });

const markSameDocument = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

test.describe('search that helps', () => {
  test("the query stays in the header's search box and in the results page's own field, and leaves with the page", async ({ page }) => {
    const problems = recordConsoleProblems(page);
    await page.goto('/en/search?q=robot');
    await page.getByRole('button', { name: 'Search', exact: true }).first().click();
    const header = page.getByRole('combobox', { name: 'Search the site' });
    await expect(header).toHaveValue('robot');
    await expect(page.getByRole('searchbox', { name: 'Refine your search' })).toHaveValue('robot');
    // The page's own query asks for no suggestions: only what the reader types does.
    await page.waitForTimeout(600);
    await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeHidden();
    // Another page: the header's box holds that page's query, or none.
    await markSameDocument(page);
    await page.locator('.popular-searches').getByRole('link', { name: 'privacy' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “privacy”');
    // Open or closed, the panel's box holds it.
    const box = page.locator('#header-search [role="combobox"]');
    await expect(box).toHaveValue('privacy');
    await page.locator('.logo').click();
    await expect(page.getByTestId('latest')).toBeVisible();
    await expect(box).toHaveValue('');
    expect(await sameDocument(page)).toBe(true);
    expect(problems).toEqual([]);
  });

  test('the server writes the query into both fields, for a reader without JavaScript too', async ({ request }) => {
    const html = await (await request.get('/fr/search?q=mod%C3%A8les&qdata=year')).text();
    const inputs = [...html.matchAll(/<input[^>]*name="q"[^>]*>/g)].map((m) => m[0]);
    expect(inputs).toHaveLength(3); // the header's box, the results page's field, the date filter's hidden copy
    for (const input of inputs) expect(input).toContain('value="modèles"');
  });

  test('the results page field refines the query on the client, keeping the date filter and starting on page 1', async ({ page }) => {
    const problems = recordConsoleProblems(page);
    await page.goto('/en/search?q=model&qdata=year&page=2');
    await markSameDocument(page);
    await untilHydrated(page);
    const field = page.getByRole('searchbox', { name: 'Refine your search' });
    await field.fill('  ');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/en\/search\?q=model&qdata=year&page=2$/);
    await field.fill('robots');
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/en\/search\?q=robots&qdata=year$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “robots”');
    await expect(page.getByRole('searchbox', { name: 'Refine your search' })).toHaveValue('robots');
    await expect(page.getByLabel('Period')).toHaveValue('year');
    expect(await sameDocument(page)).toBe(true);
    expect(problems).toEqual([]);
  });

  test("text typed into the results page's field before the page hydrated is what Enter then searches", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/en/search?q=model&qdata=year', { waitUntil: 'domcontentloaded' });
    const field = page.getByRole('searchbox', { name: 'Refine your search' });
    await field.fill('robots');
    release();
    // Once hydrated, the field still holds the reader's text, and Enter searches it on the client.
    await untilPartHydrated(field);
    await markSameDocument(page);
    await expect(field).toHaveValue('robots');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/en\/search\?q=robots&qdata=year$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “robots”');
    expect(await sameDocument(page)).toBe(true);
  });

  test('a misspelt query with two letters swapped offers the right word, and its results', async ({ page }) => {
    await page.goto('/en/search?q=robto');
    const suggestion = page.getByTestId('did-you-mean').getByRole('link', { name: 'robot' });
    await expect(suggestion).toHaveAttribute('href', '/en/search?q=robot');
    await suggestion.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “robot”');
    await expect(page.getByTestId('listing-posts').locator('article')).not.toHaveCount(0);
    await expect(page.getByTestId('no-results')).toHaveCount(0);
  });

  test('each result quotes its text around the words searched, those words marked, whatever the punctuation of the query', async ({ page }) => {
    await page.goto('/en/search?q=%22AI%20Act%22%3F');
    const results = page.getByTestId('listing-posts').locator('article');
    await expect(results).not.toHaveCount(0);
    for (const result of await results.all()) {
      const extract = result.locator('.post-card__extract');
      await expect(extract).toHaveCount(1);
      expect((await extract.innerText()).length).toBeGreaterThan(40);
      const marked = await extract.locator('mark').allInnerTexts();
      expect(marked.length).toBeGreaterThan(0);
      for (const word of marked) expect(['ai', 'act']).toContain(word.toLowerCase());
    }
  });

  test("markup in a query is text on the results page: in the heading and the fields, never an element of the extracts", async ({ page }) => {
    await page.goto(`/en/search?q=${encodeURIComponent('AI <i>Act</i>')}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “AI <i>Act</i>”');
    const extracts = page.getByTestId('listing-posts').locator('.post-card__extract');
    await expect(extracts).not.toHaveCount(0);
    await expect(extracts.locator('i, b, script')).toHaveCount(0);
    await expect(extracts.locator('mark').first()).toBeVisible();
  });

  test('a search that finds nothing offers the popular searches and the latest posts, in every language', async ({ request }) => {
    for (const lang of LANGS) {
      const texts = noResultsHeadings(lang);
      const html = await (await request.get(`/${lang}/search?q=${NOTHING}`)).text();
      expect(html, lang).not.toContain('data-testid="listing-posts"');
      const start = html.indexOf('data-testid="no-results"');
      expect(start, lang).toBeGreaterThan(0);
      const block = html.slice(start);
      // The same terms as the header's popular searches, each a search for it.
      const strip = html.slice(html.indexOf('class="popular-searches"'), html.indexOf('</nav>', html.indexOf('class="popular-searches"')));
      const terms = (part: string) => [...part.matchAll(/<a href="(\/[a-z]{2}\/search\?q=[^"]+)">/g)].map((m) => m[1]);
      expect(terms(strip).length, lang).toBeGreaterThan(0);
      expect(block, lang).toContain(`>${texts.popular}</h2>`);
      expect(terms(block.slice(0, block.indexOf('</ul>'))), lang).toEqual(terms(strip));
      // Six of the newest posts, each leading to its article.
      const latest = block.slice(block.indexOf('data-testid="no-results-latest"'));
      expect(latest, lang).toContain(`>${texts.latest}</h2>`);
      const cards = [...latest.matchAll(/class="post-card__title"><a href="([^"]+)"/g)].map((m) => m[1]!);
      expect(cards, lang).toHaveLength(6);
      // The home's "load more" leads to page 2 of the latest posts, whose first page lists the newest.
      const home = await (await request.get(`/${lang}`)).text();
      const latestPath = home.match(/href="(\/[a-z]{2}\/[^"?]+)\?page=2"/)![1]!;
      const newest = [...(await (await request.get(latestPath)).text()).matchAll(/class="post-card__title"><a href="([^"]+)"/g)].map((m) => m[1]!);
      expect(cards, lang).toEqual(newest.slice(0, 6));
    }
  });

  test('from no results, a popular search leads to its results on the client', async ({ page }) => {
    const problems = recordConsoleProblems(page);
    await page.goto(`/it/search?q=${NOTHING}`);
    await untilHydrated(page);
    await markSameDocument(page);
    const first = page.getByTestId('no-results').getByRole('list').first().getByRole('link').first();
    const term = (await first.textContent())!;
    await first.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Risultati per «${term}»`);
    await expect(page.getByTestId('listing-posts').locator('article')).not.toHaveCount(0);
    expect(await sameDocument(page)).toBe(true);
    expect(problems).toEqual([]);
  });

  test('a search a date filter left empty offers the same query at any date', async ({ page }) => {
    await page.goto('/en/search?q=robots&qdata=day');
    const anyTime = page.getByRole('link', { name: 'Search “robots” at any time' });
    await expect(anyTime).toHaveAttribute('href', '/en/search?q=robots');
    await anyTime.click();
    await expect(page.getByTestId('listing-posts').locator('article')).not.toHaveCount(0);
    await expect(page.getByLabel('Period')).toHaveValue('any');
  });
});

test.describe('search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the results page's field is a form that searches again, keeping the date filter", async ({ page }) => {
    await page.goto('/de/search?q=modell&qdata=year');
    const field = page.getByRole('searchbox', { name: 'Suche verfeinern' });
    await expect(field).toHaveValue('modell');
    await field.fill('roboter');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/de\/search\?q=roboter&qdata=year$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ergebnisse für „roboter“');
  });
});
