import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { LANGS } from '../../src/domain/language.ts';
import { labelWidthEm } from '../../src/domain/sectionsInRow.ts';
import { LONG_SECTIONS, slugOf, THEME_TEST_DATA_SECTIONS } from '../builders/manySectionsContentApi.ts';
import { recordConsoleProblems } from './consoleErrors.ts';
import { holdScripts, untilHydrated } from './hydration.ts';
import { MANY_SECTIONS_ORIGIN, NOADS_ORIGIN } from './origins.ts';
import { asReturningReader } from './returningReader.ts';

// A WordPress with a newsroom's worth of sections (the theme unit test data's top-level
// categories, long names and the demo's own: tests/e2e/manySectionsSite.ts). The header's row
// keeps to two lines at every width from the phone's menu breakpoint on; the rest are under More,
// which opens without script, by mouse and by keyboard; the phone's menu lists them all and
// scrolls within the screen (docs/decisions/0035-many-sections-under-more.md).

test.use({ baseURL: MANY_SECTIONS_ORIGIN });

const SECTIONS = [...THEME_TEST_DATA_SECTIONS, ...LONG_SECTIONS, 'Models', 'Research', 'Industry', 'Policy', 'Robotics', 'Society'];
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };

const violationsOf = async (page: Page): Promise<string[]> => {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim() ?? v.help}`));
};

const nav = (page: Page) => page.getByRole('navigation', { name: 'Categories' });
const moreToggle = (page: Page) => page.locator('.category-more__toggle');
const moreList = (page: Page) => page.locator('.category-more__list');
/** The names of the links `links` finds that the reader can see (not display: none, not in a closed disclosure). */
const shownNames = (links: Locator) => links.evaluateAll((all) => all.filter((a) => a.checkVisibility()).map((a) => a.textContent ?? ''));
const rowNames = (page: Page) => shownNames(page.locator('.category-nav__item a'));
const moreNames = (page: Page) => shownNames(page.locator('.category-more__item a'));

/** How many lines the row's items (sections and More) stand on. */
const rowLines = (page: Page) =>
  page.locator('.category-nav__row > li').evaluateAll((items) => new Set(items.filter((li) => li.checkVisibility()).map((li) => Math.round(li.getBoundingClientRect().top))).size);

/** Where each section is at this width, More opened to see its list: the row's and More's names. */
const placement = async (page: Page) => {
  if (await moreToggle(page).isVisible()) {
    if ((await moreToggle(page).locator('xpath=..').getAttribute('open')) === null) await moreToggle(page).click();
  }
  return { row: await rowNames(page), more: await moreNames(page) };
};

const tabTo = async (page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> => {
  for (let i = 0; i < 120; i += 1) {
    await page.keyboard.press(key);
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`focus never reached ${target.toString()}`);
};

/** The header's accent as the browser resolves it: a probe painted with it. */
const accentOf = (page: Page) =>
  page.getByTestId('site-header').evaluate((header) => {
    const probe = header.appendChild(document.createElement('i'));
    probe.style.color = 'var(--header-accent)';
    const color = getComputedStyle(probe).color;
    probe.remove();
    return color;
  });
const barOf = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).borderBottomColor);

test.describe('the header with many sections, wide screens', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await asReturningReader(page);
  });

  test('keeps the row within two lines and every section in the row or under More, once, from 768 to 1920 px', async ({ page }) => {
    for (const width of [768, 900, 1024, 1152, 1280, 1440, 1920]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/en');
      expect(await rowLines(page), `${width}px`).toBeLessThanOrEqual(2);
      const linkHeight = (await page.locator('.category-nav__item a').first().boundingBox())!.height;
      expect((await page.locator('.category-nav__row').boundingBox())!.height, `${width}px`).toBeLessThanOrEqual(2 * linkHeight + 1);
      const { row, more } = await placement(page);
      expect([...row, ...more].sort(), `${width}px`).toEqual([...SECTIONS].sort());
      // WordPress's order: the row is the first sections, More goes on from there.
      expect(row.length, `${width}px`).toBeGreaterThan(0);
      expect(await page.locator('.category-nav__item a').evaluateAll((all) => all.map((a) => a.textContent))).toEqual([...row, ...more]);
    }
  });

  test('sets no label wider than the rule estimates, for every letter of the six languages', async ({ page }) => {
    await page.goto('/en');
    // A link is a touch target at least (44px), however short its label.
    const estimated = (label: string) => Math.max(labelWidthEm(label) * 16, 44);
    // The sections as they show in the row.
    const shown = await page.locator('.category-nav__item a').evaluateAll((all) =>
      all.filter((a) => a.checkVisibility()).map((a) => ({ label: a.textContent ?? '', width: a.getBoundingClientRect().width })));
    for (const { label, width } of shown) expect(width, label).toBeLessThanOrEqual(estimated(label));
    // Each character alone, ten times over, in a link of the row.
    const letters = [...new Set([...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-.,\'’&«»“”„–àèéìíîòóùúâæçêëïôœûüÿÀÂÆÇÉÈÊËÎÏÔŒÙÛÜŸäöüßÄÖÜáñ¿¡ÁÍÑÓÚãõÃÕ'])];
    const widths = await page.locator('.category-nav__item a').first().evaluate((a, chars) => {
      const before = a.textContent;
      const out = chars.map((char) => {
        a.textContent = char.repeat(10);
        return a.getBoundingClientRect().width / 10;
      });
      a.textContent = before;
      return out;
    }, letters);
    letters.forEach((char, i) => expect(widths[i]!, JSON.stringify(char)).toBeLessThanOrEqual(labelWidthEm(char) * 16 + 0.01));
  });

  test('shows the same row before the page hydrates and after: nothing moves', async ({ page }) => {
    const problems = recordConsoleProblems(page);
    const release = await holdScripts(page);
    await page.goto('/en', { waitUntil: 'domcontentloaded' });
    const before = { row: await rowNames(page), box: await page.locator('.category-nav__row').boundingBox(), more: await moreToggle(page).boundingBox() };
    release();
    await untilHydrated(page);
    expect({ row: await rowNames(page), box: await page.locator('.category-nav__row').boundingBox(), more: await moreToggle(page).boundingBox() }).toEqual(before);
    expect(problems).toEqual([]);
  });

  test('opens More by mouse: every section in it can be seen and clicked, a click outside closes it, a click on one goes there', async ({ page }) => {
    await page.goto('/en');
    await untilHydrated(page);
    await expect(moreToggle(page)).toHaveText('More');
    await moreToggle(page).click();
    await expect(moreList(page)).toBeVisible();
    const names = await moreNames(page);
    expect(names.length).toBeGreaterThan(10);
    for (const name of names) {
      const link = moreList(page).getByRole('link', { name, exact: true });
      await link.scrollIntoViewIfNeeded();
      await expect(link).toBeInViewport();
      // Nothing covers it: the point a click lands on is the link.
      expect(await link.evaluate((a) => {
        const box = a.getBoundingClientRect();
        return a.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
      }), name).toBe(true);
    }
    await page.locator('main').click({ position: { x: 5, y: 400 } });
    await expect(moreList(page)).toBeHidden();
    await moreToggle(page).click();
    const last = moreList(page).getByRole('link').last();
    const href = (await last.getAttribute('href'))!;
    await last.click();
    await expect(page).toHaveURL(`${MANY_SECTIONS_ORIGIN}${href}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(names.at(-1)!);
    await expect(moreList(page)).toBeHidden();
  });

  test('opens More by keyboard: its sections follow in tab order, Escape closes it and returns focus, tabbing past closes it', async ({ page }) => {
    await page.goto('/en');
    await untilHydrated(page);
    await tabTo(page, moreToggle(page));
    await expect(moreToggle(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(moreList(page)).toBeVisible();
    const names = await moreNames(page);
    for (const name of names) {
      await page.keyboard.press('Tab');
      const link = moreList(page).getByRole('link', { name, exact: true });
      await expect(link).toBeFocused();
      await expect(link).toBeInViewport();
    }
    // On past the last: the list closes rather than cover what focus went to.
    await page.keyboard.press('Tab');
    await expect(moreList(page)).toBeHidden();
    await tabTo(page, moreToggle(page), 'Shift+Tab');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(moreList(page).getByRole('link', { name: names[1]!, exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(moreList(page)).toBeHidden();
    await expect(moreToggle(page)).toBeFocused();
    // Enter on a section goes there.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${MANY_SECTIONS_ORIGIN}/en/${slugOf(names[0]!)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(names[0]!);
  });

  test('marks the current section under More, and More itself while the section is under it', async ({ page }) => {
    const accent = await accentOf(page);
    // Under More at every width.
    await page.goto('/en/whetstone');
    await expect(barOf(moreToggle(page))).resolves.toBe(accent);
    await moreToggle(page).click();
    await expect(moreList(page).getByRole('link', { name: 'whetstone', exact: true })).toHaveAttribute('aria-current', 'page');
    expect(await rowNames(page)).not.toContain('whetstone');
    // In the row at 1280 px, under More on a narrower screen: More is marked only there.
    const wide = await rowNames(page);
    await page.setViewportSize({ width: 1024, height: 800 });
    const narrow = await rowNames(page);
    const moving = wide.find((name) => !narrow.includes(name))!;
    expect(moving).toBeDefined();
    await page.goto(`/en/${slugOf(moving)}`);
    await expect(barOf(moreToggle(page))).resolves.toBe(accent);
    await page.setViewportSize(DESKTOP);
    await expect(barOf(moreToggle(page))).resolves.toBe('rgba(0, 0, 0, 0)');
    const inRow = nav(page).locator('.category-nav__item a[aria-current="page"]');
    await expect(inRow).toHaveText(moving);
    await expect(inRow).toBeVisible();
    expect(await barOf(inRow)).toBe(accent);
  });

  test('opens More without JavaScript, and its sections are links', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP, baseURL: MANY_SECTIONS_ORIGIN });
    const page = await context.newPage();
    await page.goto('/en');
    await moreToggle(page).click();
    await expect(moreList(page)).toBeVisible();
    const link = moreList(page).getByRole('link', { name: 'years', exact: true });
    await link.click();
    await expect(page).toHaveURL(`${MANY_SECTIONS_ORIGIN}/en/years`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('years');
    await context.close();
  });

  test('has no axe violation, More closed and open, the current section under it', async ({ page }) => {
    await page.goto('/en/whetstone');
    await page.waitForLoadState('networkidle');
    expect(await violationsOf(page)).toEqual([]);
    await moreToggle(page).click();
    await expect(moreList(page)).toBeVisible();
    expect(await violationsOf(page)).toEqual([]);
  });
});

test.describe('the header with many sections, on a phone', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(PHONE);
    await asReturningReader(page);
  });

  test('lists every section in the menu, which scrolls within the screen while the page stays put', async ({ page }) => {
    await page.goto('/en');
    await untilHydrated(page);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(nav(page)).toBeVisible();
    await expect(moreToggle(page)).toBeHidden();
    expect(await rowNames(page)).toEqual(await page.locator('.category-nav__item a').evaluateAll((all) => all.map((a) => a.textContent)));
    expect([...(await rowNames(page))].sort()).toEqual([...SECTIONS].sort());
    // Not sideways: a name longer than the screen is wide breaks.
    expect(await nav(page).evaluate((n) => n.scrollWidth - n.clientWidth)).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // The menu ends within the screen; the wheel scrolls it, not the page behind.
    const box = (await nav(page).boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height + 1);
    await page.mouse.move(PHONE.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, 20_000);
    await expect.poll(() => nav(page).evaluate((n) => n.scrollTop)).toBeGreaterThan(0);
    const last = nav(page).getByRole('link', { name: (await rowNames(page)).at(-1)!, exact: true });
    await expect(last).toBeInViewport();
    await page.mouse.wheel(0, 2_000);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const name = (await last.textContent())!;
    await last.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });

  test('reaches every section of the menu with the keyboard, each shown as it gets focus', async ({ page }) => {
    await page.goto('/en');
    await untilHydrated(page);
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    const names = await rowNames(page);
    await tabTo(page, nav(page).getByRole('link', { name: names[0]!, exact: true }));
    for (const name of names.slice(1)) {
      await page.keyboard.press('Tab');
      const link = nav(page).getByRole('link', { name, exact: true });
      await expect(link).toBeFocused();
      await expect(link).toBeInViewport();
    }
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('has no axe violation with the menu open', async ({ page }) => {
    await page.goto('/en/whetstone');
    await untilHydrated(page);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(nav(page)).toBeVisible();
    expect(await violationsOf(page)).toEqual([]);
  });
});

test.describe("the demo's sections", () => {
  test.use({ baseURL: NOADS_ORIGIN });

  for (const lang of LANGS) {
    test(`show in the row without a More at 768 and 1280 px (${lang})`, async ({ page }) => {
      for (const width of [768, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`/${lang}`);
        await expect(page.locator('.category-nav__more')).toHaveCount(0);
        expect(await rowNames(page), `${width}px`).toHaveLength(6);
        expect(await rowLines(page), `${width}px`).toBeLessThanOrEqual(2);
      }
    });
  }
});
