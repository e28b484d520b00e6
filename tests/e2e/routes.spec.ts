import { expect, test, type APIRequestContext } from '@playwright/test';
import { LANGS, LANGUAGE_TABLE } from '../../src/domain/language.ts';
import { uiText } from './uiText.ts';

// What curl sees: status, redirect target and server-rendered content of every
// route of the spec table, against the embedded demo content.
const get = (request: APIRequestContext, path: string) => request.get(path, { maxRedirects: 0 });

test.describe('routes answer correctly without JavaScript', () => {
  test('the latest posts listing, by its localized slug, in every language', async ({ request }) => {
    for (const lang of LANGS) {
      const heading = uiText(lang, 'latest');
      const response = await get(request, `/${lang}/${LANGUAGE_TABLE[lang].slugs.latestPosts}`);
      expect(response.status(), lang).toBe(200);
      expect(await response.text(), lang).toContain(`>${heading}</h1>`);
    }
  });

  test('page 2 of a listing carries the page suffix and paging links', async ({ request }) => {
    const html = await (await get(request, '/de/neueste-artikel?page=2')).text();
    expect(html).toContain('>Neueste Artikel - Seite 2</h1>');
    const anchors = html.match(/<a [^>]*>/g) ?? [];
    expect(anchors.some((a) => a.includes('rel="prev"') && a.includes('href="/de/neueste-artikel"'))).toBe(true);
    expect(anchors.some((a) => a.includes('rel="next"') && a.includes('href="/de/neueste-artikel?page=3"'))).toBe(true);
  });

  test('a category and a subcategory list their posts; unknown ones redirect to the language home', async ({ request }) => {
    const category = await get(request, '/en/robotics');
    expect(category.status()).toBe(200);
    const html = await category.text();
    expect(html).toContain('>Robotics</h1>');
    expect(html).toContain('href="/en/robotics/humanoid-robots"');
    const sub = await get(request, '/en/robotics/humanoid-robots');
    expect(sub.status()).toBe(200);
    const unknown = await get(request, '/en/robotics/no-such-sub');
    expect(unknown.status()).toBe(302);
    expect(unknown.headers()['location']).toBe('/en');
  });

  test('static pages answer at every localized slug', async ({ request }) => {
    for (const path of LANGS.flatMap((lang) => [`/${lang}/${LANGUAGE_TABLE[lang].slugs.about}`, `/${lang}/${LANGUAGE_TABLE[lang].slugs.terms}`])) {
      const response = await get(request, path);
      expect(response.status(), path).toBe(200);
      expect(await response.text(), path).toMatch(/<article class="static-page"><h1>[^<]+<\/h1>/);
    }
  });

  test('search without q redirects home; with q it escapes the query everywhere', async ({ request }) => {
    const none = await get(request, '/it/search');
    expect(none.status()).toBe(302);
    expect(none.headers()['location']).toBe('/it');
    const hostile = '<img src=x onerror=alert(1)>';
    const response = await get(request, `/en/search?q=${encodeURIComponent(hostile)}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).not.toContain(hostile);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  test('bad query values give a sane page, never a 500', async ({ request }) => {
    for (const path of ['/it/ultimi-articoli?page=0', '/it/ultimi-articoli?page=-1', '/it/ultimi-articoli?page=abc', '/en/search?q=robot&page=abc&qdata=forever', `/en/search?q=${'x'.repeat(3000)}`]) {
      expect((await get(request, path)).status(), path).toBe(200);
    }
    expect((await get(request, '/it/ultimi-articoli?page=99999')).status()).toBe(404);
  });

  test('an article answers at its canonical form; the /article/ form redirects there with a 301', async ({ request }) => {
    const listing = await (await get(request, '/en/robotics/humanoid-robots')).text();
    const href = /href="(\/en\/robotics\/humanoid-robots\/[a-z0-9-]+)"/.exec(listing)?.[1];
    expect(href).toBeDefined();
    const article = await get(request, href!);
    expect(article.status()).toBe(200);
    const html = await article.text();
    expect(html).toContain('data-testid="article"');
    expect(html).toContain('width="1024" height="574"');
    const slug = href!.split('/').pop()!;
    const short = await get(request, `/en/article/${slug}`);
    expect(short.status()).toBe(301);
    expect(short.headers()['location']).toBe(href);
  });

  test('in each of the six languages a category, a search and an unknown post answer as they should', async ({ request }) => {
    for (const lang of LANGS) {
      const home = await (await get(request, `/${lang}`)).text();
      const category = new RegExp(`<nav id="header-menu"[^]*?href="(/${lang}/[a-z-]+)"`).exec(home)?.[1];
      expect(category, lang).toBeDefined();
      expect((await get(request, category!)).status(), category).toBe(200);
      expect((await get(request, `/${lang}/search?q=ai`)).status(), lang).toBe(200);
      expect((await get(request, `/${lang}/article/does-not-exist`)).status(), lang).toBe(404);
    }
  });

  test('an unknown category, single or with a subcategory, redirects to the language home in every language', async ({ request }) => {
    for (const lang of LANGS) {
      for (const path of [`/${lang}/no-such-category`, `/${lang}/no-such-category/no-such-sub`]) {
        const response = await get(request, path);
        expect(response.status(), path).toBe(302);
        expect(response.headers()['location'], path).toBe(`/${lang}`);
      }
    }
  });

  test('an unknown post or page is a translated 404', async ({ request }) => {
    for (const [path, text] of [['/it/article/non-esiste', 'Pagina non trovata'], ['/de/a/b/nichts-hier', 'Seite nicht gefunden'], ['/fr/a/b/c/d/e', 'Page introuvable']] as const) {
      const response = await get(request, path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain(text);
    }
  });
});
