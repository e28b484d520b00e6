import { expect, test, type Page } from '@playwright/test';
import { LANGS, LANGUAGE_TABLE } from '../../src/domain/language.ts';
import { recordConsoleProblems } from './consoleErrors.ts';
import { SSR_ORIGIN } from './origins.ts';
import { asReturningReader } from './returningReader.ts';
import { findArticlePath, SCREEN_PATHS } from './screenTypes.ts';

// Search engines that run JavaScript and social previews of shared links read the
// head after client navigation too: it must describe the page shown, once.

const head = (page: Page) =>
  page.evaluate(() => {
    const all = (selector: string) => [...document.head.querySelectorAll(selector)];
    const ld = all('script[type="application/ld+json"]').map((s) => JSON.parse(s.textContent ?? 'null'));
    const types = ld.flatMap((data) => (Array.isArray(data) ? data : [data])).map((d: { '@type': string }) => d['@type']);
    return {
      title: document.title,
      canonical: all('link[rel="canonical"]').map((l) => l.getAttribute('href')),
      robots: all('meta[name="robots"]').map((m) => m.getAttribute('content')),
      ogUrl: all('meta[property="og:url"]').map((m) => m.getAttribute('content')),
      ogType: all('meta[property="og:type"]').map((m) => m.getAttribute('content')),
      ogImage: all('meta[property="og:image"]').map((m) => m.getAttribute('content')),
      ogImageSize: all('meta[property="og:image:width"], meta[property="og:image:height"]').map((m) => m.getAttribute('content')),
      feeds: all('link[rel="alternate"][type="application/rss+xml"]').map((l) => l.getAttribute('href')),
      hreflang: all('link[rel="alternate"][hreflang]').map((l) => l.getAttribute('hreflang')),
      ldScripts: ld.length,
      types,
    };
  });

test('client navigation keeps exactly one, current set of head tags', async ({ page, request }) => {
  const problems = recordConsoleProblems(page);
  // A returning reader who refused everything: no banner over the links clicked below.
  await asReturningReader(page);
  await page.goto('/en');
  await page.waitForLoadState('networkidle');
  // Set after load: a full page load would wipe it, so it proves navigations stay in the page.
  await page.evaluate(() => Object.assign(window, { stillSamePage: true }));

  const home = await head(page);
  expect(home.canonical).toEqual([`${SSR_ORIGIN}/en`]);
  expect(home.types).toEqual(['Organization', 'WebSite']);
  expect(home.hreflang).toEqual([...LANGS.map((lang) => LANGUAGE_TABLE[lang].bcp47), 'x-default']);
  expect(home.feeds).toEqual([`${SSR_ORIGIN}/feeds/en.xml`]);
  expect(home.ogImage).toEqual([`${SSR_ORIGIN}/assets/share-default.png`]);
  expect(home.robots).toEqual(['max-image-preview:large']);

  await page.locator('main').getByRole('link').and(page.locator('[href^="/en/robotics/"]')).first().click();
  await expect(page.getByTestId('article')).toBeVisible();
  const article = await head(page);
  expect(article.canonical).toEqual([`${SSR_ORIGIN}${new URL(page.url()).pathname}`]);
  expect(article.ogUrl).toEqual(article.canonical);
  expect(article.ogType).toEqual(['article']);
  expect(article.ldScripts).toBe(1);
  expect(article.types).toEqual(['NewsArticle', 'BreadcrumbList']);
  // Its translations, as the server's HTML of the same address names them (none for a story in one language).
  const served = await (await request.get(new URL(page.url()).pathname)).text();
  expect(article.hreflang).toEqual([...served.matchAll(/<link rel="alternate" hrefLang="([^"]+)"/g)].map((m) => m[1]));
  expect(article.title).not.toBe(home.title);
  expect(article.robots).toEqual(['max-image-preview:large']);
  // Its cover at the largest size WordPress gives, so Discover and social cards can show it large.
  expect(article.ogImage).toEqual([expect.stringMatching(/\/demo-media\/art\/.+-1200x673\.jpg$/)]);
  expect(article.ogImageSize).toEqual(['1200', '673']);

  await page.getByRole('navigation', { name: /breadcrumb/i }).getByRole('link', { name: 'Robotics' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Robotics');
  const category = await head(page);
  expect(category.canonical).toEqual([`${SSR_ORIGIN}/en/robotics`]);
  expect(category.types).toEqual(['BreadcrumbList']);
  expect(category.feeds).toEqual([`${SSR_ORIGIN}/feeds/en.xml`, `${SSR_ORIGIN}/feeds/en/robotics.xml`]);
  expect(category.ogType).toEqual(['website']);
  // The demo links every category across the six languages.
  expect(category.hreflang).toEqual([...LANGS.map((lang) => LANGUAGE_TABLE[lang].bcp47), 'x-default']);
  expect(category.robots).toEqual(['max-image-preview:large']);

  await page.goBack();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Newsdesk');
  expect(await head(page)).toEqual(home);
  expect(await page.evaluate(() => (window as unknown as { stillSamePage?: boolean }).stillSamePage)).toBe(true);
  expect(problems).toEqual([]);
});

/** The content of every robots meta tag of the server's HTML, in order. */
const robotsOfServerHtml = async (page: Page, path: string): Promise<string[]> => {
  const html = await (await page.request.get(path)).text();
  return [...html.matchAll(/<meta name="robots" content="([^"]*)"/g)].map((m) => m[1] ?? '');
};

test('Discover may show a large preview of every indexable page; search keeps index, follow and the not-found view says noindex', async ({ page }) => {
  const indexable = [SCREEN_PATHS.home, SCREEN_PATHS.latest, SCREEN_PATHS.category, SCREEN_PATHS.subcategory, SCREEN_PATHS.static, await findArticlePath(page.request)];
  for (const path of indexable) expect(await robotsOfServerHtml(page, path), path).toEqual(['max-image-preview:large']);
  expect(await robotsOfServerHtml(page, SCREEN_PATHS.search)).toEqual(['index, follow']);
  expect(await robotsOfServerHtml(page, SCREEN_PATHS.notFound)).toEqual(['noindex']);

  // A client navigation to search results swaps the directive, leaving one tag.
  await asReturningReader(page, '/en');
  await page.getByRole('button', { name: 'Search', exact: true }).first().click();
  const box = page.getByRole('combobox', { name: 'Search the site' });
  await box.fill('models');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/en\/search\?q=models/);
  await expect.poll(async () => (await head(page)).robots).toEqual(['index, follow']);
});
