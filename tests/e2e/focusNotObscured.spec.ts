import { expect, test, type Page } from '@playwright/test';
import { findArticlePath, SCREEN_PATHS, SCREEN_TYPES, type ScreenType } from './screenTypes.ts';
import { consentCookie } from './thirdParties.ts';

// Issue 21: the floating consent-preferences button hid the article's copy-link button and the end of
// the footer on phones. It stays where the spec puts it, bottom right, but the page leaves it room at
// its end and keyboard focus is scrolled out from under it (WCAG 2.2 2.4.11 Focus Not Obscured).
// From the narrowest phone the site supports to a desktop.
const VIEWPORTS = [
  { width: 320, height: 568 },
  { width: 375, height: 800 },
  { width: 1280, height: 800 },
] as const;

/**
 * What the button hides: the text and controls whose boxes meet the button's and that are what the
 * reader would see at that point with the button gone (elementFromPoint), so that a box clipped by a
 * scrolling strip or lying under another layer does not count. One line per element.
 */
const hiddenByButton = (page: Page, only?: 'focused'): Promise<string[]> =>
  page.evaluate((onlyFocused) => {
    const button = document.querySelector<HTMLElement>('[data-testid="consent-preferences"]');
    if (!button) return ['no consent-preferences button'];
    const b = button.getBoundingClientRect();
    const overlap = (r: DOMRect) => {
      const left = Math.max(r.left, b.left);
      const right = Math.min(r.right, b.right);
      const top = Math.max(r.top, b.top);
      const bottom = Math.min(r.bottom, b.bottom);
      return r.width > 1 && r.height > 1 && right > left && bottom > top ? { x: (left + right) / 2, y: (top + bottom) / 2 } : undefined;
    };
    // What is under the button: look with it out of the way, then put it back.
    const beneath = (x: number, y: number) => {
      button.style.visibility = 'hidden';
      const hit = document.elementFromPoint(x, y);
      button.style.visibility = '';
      return hit;
    };
    const seen = (el: Element, rects: DOMRectList | DOMRect[]) =>
      [...rects].some((r) => {
        const point = overlap(r);
        const hit = point && beneath(point.x, point.y);
        return Boolean(hit && (el.contains(hit) || hit.contains(el)));
      });
    const name = (el: Element) => (el.textContent || el.getAttribute('aria-label') || el.tagName).trim().replace(/\s+/g, ' ').slice(0, 40);
    const visible = (el: Element) => el.checkVisibility({ visibilityProperty: true, opacityProperty: true });

    if (onlyFocused) {
      const focused = document.activeElement;
      if (!focused || focused === document.body || focused === button) return [];
      return seen(focused, focused.getClientRects()) ? [`focused ${focused.tagName.toLowerCase()} "${name(focused)}"`] : [];
    }
    const found: string[] = [];
    const controls = document.querySelectorAll('a[href], button, select, input:not([type=hidden]), textarea, [tabindex]');
    for (const el of controls) {
      if (el !== button && visible(el) && seen(el, el.getClientRects())) found.push(`${el.tagName.toLowerCase()} "${name(el)}"`);
    }
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || button.contains(node) || !visible(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if (seen(parent, range.getClientRects())) found.push(`text "${node.textContent.trim().slice(0, 40)}"`);
    }
    return found;
  }, only === 'focused');

for (const viewport of VIEWPORTS) {
  test.describe(`the consent-preferences button (${viewport.width}px)`, () => {
    // A returning reader, who has the button; scrolling without animation, so each check sees where it ends.
    test.use({ viewport, reducedMotion: 'reduce' });
    test.beforeEach(async ({ context }) => {
      await context.addCookies([consentCookie(0, 0, 0)]);
    });

    const open = async (page: Page, request: Parameters<typeof findArticlePath>[0], screen: ScreenType) => {
      await page.goto(screen === 'article' ? await findArticlePath(request) : SCREEN_PATHS[screen]);
      await expect(page.getByTestId('consent-preferences')).toBeVisible();
    };

    test('covers no text or control at the end of any screen', async ({ page, request }) => {
      for (const screen of SCREEN_TYPES) {
        await open(page, request, screen);
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        expect.soft(await hiddenByButton(page), screen).toEqual([]);
      }
    });

    test('never hides the control that has keyboard focus, on any screen', async ({ page, request }) => {
      test.slow();
      for (const screen of SCREEN_TYPES) {
        await open(page, request, screen);
        const hidden: string[] = [];
        let reached = 0;
        // Tab from the top until focus leaves the page (or comes back round).
        for (let step = 0; step < 400; step += 1) {
          await page.keyboard.press('Tab');
          const where = await page.evaluate(() => {
            const el = document.activeElement;
            if (!el || el === document.body) return undefined;
            el.setAttribute('data-walked', String(Number(el.getAttribute('data-walked') ?? 0) + 1));
            return el.getAttribute('data-walked');
          });
          if (where === undefined || where === '2') break;
          reached += 1;
          hidden.push(...(await hiddenByButton(page, 'focused')));
        }
        expect(reached, `${screen}: focus went through the page`).toBeGreaterThan(10);
        expect.soft(hidden, screen).toEqual([]);
      }
    });
  });
}
