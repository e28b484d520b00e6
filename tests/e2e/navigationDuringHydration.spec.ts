import { expect, test } from '@playwright/test';
import { recordConsoleProblems } from './consoleErrors.ts';

// The page shows before its code runs, so a reader may tap a link at any moment of
// its start. A tap that came after the router listened for links but before React
// had hydrated the document navigated at once: React then hydrated a shell whose
// screen was the navigation's spinner, not the server's HTML (a mismatch, React
// error 418, and the page rebuilt from scratch). The tap is made here at exactly
// that moment: in the same task as the page's first click listener that is not the
// loader's, before the next one starts.

test("a tap on a link the moment the page's code starts listening opens that page, without a hydration mismatch", async ({ page }) => {
  const problems = recordConsoleProblems(page);
  await page.addInitScript(() => {
    const add = Document.prototype.addEventListener;
    let tapped = false;
    Document.prototype.addEventListener = function (this: Document, ...[type, listener, options]: Parameters<Document['addEventListener']>) {
      add.call(this, type, listener, options);
      const capture = typeof options === 'boolean' ? options : Boolean(options?.capture);
      // The loader's listener (capture, for early taps) is in the page's own HTML; the page's code adds the next.
      if (type !== 'click' || capture || tapped) return;
      tapped = true;
      queueMicrotask(() => document.querySelector<HTMLAnchorElement>('a[href="/en/robotics"]')?.click());
    };
  });
  await page.goto('/en');
  await expect(page).toHaveURL(/\/en\/robotics$/);
  await expect(page.getByTestId('listing-posts')).toBeVisible();
  expect(problems).toEqual([]);
});
