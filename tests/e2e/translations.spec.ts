import { expect, test, type APIRequestContext } from '@playwright/test';

// A reader on a story the newsroom published in several languages: the language
// select and "Also in" lead to the same story, with JavaScript and without it,
// and nothing of the other versions is fetched before the reader asks.

interface Story {
  /** Path of the English version. */
  readonly en: string;
  /** Path of the French version. */
  readonly fr: string;
}

/** An English story with a French version and none in Spanish, as the English posts sitemap names them. */
const aLinkedStory = async (request: APIRequestContext): Promise<Story> => {
  const xml = await (await request.get('/sitemaps/en-posts-1.xml')).text();
  for (const url of xml.match(/<url>.*?<\/url>/g) ?? []) {
    const en = /<loc>https?:\/\/[^/]+(\/en\/[^<]+)<\/loc>/.exec(url)?.[1];
    const fr = /hreflang="fr-FR" href="https?:\/\/[^/]+(\/fr\/[^"]+)"/.exec(url)?.[1];
    if (en && fr && !url.includes('hreflang="es-ES"')) return { en, fr };
  }
  throw new Error('the demo links no English story to a French one without a Spanish one');
};

test.describe('a story in several languages', () => {
  test('the language select opens the same story in the language chosen, and a language without it at its home', async ({ page, request }) => {
    const story = await aLinkedStory(request);
    await page.goto(story.en);
    const select = page.getByLabel('Language');
    await expect(select.locator('option[lang="es"]')).toHaveText(/^Español \(.+\)$/);
    await select.selectOption({ label: 'Français' });
    await expect(page).toHaveURL(new RegExp(`${story.fr}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    await page.getByLabel('Langue').selectOption({ value: '/es' });
    await expect(page).toHaveURL(/\/es$/);
  });

  test('without JavaScript, the select and its button lead to the same story', async ({ browser, request }) => {
    const story = await aLinkedStory(request);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(story.fr);
    await page.getByLabel('Langue').selectOption({ label: 'English' });
    await page.getByRole('button', { name: 'Aller', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${story.en}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await context.close();
  });

  test('"Also in" lists the other versions and opens one as a new page', async ({ page, request }) => {
    const story = await aLinkedStory(request);
    await page.goto(story.en);
    const alsoIn = page.getByRole('navigation', { name: 'Also in' });
    await expect(alsoIn.getByRole('link', { name: 'Français' })).toHaveAttribute('href', story.fr);
    await alsoIn.getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(new RegExp(`${story.fr}$`));
    await expect(page.getByRole('navigation', { name: 'Aussi en' }).getByRole('link', { name: 'English' })).toHaveAttribute('href', story.en);
  });

  test('asks nothing of another version before the reader picks one', async ({ page, request }) => {
    const story = await aLinkedStory(request);
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    await page.goto(story.en);
    await page.waitForLoadState('networkidle');
    // The reader points at and focuses the link, as one about to choose would not yet have chosen.
    await page.getByRole('navigation', { name: 'Also in' }).getByRole('link', { name: 'Français' }).hover();
    await page.waitForTimeout(300);
    expect(asked.filter((path) => path.includes(story.fr))).toEqual([]);
  });
});
