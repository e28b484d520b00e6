import { expect, test, type Page } from '@playwright/test';
import { recordConsoleProblems } from './consoleErrors.ts';
import { asReturningReader } from './returningReader.ts';

// What a reader sees of the pictures and the video in the demo: an inline video
// with a poster, as wide as the images around it, captioned, never playing by
// itself; and the default thumbnail of a post without an image served at the
// size of the slot it fills, not as a 1024 px file in a phone's card.

/** Every CSP violation the page reports (a poster or image refused by img-src or media-src lands here). */
const watchViolations = async (page: Page): Promise<string[]> => {
  const violations: string[] = [];
  await page.exposeBinding('__reportViolation', (_source, text: string) => void violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportViolation: (text: string) => void }).__reportViolation(`${event.effectiveDirective} blocked ${event.blockedURI}`);
    });
  });
  return violations;
};

/** The natural width of the file an <img> shows, read from the file alone (a srcset's density would scale `naturalWidth`). */
const fileWidth = (page: Page, url: string): Promise<number> =>
  page.evaluate(async (src) => {
    const image = new Image();
    image.src = src;
    await image.decode();
    return image.naturalWidth;
  }, url);

for (const viewport of [{ name: 'phone', width: 375, height: 800 }, { name: 'desktop', width: 1280, height: 900 }] as const) {
  test.describe(`media (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('an inline video shows its poster, spans the column as the images do, carries caption and licence, and never plays by itself', async ({ page }) => {
      const violations = await watchViolations(page);
      const problems = recordConsoleProblems(page);
      await asReturningReader(page, '/en/latest-posts');
      // The newest post of the demo carries the demo video in its third media slot.
      await page.getByTestId('listing-posts').locator('.post-card__title a').first().click();
      const figure = page.locator('figure.inline-media--video');
      await figure.scrollIntoViewIfNeeded();
      const video = figure.locator('video');
      await expect(video).toBeVisible();
      expect(await video.getAttribute('autoplay')).toBeNull();
      await expect(video).toHaveJSProperty('controls', true);

      const poster = (await video.getAttribute('poster'))!;
      expect(poster).toMatch(/\.jpg$/);
      // The poster loads under the page's CSP (a poster is fetched as an image) and has the video's aspect.
      const posterWidth = await fileWidth(page, poster);
      expect(posterWidth).toBeGreaterThanOrEqual(640);

      const box = (await video.boundingBox())!;
      const image = (await page.locator('figure.inline-media--image img').first().boundingBox())!;
      expect(Math.abs(box.width - image.width)).toBeLessThanOrEqual(1);
      expect(box.width / box.height).toBeCloseTo(16 / 9, 1);

      const caption = figure.locator('figcaption');
      await expect(caption.locator('.inline-media__text')).not.toBeEmpty();
      await expect(caption.locator('.inline-media__license')).toHaveText(/^Licence: \S/);

      // Still paused after a while: nothing starts it but the reader.
      await page.waitForTimeout(500);
      expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
      // Native controls take the keyboard: Tab from just before the video reaches it, and Enter plays it.
      await figure.evaluate((element: HTMLElement) => {
        element.tabIndex = -1;
        element.focus();
      });
      await page.keyboard.press('Tab');
      await expect(video).toBeFocused();
      await page.keyboard.press('Enter');
      await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);

      expect(violations).toEqual([]);
      expect(problems).toEqual([]);
    });

    test('a video far below the first screen is left unrendered until the reader comes near it, and its box stays the same', async ({ page }) => {
      // The browser reports each change of whether it skips the rendering of an element's contents.
      await page.addInitScript(() => {
        const states: boolean[] = [];
        Object.assign(window, { __videoSkipped: states });
        document.addEventListener('contentvisibilityautostatechange', (event) => {
          if ((event.target as Element).localName === 'video') states.push((event as Event & { skipped: boolean }).skipped);
        }, true);
      });
      await asReturningReader(page, '/en/latest-posts');
      await page.getByTestId('listing-posts').locator('.post-card__title a').first().click();
      const video = page.locator('figure.inline-media--video video');
      const width = Number(await video.getAttribute('width'));
      const height = Number(await video.getAttribute('height'));
      const skipped = () => page.evaluate(() => (window as unknown as { __videoSkipped: boolean[] }).__videoSkipped.at(-1));
      await expect.poll(skipped).toBe(true);
      const before = (await video.boundingBox())!;
      expect(before.width / before.height).toBeCloseTo(width / height, 2);
      await video.scrollIntoViewIfNeeded();
      await expect.poll(skipped).toBe(false);
      const after = (await video.boundingBox())!;
      expect(after.width).toBeCloseTo(before.width, 1);
      expect(after.height).toBeCloseTo(before.height, 1);
      // Its controls are the reader's as soon as it shows: Tab from the figure reaches the video.
      await page.locator('figure.inline-media--video').evaluate((element: HTMLElement) => {
        element.tabIndex = -1;
        element.focus();
      });
      await page.keyboard.press('Tab');
      await expect(video).toBeFocused();
    });

    test('a post without an image shows the default thumbnail from a file about the size of its slot', async ({ page }) => {
      await asReturningReader(page, '/en/latest-posts');
      const tile = page.locator('img[src*="default-thumbnail"]').first();
      await tile.scrollIntoViewIfNeeded();
      await expect.poll(() => tile.evaluate((element: HTMLImageElement) => element.complete && element.currentSrc !== '')).toBe(true);
      const slot = (await tile.boundingBox())!.width;
      const shown = await fileWidth(page, await tile.evaluate((element: HTMLImageElement) => element.currentSrc));
      // Sharp (at least the slot's width, at this screen's one pixel per CSS pixel) and never the 1024 px
      // hero file: of the sizes WordPress gives (300, 512, 1024), the smallest sharp one is under twice the slot.
      expect(shown).toBeGreaterThanOrEqual(slot);
      expect(shown).toBeLessThan(slot * 2);
    });
  });
}
