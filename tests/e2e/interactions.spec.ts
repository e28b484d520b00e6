import { expect, test } from '@playwright/test';
import { recordConsoleProblems } from './consoleErrors.ts';
import { SSR_ORIGIN } from './origins.ts';

const viewports = [
  { name: 'phone', width: 375, height: 800 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

for (const viewport of viewports) {
  test.describe(`header and navigation (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('autocomplete opens with suggestions, closes on a click outside, reopens on a click inside', async ({ page }) => {
      const problems = recordConsoleProblems(page);
      await page.goto('/en');
      await page.getByRole('button', { name: 'Search', exact: true }).first().click();
      const box = page.getByRole('combobox', { name: 'Search the site' });
      await box.fill('robot');
      const list = page.getByRole('listbox', { name: 'Suggestions' });
      await expect(list).toBeVisible();
      expect(await list.getByRole('option').count()).toBeGreaterThan(0);
      await page.locator('main').click({ position: { x: 5, y: 5 } });
      await expect(list).toBeHidden();
      await box.click();
      await expect(list).toBeVisible();
      await list.getByRole('option').first().click();
      await expect(page.getByTestId('article')).toBeVisible();
      expect(problems).toEqual([]);
    });

    test('search submit ignores empty input and searches otherwise, keeping the canonical current', async ({ page }) => {
      await page.goto('/it');
      await page.getByRole('button', { name: 'Cerca', exact: true }).first().click();
      const box = page.getByRole('combobox', { name: 'Cerca nel sito' });
      await box.press('Enter');
      await expect(page).toHaveURL(/\/it$/);
      await box.fill('robot');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/it\/search\?q=robot$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('robot');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SSR_ORIGIN}/it/search?q=robot`);
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    });

    test('the date filter keeps the other query params', async ({ page }) => {
      await page.goto('/en/search?q=model');
      await page.getByLabel('Period').selectOption('year');
      await expect(page).toHaveURL(/\/en\/search\?q=model&qdata=year$/);
      await expect(page.getByLabel('Period')).toHaveValue('year');
    });

    test('the language select reloads the site at /{code}', async ({ page }) => {
      await page.goto('/it/ultimi-articoli');
      await page.getByLabel('Lingua').selectOption('de');
      await expect(page).toHaveURL(/\/de$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    });
  });
}

test.describe('header behaviour', () => {
  test('hides on scroll down past 73px and shows again on scroll up', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto('/fr/dernieres-articles');
    const header = page.getByTestId('site-header');
    await page.mouse.wheel(0, 600);
    await expect(header).toHaveClass(/site-header--hidden/);
    await page.mouse.wheel(0, -200);
    await expect(header).not.toHaveClass(/site-header--hidden/);
  });

  test('the menu toggle opens the category list on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/es');
    const menu = page.getByRole('navigation', { name: 'Categorías' });
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Menú' }).click();
    await expect(menu).toBeVisible();
    await menu.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(menu).toBeHidden();
  });

  test('the footer links the legal pages of the language and mails the newsroom', async ({ page }) => {
    await page.goto('/pt');
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: 'Sobre nós' })).toHaveAttribute('href', '/pt/sobre-nos');
    await expect(footer.getByRole('link', { name: 'Termos e condições' })).toHaveAttribute('href', '/pt/termos-e-condicoes');
    await expect(footer.getByRole('link', { name: 'Contacto' })).toHaveAttribute('href', /^mailto:/);
  });
});
