// Watching and holding back hydration from a browser test.
import { expect, type Locator, type Page } from '@playwright/test';

/** Holds every script of the page until the returned function is called: the reader acts on the server's HTML first. */
export const holdScripts = async (page: Page): Promise<() => void> => {
  let release = () => {};
  const released = new Promise<void>((resolve) => { release = resolve; });
  await page.route(/\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
};

/** Whether React has hydrated the first element `locator` finds (it keeps its fiber on the element). */
export const isHydrated = (locator: Locator): Promise<boolean> =>
  locator.first().evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber')));

/**
 * Waits until React has hydrated the first element `locator` finds. Deferred parts
 * (the article's share row, rating and further reading, the footer) hydrate after
 * the page, when their code has come: a test of what that code does waits for it.
 */
export const untilPartHydrated = (locator: Locator): Promise<void> => expect.poll(() => isHydrated(locator)).toBe(true);

/**
 * Waits until the page's code has run and React has hydrated its main content. The
 * page shows before its code runs, and before that a link is an ordinary link (a
 * whole new page) and a form the browser's own: a test of what the code does
 * with them waits for this first.
 */
export const untilHydrated = (page: Page): Promise<void> => untilPartHydrated(page.locator('main'));
