import { expect, test, type Page } from '@playwright/test';
import { asReturningReader } from './returningReader.ts';
import { closureOf, ENTRY } from './clientBuild.ts';

// Next pages without a wait: a link the reader points at, or a card scrolled
// into view, has its screen data fetched ahead, so following it shows the
// next screen at once; bounded, same-origin, and never for a reader saving data.

/** Every request for screen data, in order, as path and query. */
const recordDataRequests = (page: Page): string[] => {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/_data/')) seen.push(`${url.pathname}${url.search}`);
  });
  return seen;
};

/** Every script requested, in order, as its path. */
const recordScriptRequests = (page: Page): string[] => {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') seen.push(new URL(request.url()).pathname);
  });
  return seen;
};

/** The article screen's own code: its chunks that neither the entry nor the code of the screens shown (web/routes/screens/*) has. */
const articleCode = (...shown: string[]): string[] => {
  const loadedAlready = new Set([...closureOf(ENTRY), ...shown.flatMap((screen) => [...closureOf(`web/routes/screens/${screen}.ts`)])]);
  return [...closureOf('web/routes/screens/article.ts')].filter((file) => !loadedAlready.has(file));
};

/**
 * Resolves once the prefetcher is at work: it starts when the browser is first
 * idle, and fetches the cards in view first. Pointing at a link before would ask
 * for nothing (the pointer is already over it when the prefetcher starts).
 */
const prefetcherAtWork = (page: Page) => page.waitForRequest((request) => new URL(request.url()).pathname.startsWith('/_data/'));

/** Remembers whether the loading spinner was ever drawn from now on: looked for before every frame is painted. */
const watchForSpinner = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __spinnerSeen: boolean };
    w.__spinnerSeen = false;
    const look = (): void => {
      if (document.querySelector('.spinner')) w.__spinnerSeen = true;
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });

const spinnerSeen = (page: Page) => page.evaluate(() => (window as unknown as { __spinnerSeen: boolean }).__spinnerSeen);

/** The title links of the listing's cards: each leads to an article. */
const cardTitles = (page: Page) => page.locator('main .post-card h3 a, main .post-card h2 a');

test('pointing at an article fetches its data once ahead; following it asks nothing more and shows it without a spinner', async ({ page }) => {
  const atWork = prefetcherAtWork(page);
  await asReturningReader(page, '/en/latest-posts');
  await atWork;
  const seen = recordDataRequests(page);
  await watchForSpinner(page);
  const link = cardTitles(page).last();
  const href = (await link.getAttribute('href'))!;
  const dataUrl = `/_data/article${href}`;
  const arrived = page.waitForResponse((r) => new URL(r.url()).pathname === dataUrl);
  await link.hover();
  await arrived;
  await link.click();
  await expect(page).toHaveURL(href);
  await expect(page.locator('.article-body__html').first()).toBeVisible();
  expect(seen.filter((url) => url === dataUrl)).toHaveLength(1);
  expect(await spinnerSeen(page)).toBe(false);
});

test("pointing at an article on the home fetches the article screen's code ahead with its data: following it fetches none", async ({ page }) => {
  const scripts = recordScriptRequests(page);
  const atWork = prefetcherAtWork(page);
  await asReturningReader(page, '/en');
  await atWork;
  // The last card: out of view, so not fetched ahead before it is pointed at.
  const link = cardTitles(page).last();
  const href = (await link.getAttribute('href'))!;
  const arrived = page.waitForResponse((r) => new URL(r.url()).pathname === `/_data/article${href}`);
  await link.hover();
  await arrived;
  const code = articleCode('home');
  expect(code.length).toBeGreaterThan(0);
  await expect.poll(() => code.filter((file) => !scripts.includes(file))).toEqual([]);
  const beforeClick = scripts.length;
  await link.click();
  await expect(page.locator('.article-body__html').first()).toBeVisible();
  expect(scripts.slice(beforeClick).filter((file) => code.includes(file))).toEqual([]);
});

test('focusing a link from the keyboard fetches its screen ahead too', async ({ page }) => {
  await asReturningReader(page, '/en/latest-posts');
  const link = cardTitles(page).nth(3);
  const dataUrl = `/_data/article${(await link.getAttribute('href'))!}`;
  const arrived = page.waitForResponse((r) => new URL(r.url()).pathname === dataUrl);
  await link.focus();
  expect((await arrived).status()).toBe(200);
});

test('cards scrolled into view are fetched ahead a few at a time, never more than four per screen', async ({ page }) => {
  const seen = recordDataRequests(page);
  await asReturningReader(page, '/en/latest-posts');
  // The pointer rests in the margin, on no link: links under it would be fetched as pointed at.
  await page.mouse.move(2, 400);
  // Through the whole listing: a dozen cards pass by.
  for (let y = 0; y < 8; y += 1) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(250);
  }
  await page.waitForTimeout(2_500);
  const ahead = seen.filter((url) => url.startsWith('/_data/article/'));
  expect(ahead.length).toBeGreaterThan(0);
  expect(ahead.length).toBeLessThanOrEqual(4);
  expect(new Set(ahead).size).toBe(ahead.length);
});

test('nothing is fetched ahead for links that are not screens of this site', async ({ page }) => {
  await asReturningReader(page, '/en/latest-posts');
  const seen = recordDataRequests(page);
  await page.waitForTimeout(2_500);
  const before = seen.length;
  // The newsroom's mail address and the feed: not screens.
  for (const link of await page.locator('footer a[href^="mailto:"], a[href*="/feeds/"]').all()) await link.hover();
  await page.waitForTimeout(500);
  expect(seen.slice(before)).toEqual([]);
});

test('a reader who asked to save data gets nothing fetched ahead, neither data nor code', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true }), configurable: true }));
  const scripts = recordScriptRequests(page);
  await asReturningReader(page, '/en/latest-posts');
  const seen = recordDataRequests(page);
  await page.mouse.wheel(0, 2_000);
  const link = cardTitles(page).first();
  await link.hover();
  await link.focus();
  await page.waitForTimeout(2_500);
  expect(seen).toEqual([]);
  expect(scripts.filter((file) => articleCode('listing', 'staticPage').includes(file))).toEqual([]);
  // Following a link still works: the data is asked for then.
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await expect(page).toHaveURL(href);
  expect(seen).toEqual([`/_data/article${href}`]);
});
