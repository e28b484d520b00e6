import { expect, test, type Page } from '@playwright/test';
import { untilHydrated } from './hydration.ts';
import { findArticlePath, SCREEN_PATHS } from './screenTypes.ts';

// A title may hold a word wider than a phone (the theme unit test data's
// "Taumatawhakatangihangakoauauotamateaturipukakapikimaungahoronukupokaiwhenuakitanatahu",
// a product name, a URL): the article's H1, the cards' titles, the breadcrumbs and a
// static page's H1 break it rather than widen the page. The demo's titles have no such
// word, so each page's titles are given one here, as WordPress would send it.
const LONG_WORD = 'Supercalifragilistic'.repeat(3);
const PHONE = { width: 375, height: 812 };

test.use({ viewport: PHONE });

/** Puts the long word in every element `selector` finds, and answers how wide the page has become. */
const widthWithLongWords = async (page: Page, selector: string): Promise<{ changed: number; width: number }> =>
  page.evaluate(
    ({ selector, word }) => {
      const elements = [...document.querySelectorAll(selector)];
      for (const element of elements) element.textContent = `A ${word} title`;
      return { changed: elements.length, width: document.documentElement.scrollWidth };
    },
    { selector, word: LONG_WORD },
  );

const CASES = [
  { name: 'the article’s H1, breadcrumbs and related cards', path: 'article', selector: '.article__title, .breadcrumbs__link, .breadcrumbs__current, .post-card__title a' },
  { name: 'the home’s lead, cards and ranked list', path: SCREEN_PATHS.home, selector: '.post-card__title a' },
  { name: 'a listing’s cards and breadcrumbs', path: SCREEN_PATHS.subcategory, selector: '.post-card__title a, .breadcrumbs__link, .breadcrumbs__current' },
  { name: 'a static page’s H1', path: SCREEN_PATHS.static, selector: '.static-page h1' },
] as const;

test.describe('titles with a word wider than a phone', () => {
  for (const { name, path, selector } of CASES) {
    test(`break inside ${name}, at 375x812 the page stays 375 px wide`, async ({ page, request }) => {
      await page.goto(path === 'article' ? await findArticlePath(request) : path);
      await untilHydrated(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      const { changed, width } = await widthWithLongWords(page, selector);
      expect(changed).toBeGreaterThan(0);
      expect(width).toBeLessThanOrEqual(PHONE.width);
    });
  }
});
