import { expect, test, type Page } from '@playwright/test';
import { recordConsoleProblems } from './consoleErrors.ts';
import { NOADS_ORIGIN } from './origins.ts';
import { findArticlePath, SCREEN_PATHS, VIEWPORTS } from './screenTypes.ts';
import { ADSENSE_TEST_CLIENT, consentCookie, firstArticlePath, interceptThirdParties, pastConsentScriptDeadline } from './thirdParties.ts';

// docs/product.md#ads: side slots 5570205699 (250px), bottom 4917319170; a unit loads within 200px of the viewport.
const SIDE = '5570205699';
const BOTTOM = '4917319170';
/** Every listing ad uses the side slot's id: the spec names no other. */
const LISTING = SIDE;

interface PushedUnit {
  key: string;
  slot: string;
  width: number;
  distance: number;
}
const pushedUnits = (page: Page): Promise<PushedUnit[]> =>
  page.evaluate(() => (window as unknown as { __standInAds?: { units: PushedUnit[] } }).__standInAds?.units ?? []);
const standIn = (page: Page) => page.evaluate(() => (window as unknown as { __standInAds?: { client: string; npa: boolean } }).__standInAds);

test.describe('ads on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('units push only when near the viewport and visible, never twice for one slot', async ({ page, context }) => {
    await context.addCookies([consentCookie(0, 1, 1)]);
    const problems = recordConsoleProblems(page);
    const third = await interceptThirdParties(page);
    await page.goto(await firstArticlePath(page, '/en/society/health'));
    // The side slots flank the top of the article: both pushed once the script is ready.
    await expect.poll(async () => (await pushedUnits(page)).map((u) => u.slot)).toEqual([SIDE, SIDE]);
    expect(third.outside).toEqual([`https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${ADSENSE_TEST_CLIENT}`]);
    expect((await standIn(page))?.npa).toBe(false);

    await page.locator('.ad-slot--bottom').scrollIntoViewIfNeeded();
    await expect.poll(async () => (await pushedUnits(page)).map((u) => u.slot)).toEqual([SIDE, SIDE, BOTTOM]);
    // Back up and down again: no slot is pushed a second time.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator('.ad-slot--bottom').scrollIntoViewIfNeeded();
    await pastConsentScriptDeadline(page);
    const units = await pushedUnits(page);
    expect(units).toHaveLength(3);
    expect(new Set(units.map((u) => u.key)).size).toBe(3);
    for (const unit of units) {
      expect(unit.width).toBeGreaterThan(0);
      expect(unit.distance).toBeLessThanOrEqual(200);
    }
    expect(problems).toEqual([]);
  });

  test('space is reserved from the server HTML on, so an ad causes no layout shift', async ({ page, context }) => {
    await context.addCookies([consentCookie(0, 1, 0)]);
    await interceptThirdParties(page);
    await page.goto('/it/ultimi-articoli');
    const listingSlot = page.locator('.ad-slot--listing').first();
    const before = (await listingSlot.boundingBox())!;
    expect(before.height).toBeGreaterThanOrEqual(480);
    await expect.poll(async () => (await pushedUnits(page)).length).toBeGreaterThan(0);
    expect((await standIn(page))?.npa).toBe(true);
    const after = (await listingSlot.boundingBox())!;
    expect(after.y).toBe(before.y);
    expect(after.height).toBe(before.height);
  });
});

test('on a phone the hidden side slots are never pushed', async ({ page, context }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await context.addCookies([consentCookie(0, 1, 1)]);
  await interceptThirdParties(page);
  await page.goto(await firstArticlePath(page, '/it/societa/salute'));
  await page.locator('.ad-slot--bottom').scrollIntoViewIfNeeded();
  await expect.poll(async () => (await pushedUnits(page)).map((u) => u.slot)).toEqual([BOTTOM]);
  await pastConsentScriptDeadline(page);
  expect((await pushedUnits(page)).map((u) => u.slot)).toEqual([BOTTOM]);
});

test('without advertising consent no ad request is made', async ({ page, context }) => {
  await context.addCookies([consentCookie(1, 0, 0)]);
  const third = await interceptThirdParties(page);
  await page.goto(await firstArticlePath(page, '/it/societa/salute'));
  await page.locator('.ad-slot--bottom').scrollIntoViewIfNeeded();
  await pastConsentScriptDeadline(page);
  expect(third.outside.filter((u) => !u.includes('googletagmanager.com'))).toEqual([]);
  await expect(page.locator('.ad-slot ins')).toHaveCount(0);
});

test('a failed ad script is logged and the page keeps working', async ({ page, context }) => {
  await context.addCookies([consentCookie(0, 1, 1)]);
  const problems = recordConsoleProblems(page);
  await interceptThirdParties(page, { failAds: true });
  await page.goto('/en');
  await expect.poll(() => problems.some((p) => p.includes('the ad network script did not load'))).toBe(true);
  await page.locator('.category-nav a, nav a[href^="/en/"]').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(problems.filter((p) => !p.includes('the ad network script did not load') && !p.includes('ERR_BLOCKED_BY_CLIENT') && !p.includes('ERR_FAILED'))).toEqual([]);
});

/** Where a page's content sits: the main column's content box, the boxes the screens lay out, and any ad slot. */
interface Frame {
  /** The main landmark's content box (inside its padding): as wide as the layout allows. */
  readonly column: { left: number; right: number; bottom: number };
  readonly article: { left: number; right: number; width: number; maxWidth: number } | null;
  readonly listingMain: { left: number; right: number } | null;
  readonly listingSide: { left: number; right: number } | null;
  /** The lowest text, image or control in the main landmark: what the reader last sees before the footer. */
  readonly contentBottom: number;
  readonly slots: number;
}

const measureFrame = (page: Page): Promise<Frame> =>
  page.evaluate(() => {
    const main = document.querySelector('main')!;
    const style = getComputedStyle(main);
    const box = main.getBoundingClientRect();
    const rect = (selector: string) => {
      const el = main.querySelector(selector);
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return { left: r.left, right: r.right, width: r.width, maxWidth: parseFloat(getComputedStyle(el).maxWidth) };
    };
    const isContent = (el: Element) =>
      ['IMG', 'SVG', 'VIDEO', 'IFRAME', 'INPUT', 'SELECT', 'BUTTON'].includes(el.tagName.toUpperCase()) ||
      [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
    const bottoms = [...main.querySelectorAll('*')]
      .filter((el) => isContent(el) && el.getBoundingClientRect().height > 0 && getComputedStyle(el).visibility !== 'hidden')
      .map((el) => el.getBoundingClientRect().bottom);
    const listingMain = rect('.listing__main');
    const listingSide = rect('.listing__side');
    return {
      column: { left: box.left + parseFloat(style.paddingLeft), right: box.right - parseFloat(style.paddingRight), bottom: box.bottom - parseFloat(style.paddingBottom) },
      article: rect('article.article'),
      listingMain: listingMain && { left: listingMain.left, right: listingMain.right },
      listingSide: listingSide && { left: listingSide.left, right: listingSide.right },
      contentBottom: Math.max(...bottoms),
      slots: document.querySelectorAll('.ad-slot, ins').length,
    };
  });

// The demo runs with no ad network (ADSENSE_CLIENT unset): an ad could never come, so
// no space may wait for one, and the content takes the room ads would have had.
test.describe('with no ad network configured', () => {
  for (const viewport of VIEWPORTS) {
    test(`no ad slot takes space and the content is as wide as the layout allows (${viewport.name})`, async ({ browser, request }) => {
      const screens = {
        article: await findArticlePath(request),
        'category page 2': '/it/robotica?page=2',
        search: SCREEN_PATHS.search,
        'latest posts': '/it/ultimi-articoli',
      };
      // The layout is in the server HTML: the same before hydration (no JavaScript) and after it.
      const frames: Record<string, Frame[]> = {};
      for (const javaScriptEnabled of [false, true]) {
        const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height }, javaScriptEnabled });
        const page = await context.newPage();
        const problems = recordConsoleProblems(page);
        const outside: string[] = [];
        await page.route((url) => url.origin !== NOADS_ORIGIN, (route) => {
          outside.push(route.request().url());
          return route.abort('blockedbyclient');
        });
        for (const [name, path] of Object.entries(screens)) {
          await page.goto(`${NOADS_ORIGIN}${path}`);
          if (javaScriptEnabled) await page.waitForLoadState('networkidle');
          const frame = await measureFrame(page);
          (frames[name] ??= []).push(frame);
          const where = `${name}, ${viewport.name}, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`;

          expect(frame.slots, where).toBe(0);
          // Nothing empty between the last content and the footer: less than the smallest slot (250px) of room.
          expect(frame.column.bottom - frame.contentBottom, where).toBeLessThan(250);
          if (frame.article) {
            // No side column: the article is centred at its own reading width, or the column's if narrower.
            expect(frame.article.width, where).toBeCloseTo(Math.min(frame.column.right - frame.column.left, frame.article.maxWidth), 0);
            expect(frame.article.left - frame.column.left, where).toBeCloseTo(frame.column.right - frame.article.right, 0);
          } else {
            expect(frame.listingMain, where).not.toBeNull();
            expect(frame.listingMain!.left, where).toBeCloseTo(frame.column.left, 0);
            // A side column only for a category's subcategories; else the posts reach the column's right edge.
            const rightmost = frame.listingSide && frame.listingSide.left >= frame.listingMain!.right ? frame.listingSide.right : frame.listingMain!.right;
            expect(rightmost, where).toBeCloseTo(frame.column.right, 0);
            if (frame.listingSide) await expect(page.locator('.listing__side > :not(.listing__sidebar)'), where).toHaveCount(0);
          }
        }
        expect(outside).toEqual([]);
        expect(problems).toEqual([]);
        await context.close();
      }
      // Columns only: what JavaScript adds to a page (a date filter's submit button, say) may change its height.
      const columns = ({ column: { left, right }, article, listingMain, listingSide, slots }: Frame) => ({ left, right, article, listingMain, listingSide, slots });
      for (const [name, [before, after]] of Object.entries(frames)) expect(columns(after!), `${name}: hydration changed the layout`).toEqual(columns(before!));
    });
  }
});

// With an ad network the slots keep the spec's sizes (side 250px on wide screens and
// hidden on phones, listing 480px) for every reader, whatever the consent, so that an
// arriving ad moves nothing.
test.describe('with an ad network configured', () => {
  const readers = {
    'a new reader': undefined,
    'a reader who refused advertising': consentCookie(1, 0, 0),
    'a reader who allowed advertising': consentCookie(0, 1, 0),
  } as const;
  const slotSizes = (page: Page) =>
    page.locator('.ad-slot').evaluateAll((slots) =>
      slots.map((s) => ({ kind: [...s.classList].find((c) => c !== 'ad-slot') ?? '', shown: s.getClientRects().length > 0, height: s.getBoundingClientRect().height })),
    );

  for (const viewport of VIEWPORTS) {
    test(`every slot keeps its size before and after consent (${viewport.name})`, async ({ browser, request }) => {
      const article = await findArticlePath(request);
      const sizes: Record<string, unknown> = {};
      for (const [reader, cookie] of Object.entries(readers)) {
        const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
        if (cookie) await context.addCookies([cookie]);
        const page = await context.newPage();
        await interceptThirdParties(page);
        const where = `${reader}, ${viewport.name}`;

        const allowed = reader === 'a reader who allowed advertising';
        // Measured once every slot the reader can reach has had its ad (for those who allowed it).
        const visit = async (path: string, last: string, units: readonly string[]) => {
          await page.goto(path);
          if (allowed) {
            await page.locator(last).last().scrollIntoViewIfNeeded();
            await expect.poll(async () => (await pushedUnits(page)).map((u) => u.slot).sort(), where).toEqual([...units].sort());
          } else await pastConsentScriptDeadline(page);
          return slotSizes(page);
        };

        const onArticle = await visit(article, '.ad-slot--bottom', viewport.name === 'phone' ? [BOTTOM] : [SIDE, SIDE, BOTTOM]);
        const side = onArticle.filter((s) => s.kind === 'ad-slot--side');
        expect(side, where).toHaveLength(2);
        for (const slot of side) expect(slot, where).toEqual(viewport.name === 'phone' ? { kind: slot.kind, shown: false, height: 0 } : { kind: slot.kind, shown: true, height: 250 });
        const bottom = onArticle.filter((s) => s.kind === 'ad-slot--bottom');
        expect(bottom, where).toHaveLength(1);
        expect(bottom[0]!.height, where).toBeGreaterThan(0);

        const onListing = await visit('/it/ultimi-articoli', '.ad-slot--listing', [LISTING, LISTING]);
        expect(onListing, where).toEqual([
          { kind: 'ad-slot--listing', shown: true, height: 480 },
          { kind: 'ad-slot--listing', shown: true, height: 480 },
        ]);
        sizes[reader] = { onArticle, onListing };
        await context.close();
      }
      // The same sizes whatever the reader chose: the choice never moves the page.
      expect(sizes['a reader who refused advertising'], viewport.name).toEqual(sizes['a new reader']);
      expect(sizes['a reader who allowed advertising'], viewport.name).toEqual(sizes['a new reader']);
    });
  }
});
