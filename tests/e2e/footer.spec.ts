import { expect, test, type Page } from '@playwright/test';
import { FOOTER_CONFIGURATION, NOADS_ORIGIN } from './origins.ts';
import { asReturningReader } from './returningReader.ts';
import { VIEWPORTS } from './screenTypes.ts';

// Issue 21: the footer's "X" sat out of line with the other social links: centred in a 44px
// target wider than its label, it stood further from its neighbour and, on phones, indented.
// Measured on the labels' text, which is what a reader lines up by eye, on the server configured
// with a newsroom's own profiles (FOOTER_CONFIGURATION); the demo has none.

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

test.describe("the footer's newsroom values", () => {
  test('are the configured registration line and social profiles, opening in a new tab', async ({ page }) => {
    await page.goto('/en');
    const footer = page.locator('footer');
    await expect(footer.locator('.site-footer__company')).toHaveText(FOOTER_CONFIGURATION.COMPANY_LINE);
    const social = footer.getByRole('navigation', { name: 'Social media' });
    await expect(social.getByRole('link')).toHaveText(['X', 'LinkedIn', 'Facebook']);
    await expect(social.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('href', 'https://linkedin.example/company/examplenews');
  });

  test("are the embedded demo's own as npm start serves it: a line that says it is a demo, a mailbox on example.org, no social account", async ({ page }) => {
    for (const [lang, contact, mailbox] of [['en', 'Contact', 'newsroom@example.org'], ['it', 'Contatti', 'redazione@example.org']] as const) {
      await page.goto(`${NOADS_ORIGIN}/${lang}`);
      const footer = page.locator('footer');
      await expect(footer.locator('.site-footer__company')).toContainText(/demo/i);
      await expect(footer.getByRole('link', { name: contact })).toHaveAttribute('href', `mailto:${mailbox}`);
      await expect(footer.locator('.site-footer__social')).toHaveCount(0);
      await expect(footer.locator('a[href^="https:"]')).toHaveCount(0);
      await expect(page.locator('meta[name="twitter:site"]')).toHaveCount(0);
      const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '[]') as { '@type': string }[];
      expect([data].flat().find((item) => item['@type'] === 'Organization')).not.toHaveProperty('sameAs');
    }
  });
});
