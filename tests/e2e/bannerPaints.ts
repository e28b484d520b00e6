import type { Page } from '@playwright/test';

/**
 * Watches every frame from the very start of the next navigation: a requestAnimationFrame
 * callback runs before each paint, so a banner seen visible there is a banner painted.
 * Returns a reader of "was the consent banner ever painted on this page?".
 */
export const watchBannerPaints = async (page: Page): Promise<() => Promise<boolean>> => {
  await page.addInitScript(() => {
    const w = window as unknown as { __bannerPainted?: boolean };
    w.__bannerPainted = false;
    const frame = (): void => {
      const banner = document.querySelector('[data-testid="consent-banner"]');
      if (banner?.checkVisibility()) w.__bannerPainted = true;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  return () => page.evaluate(() => (window as unknown as { __bannerPainted?: boolean }).__bannerPainted === true);
};
