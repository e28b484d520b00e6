import { randomUUID } from 'node:crypto';
import { devices, expect, test, type Browser, type BrowserContext, type BrowserContextOptions, type Page, type Request } from '@playwright/test';
import { untilPartHydrated } from './hydration.ts';
import { NOADS_ORIGIN } from './origins.ts';

// Reader signals end to end in Chromium, on the server as `npm start` runs it (the
// embedded demo content, its flush interval shortened in playwright.config.ts):
// the page's beacons, the server's dedupe, the demo API's counts after a flush.
// Each reader is a browser context of its own address and user agent, as the server
// tells readers apart: that server trusts one proxy (TRUSTED_PROXY_HOPS=1), and each
// context says its address in X-Forwarded-For as that proxy would.

const API = `${NOADS_ORIGIN}/wp-json/wp`;
/** SIGNALS_FLUSH_SECONDS of the NOADS server (playwright.config.ts), and room for a delivery. */
const FLUSH_MS = 2_000;
const ARRIVED = { timeout: 4 * FLUSH_MS + 5_000 };

const CHROME_UA = devices['Desktop Chrome'].userAgent;
const GOOGLEBOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** An address of the documentation range (198.51.100.0/24, never routed) for each reader of this run. */
let readers = 0;
const nextAddress = (): string => `198.51.100.${(readers += 1)}`;

/** A reader no other test has been: an address of its own, and Chrome's user agent with a mark of its own. */
const newReader = (browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> =>
  browser.newContext({
    baseURL: NOADS_ORIGIN,
    userAgent: `${CHROME_UA} Reader/${randomUUID().slice(0, 8)}`,
    ...options,
    extraHTTPHeaders: { 'X-Forwarded-For': nextAddress(), ...options.extraHTTPHeaders },
  });

interface Counts {
  readonly views: number;
  readonly votes: number;
  readonly average: number;
}

const countsOf = async (page: Page, slug: string): Promise<Counts> => {
  const response = await page.request.get(`${API}/v6/get_post?lang=en&slug=${slug}`);
  // The contract writes views as WordPress's meta does: a string of digits.
  const [post] = (await response.json()) as { views: string | number; votes: { average: number; votes: number }[] }[];
  if (!post) throw new Error(`no post ${slug}`);
  return { views: Number(post.views), votes: post.votes[0]?.votes ?? 0, average: post.votes[0]?.average ?? 0 };
};

/** The counts once no earlier test's batch is on its way: the same twice, a flush apart. */
const settledCounts = async (page: Page, slug: string): Promise<Counts> => {
  let before = await countsOf(page, slug);
  for (;;) {
    await page.waitForTimeout(FLUSH_MS + 500);
    const now = await countsOf(page, slug);
    if (JSON.stringify(now) === JSON.stringify(before)) return now;
    before = now;
  }
};

/** An English article of a section the other tests do not open. */
const articleOf = async (page: Page, listing: string, index = 0): Promise<{ path: string; slug: string }> => {
  const html = await (await page.request.get(`${NOADS_ORIGIN}${listing}`)).text();
  const paths = [...new Set([...html.matchAll(new RegExp(`href="(${listing}/[a-z0-9-]+)"`, 'g'))].map((m) => m[1]!))];
  const path = paths[index];
  if (!path) throw new Error(`no article ${index} linked from ${listing}`);
  return { path, slug: path.slice(path.lastIndexOf('/') + 1) };
};

const signalsSent = (page: Page, kind: 'read' | 'search'): Request[] => {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/_signal/${kind}`) sent.push(request);
  });
  return sent;
};

/** Opens `path` as a new reader and waits for the page's read beacon to be answered. */
const readAs = async (context: BrowserContext, path: string): Promise<Page> => {
  const page = await context.newPage();
  const beacon = page.waitForResponse((response) => new URL(response.url()).pathname === '/_signal/read');
  await page.goto(path);
  expect((await beacon).status()).toBe(204);
  return page;
};

test.describe('reader signals', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a page answered from the page cache counts its read, and a reader reloading ten times counts once', async ({ browser, page }) => {
    const article = await articleOf(page, '/en/robotics/industrial-automation');
    await page.request.get(`${NOADS_ORIGIN}${article.path}`); // the page is in the page cache from now on
    const before = await settledCounts(page, article.slug);

    const reader = await newReader(browser);
    const readerPage = await readAs(reader, article.path);
    const sent = signalsSent(readerPage, 'read');
    for (let i = 0; i < 10; i += 1) {
      const beacon = readerPage.waitForResponse((response) => new URL(response.url()).pathname === '/_signal/read');
      const response = await readerPage.reload();
      expect(response?.headers()['x-cache']).toBe('HIT');
      expect((await beacon).status()).toBe(204);
    }
    expect(sent).toHaveLength(10);

    await expect.poll(async () => (await countsOf(page, article.slug)).views, ARRIVED).toBe(before.views + 1);
    // Nothing more arrives with the next flushes.
    expect((await settledCounts(page, article.slug)).views).toBe(before.views + 1);
    await reader.close();
  });

  test('a bot, a browser sending Global Privacy Control and a reader who refused measurement count zero; another reader counts', async ({ browser, page }) => {
    const article = await articleOf(page, '/en/robotics/industrial-automation', 1);
    const before = await settledCounts(page, article.slug);

    // The page cannot tell a crawler that runs scripts from a reader: the server can, and counts nothing.
    const bot = await newReader(browser, { userAgent: GOOGLEBOT_UA });
    await readAs(bot, article.path);
    const privacyControl = await newReader(browser, { extraHTTPHeaders: { 'Sec-GPC': '1' } });
    await readAs(privacyControl, article.path);

    // A refusal is honoured by the page itself: no beacon leaves.
    const refused = await newReader(browser);
    await refused.addCookies([{ name: 'nd_consent', value: 'v1.m0.a1.p0', url: NOADS_ORIGIN }]);
    const refusedPage = await refused.newPage();
    const sent = signalsSent(refusedPage, 'read');
    await refusedPage.goto(article.path);
    await untilPartHydrated(refusedPage.locator('[role="radiogroup"]'));
    await refusedPage.waitForTimeout(500);
    expect(sent).toEqual([]);

    const reader = await newReader(browser);
    await readAs(reader, article.path);
    await expect.poll(async () => (await countsOf(page, article.slug)).views, ARRIVED).toBe(before.views + 1);
    expect((await settledCounts(page, article.slug)).views).toBe(before.views + 1);
    await Promise.all([bot.close(), privacyControl.close(), refused.close(), reader.close()]);
  });

  test('a vote shows at once in the average and count, a second one replaces it, and the API has it after a flush', async ({ browser, page }) => {
    const article = await articleOf(page, '/en/robotics/industrial-automation', 2);
    const before = await settledCounts(page, article.slug);

    const reader = await newReader(browser);
    const readerPage = await reader.newPage();
    await readerPage.goto(article.path);
    const rating = readerPage.locator('.rating');
    const stars = rating.getByRole('radio');
    await untilPartHydrated(readerPage.locator('[role="radiogroup"]'));

    await stars.nth(3).click();
    await expect(rating.getByRole('status')).toHaveText('Thank you: your vote has been counted.');
    await expect(rating.locator('.rating__votes')).toHaveText(`${before.votes + 1} votes`);
    await expect(stars.nth(3)).toHaveAttribute('aria-checked', 'true');

    await stars.nth(4).click();
    await expect(rating.getByRole('status')).toHaveText('Your vote is now 5 out of 5.');
    await expect(rating.locator('.rating__votes')).toHaveText(`${before.votes + 1} votes`);

    // One vote, the last one: the count grew by 1, the average as a 5 moves it (the API rounds averages to two decimals).
    await expect.poll(async () => (await countsOf(page, article.slug)).votes, ARRIVED).toBe(before.votes + 1);
    const after = await countsOf(page, article.slug);
    expect(after.average).toBeCloseTo((before.average * before.votes + 5) / (before.votes + 1), 1);

    // The stars show the reader's own vote on their next visit.
    await readerPage.reload();
    await untilPartHydrated(readerPage.locator('[role="radiogroup"]'));
    await expect(readerPage.locator('.rating').getByRole('radio').nth(4)).toHaveAttribute('aria-checked', 'true');
    await reader.close();
  });

  test('a search that found something counts once per reader, and shows among popular searches only from the fifth reader', async ({ browser, page }) => {
    const term = 'driving automation';
    const popular = async (): Promise<string[]> => ((await (await page.request.get(`${API}/v2/search-lastresearch?lang=en`)).json()) as { term: string }[]).map((p) => p.term);
    expect(await popular()).not.toContain(term);

    const searchAs = async (context: BrowserContext): Promise<void> => {
      const searchPage = await context.newPage();
      const beacon = searchPage.waitForResponse((response) => new URL(response.url()).pathname === '/_signal/search');
      await searchPage.goto(`/en/search?q=${encodeURIComponent(term)}`);
      await expect(searchPage.getByTestId('search-count')).toBeVisible();
      expect((await beacon).status()).toBe(204);
    };

    const readers = await Promise.all([0, 1, 2, 3].map(() => newReader(browser)));
    for (const reader of readers) await searchAs(reader);
    // The same reader searching again is still four readers.
    for (let i = 0; i < 5; i += 1) await searchAs(readers[0]!);
    await page.waitForTimeout(2 * FLUSH_MS + 1_000);
    expect(await popular()).not.toContain(term);

    const fifth = await newReader(browser);
    await searchAs(fifth);
    await expect.poll(popular, ARRIVED).toContain(term);
    await Promise.all([...readers, fifth].map((reader) => reader.close()));
  });
});
