import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { devices, expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page, type Response, type Route } from '@playwright/test';
import { LANGS, languageFacts, type Lang } from '../../src/domain/language.ts';
import { formatAverage } from '../../src/domain/readerFormats.ts';
import { text, type Texts } from '../../src/domain/translate.ts';
import { untilPartHydrated } from './hydration.ts';
import { NOADS_ORIGIN } from './origins.ts';

// A reader's vote after a reload, in Chromium, on the server as `npm start` runs it (the
// embedded demo content, its flush interval shortened in playwright.config.ts). An
// article's HTML comes from the page cache (max-age 60, then stale for 300), its figures
// as old as the copy; once hydrated, the rating asks the server's tally (GET
// /_signal/vote), which holds every vote counted so far, those not yet delivered to
// WordPress too. So a reader who voted and reloads finds their stars (their browser
// keeps them) and the counts with their vote in them, every time; another reader too.
// Each reader is a browser context of its own address and user agent, as the server
// tells readers apart (readerSignals.spec.ts): it trusts one proxy, whose
// X-Forwarded-For each context sends. Addresses of 203.0.113.0/24, which no other
// test uses, so that no other test's readers spend these networks' budgets.

const API = `${NOADS_ORIGIN}/wp-json/wp`;
/** SIGNALS_FLUSH_SECONDS of the NOADS server (playwright.config.ts). */
const FLUSH_MS = 2_000;
const TRIES = 10;
/** The stars each reader gives. */
const STARS = 4;
/** Sections other tests vote in (readerSignals.spec.ts) or read the rating of (article.spec.ts): left to them. */
const OTHER_TESTS_SECTIONS = ['/en/robotics/industrial-automation/', '/en/society/health/'];

const CHROME_UA = devices['Desktop Chrome'].userAgent;
let readers = 0;
const nextAddress = (): string => `203.0.113.${(readers += 1)}`;

/** A reader no other test has been: an address of its own, and Chrome's user agent with a mark of its own. */
const newReader = (browser: Browser, viewport?: { width: number; height: number }): Promise<BrowserContext> =>
  browser.newContext({
    baseURL: NOADS_ORIGIN,
    userAgent: `${CHROME_UA} Voter/${randomUUID().slice(0, 8)}`,
    extraHTTPHeaders: { 'X-Forwarded-For': nextAddress() },
    ...(viewport ? { viewport } : {}),
  });

const texts = (lang: Lang): Texts => JSON.parse(readFileSync(join(process.cwd(), 'web', 'i18n', `${lang}.json`), 'utf8')) as Texts;

interface Article {
  readonly path: string;
  readonly slug: string;
  readonly id: number;
  /** WordPress's figures when the test chose it. */
  readonly votes: number;
  readonly average: number;
}

/** The language's articles as its sitemap lists them, with WordPress's figures (the demo API's, read directly). */
const articlesOf = async (request: APIRequestContext, lang: Lang): Promise<Article[]> => {
  const sitemap = await (await request.get(`${NOADS_ORIGIN}/sitemaps/${lang}-posts-1.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  return Promise.all(
    paths.map(async (path) => {
      const slug = path.slice(path.lastIndexOf('/') + 1);
      const [post] = (await (await request.get(`${API}/v6/get_post?lang=${lang}&slug=${slug}`)).json()) as { id: number; votes: { average: number | string; votes: number | string }[] }[];
      if (!post) throw new Error(`no post ${slug}`);
      return { path, slug, id: post.id, votes: Number(post.votes[0]?.votes ?? 0), average: Number(post.votes[0]?.average ?? 0) };
    }),
  );
};

/**
 * The English articles of this file, in the sitemap's order, none of a section another
 * test votes in: the last one for the reader whose page waited, the one before it for
 * the tests whose tally is stood in for (they never vote), the others for the tries.
 */
const englishArticles = async (request: APIRequestContext) => {
  const mine = (await articlesOf(request, 'en')).filter((a) => !OTHER_TESTS_SECTIONS.some((section) => a.path.startsWith(section)));
  if (mine.length < TRIES + 2) throw new Error(`only ${mine.length} English articles to vote on`);
  const forTries = mine.slice(0, -2);
  return {
    /** Those without votes first: the reader's is then the first vote. */
    tries: [...forTries.filter((a) => a.votes === 0), ...forTries.filter((a) => a.votes > 0)].slice(0, TRIES),
    standIn: mine.at(-2)!,
    waited: mine.at(-1)!,
  };
};

const isTally = (response: Response): boolean => new URL(response.url()).pathname === '/_signal/vote' && response.request().method() === 'GET';

interface Tally {
  readonly votes: number;
  readonly average: number;
}

/** Opens `path` (or reloads) and waits until the rating hydrated and its tally was answered; the page's answer and the tally's. */
const openWithTally = async (page: Page, go: () => Promise<Response | null>): Promise<{ document: Response; tally: Tally }> => {
  const tally = page.waitForResponse(isTally);
  const document = await go();
  if (!document) throw new Error('no answer for the page');
  const answered = await tally;
  expect(answered.status(), `the tally: ${await answered.text()}`).toBe(200);
  expect(answered.headers()['cache-control']).toBe('no-store');
  await untilPartHydrated(page.locator('[role="radiogroup"]'));
  return { document, tally: (await answered.json()) as Tally };
};

/** The figures an article's HTML was made with (its rating's summary): votes, and the average as written. */
const figuresInHtml = (html: string): { votes: string; average: string | undefined } => {
  const votes = /<span class="rating__votes">([^<]*)<\/span>/.exec(html)?.[1];
  if (votes === undefined) throw new Error('no rating in the page');
  return { votes, average: /<span class="rating__average">([^<]*?) ?<\/span>/.exec(html)?.[1] };
};

const en = texts('en');
const votesText = (votes: number): string => (votes === 0 ? text(en, 'firstVote') : votes === 1 ? text(en, 'oneVote') : text(en, 'totalVotes', { count: votes }));

/** What the rating says: its count of votes as written, and its average as a number (undefined without votes). */
const shownFigures = async (page: Page): Promise<{ votes: string; average: number | undefined }> => {
  const rating = page.locator('.rating');
  const votes = (await rating.locator('.rating__votes').textContent()) ?? '';
  const average = rating.locator('.rating__average');
  return { votes, average: (await average.count()) === 0 ? undefined : Number((await average.textContent())?.trim()) };
};

const expectFigures = async (page: Page, votes: number, average: number): Promise<void> => {
  await expect(page.locator('.rating .rating__votes')).toHaveText(votesText(votes));
  const shown = await shownFigures(page);
  if (votes === 0) return expect(shown.average).toBeUndefined();
  // One decimal as written; the server moves WordPress's (rounded) average by the votes since.
  expect(shown.average, `average ${JSON.stringify(shown)}, expected ${average}`).toBeCloseTo(average, 1);
};

/** Answers the page's tally with `answer`, held until `release` is called; a vote is answered `added` without reaching the server. */
const fakeSignals = async (page: Page, answer: (route: Route) => Promise<void>): Promise<{ release: () => void; asked: () => number }> => {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = 0;
  await page.route(
    (url) => url.pathname === '/_signal/vote',
    async (route) => {
      if (route.request().method() === 'POST') return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ outcome: 'added' }) });
      asked += 1;
      await released;
      return answer(route);
    },
  );
  return { release, asked: () => asked };
};
const tallyOf = (tally: unknown) => (route: Route) => route.fulfill({ status: 200, contentType: 'application/json', headers: { 'Cache-Control': 'no-store' }, body: JSON.stringify(tally) });

test.describe("the rating and the server's tally, the tally stood in for", () => {
  /** An English article no test votes on, with votes (those stand-ins never reach the server). */
  const articleWithVotes = async (request: APIRequestContext): Promise<Article> => {
    const found = (await englishArticles(request)).standIn;
    if (found.votes < 5) throw new Error(`${found.path} has ${found.votes} votes: the tests need a few`);
    return found;
  };

  test('shows the tally once hydrated, asked once', async ({ browser, request }) => {
    const article = await articleWithVotes(request);
    const reader = await newReader(browser);
    const page = await reader.newPage();
    const signals = await fakeSignals(page, tallyOf({ votes: 1234, average: 2.25 }));
    await page.goto(article.path);
    await untilPartHydrated(page.locator('[role="radiogroup"]'));
    await expect(page.locator('.rating .rating__votes')).toHaveText(votesText(article.votes));
    signals.release();
    await expect(page.locator('.rating .rating__votes')).toHaveText(votesText(1234));
    await expect(page.locator('.rating .rating__average')).toHaveText(/^2\.3\s*$/);
    // Two of five stars filled: the average rounded, the reader having none of their own.
    await expect(page.locator('.rating .rating__icon--filled')).toHaveCount(2);
    await page.waitForTimeout(500);
    expect(signals.asked()).toBe(1);
    await reader.close();
  });

  test('a tally that comes after the reader voted is left aside: the vote has moved the figures the page had', async ({ browser, request }) => {
    const article = await articleWithVotes(request);
    const reader = await newReader(browser);
    const page = await reader.newPage();
    const signals = await fakeSignals(page, tallyOf({ votes: 1234, average: 2.25 }));
    await page.goto(article.path);
    await untilPartHydrated(page.locator('[role="radiogroup"]'));
    await expect.poll(signals.asked).toBe(1);
    await page.locator('.rating').getByRole('radio').nth(4).click();
    await expect(page.locator('.rating').getByRole('status')).toHaveText(text(en, 'voteCounted'));
    const voted = { votes: article.votes + 1, average: (article.average * article.votes + 5) / (article.votes + 1) };
    await expectFigures(page, voted.votes, voted.average);
    const tally = page.waitForResponse(isTally);
    signals.release();
    await tally;
    await page.waitForTimeout(300);
    await expectFigures(page, voted.votes, voted.average);
    await reader.close();
  });

  test('a tally that came before the vote is what the vote moves', async ({ browser, request }) => {
    const article = await articleWithVotes(request);
    const reader = await newReader(browser);
    const page = await reader.newPage();
    const signals = await fakeSignals(page, tallyOf({ votes: 10, average: 3 }));
    signals.release();
    const tally = page.waitForResponse(isTally);
    await page.goto(article.path);
    await tally;
    await untilPartHydrated(page.locator('[role="radiogroup"]'));
    await expectFigures(page, 10, 3);
    await page.locator('.rating').getByRole('radio').nth(4).click();
    await expect(page.locator('.rating').getByRole('status')).toHaveText(text(en, 'voteCounted'));
    await expectFigures(page, 11, 35 / 11);
    await reader.close();
  });

  for (const [name, answer] of [
    ['an error', (route: Route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"try again later"}' })],
    ['an answer that is not a tally', tallyOf({ votes: 3, average: 9 })],
    ['a page of HTML', (route: Route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><p>proxy error</p>' })],
    ['a failed request', (route: Route) => route.abort('failed')],
  ] as const) {
    test(`${name} for a tally leaves the page's figures as they are`, async ({ browser, request }) => {
      const article = await articleWithVotes(request);
      const reader = await newReader(browser);
      const page = await reader.newPage();
      const signals = await fakeSignals(page, answer);
      signals.release();
      await page.goto(article.path);
      await untilPartHydrated(page.locator('[role="radiogroup"]'));
      await expect.poll(signals.asked).toBe(1);
      await page.waitForTimeout(500);
      await expectFigures(page, article.votes, article.average);
      await reader.close();
    });
  }

  test('the summary keeps one line at 360 px in every language, and nothing moves when the tally changes it', async ({ browser, request }) => {
    test.setTimeout(90_000);
    // Asked before any page opens: a connection the server closed while idle is not reused.
    const articlesByLang = await Promise.all(LANGS.map((lang) => articlesOf(request, lang)));
    for (const [i, lang] of LANGS.entries()) {
      const { bcp47 } = languageFacts(lang);
      const t = texts(lang);
      const articles = articlesByLang[i]!;
      // A post without votes, when the language has one no test voted on meanwhile: "Be the first to vote" → "4.0 1 vote".
      const article = articles.find((a) => a.votes === 0 && !a.path.includes('/article/')) ?? articles.find((a) => a.votes === 0) ?? articles[0]!;
      const reader = await newReader(browser, { width: 360, height: 740 });
      const page = await reader.newPage();
      await page.addInitScript(() => {
        const shifts: string[] = [];
        Object.assign(window, { __shifts: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] })[]) {
            if (!entry.hadRecentInput) shifts.push(`${entry.value} ${(entry.sources ?? []).map((s) => (s.node instanceof Element ? s.node.className : String(s.node?.nodeName))).join(', ')}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const signals = await fakeSignals(page, tallyOf({ votes: 1, average: 4 }));
      await page.goto(`${article.path}`);
      await untilPartHydrated(page.locator('[role="radiogroup"]'));
      const summary = page.locator('.rating__summary');
      await summary.scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      const shiftsBefore = await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts.length);
      const heightBefore = (await summary.boundingBox())!.height;

      // Every text the line may hold, written into a copy of it beside it: one line each.
      const candidates: [string | undefined, string][] = [
        [undefined, text(t, 'firstVote')],
        [formatAverage(bcp47, 4), text(t, 'oneVote')],
        [formatAverage(bcp47, 4.2), text(t, 'totalVotes', { count: 64 })],
        [formatAverage(bcp47, 3.8), text(t, 'totalVotes', { count: 123456 })],
      ];
      const lines = await summary.evaluate((line, all) => {
        const heightOf = (average: string | undefined, votes: string): number => {
          const copy = line.cloneNode(false) as HTMLElement;
          if (average !== undefined) {
            const span = document.createElement('span');
            span.className = 'rating__average';
            span.textContent = `${average} `;
            copy.append(span);
          }
          const span = document.createElement('span');
          span.className = 'rating__votes';
          span.textContent = votes;
          copy.append(span);
          line.after(copy);
          const height = copy.getBoundingClientRect().height;
          copy.remove();
          return height;
        };
        const one = heightOf(undefined, 'x');
        return all.map(([average, votes]) => ({ text: `${average ?? ''} ${votes}`, lines: heightOf(average, votes) / one }));
      }, candidates);
      for (const line of lines) expect(line.lines, `${lang}: "${line.text}"`).toBeCloseTo(1, 1);

      signals.release();
      await expect(page.locator('.rating .rating__votes')).toHaveText(text(t, 'oneVote'));
      await page.waitForTimeout(300);
      expect((await summary.boundingBox())!.height, `${lang}: the summary's height`).toBe(heightBefore);
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts);
      expect(shifts.slice(shiftsBefore), `${lang} (${article.path}, ${article.votes} votes): layout shifts once the tally came`).toEqual([]);
      await reader.close();
    }
  });
});

test.describe('a vote after a reload', () => {
  test.describe.configure({ timeout: 120_000 });

  test(`a reader who voted and reloads the cached page finds their stars and the counts with their vote, and so does the next reader: ${TRIES} of ${TRIES}`, async ({ browser, request }) => {
    test.setTimeout(TRIES * 25_000);
    const articles = (await englishArticles(request)).tries;
    const failures: string[] = [];
    const notes: string[] = [];
    for (const [i, article] of articles.entries()) {
      const reader = await newReader(browser);
      const next = await newReader(browser);
      try {
        await test.step(`try ${i + 1}: ${article.path} (${article.votes} votes before)`, async () => {
          if (article.votes > 0) notes.push(`${article.slug}: ${article.votes} votes before, average ${article.average}`);
          const page = await reader.newPage();
          const first = await openWithTally(page, () => page.goto(article.path));
          // The server's tally before the vote: WordPress's figures, nobody else votes here.
          expect(first.tally.votes).toBe(article.votes);
          expect(first.tally.average).toBeCloseTo(article.average, 2);
          const before = first.tally;
          const after = { votes: before.votes + 1, average: (before.average * before.votes + STARS) / (before.votes + 1) };

          const rating = page.locator('.rating');
          await rating.getByRole('radio').nth(STARS - 1).click();
          await expect(rating.getByRole('status')).toHaveText(text(en, 'voteCounted'));
          await expectFigures(page, after.votes, after.average);

          // The page again, from the page cache: its HTML still has the figures from before the vote.
          const again = await openWithTally(page, () => page.reload());
          expect(['HIT', 'STALE'], 'the page comes from the page cache').toContain(again.document.headers()['x-cache']);
          expect(figuresInHtml(await again.document.text()).votes, 'the cached page has the figures from before the vote').toBe(votesText(before.votes));
          expect(again.tally.votes).toBe(after.votes);
          expect(again.tally.average).toBeCloseTo(after.average, 1);
          await expect(page.locator('.rating').getByRole('radio').nth(STARS - 1)).toHaveAttribute('aria-checked', 'true');
          await expect(page.locator('.rating').getByRole('radio', { checked: true })).toHaveCount(1);
          await expectFigures(page, after.votes, after.average);

          // Another reader, within a flush interval of the vote: the same cached page, the same counts.
          const nextPage = await next.newPage();
          const seen = await openWithTally(nextPage, () => nextPage.goto(article.path));
          expect(['HIT', 'STALE']).toContain(seen.document.headers()['x-cache']);
          expect(seen.tally.votes).toBe(after.votes);
          await expect(nextPage.locator('.rating').getByRole('radio', { checked: true })).toHaveCount(0);
          await expectFigures(nextPage, after.votes, after.average);
        });
      } catch (error) {
        failures.push(`${article.path}: ${error instanceof Error ? error.message.split('\n').slice(0, 6).join(' | ') : String(error)}`);
      } finally {
        await Promise.all([reader.close(), next.close()]);
      }
    }
    if (notes.length > 0) console.log(`articles that had votes before: ${notes.join('; ')}`);
    expect(failures, `${TRIES - failures.length} of ${TRIES} tries passed`).toEqual([]);
  });

  test('a reader whose page has waited finds the votes cast since by others in the counts, within a flush interval', async ({ browser, request }) => {
    const article = (await englishArticles(request)).waited;
    const voter = await newReader(browser);
    const waiting = await newReader(browser);
    // A reader who opened the page before the vote…
    const waitingPage = await waiting.newPage();
    const old = await openWithTally(waitingPage, () => waitingPage.goto(article.path));
    const before = old.tally;

    const voterPage = await voter.newPage();
    await openWithTally(voterPage, () => voterPage.goto(article.path));
    await voterPage.locator('.rating').getByRole('radio').nth(STARS - 1).click();
    await expect(voterPage.locator('.rating').getByRole('status')).toHaveText(text(en, 'voteCounted'));
    const votedAt = Date.now();

    // …reloads: the count has the vote within a flush interval of it (at once, here: one instance counted it).
    const after = { votes: before.votes + 1, average: (before.average * before.votes + STARS) / (before.votes + 1) };
    await expect
      .poll(async () => (await openWithTally(waitingPage, () => waitingPage.reload())).tally.votes, { timeout: FLUSH_MS + 1_000, intervals: [250] })
      .toBe(after.votes);
    expect(Date.now() - votedAt).toBeLessThan(FLUSH_MS + 1_000);
    await expectFigures(waitingPage, after.votes, after.average);
    await Promise.all([voter.close(), waiting.close()]);
  });
});
