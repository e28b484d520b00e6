import { expect, type Page } from '@playwright/test';

/** Setup, not under test: a reader who already refused everything, so no banner covers the page. */
export const asReturningReader = async (page: Page, path = '/en', reject = 'Reject all'): Promise<void> => {
  await page.goto(path);
  const banner = page.getByTestId('consent-banner');
  // Hydrated (the server's banner is marked pending until then): a click on the server's HTML alone does nothing.
  await expect(banner).not.toHaveAttribute('data-pending');
  await banner.getByRole('button', { name: reject }).click();
  await expect(banner).toBeHidden();
};
