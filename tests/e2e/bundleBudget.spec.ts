import { expect, test, type Page } from '@playwright/test';
import { brotliBytes, builtText, closureOf, ENTRY, kb, manifest } from './clientBuild.ts';
import { findArticlePath, SCREEN_PATHS } from './screenTypes.ts';

// Each screen's code comes with its route (web/routes/screenChunks.ts): a first
// visit loads React, react-dom and the router (the floor, a chunk of its own:
// vite.client.config.ts), the shell, and the code of the screen it shows; nothing
// of another screen. The server's HTML preloads the screen's chunks from the head;
// its loader script requests the entry and the chunks it imports once the page is
// painted (web/document/moduleLoader.ts).

/** The framework chunk: every page's floor. */
const floorFiles = [...closureOf(ENTRY)].filter((file) => /\/framework-[\w-]+\.js$/.test(file));
const FLOOR = brotliBytes(floorFiles);

/**
 * What a first load may add to the floor. The target is 8 KB; the
 * shell (header and search box, the footer's frame, consent banner and layer,
 * the document's head tags, routing and data fetching) weighs about 12 KB
 * brotli, and the screens add
 * 1.3 KB (the home) to 3.5 KB (a static page, which comes with the listing's
 * code); yielding between the router and hydration costs 0.1 KB more (what a reader
 * does before hydration is the head script's since issue 44, in the HTML); reader signals (the read and search beacons and the
 * refusal they check, on every page; the vote's code comes with the first
 * click) 0.3 to 0.5 KB more, for which the bound moved from 16 to 16.5 KB. Issue 32
 * added card grids that fill their rows (src/domain/cardRows.ts, 0.15 KB), the
 * not-found screen's lazy search field and newest posts (0.1 KB in the entry), the
 * nested table of contents (0.05 KB) (docs/decisions/0029-front-page-and-pages-without-gaps.md),
 * and bylines with the author's page: the new route in the entry (0.1 KB), the byline and
 * "Updated" line in the article's code (0.15 KB), and the cards, breadcrumbs and
 * paging the author screen shares with the listings, which the bundler then splits
 * into chunks of their own (0.3 to 0.4 KB of imports and lost compression)
 * (docs/decisions/0028-bylines-and-author-pages.md); the bound moved to 18 KB, then to
 * 18.5 KB with linked translations: the language select that reads the page's
 * versions, and "Also in" (docs/decisions/0037-linked-translations.md;
 * docs/performance-and-budgets.md has the figures and what grouping chunks saved).
 * Reaching 8 KB needs a lighter shell still; this bound stops any screen from
 * growing unnoticed.
 */
const ALLOWANCE_KB = 18.5;
/** No chunk loaded later may weigh more than this. */
const LAZY_CHUNK_MAX_KB = 10;

const SCREENS = {
  home: { path: () => SCREEN_PATHS.home, chunk: 'home' },
  listing: { path: () => SCREEN_PATHS.category, chunk: 'listing' },
  search: { path: () => SCREEN_PATHS.search, chunk: 'listing' },
  static: { path: () => SCREEN_PATHS.static, chunk: 'staticPage' },
  article: { path: findArticlePath, chunk: 'article' },
  author: { path: () => SCREEN_PATHS.author, chunk: 'author' },
} as const;

/** The scripts a page's head preloads, as URL paths. */
const preloadsOf = (html: string): Set<string> => new Set([...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!));

/** The scripts the browser fetched from this origin until the page's main content is hydrated. */
const scriptsUntilHydrated = async (page: Page, path: string): Promise<Set<string>> => {
  const fetched = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') fetched.add(new URL(request.url()).pathname);
  });
  // A reader saving data: the prefetcher stays off, so what is fetched is this page's own, not the next one's.
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true }), configurable: true }));
  await page.goto(path);
  await page.waitForFunction(() => Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__reactFiber')));
  return new Set(fetched);
};

/** Chunks only ever imported dynamically: the deferred parts (the article's, the footer's links), the prefetcher, the ad and Web Vitals loaders. */
const loadedLater = new Set(
  Object.entries(manifest)
    .filter(([key]) => !key.startsWith('web/routes/screens/'))
    .flatMap(([, chunk]) => (chunk.isDynamicEntry ? [`/${chunk.file}`] : [])),
);

test('the floor is React, react-dom and the router in a chunk of their own, and nothing of the site', () => {
  expect(floorFiles).toHaveLength(1);
  const source = builtText(floorFiles[0]!);
  // React's element tag, react-dom's error pages, react-router's hydration global.
  for (const marker of ['react.transitional.element', 'react.dev/errors', '__staticRouterHydrationData']) expect(source, marker).toContain(marker);
  // Class names of the shell and the screens.
  for (const marker of ['site-header', 'consent-banner', 'post-card', 'site-footer']) expect(source, marker).not.toContain(marker);
  console.log(`floor (React, react-dom, react-router): ${kb(FLOOR)} KB brotli`);
});

for (const [screen, { path, chunk }] of Object.entries(SCREENS)) {
  test(`a first visit to the ${screen} preloads its screen's code, fetches the entry's and nothing else before hydrating, and stays within the floor plus ${ALLOWANCE_KB} KB brotli`, async ({ page, request }) => {
    const url = await path(request);
    const entry = closureOf(ENTRY);
    const screenCode = [...closureOf(`web/routes/screens/${chunk}.ts`)].filter((file) => !entry.has(file));
    const preloaded = preloadsOf(await (await request.get(url)).text());
    for (const file of screenCode) expect(preloaded, file).toContain(file);
    for (const file of entry) expect(preloaded, `${file} is the loader's to request, after the first paint`).not.toContain(file);
    const fetched = await scriptsUntilHydrated(page, url);
    for (const file of entry) expect(fetched, file).toContain(file);
    const firstLoad = new Set([...entry, ...preloaded]);
    for (const file of fetched) if (!firstLoad.has(file)) expect(loadedLater, `${file} fetched, not part of the first load`).toContain(file);
    const bytes = brotliBytes(firstLoad);
    console.log(`first-load JS, ${screen} (${url}): ${kb(bytes)} KB brotli, the floor plus ${kb(bytes - FLOOR)} KB`);
    expect(bytes).toBeLessThanOrEqual(FLOOR + ALLOWANCE_KB * 1024);
  });
}

test("the article's components are not in the home's first load, nor the home's in the article's", async ({ request }) => {
  const firstLoad = async (url: string): Promise<string> => [...closureOf(ENTRY), ...preloadsOf(await (await request.get(url)).text())].map(builtText).join('\n');
  const home = await firstLoad(SCREENS.home.path());
  const article = await firstLoad(await SCREENS.article.path(request));
  // Class names only the article's body and the home's trending grid have.
  expect(article).toContain('article-body__html');
  expect(home).toContain('trending__grid');
  expect(home).not.toContain('article-body__html');
  expect(article).not.toContain('trending__grid');
});

test(`no chunk loaded later weighs over ${LAZY_CHUNK_MAX_KB} KB brotli, and the screens and the deferred parts are such chunks`, () => {
  const first = closureOf(ENTRY);
  const later = Object.values(manifest)
    .map((chunk) => `/${chunk.file}`)
    .filter((file) => file.endsWith('.js') && !first.has(file));
  for (const part of ['ShareRow', 'RatingBlock', 'OutboundLinks', 'prefetchScreens', 'ArticleScreen', 'home', 'listing']) expect(later.some((file) => file.includes(`/${part}-`)), part).toBe(true);
  for (const file of later) expect(brotliBytes([file]), file).toBeLessThanOrEqual(LAZY_CHUNK_MAX_KB * 1024);
});

test('the hydration bundle carries no decoder, HTML parser or WordPress adapter', () => {
  const source = Object.values(manifest)
    .filter((chunk) => chunk.file.endsWith('.js'))
    .map((chunk) => builtText(`/${chunk.file}`))
    .join('\n');
  for (const marker of ['get_post', 'search-lastresearch', 'UnknownRecord', 'decodeEntities', 'xmlMode']) {
    expect(source, marker).not.toContain(marker);
  }
});
