import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { blocksArticleSlug } from '../builders/blocksContentApi.ts';
import { BLOCKS_ORIGIN } from './origins.ts';

// The block editor's core blocks as a reader gets them (web/styles/blocks*.css), on an article
// whose body is Gutenberg's own block fixtures and a few blocks as WordPress 6 renders them
// (tests/builders/blocksContentApi.ts), on a phone and a desktop: nothing widens the page,
// layouts are side by side where there is room and stacked where there is not, the blocks
// that act (details, footnotes) work, and axe finds nothing, colour contrast included, in
// either colour scheme. A fixture is found under the heading that names it; the rendered
// blocks by the anchor the editor gave them, which the sanitizer namespaces (`c-`).
test.use({ baseURL: BLOCKS_ORIGIN });

const ARTICLE = `/en/article/${blocksArticleSlug()}`;
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The block right after the heading naming a fixture. */
const fixture = (page: Page, name: string, selector: string): Locator => page.locator(`.article-body h2:text-is("${name}") + ${selector}`).first();

const open = async (page: Page): Promise<void> => {
  await page.goto(ARTICLE);
  await page.waitForLoadState('networkidle');
};

/** How many of these boxes sit on the first one's row. */
const onFirstRow = (items: Locator): Promise<number> =>
  items.evaluateAll((els) => {
    const top = els[0]!.getBoundingClientRect().top;
    return els.filter((el) => Math.abs(el.getBoundingClientRect().top - top) < 2).length;
  });

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`no box for ${locator.toString()}`);
  return found;
};

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`blocks at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('nothing in the body makes the page scroll sideways', async ({ page }) => {
      await open(page);
      const widths = await page.evaluate(() => ({ page: document.scrollingElement!.scrollWidth, viewport: innerWidth }));
      expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    });

    test('a long line of code scrolls inside its block, not the page', async ({ page }) => {
      await open(page);
      const code = page.locator('#c-long-code');
      const sizes = await code.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, overflow: getComputedStyle(el).overflowX }));
      expect(sizes.scroll).toBeGreaterThan(sizes.client);
      expect(sizes.overflow).toBe('auto');
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= innerWidth)).toBe(true);
    });

    test('a full-width cover breaks out of the text column but not out of the viewport', async ({ page }) => {
      await open(page);
      const column = await box(page.locator('.article-body'));
      const cover = await box(page.locator('#c-cover-full'));
      expect(cover.x).toBeGreaterThanOrEqual(0);
      expect(cover.x + cover.width).toBeLessThanOrEqual(viewport.width);
      if (viewport === DESKTOP) expect(cover.width).toBeGreaterThan(column.width);
      else expect(cover.width).toBe(viewport.width);
    });

    test("a cover's text lies over its picture", async ({ page }) => {
      await open(page);
      for (const cover of [fixture(page, 'core__cover', '.wp-block-cover'), page.locator('#c-cover-full')]) {
        const picture = await box(cover.locator('.wp-block-cover__image-background'));
        const text = await box(cover.locator('.wp-block-cover__inner-container'));
        expect(text.y).toBeGreaterThanOrEqual(picture.y);
        expect(text.y + text.height).toBeLessThanOrEqual(picture.y + picture.height);
        expect(text.x).toBeGreaterThanOrEqual(picture.x);
        expect(text.x + text.width).toBeLessThanOrEqual(picture.x + picture.width);
      }
    });

    test('a pull quote looks unlike a quote', async ({ page }) => {
      await open(page);
      const looks = (locator: Locator) =>
        locator.evaluate((el) => {
          const style = getComputedStyle(el);
          return { size: parseFloat(style.fontSize), align: style.textAlign, bar: style.borderLeftWidth, italic: style.fontStyle === 'italic' };
        });
      const pull = await looks(fixture(page, 'core__pullquote', '.wp-block-pullquote').locator('blockquote'));
      const quote = await looks(fixture(page, 'core__quote__style-1', '.wp-block-quote'));
      expect(pull.size).toBeGreaterThan(quote.size);
      expect(pull.align).toBe('center');
      expect(quote.align).not.toBe('center');
      expect(pull.bar).toBe('0px');
      expect(quote.bar).not.toBe('0px');
      expect(pull.italic).toBe(false);
    });

    test('a button, the <button> variant included, looks like one: filled or outlined, with padding', async ({ page }) => {
      await open(page);
      const buttons = fixture(page, 'core__buttons', '.wp-block-buttons').locator('.wp-block-button__link');
      expect(await buttons.count()).toBe(4);
      for (const button of await buttons.all()) {
        const style = await button.evaluate((el) => {
          const s = getComputedStyle(el);
          return { background: s.backgroundColor, border: parseFloat(s.borderTopWidth), paddingX: parseFloat(s.paddingLeft), paddingY: parseFloat(s.paddingTop), underline: s.textDecorationLine };
        });
        expect(style.background !== 'rgba(0, 0, 0, 0)' || style.border > 0).toBe(true);
        expect(style.paddingX).toBeGreaterThan(0);
        expect(style.paddingY).toBeGreaterThan(0);
        expect(style.underline).toBe('none');
        expect((await box(button)).height).toBeGreaterThanOrEqual(44);
      }
    });

    test('details opens and closes on a click', async ({ page }) => {
      await open(page);
      const details = fixture(page, 'core__details', 'details');
      const hidden = details.getByText('Details Content');
      await expect(hidden).toBeHidden();
      await details.locator('summary').click();
      await expect(hidden).toBeVisible();
      await details.locator('summary').click();
      await expect(hidden).toBeHidden();
    });

    test('a footnote number lands on its note, highlighted, and the note\'s back link returns to the number', async ({ page }) => {
      await open(page);
      const number = page.locator('sup.fn a').first();
      const note = page.locator('.wp-block-footnotes li').first();
      const plain = await note.evaluate((el) => getComputedStyle(el).backgroundColor);
      await number.click();
      await expect(page).toHaveURL(/#c-5b1c0f2e-1$/);
      await expect(note).toBeInViewport();
      await expect.poll(() => note.evaluate((el) => el.matches(':target'))).toBe(true);
      expect(await note.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(plain);
      await note.getByRole('link', { name: 'Jump to footnote reference 1' }).click();
      await expect(page).toHaveURL(/#c-5b1c0f2e-1-link$/);
      await expect(number).toBeInViewport();
    });
  });
}

test.describe('blocks side by side on a desktop, stacked on a phone', () => {
  test('a three-column gallery shows three across at 1280px and at least two on a phone', async ({ page }) => {
    const galleries = (p: Page) => [
      fixture(p, 'core__gallery__deprecated-5', '.wp-block-gallery').locator('.blocks-gallery-item'),
      p.locator('#c-three-across > .wp-block-image'),
    ];
    await page.setViewportSize(DESKTOP);
    await open(page);
    for (const items of galleries(page)) expect(await onFirstRow(items)).toBe(3);
    await page.setViewportSize(PHONE);
    for (const items of galleries(page)) expect(await onFirstRow(items)).toBeGreaterThanOrEqual(2);
  });

  test('columns sit side by side at 1280px and one under the other at 375px', async ({ page }) => {
    const columnsOf = (p: Page) => [fixture(p, 'core__columns', '.wp-block-columns').locator('> .wp-block-column'), p.locator('#c-two-columns > .wp-block-column')];
    await page.setViewportSize(DESKTOP);
    await open(page);
    for (const columns of columnsOf(page)) {
      const [first, second] = [await box(columns.nth(0)), await box(columns.nth(1))];
      expect(second.y).toBe(first.y);
      expect(second.x).toBeGreaterThanOrEqual(first.x + first.width);
    }
    // The editor's widths: a third and two thirds (the gap taken from both).
    const [third, twoThirds] = [await box(columnsOf(page)[1]!.nth(0)), await box(columnsOf(page)[1]!.nth(1))];
    expect(twoThirds.width / third.width).toBeCloseTo(2, 0);
    await page.setViewportSize(PHONE);
    for (const columns of columnsOf(page)) {
      const [first, second] = [await box(columns.nth(0)), await box(columns.nth(1))];
      expect(second.y).toBeGreaterThanOrEqual(first.y + first.height);
      expect(second.x).toBe(first.x);
    }
  });

  test('a wide table scrolls inside itself on a phone, its caption staying in view', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await open(page);
    const table = page.locator('#c-wide-table');
    const sizes = await table.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= innerWidth)).toBe(true);
    // No word is broken inside a cell: each cell is at least as wide as its longest word.
    const broken = await table.locator('td, th').evaluateAll((cells) =>
      cells.filter((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        const lines = [...range.getClientRects()].length;
        const words = (cell.textContent ?? '').split(/[\s-]+/).filter(Boolean).length;
        return lines > words;
      }).map((cell) => cell.textContent),
    );
    expect(broken).toEqual([]);
    // Scrolled to its far end, the table keeps its caption in view (it would scroll out of the figure with the table).
    await table.scrollIntoViewIfNeeded();
    await table.evaluate((el) => el.scrollBy({ left: el.scrollWidth }));
    await expect.poll(() => table.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await expect(table.locator('figcaption')).toBeInViewport({ ratio: 0.9 });
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`the blocks have no axe violation, colour contrast included (${colorScheme}, ${viewport.width}px)`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize(viewport);
      await open(page);
      const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      expect(violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim() ?? v.help}`))).toEqual([]);
    });
  }
}
