import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { repeatedCalls } from '../builders/countingContentApi.ts';
import { COUNTING_CALLS_URL, COUNTING_ORIGIN, COUNTING_PURGE_TOKEN } from './origins.ts';
import { asReturningReader } from './returningReader.ts';

// Issue 45: loading a page in a browser, with what its code then fetches ahead
// (the screen data of the cards that scroll into view), sends WordPress no content
// call twice. Each page starts from empty caches; the content API behind the site
// (tests/e2e/countingSite.ts) tells every call it was asked, path and query.

const LANG = 'en';

/** Empties the site's caches of the language (its pages, their screen data and its content answers), then the API's list of calls. */
const startAfresh = async (request: APIRequestContext): Promise<void> => {
  const purge = await request.post(`${COUNTING_ORIGIN}/_purge`, { headers: { Authorization: `Bearer ${COUNTING_PURGE_TOKEN}` }, data: { tags: [`lang-${LANG}`] } });
  expect(purge.status()).toBe(200);
  expect((await request.delete(COUNTING_CALLS_URL)).status()).toBe(204);
};

const callsSoFar = async (request: APIRequestContext): Promise<string[]> => (await (await request.get(COUNTING_CALLS_URL)).json()) as string[];

/** The first match of `pattern` in the page at `path` of the counting site, so that the test follows the demo data. */
const linkIn = async (request: APIRequestContext, path: string, pattern: RegExp): Promise<string> => {
  const match = pattern.exec(await (await request.get(`${COUNTING_ORIGIN}${path}`)).text());
  expect(match, `${path}: ${pattern}`).not.toBeNull();
  return match![1]!;
};

const firstArticle = (request: APIRequestContext): Promise<string> => linkIn(request, `/${LANG}/society/health`, /class="post-card__title"><a href="([^"]+)"/);

/** Every request for screen data, and how many are still waiting for their answer. */
const watchScreenData = (page: Page) => {
  const seen: string[] = [];
  let waiting = 0;
  let lastChange = Date.now();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (!pathname.startsWith('/_data/')) return;
    seen.push(request.url());
    waiting += 1;
    lastChange = Date.now();
  });
  const done = (request: { url(): string }): void => {
    if (!new URL(request.url()).pathname.startsWith('/_data/')) return;
    waiting -= 1;
    lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return { seen, settled: () => waiting === 0 && Date.now() - lastChange > 1_500 };
};

/** Opens the page as a returning reader, scrolls through it while its code fetches ahead, and waits until that is over. */
const loadAndBrowse = async (page: Page, path: string): Promise<string[]> => {
  const screenData = watchScreenData(page);
  await asReturningReader(page, `${COUNTING_ORIGIN}${path}`);
  // The pointer rests in the margin, on no link; the cards pass by as a reader scrolls.
  await page.mouse.move(2, 400);
  for (let step = 0; step < 8; step += 1) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(250);
  }
  await page.waitForLoadState('networkidle');
  await expect.poll(screenData.settled, { timeout: 15_000 }).toBe(true);
  return screenData.seen;
};

const screens: readonly { readonly name: string; readonly path: (request: APIRequestContext) => Promise<string>; readonly fetchesAhead: boolean }[] = [
  { name: 'the home page', path: async () => `/${LANG}`, fetchesAhead: true },
  { name: 'the latest posts', path: async () => `/${LANG}/latest-posts`, fetchesAhead: true },
  { name: 'a category', path: async () => `/${LANG}/robotics`, fetchesAhead: true },
  { name: 'search results', path: async () => `/${LANG}/search?q=model`, fetchesAhead: true },
  { name: 'an article', path: firstArticle, fetchesAhead: true },
  { name: 'a static page', path: async () => `/${LANG}/about-us`, fetchesAhead: false },
  {
    name: "an author's page",
    path: async (request) => linkIn(request, await firstArticle(request), /class="article-meta__author" href="([^"]+)"/),
    fetchesAhead: true,
  },
];

for (const screen of screens) {
  test(`${screen.name}, loaded with empty caches, hydrated and fetching ahead, asks WordPress no call twice`, async ({ page, request }) => {
    const path = await screen.path(request);
    await startAfresh(request);
    const ahead = await loadAndBrowse(page, path);
    if (screen.fetchesAhead) expect(ahead.length, 'screen data fetched ahead').toBeGreaterThan(0);
    const calls = await callsSoFar(request);
    expect(calls.length).toBeGreaterThan(0);
    expect(repeatedCalls(calls), `${path}, then ${ahead.join(', ')}`).toEqual({});
  });
}
