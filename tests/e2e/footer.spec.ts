import { expect, test, type Page } from '@playwright/test';
import { asReturningReader } from './returningReader.ts';
import { VIEWPORTS } from './screenTypes.ts';

// Issue 21: the footer's "X" sat out of line with the other social links: centred in a 44px
// target wider than its label, it stood further from its neighbour and, on phones, indented.
// Measured on the labels' text, which is what a reader lines up by eye.

interface TextBox { readonly left: number; readonly right: number }

/** The box of each matching element's text, not of the element. */
const textBoxes = (page: Page, selector: string): Promise<TextBox[]> =>
  page.locator(selector).evaluateAll((elements) =>
    elements.map((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const box = range.getBoundingClientRect();
      return { left: box.left, right: box.right };
    }),
  );

for (const viewport of VIEWPORTS) {
  test.describe(`the footer's social links (${viewport.width}px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('stand evenly spaced, the short "X" as far from its neighbour as the others', async ({ page }) => {
      await asReturningReader(page);
      const labels = await textBoxes(page, '.site-footer__social a');
      expect(labels.length).toBeGreaterThanOrEqual(3);
      const gaps = labels.slice(1).map((label, i) => label.left - (labels[i]?.right ?? 0));
      for (const gap of gaps) expect(Math.abs(gap - (gaps[0] ?? 0)), `gaps ${gaps.join(', ')}`).toBeLessThanOrEqual(1.5);
    });

    test('line up with the edge of the footer below them', async ({ page }) => {
      await asReturningReader(page);
      const labels = await textBoxes(page, '.site-footer__social a');
      const company = await page.locator('.site-footer__company').boundingBox();
      if (!company) throw new Error('no company line');
      if (viewport.name === 'phone') {
        // One column: every line starts at the same left edge.
        const [firstLegal] = await textBoxes(page, '.site-footer__legal a');
        expect(Math.abs((labels[0]?.left ?? 0) - company.x)).toBeLessThanOrEqual(1.5);
        expect(Math.abs((labels[0]?.left ?? 0) - (firstLegal?.left ?? 0))).toBeLessThanOrEqual(1.5);
      } else {
        // Beside the wordmark, ending where the rule above the company line ends.
        expect(Math.abs((labels.at(-1)?.right ?? 0) - (company.x + company.width))).toBeLessThanOrEqual(1.5);
      }
    });
  });
}
