import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { findArticlePath, SCREEN_PATHS, SCREEN_TYPES, type ScreenType } from './screenTypes.ts';

// Saves what each screen type looks like on a phone and a desktop, so anyone can
// see the site without starting it (README, "Design and accessibility"). One
// screenful each, as JPEG (the demo covers are gradients, heavy in PNG), and dark
// mode for the screens that show every component. The consent banner is shot once
// per size and scheme, then refused so that it does not cover the screens.
const DIR = join(process.cwd(), 'docs', 'screenshots');
const VIEWPORTS = [
  { width: 375, height: 667 },
  { width: 1280, height: 720 },
] as const;
const SHOTS: Readonly<Record<'light' | 'dark', readonly ScreenType[]>> = {
  light: SCREEN_TYPES,
  dark: ['home', 'category', 'article', 'notFound'],
};

for (const colorScheme of ['light', 'dark'] as const) {
  for (const viewport of VIEWPORTS) {
    test(`screenshots of every screen type (${colorScheme}, ${viewport.width}px)`, async ({ page, request }) => {
      test.setTimeout(90_000);
      mkdirSync(DIR, { recursive: true });
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      await page.goto(SCREEN_PATHS.home);
      const banner = page.getByTestId('consent-banner');
      await expect(banner).toBeVisible();
      await page.screenshot({ path: join(DIR, `consent-${viewport.width}-${colorScheme}.jpg`), type: 'jpeg', quality: 80 });
      await banner.getByRole('button', { name: 'Rifiuta tutto' }).click();
      await expect(banner).toBeHidden();
      for (const screen of SHOTS[colorScheme]) {
        const path = screen === 'article' ? await findArticlePath(request) : SCREEN_PATHS[screen];
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await expect(page.locator('h1')).toHaveCount(1);
        // Lazy images below the fold are not in a screenful; those in it must be drawn.
        await expect.poll(() => page.evaluate(() => [...document.images].filter((i) => i.getBoundingClientRect().top < innerHeight).every((i) => i.complete))).toBe(true);
        await page.screenshot({ path: join(DIR, `${screen}-${viewport.width}-${colorScheme}.jpg`), type: 'jpeg', quality: 80 });
      }
    });
  }
}

test('screenshots of the header in its secondary and primary themes', async ({ page }) => {
  mkdirSync(DIR, { recursive: true });
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto(SCREEN_PATHS.home);
    const header = page.getByTestId('site-header');
    for (const theme of ['secondary', 'primary'] as const) {
      // No screen uses these themes yet (spec: white, secondary, primary): switch the class to show them.
      await header.evaluate((el, name) => el.classList.replace(el.classList.item(1) ?? '', `site-header--${name}`), theme);
      await expect(header).toHaveClass(new RegExp(`site-header--${theme}`));
      await header.screenshot({ path: join(DIR, `header-${theme}-${viewport.width}.jpg`), type: 'jpeg', quality: 80 });
    }
  }
});
