import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { findArticlePath } from './screenTypes.ts';

// Every card form a reader meets: what its image says and the date it shows
// (docs/product.md#post-display: the alt falls back to the title), compared with what the content
// API sent for the same post.
interface WirePost {
  readonly name: string;
  readonly title: string;
  readonly alt_text?: string | null;
}

/** A title is HTML (its inline markup, entities): what a reader must see is its text. */
const unescape = (s: string): string =>
  s.replace(/<[^>]*>/g, '').replace(/&#0?39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** Every post of a language by slug, read from the demo content API the SSR server also mounts. */
const wirePosts = async (request: APIRequestContext, lang: string): Promise<Map<string, WirePost>> => {
  const bySlug = new Map<string, WirePost>();
  for (let page = 1; page <= 10; page += 1) {
    const body = (await (await request.get(`/wp-json/wp/v6/get-paginated-latest-posts?lang=${lang}&page=${page}`)).json()) as { posts: WirePost[]; total_pages: number };
    for (const post of body.posts) bySlug.set(post.name, post);
    if (page >= body.total_pages) break;
  }
  return bySlug;
};

const CARD_FORMS = [
  { form: 'trending (the lead and the grid)', path: '/it', within: '[data-testid="trending"] :is(.trending__lead, .trending__large)' },
  { form: 'latest section', path: '/it', within: '[data-testid="latest"]' },
  { form: 'most read', path: '/it', within: '[data-testid="most-read"]' },
  { form: 'latest listing', path: '/it/ultimi-articoli?page=2', within: '[data-testid="listing-posts"]' },
  { form: 'category', path: '/it/robotica', within: '[data-testid="listing-posts"]' },
  { form: 'subcategory', path: '/it/societa/salute', within: '[data-testid="listing-posts"]' },
  { form: 'search', path: '/it/search?q=modelli', within: '[data-testid="listing-posts"]' },
] as const;

const cardsOf = async (page: Page, within: string) =>
  page.locator(`${within} article.post-card`).evaluateAll((cards) =>
    cards.map((card) => ({
      href: card.querySelector('.post-card__title a')?.getAttribute('href') ?? '',
      title: card.querySelector('.post-card__title')?.textContent ?? '',
      alt: card.querySelector('img')?.getAttribute('alt'),
      time: card.querySelector('time')?.getAttribute('datetime'),
      date: card.querySelector('time')?.textContent ?? '',
    })),
  );

test.describe('post cards', () => {
  test('describe their image with the alt text the editors wrote, else the title, on every card form', async ({ page, request }) => {
    const posts = await wirePosts(request, 'it');
    const article = await findArticlePath(request);
    const forms = [...CARD_FORMS, { form: 'related', path: article, within: '.related' }, { form: 'most read (article)', path: article, within: '[data-testid="most-read"]' }];
    let withOwnAlt = 0;
    let withTitleAlt = 0;
    for (const { form, path, within } of forms) {
      await page.goto(path);
      const cards = await cardsOf(page, within);
      expect(cards.length, form).toBeGreaterThan(0);
      for (const card of cards) {
        const wire = posts.get(card.href.split('/').pop()!);
        expect(wire, `${form}: ${card.href}`).toBeDefined();
        const expected = wire!.alt_text?.trim() ? wire!.alt_text.trim() : unescape(wire!.title);
        if (wire!.alt_text?.trim()) withOwnAlt += 1;
        else withTitleAlt += 1;
        expect(card.alt, `${form}: ${card.href}`).toBe(expected);
        expect(card.title.trim(), `${form}: ${card.href}`).toBe(unescape(wire!.title));
      }
    }
    // Both cases of the rule were met.
    expect(withOwnAlt).toBeGreaterThan(0);
    expect(withTitleAlt).toBeGreaterThan(0);
  });

  test('show the publication date in the language on every card form, never "Invalid Date"', async ({ page, request }) => {
    const article = await findArticlePath(request);
    const forms = [...CARD_FORMS, { form: 'related', path: article, within: '.related' }];
    for (const { form, path, within } of forms) {
      await page.goto(path);
      const cards = await cardsOf(page, within);
      for (const card of cards) {
        expect(card.time, `${form}: ${card.href}`).toMatch(/^\d{4}-\d{2}-\d{2}/);
        expect(card.date, `${form}: ${card.href}`).toMatch(/^\d{1,2} [a-z]{3} \d{4}$/);
        expect(card.date).not.toContain('Invalid');
      }
    }
    await page.goto('/en/robotics');
    const english = await cardsOf(page, '[data-testid="listing-posts"]');
    for (const card of english) expect(card.date).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    await page.goto('/de/robotik');
    const german = await cardsOf(page, '[data-testid="listing-posts"]');
    for (const card of german) expect(card.date).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
  });

  test('never show escaped markup as text on any screen', async ({ page, request }) => {
    const article = await findArticlePath(request);
    for (const path of ['/it', '/en', '/fr/dernieres-articles', '/it/robotica', '/en/search?q=model', '/it/chi-siamo', article]) {
      await page.goto(path);
      const text = await page.locator('body').innerText();
      expect(text, path).not.toMatch(/&(?:lt|gt|amp|quot|#0?39|#8217);/);
      expect(await page.title(), path).not.toMatch(/&(?:lt|gt|amp|quot|#0?39|#8217);/);
    }
  });
});
