import { expect, test, type Locator, type Page } from '@playwright/test';
import { asReturningReader } from './returningReader.ts';
import { interceptThirdParties } from './thirdParties.ts';

// A reader with a keyboard only: every step below is a key press (Tab, Enter,
// arrows, Escape, typing, Space). Locators only check where focus and the page are.

const MAX_TABS = 80;

/** Presses Tab (or Shift+Tab) until `target` has focus, as a reader would. */
const tabTo = async (page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> => {
  for (let i = 0; i < MAX_TABS; i += 1) {
    await page.keyboard.press(key);
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`focus never reached ${target.toString()} in ${MAX_TABS} presses of ${key}`);
};

/** The focused element shows a visible focus indicator. */
const expectVisibleFocus = async (target: Locator): Promise<void> => {
  await expect(target).toBeFocused();
  const outline = await target.evaluate((el) => {
    const style = getComputedStyle(el);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThanOrEqual(2);
};


test.describe('keyboard-only walk (desktop)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('consent → header → search with autocomplete → article → table of contents → share, rating and further reading → consent again', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // Measurement is chosen below: the tag manager's host is served a stand-in, never reached.
    await interceptThirdParties(page);
    await page.goto('/en');

    // A new reader meets the skip link first, then the consent banner (it leads the page, as on GOV.UK).
    const banner = page.getByTestId('consent-banner');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await banner.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    const customize = banner.getByRole('button', { name: 'Customize' });
    await tabTo(page, customize);
    await expectVisibleFocus(customize);
    await page.keyboard.press('Enter');
    const measurement = banner.getByRole('checkbox', { name: 'Measurement' });
    await tabTo(page, measurement);
    await page.keyboard.press('Space');
    await expect(measurement).toBeChecked();
    const save = banner.getByRole('button', { name: 'Save choices' });
    await tabTo(page, save);
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();
    // Focus is not lost with the banner: it goes to the button that reopens it.
    const preferences = page.getByRole('button', { name: 'Privacy preferences' });
    await expect(preferences).toBeFocused();

    // The skip link is visible when focused and leads to the main content.
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await tabTo(page, skip);
    await expectVisibleFocus(skip);
    await expect(skip).toBeInViewport();

    // Header: the search toggle opens the search panel and puts focus in the field.
    const searchToggle = page.getByRole('button', { name: 'Search', exact: true }).first();
    await tabTo(page, searchToggle);
    await expectVisibleFocus(searchToggle);
    await page.keyboard.press('Enter');
    await expect(searchToggle).toHaveAttribute('aria-expanded', 'true');
    const box = page.getByRole('combobox', { name: 'Search the site' });
    await expect(box).toBeFocused();

    // Autocomplete as a combobox: arrows move the active option, Escape closes the list.
    await page.keyboard.type('robot');
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(list).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    const first = list.getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(box).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(list).toBeVisible();
    await expect(first).toHaveAttribute('aria-selected', 'true');

    // Enter opens the chosen suggestion: the article.
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('article')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Table of contents: Enter on an entry brings its heading into view.
    const toc = page.getByRole('navigation', { name: 'Contents' });
    const entry = toc.getByRole('link').nth(1);
    await tabTo(page, entry);
    await expectVisibleFocus(entry);
    const target = (await entry.getAttribute('href'))!.slice(1);
    await page.keyboard.press('Enter');
    await expect(page.locator(`[id="${target}"]`)).toBeInViewport();
    await expect(page).toHaveURL(new RegExp(`#${target}$`));

    // Share: back up to the copy-link button; Enter copies and says so.
    const copy = page.getByRole('button', { name: 'Copy link' });
    await tabTo(page, copy, 'Shift+Tab');
    await expectVisibleFocus(copy);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();

    // Further reading: the box collapses and expands from its toggle.
    const toggle = page.getByRole('button', { name: /Further reading/ });
    await tabTo(page, toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    // Star rating: one tab stop, arrows move between the stars, Enter chooses.
    const stars = page.getByRole('radiogroup').getByRole('radio');
    await tabTo(page, stars.first());
    await expectVisibleFocus(stars.first());
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(stars.nth(3)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(stars.nth(3)).toHaveAttribute('aria-checked', 'true');

    // Consent again: the preferences button reopens the banner as a dialog, with the
    // choice made earlier; Tab stays inside and Escape gives focus back.
    await tabTo(page, preferences);
    await expectVisibleFocus(preferences);
    await page.keyboard.press('Enter');
    await expect(banner).toBeVisible();
    expect(await banner.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await banner.evaluate((el) => el.contains(document.activeElement)), `Tab ${i} stays in the banner`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(banner).toBeHidden();
    await expect(preferences).toBeFocused();
  });

  test('Escape closes the search panel and returns focus to its toggle', async ({ page }) => {
    await asReturningReader(page);
    await page.goto('/en');
    const searchToggle = page.getByRole('button', { name: 'Search', exact: true }).first();
    await tabTo(page, searchToggle);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('combobox', { name: 'Search the site' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('combobox', { name: 'Search the site' })).toBeHidden();
    await expect(searchToggle).toBeFocused();
    await expect(searchToggle).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('keyboard-only walk (phone)', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the menu opens from its toggle, its links follow in tab order, Escape closes it', async ({ page }) => {
    await asReturningReader(page);
    await page.goto('/en');
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    const menu = page.getByRole('navigation', { name: 'Categories' });
    await tabTo(page, toggle);
    await expectVisibleFocus(toggle);
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await tabTo(page, menu.getByRole('link').first());
    await expectVisibleFocus(menu.getByRole('link').first());
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('Enter on a category link of the open menu navigates there and closes the menu', async ({ page }) => {
    await asReturningReader(page);
    await page.goto('/en');
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    const link = page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Robotics' });
    await tabTo(page, link);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/robotics$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Robotics');
    await expect(page.getByRole('navigation', { name: 'Categories' })).toBeHidden();
  });
});
