import { expect, test, type Browser, type Page } from '@playwright/test';
import { LANGS } from '../../src/domain/language.ts';
import { recordConsoleProblems } from './consoleErrors.ts';
import { SSR_ORIGIN } from './origins.ts';
import { holdScripts, untilHydrated } from './hydration.ts';

const viewports = [
  { name: 'phone', width: 375, height: 800 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

for (const viewport of viewports) {
  test.describe(`header and navigation (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    /** `visit` on `count` first visits, each a new reader (no cookie, no cache) at this viewport. */
    const onFirstVisits = async (browser: Browser, count: number, visit: (page: Page) => Promise<void>) => {
      // Each first visit is a new browser context: the test's time grows with their number (5 s each).
      test.setTimeout(count * 5_000);
      for (let i = 0; i < count; i += 1) {
        const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
        await visit(await context.newPage());
        await context.close();
      }
    };

    test('autocomplete opens with suggestions, closes on a click outside, reopens on a click inside', async ({ page }) => {
      const problems = recordConsoleProblems(page);
      await page.goto('/en');
      await page.getByRole('button', { name: 'Search', exact: true }).first().click();
      const box = page.getByRole('combobox', { name: 'Search the site' });
      await box.fill('robot');
      const list = page.getByRole('listbox', { name: 'Suggestions' });
      await expect(list).toBeVisible();
      expect(await list.getByRole('option').count()).toBeGreaterThan(0);
      await page.locator('main').click({ position: { x: 5, y: 5 } });
      await expect(list).toBeHidden();
      await box.click();
      await expect(list).toBeVisible();
      await list.getByRole('option').first().click();
      await expect(page.getByTestId('article')).toBeVisible();
      expect(problems).toEqual([]);
    });

    test('search submit ignores empty input and searches otherwise, keeping the canonical current', async ({ page }) => {
      await page.goto('/it');
      await page.getByRole('button', { name: 'Cerca', exact: true }).first().click();
      const box = page.getByRole('combobox', { name: 'Cerca nel sito' });
      await box.press('Enter');
      await expect(page).toHaveURL(/\/it$/);
      await box.fill('robot');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/it\/search\?q=robot$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Risultati per «robot»');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SSR_ORIGIN}/it/search?q=robot`);
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    });

    test('the date filter keeps the other query params', async ({ page }) => {
      await page.goto('/en/search?q=model');
      await page.getByLabel('Period').selectOption('year');
      await expect(page).toHaveURL(/\/en\/search\?q=model&qdata=year$/);
      await expect(page.getByLabel('Period')).toHaveValue('year');
    });

    test('a tap on the search button right after load opens the search, on every one of twelve first visits', async ({ browser }) => {
      // The header closes its panels when the reader navigates; on its first render, that closed the panel
      // a tap had just opened if the tap came the moment the header hydrated.
      await onFirstVisits(browser, 12, async (fresh) => {
        await fresh.goto(`${SSR_ORIGIN}/en/search?q=robot`);
        await fresh.getByRole('button', { name: 'Search', exact: true }).first().click();
        await expect(fresh.getByRole('combobox', { name: 'Search the site' })).toBeVisible();
      });
    });

    test('a date chosen right after load is searched and shown, on every one of eight first visits', async ({ browser }) => {
      // A choice made while React is still hydrating navigates: the navigation met parts of the page not
      // yet hydrated and waited with them, until the reader scrolled to the footer.
      await onFirstVisits(browser, 8, async (fresh) => {
        await fresh.goto(`${SSR_ORIGIN}/en/search?q=model`);
        await fresh.getByLabel('Period').selectOption('year');
        await expect(fresh).toHaveURL(/\/en\/search\?q=model&qdata=year$/);
        await expect(fresh.getByLabel('Period')).toHaveValue('year');
      });
    });

    test('a date chosen before the page hydrated is searched once it has', async ({ page }) => {
      const released = await holdScripts(page);
      await page.goto('/en/search?q=model', { waitUntil: 'domcontentloaded' });
      await page.getByLabel('Period').selectOption('year');
      released();
      await expect(page).toHaveURL(/\/en\/search\?q=model&qdata=year$/);
      await expect(page.getByLabel('Period')).toHaveValue('year');
    });

    test('a language chosen before the page hydrated is opened once it has', async ({ page }) => {
      const released = await holdScripts(page);
      await page.goto('/it/ultimi-articoli', { waitUntil: 'domcontentloaded' });
      await page.getByLabel('Lingua').selectOption('Deutsch');
      released();
      await expect(page).toHaveURL(/\/de$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    });

    test('the language select reloads the site at /{code}', async ({ page }) => {
      await page.goto('/it/ultimi-articoli');
      await page.getByLabel('Lingua').selectOption('Deutsch');
      await expect(page).toHaveURL(/\/de$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    });
  });
}

test.describe('header behaviour', () => {
  test('hides on scroll down past 73px and shows again on scroll up', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto('/fr/dernieres-articles');
    const header = page.getByTestId('site-header');
    await page.mouse.wheel(0, 600);
    await expect(header).toHaveClass(/site-header--hidden/);
    await page.mouse.wheel(0, -200);
    await expect(header).not.toHaveClass(/site-header--hidden/);
  });

  test('is hidden once it hydrates when the reader scrolled down before that', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    // The scripts wait until the reader has scrolled: the header hydrates after the scroll.
    const release = await holdScripts(page);
    await page.goto('/fr/dernieres-articles', { waitUntil: 'domcontentloaded' });
    const header = page.getByTestId('site-header');
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(73);
    await expect(header).not.toHaveClass(/site-header--hidden/);
    release();
    await expect(header).toHaveClass(/site-header--hidden/);
    await page.mouse.wheel(0, -200);
    await expect(header).not.toHaveClass(/site-header--hidden/);
  });

  test('the menu toggle opens the category list on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/es');
    const menu = page.getByRole('navigation', { name: 'Categorías' });
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Menú' }).click();
    await expect(menu).toBeVisible();
    await menu.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(menu).toBeHidden();
  });

  test('a tap on the menu before the page hydrated opens it once it has, on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const released = await holdScripts(page);
    await page.goto('/es', { waitUntil: 'domcontentloaded' });
    // The loader script (inline) listens already; the page's code waits.
    await page.getByRole('button', { name: 'Menú' }).click();
    released();
    await expect(page.getByRole('navigation', { name: 'Categorías' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menú' })).toHaveAttribute('aria-expanded', 'true');
  });

  test('the footer links the legal pages of the language and mails the newsroom', async ({ page }) => {
    await page.goto('/pt');
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: 'Sobre nós' })).toHaveAttribute('href', '/pt/sobre-nos');
    await expect(footer.getByRole('link', { name: 'Termos e condições' })).toHaveAttribute('href', '/pt/termos-e-condicoes');
    await expect(footer.getByRole('link', { name: 'Contacto' })).toHaveAttribute('href', /^mailto:/);
  });
});

test.describe('the current section in the header', () => {
  /** aria-current of each category link of the header, by name. */
  const marks = (page: Page) =>
    page.locator('#header-menu a').evaluateAll((links) => Object.fromEntries(links.map((a) => [a.textContent, a.getAttribute('aria-current')])));
  const onlyMarked = (all: Record<string, string | null>) => Object.entries(all).filter(([, mark]) => mark !== null);

  test('is the category on its listing, its further pages, its subcategories and its articles', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/en/robotics');
    expect(onlyMarked(await marks(page))).toEqual([['Robotics', 'page']]);
    const sub = page.locator('.listing__sidebar a').first();
    const subHref = (await sub.getAttribute('href'))!;
    await page.goto('/en/robotics?page=2');
    expect(onlyMarked(await marks(page))).toEqual([['Robotics', 'page']]);
    await page.goto(subHref);
    expect(onlyMarked(await marks(page))).toEqual([['Robotics', 'page']]);
    const article = (await page.getByTestId('listing-posts').locator('.post-card__title a').first().getAttribute('href'))!;
    await page.goto(article);
    await expect(page.getByTestId('article')).toBeVisible();
    expect(onlyMarked(await marks(page))).toEqual([['Robotics', 'page']]);
    for (const elsewhere of ['/en', '/en/search?q=robots', '/en/latest-posts', '/en/about-us']) {
      await page.goto(elsewhere);
      expect(onlyMarked(await marks(page)), elsewhere).toEqual([]);
    }
  });

  test('is seen, not only heard: a bar in the theme accent on wide screens, at the start of the row in the phone menu', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/de/robotik');
    const current = page.locator('#header-menu a[aria-current]');
    const other = page.locator('#header-menu a:not([aria-current])').first();
    const bar = (link: typeof current) => link.evaluate((a) => ({ width: getComputedStyle(a).borderBottomWidth, color: getComputedStyle(a).borderBottomColor, shadow: getComputedStyle(a).boxShadow }));
    await expect(current).toHaveCount(1);
    // The header's accent as the browser resolves a colour: a probe painted with it.
    const accent = await page.getByTestId('site-header').evaluate((h) => {
      const probe = h.appendChild(document.createElement('i'));
      probe.style.color = 'var(--header-accent)';
      const color = getComputedStyle(probe).color;
      probe.remove();
      return color;
    });
    expect((await bar(current)).color).toBe(accent);
    expect((await bar(current)).width).toBe('3px');
    expect((await bar(other)).color).toBe('rgba(0, 0, 0, 0)');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('button', { name: 'Menü' }).click();
    expect((await bar(current)).shadow).toMatch(/inset/);
    expect((await bar(other)).shadow).toBe('none');
  });

  test('follows the reader through client navigation', async ({ page }) => {
    const problems = recordConsoleProblems(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/it');
    // Links are the browser's own until the page has hydrated.
    await untilHydrated(page);
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const links = page.locator('#header-menu a');
    await expect(page.locator('#header-menu a[aria-current]')).toHaveCount(0);
    await links.nth(1).click();
    await expect(links.nth(1)).toHaveAttribute('aria-current', 'page');
    await page.getByTestId('listing-posts').locator('.post-card__title a').first().click();
    await expect(page.getByTestId('article')).toBeVisible();
    const section = await page.locator('.breadcrumbs a').nth(1).getAttribute('href');
    await expect(page.locator('#header-menu a[aria-current="page"]')).toHaveAttribute('href', section!);
    await expect(page.locator('#header-menu a[aria-current]')).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(problems).toEqual([]);
  });
});

test.describe('the popular searches strip on a phone', () => {
  /**
   * The strip as pixels: a screenshot decoded by the browser itself (a blank
   * page's canvas), and the header's background colour to compare them with.
   */
  const stripPixels = async (page: Page, decoder: Page) => {
    const box = (await page.locator('.popular-searches ul').boundingBox())!;
    const png = (await page.screenshot({ clip: box })).toString('base64');
    const background = await page.getByTestId('site-header').evaluate((h) => getComputedStyle(h).backgroundColor.match(/\d+/g)!.map(Number));
    /** For each column of pixels, how far its drawing strays from the background at most. */
    const columns = await decoder.evaluate(async ({ source, paper }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${source}`;
      await image.decode();
      const canvas = Object.assign(document.createElement('canvas'), { width: image.width, height: image.height });
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, image.width, image.height);
      const ink = new Array<number>(image.width).fill(0);
      for (let at = 0; at < data.length; at += 4) {
        const x = (at / 4) % image.width;
        for (let c = 0; c < 3; c += 1) ink[x] = Math.max(ink[x]!, Math.abs(data[at + c]! - paper[c]!));
      }
      return ink;
    }, { source: png, paper: background });
    return { width: columns.length, inkBetween: (from: number, to: number) => Math.max(0, ...columns.slice(Math.max(0, from), to)) };
  };

  // At 375 px the Italian strip ended in a lone "#", at 390 px the English one in "#A".
  for (const width of [320, 375, 390]) {
    test(`ends in a fade, never in a stray "#" or half a word, and its last term shows whole once scrolled (${width}px)`, async ({ page, context }) => {
      await page.setViewportSize({ width, height: 700 });
      const decoder = await context.newPage();
      for (const lang of LANGS) {
        await page.goto(`/${lang}`);
        const start = await stripPixels(page, decoder);
        // The first term is drawn at full strength, and the strip's last 12 px draw nothing.
        expect(start.inkBetween(0, 40), lang).toBeGreaterThan(120);
        expect(start.inkBetween(start.width - 12, start.width), `${lang} at ${width}px`).toBeLessThan(24);
        await page.locator('.popular-searches ul').evaluate((ul) => ul.scrollTo({ left: ul.scrollWidth, behavior: 'instant' }));
        const last = page.locator('.popular-searches li').last();
        const strip = (await page.locator('.popular-searches ul').boundingBox())!;
        const term = (await last.boundingBox())!;
        const end = await stripPixels(page, decoder);
        // The last term's end is drawn as strongly as the first term's start.
        const right = Math.round(term.x + term.width - strip.x);
        expect(end.inkBetween(right - 14, right), `${lang} at ${width}px`).toBeGreaterThan(120);
      }
    });
  }
});
