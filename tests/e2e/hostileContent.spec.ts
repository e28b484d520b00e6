import { expect, test, type Page } from '@playwright/test';
import { decodeHTML } from 'entities';
import { demoDataset } from '../../adapters/demo-content/dataset/buildDataset.ts';
import { EVIL_HOST } from '../builders/hostileContentApi.ts';
import { HOSTILE_ORIGIN } from './origins.ts';
import { untilHydrated } from './hydration.ts';

// A content API whose posts, pages, titles, alt texts, category names, outbound
// links, media and suggestions carry script payloads (tests/builders/hostileContentApi.ts):
// no screen runs any of it, asks another host for anything, or loses its editorial content.
test.use({ baseURL: HOSTILE_ORIGIN });

interface Watch {
  readonly dialogs: string[];
  readonly outside: string[];
  readonly violations: string[];
}

/** Records dialogs, requests to any host but the site's, and CSP violations; answers nothing outside. */
const watch = async (page: Page): Promise<Watch> => {
  const seen: Watch = { dialogs: [], outside: [], violations: [] };
  page.on('dialog', (dialog) => {
    seen.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.origin === HOSTILE_ORIGIN) return route.continue();
    seen.outside.push(url.href);
    return route.abort();
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.violations.push(message.text());
  });
  return seen;
};

const pwned = (page: Page) => page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned);

const articlePath = async (page: Page): Promise<string> => {
  await page.goto('/en/society/health');
  const href = await page.getByTestId('listing-posts').locator('.post-card__title a').first().getAttribute('href');
  if (!href) throw new Error('no article linked');
  return href;
};

/** The words of a demo post's title (HTML, which may carry <em>), as the hostile API's dataset has it before its payload. */
const DATASET = demoDataset({ mediaBase: '' });
const titleWords = (slug: string): string => decodeHTML(DATASET.languages.en.postBySlug.get(slug)!.full.title.replace(/<[^>]*>/g, ''));

const SCREENS = ['/en', '/en/latest-posts?page=2', '/en/robotics', '/en/robotics/humanoid-robots', '/en/search?q=model', '/en/about-us', '/en/article/no-such-post'];

test.describe('hostile WordPress content', () => {
  test('runs nowhere: no dialog, no global set, no request to another host, on every screen type', async ({ page }) => {
    const seen = await watch(page);
    const screens = [...SCREENS, await articlePath(page)];
    for (const path of screens) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // Give timed and event payloads their chance: hover, scroll, toggle.
      await page.mouse.move(200, 300);
      await page.mouse.wheel(0, 2000);
      await page.waitForTimeout(300);
      expect(await pwned(page), path).toBeUndefined();
    }
    expect(seen.dialogs).toEqual([]);
    expect(seen.outside.filter((url) => url.includes(EVIL_HOST) || !url.startsWith(HOSTILE_ORIGIN))).toEqual([]);
  });

  test('still shows the editorial content of an article, with payloads as plain text where they were text', async ({ page }) => {
    await watch(page);
    const path = await articlePath(page);
    await page.goto(path);
    const body = page.locator('.article-body');
    await expect(body.locator('h2').first()).toBeVisible();
    await expect(body.locator('p').first()).toBeVisible();
    expect(await body.locator('script, iframe[srcdoc], object, embed, form, base, meta, svg, math, style, [onerror], [onclick], [ontoggle], [onmouseover]').count()).toBe(0);
    expect(await body.locator('a[href^="javascript:" i], a[href^="data:" i]').count()).toBe(0);
    // A title is HTML as WordPress renders it: its words show, the payload's script and elements are gone.
    const words = titleWords(path.split('/').pop()!);
    const heading = page.locator('h1.article__title');
    await expect(heading).toHaveText(`${words} "'>`);
    expect(await heading.locator('*').count()).toBe(0);
    expect(await pwned(page)).toBeUndefined();
  });

  test('keeps outbound links, media and suggestions to safe addresses', async ({ page }) => {
    await watch(page);
    await page.goto(await articlePath(page));
    const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.filter((href) => /^\s*(javascript|data|vbscript):/i.test(href))).toEqual([]);
    const sources = await page.locator('img[src], video[src], source[src], iframe[src]').evaluateAll((els) => els.map((e) => e.getAttribute('src') ?? ''));
    expect(sources.filter((src) => /^\s*(javascript|vbscript):|^data:text/i.test(src))).toEqual([]);
    await page.getByRole('button', { name: /search/i }).first().click();
    await page.locator('#header-search').getByRole('combobox').fill('model');
    // The suggestions arrive, their titles' words as text, nothing of the payload's script.
    const options = page.locator('#header-search').getByRole('option');
    await expect(options.first()).toContainText(`"'>`);
    await expect(options.first()).not.toContainText('__pwned');
    expect(await pwned(page)).toBeUndefined();
  });

  test('runs nothing after a client navigation to an article either', async ({ page }) => {
    const seen = await watch(page);
    await page.goto('/en/society/health');
    await untilHydrated(page);
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.getByTestId('listing-posts').locator('.post-card__title a').first().click();
    await expect(page.getByTestId('article')).toBeVisible();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(await pwned(page)).toBeUndefined();
    expect(seen.dialogs).toEqual([]);
  });
});
