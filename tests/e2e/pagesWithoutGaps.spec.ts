import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { LANGS } from '../../src/domain/language.ts';
import { recordConsoleProblems } from './consoleErrors.ts';
import { untilHydrated } from './hydration.ts';
import { NOADS_ORIGIN, SSR_ORIGIN, SSR_PORT } from './origins.ts';
import { findArticlePath, SCREEN_PATHS } from './screenTypes.ts';
import { uiText } from './uiText.ts';

// Pages without gaps (docs/decisions/0029-front-page-and-pages-without-gaps.md): the current subcategory marked
// and before the posts on phones, a nested table of contents, a search heading that says what it is, a not-found
// page with a way on, one address per page (no trailing slash), and the skip link first for the keyboard.

test.describe('the category sidebar', () => {
  test('marks the subcategory shown as the current page, visibly, and only it', async ({ page }) => {
    await page.goto(`${NOADS_ORIGIN}/en/robotics/humanoid-robots`);
    const sidebar = page.getByRole('complementary', { name: 'Subcategories' });
    const current = sidebar.locator('a[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveText('Humanoid robots');
    await expect(current).toHaveAttribute('href', '/en/robotics/humanoid-robots');
    // Seen, not only announced: it looks unlike its siblings.
    const looks = (selector: string) =>
      sidebar.locator(selector).first().evaluate((el) => {
        const s = getComputedStyle(el);
        return `${s.color} ${s.borderInlineStartWidth} ${s.fontWeight}`;
      });
    expect(await looks('a[aria-current="page"]')).not.toBe(await looks('a:not([aria-current])'));
    // On the parent category, no subcategory is the current page.
    await page.goto(`${NOADS_ORIGIN}/en/robotics`);
    await expect(page.getByRole('complementary', { name: 'Subcategories' }).locator('a[aria-current]')).toHaveCount(0);
  });

  test('comes before the posts on a phone, and beside them on a wide screen', async ({ browser }) => {
    for (const { width, beside } of [{ width: 375, beside: false }, { width: 1280, beside: true }]) {
      for (const origin of [NOADS_ORIGIN, SSR_ORIGIN]) {
        const context = await browser.newContext({ viewport: { width, height: 900 } });
        const page = await context.newPage();
        await page.goto(`${origin}/en/robotics`);
        const sidebar = (await page.getByRole('complementary', { name: 'Subcategories' }).boundingBox())!;
        const posts = (await page.getByTestId('listing-posts').boundingBox())!;
        const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
        const paging = await page.locator('.paging').boundingBox();
        const where = `${origin} at ${width}px`;
        expect(heading.y, where).toBeLessThan(sidebar.y);
        if (beside) {
          expect(sidebar.x, where).toBeGreaterThanOrEqual(posts.x + posts.width);
          expect(sidebar.y, where).toBeLessThan(posts.y + 50);
        } else {
          expect(sidebar.y + sidebar.height, where).toBeLessThanOrEqual(posts.y);
          if (paging) expect(sidebar.y, where).toBeLessThan(paging.y);
        }
        // In the reading order too: a screen reader or a keyboard meets it before the first post.
        const order = await page.evaluate(() => {
          const aside = document.querySelector('.listing__sidebar')!;
          const first = document.querySelector('[data-testid="listing-posts"]')!;
          return aside.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING;
        });
        expect(order, where).toBeTruthy();
        await context.close();
      }
    }
  });
});

test('the table of contents nests each h3 under its h2, as a list in a list', async ({ page, request }) => {
  await page.goto(await findArticlePath(request));
  const outline = await page.evaluate(() => {
    const body = document.querySelector('.article-body')!;
    const headings = [...body.querySelectorAll('h2[id], h3[id]')].filter((h) => !h.closest('.toc'));
    const toc = document.querySelector('nav.toc')!;
    return headings.map((h) => {
      const link = toc.querySelector(`a[href="#${CSS.escape(h.id)}"]`);
      const item = link?.parentElement;
      const list = item?.parentElement;
      const parentItem = list?.parentElement?.closest('li');
      return {
        level: h.tagName.toLowerCase(),
        id: h.id,
        itemIsListItem: item?.tagName === 'LI' && list?.tagName === 'OL',
        depth: link ? [...toc.querySelectorAll('ol')].filter((ol) => ol.contains(link)).length : 0,
        parent: parentItem?.querySelector(':scope > a')?.getAttribute('href') ?? null,
      };
    });
  });
  const h3s = outline.filter((h) => h.level === 'h3');
  expect(h3s.length).toBeGreaterThan(0);
  for (const [i, heading] of outline.entries()) {
    expect(heading.itemIsListItem, heading.id).toBe(true);
    if (heading.level === 'h2') {
      expect(heading.depth, heading.id).toBe(1);
    } else {
      // Under the h2 that comes before it in the article.
      const h2Before = outline.slice(0, i).reverse().find((h) => h.level === 'h2');
      expect(heading.depth, heading.id).toBe(2);
      expect(heading.parent, heading.id).toBe(`#${h2Before!.id}`);
    }
  }
});

test.describe('the search page', () => {
  test('heads its results with what they are, in a reasonable size, while its title stays the query', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/en/search?q=zzqxvwk');
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveText('Results for “zzqxvwk”');
    await expect(page).toHaveTitle(/^zzqxvwk \| /);
    expect(parseFloat(await h1.evaluate((el) => getComputedStyle(el).fontSize))).toBeLessThanOrEqual(40);
  });

  test('says so in each of the six languages, the query as text, never markup', async ({ page }) => {
    const query = '<b>x</b> & "y"';
    for (const lang of LANGS) {
      const heading = uiText(lang, 'searchHeading', { query });
      await page.goto(`/${lang}/search?q=${encodeURIComponent(query)}`);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1, lang).toHaveText(heading);
      await expect(h1.locator('b'), lang).toHaveCount(0);
      expect(await page.title(), lang).toMatch(/^<b>x<\/b> & "y" \| /);
    }
  });
});

test.describe('the not-found page', () => {
  test('answers 404 with a search field and the newest posts of its language', async ({ page, request }) => {
    const problems = recordConsoleProblems(page);
    const response = await page.goto(SCREEN_PATHS.notFound);
    expect(response?.status()).toBe(404);
    const notFound = page.getByTestId('not-found');
    const field = notFound.getByRole('searchbox', { name: 'Cerca nel sito' });
    await expect(field).toBeVisible();
    const latest = page.getByTestId('not-found-latest');
    await expect(latest.getByRole('heading', { level: 2 })).toHaveText('Ultimi articoli');
    const cards = latest.locator('article.post-card');
    await expect(cards).toHaveCount(6);
    // The newest posts: the latest listing's first six, in its order.
    const listing = await (await request.get('/it/ultimi-articoli')).text();
    const newest = [...listing.matchAll(/<h2 class="post-card__title"><a href="([^"]+)"/g)].slice(0, 6).map((m) => m[1]);
    expect(await cards.locator('.post-card__title a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(newest);
    // The field searches the site.
    await untilHydrated(page);
    await field.fill('robot');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/it\/search\?q=robot$/);
    await expect(page.getByTestId('listing-posts').locator('article')).not.toHaveCount(0);
    // The browser reports the page's own 404 as a failed load; nothing else may fail.
    expect(problems.filter((problem) => !problem.includes('status of 404'))).toEqual([]);
  });

  test('offers them on a client navigation too, and stays a 404 for the data endpoint', async ({ request }) => {
    const answer = await request.get('/_data/articleBySlug/en/article/no-such-story');
    expect(answer.status()).toBe(404);
    const outcome = (await answer.json()) as { kind: string; latest?: unknown[] };
    expect(outcome.kind).toBe('not-found');
    expect(outcome.latest).toHaveLength(6);
  });
});

/** A raw GET, so that the path is sent exactly as written (`//evil.example/` included). */
const rawGet = (path: string): Promise<{ status: number; location: string | undefined }> =>
  new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: SSR_PORT, path, method: 'GET' }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, location: res.headers.location });
    });
    req.on('error', reject);
    req.end();
  });

test.describe('one address per page', () => {
  test('a language home with a trailing slash answers 301 to it, the query kept', async () => {
    for (const lang of LANGS) expect(await rawGet(`/${lang}/`), lang).toEqual({ status: 301, location: `/${lang}` });
    expect(await rawGet('/en/?utm_source=x&page=2')).toEqual({ status: 301, location: '/en?utm_source=x&page=2' });
    expect(await rawGet('/en/robotics/')).toEqual({ status: 301, location: '/en/robotics' });
  });

  test('a trailing slash never leads off the site', async () => {
    for (const path of ['//evil.example/', '//evil.example/en/', '///evil.example/']) {
      const answer = await rawGet(path);
      expect(answer.status, path).toBe(404);
      expect(answer.location, path).toBeUndefined();
    }
  });
});

test.describe('the keyboard', () => {
  for (const width of [375, 1280]) {
    test(`reaches "Skip to content" first, before a first visit's consent banner (${width}px)`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 812 } });
      const page = await context.newPage();
      await page.goto(`${NOADS_ORIGIN}/en`);
      const banner = page.getByTestId('consent-banner');
      await expect(banner).toBeVisible();
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to content' });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      // The banner's controls come next.
      await page.keyboard.press('Tab');
      expect(await banner.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await context.close();
    });
  }
});
