import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { buildDemoDataset } from '../../adapters/demo-content/dataset/buildDataset.ts';
import { closureOf, ENTRY, manifest } from './clientBuild.ts';
import { recordConsoleProblems } from './consoleErrors.ts';
import { NOADS_ORIGIN } from './origins.ts';
import { findArticlePath } from './screenTypes.ts';

// Embedded players behind consent (docs/decisions/0031-embeds-behind-consent.md), on
// the demo as `npm start` runs it: an article with a YouTube video shows a
// placeholder, and nothing of YouTube loads until the reader clicks it or has
// consented to embedded content. youtube-nocookie.com is answered here by a stub
// page: nothing leaves the machine.

const PLAYER_HOST = 'www.youtube-nocookie.com';
const STUB_PLAYER = '<!doctype html><html lang="en"><title>Stand-in player</title><p>A stand-in for the player.</p></html>';

/** The English articles of the demo with an embedded video (adapters/demo-content/dataset/embeddedVideos.ts). */
const embedArticles = Object.values(buildDemoDataset().languages.en.posts)
  .filter((post) => post.full.content!.includes('newsdesk-oembed'))
  .map((post) => post.full.link!);

/** The chunk of the placeholder's code (deferred.client.ts): only articles with an embed fetch it. */
const EMBED_CHUNK = `/${manifest['web/components/article/EmbedPlaceholder.tsx']!.file}`;

interface Traffic {
  /** Every request the page made for another origin than the site's, in order. */
  readonly outside: string[];
  /** The site's own scripts it fetched, as URL paths. */
  readonly scripts: Set<string>;
}

/** Records every request; answers the player's host with the stub, refuses any other host. */
const watchTraffic = async (context: BrowserContext): Promise<Traffic> => {
  const outside: string[] = [];
  const scripts = new Set<string>();
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.protocol.startsWith('http')) return;
    if (url.origin !== NOADS_ORIGIN) outside.push(url.href);
    else if (request.resourceType() === 'script') scripts.add(url.pathname);
  });
  await context.route(
    (url) => url.protocol.startsWith('http') && url.origin !== NOADS_ORIGIN,
    (route) => (new URL(route.request().url()).host === PLAYER_HOST ? route.fulfill({ contentType: 'text/html', body: STUB_PLAYER }) : route.abort('blockedbyclient')),
  );
  return { outside, scripts };
};

/** Every layout shift from the first paint on, input or not: the player must take the placeholder's box exactly. */
const recordShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { __shifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
const shiftSum = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0));

/** Every CSP violation the page reports (a player its frame-src refused lands here). */
const watchViolations = async (page: Page): Promise<string[]> => {
  const violations: string[] = [];
  await page.exposeBinding('__reportViolation', (_source, text: string) => void violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportViolation: (text: string) => void }).__reportViolation(`${event.effectiveDirective} blocked ${event.blockedURI}`);
    });
  });
  return violations;
};

/** Resolves once the page is hydrated (the consent banner of the server's HTML is marked pending until then). */
const hydrated = (page: Page) => expect(page.getByTestId('consent-banner')).not.toHaveAttribute('data-pending');

test.use({ baseURL: NOADS_ORIGIN });

test('the demo has articles with an embedded video', () => {
  expect(embedArticles.length).toBeGreaterThanOrEqual(2);
});

test("a new reader's article with an embed makes no request to another host: a placeholder with the poster, the provider and a link to the original", async ({ browser }) => {
  const context = await browser.newContext();
  const traffic = await watchTraffic(context);
  const page = await context.newPage();
  const problems = recordConsoleProblems(page);
  await page.goto(embedArticles[0]!);
  await hydrated(page);
  const embed = page.getByTestId('embed');
  await embed.scrollIntoViewIfNeeded();
  await expect(embed.getByRole('button', { name: 'Load content from YouTube' })).toBeVisible();
  await expect(embed.getByText('Once loaded, YouTube can set cookies and learn that you are reading this page.')).toBeVisible();
  const poster = embed.locator('img.embed__poster');
  await expect(poster).toHaveAttribute('alt', '');
  await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  const open = embed.getByRole('link', { name: 'Open on YouTube' });
  await expect(open).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/);
  await expect(open).toHaveAttribute('target', '_blank');
  await expect(embed.locator('iframe')).toHaveCount(0);
  // Long enough for any idle callback, lazy image or late script to have had its turn.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  expect(traffic.outside).toEqual([]);
  expect(problems).toEqual([]);
  await context.close();
});

test('a click on the button loads the player in the same box, nothing moving, and the keyboard goes on in it', async ({ browser }) => {
  const context = await browser.newContext();
  const traffic = await watchTraffic(context);
  const page = await context.newPage();
  const problems = recordConsoleProblems(page);
  const violations = await watchViolations(page);
  await recordShifts(page);
  await page.goto(embedArticles[0]!);
  await hydrated(page);
  const embed = page.getByTestId('embed');
  await embed.scrollIntoViewIfNeeded();
  const box = (await embed.locator('.embed__box').boundingBox())!;
  const figure = (await embed.boundingBox())!;
  expect(box.width / box.height).toBeCloseTo(560 / 315, 1);
  // From the keyboard, as a reader without a mouse would, once the button shows (its code has run).
  const button = embed.getByRole('button', { name: 'Load content from YouTube' });
  await expect(button).toBeVisible();
  await button.focus();
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  const player = embed.locator('iframe');
  await expect(player).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}$/);
  await expect.poll(() => traffic.outside.filter((url) => new URL(url).host === PLAYER_HOST).length).toBeGreaterThan(0);
  await expect(player).toBeFocused();
  await expect(player).toHaveAttribute('title', /, from YouTube$/);
  await expect(player).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation allow-popups');
  await expect(player).toHaveAttribute('allow', 'autoplay; picture-in-picture; encrypted-media');
  await expect(player).not.toHaveAttribute('loading', 'lazy');
  expect(await player.evaluate((frame: HTMLIFrameElement) => frame.allowFullscreen)).toBe(true);
  expect(await embed.locator('.embed__box').boundingBox()).toEqual(box);
  expect(await embed.boundingBox()).toEqual(figure);
  expect(await shiftSum(page)).toBe(0);
  expect(traffic.outside.every((url) => new URL(url).host === PLAYER_HOST)).toBe(true);
  expect(violations).toEqual([]);
  expect(problems).toEqual([]);
  await context.close();
});

test('a reader who consents to embedded content in the banner gets the player without a click, on this page and the next', async ({ browser }) => {
  const context = await browser.newContext();
  const traffic = await watchTraffic(context);
  const page = await context.newPage();
  const problems = recordConsoleProblems(page);
  await page.goto(embedArticles[0]!);
  await hydrated(page);
  const banner = page.getByRole('dialog', { name: 'Your privacy choices' });
  await banner.getByRole('button', { name: 'Customize' }).click();
  const embeds = banner.getByRole('checkbox', { name: 'Embedded content' });
  await expect(embeds).not.toBeChecked();
  await expect(banner.getByText(/Loads videos and audio from other sites/)).toBeVisible();
  await embeds.check();
  await banner.getByRole('button', { name: 'Save choices' }).click();
  await expect(banner).toHaveCount(0);
  expect((await context.cookies()).find((c) => c.name === 'nd_consent')?.value).toBe('v2.m0.a0.p0.e1');

  const player = page.getByTestId('embed').locator('iframe');
  await expect(player).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  // Loaded by consent, not by a click: lazily, once the reader comes near it.
  await expect(player).toHaveAttribute('loading', 'lazy');
  await player.scrollIntoViewIfNeeded();
  await expect.poll(() => traffic.outside.some((url) => new URL(url).host === PLAYER_HOST)).toBe(true);
  await expect(page.getByTestId('embed').getByRole('button', { name: /Load content/ })).toHaveCount(0);

  // Another article with an embed, in a new page load: the player again, no button to press.
  await page.goto(embedArticles[1]!);
  await expect(page.getByTestId('embed').locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  expect(traffic.outside.every((url) => new URL(url).host === PLAYER_HOST)).toBe(true);
  expect(problems).toEqual([]);
  await context.close();
});

/** Holds back the placeholder's chunk until released, so that the consent layer reads or takes a choice before it arrives. */
const holdEmbedChunk = async (context: BrowserContext): Promise<() => void> => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route(`${NOADS_ORIGIN}${EMBED_CHUNK}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
};

for (const { reader, cookie, choose } of [
  { reader: 'a returning reader who consented to embedded content', cookie: 'v2.m0.a0.p0.e1', choose: undefined },
  { reader: 'a new reader who accepts all', cookie: undefined, choose: 'Accept all' },
] as const) {
  test(`the server's placeholder stays the same figure when ${reader} before its code arrives, and the player comes into it`, async ({ browser }) => {
    const context = await browser.newContext();
    if (cookie) await context.addCookies([{ name: 'nd_consent', value: cookie, url: NOADS_ORIGIN }]);
    await watchTraffic(context);
    const release = await holdEmbedChunk(context);
    const page = await context.newPage();
    const problems = recordConsoleProblems(page);
    await page.goto(embedArticles[0]!);
    await page.evaluate(() => Object.assign(window, { __figure: document.querySelector('[data-testid="embed"]') }));
    if (choose) {
      await hydrated(page);
      await page.getByRole('dialog').getByRole('button', { name: choose }).click();
    }
    // The choice is known (the preferences button shows) while the placeholder's code is still held back.
    await expect(page.getByRole('button', { name: 'Privacy preferences' })).toBeVisible();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __figure: Element }).__figure.isConnected)).toBe(true);
    release();
    await expect(page.getByTestId('embed').locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    // Not drawn anew: the player is in the very figure the server sent.
    expect(await page.evaluate(() => (window as unknown as { __figure: Element }).__figure.querySelector('iframe') !== null)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
}

test('withdrawing embedded content reloads the page with the placeholders back, and nothing of the player loads again', async ({ browser }) => {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'nd_consent', value: 'v2.m0.a0.p0.e1', url: NOADS_ORIGIN }]);
  const traffic = await watchTraffic(context);
  const page = await context.newPage();
  await page.goto(embedArticles[0]!);
  const embed = page.getByTestId('embed');
  await expect(embed.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  await page.getByRole('button', { name: 'Privacy preferences' }).click();
  await Promise.all([page.waitForEvent('load'), page.getByRole('dialog').getByRole('button', { name: 'Reject all' }).click()]);
  traffic.outside.length = 0;
  await expect(embed.getByRole('button', { name: 'Load content from YouTube' })).toBeVisible();
  await expect(embed.locator('iframe')).toHaveCount(0);
  await embed.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  expect(traffic.outside).toEqual([]);
  expect((await context.cookies()).find((c) => c.name === 'nd_consent')?.value).toBe('v2.m0.a0.p0.e0');
  await context.close();
});

test('an article without an embed never downloads the placeholder’s code; an article with one does', async ({ browser, request }) => {
  expect(closureOf(ENTRY).has(EMBED_CHUNK)).toBe(false);
  const plain = await findArticlePath(request);
  expect((await (await request.get(plain)).text()).includes('class="embed"'), plain).toBe(false);
  for (const [path, fetched] of [[plain, false], [embedArticles[0]!, true]] as const) {
    const context = await browser.newContext();
    const traffic = await watchTraffic(context);
    const page = await context.newPage();
    await page.goto(path);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(traffic.scripts.has(EMBED_CHUNK), `${path}: ${[...traffic.scripts].join(' ')}`).toBe(fetched);
    await context.close();
  }
});

test('without JavaScript the placeholder shows the poster and the link to the original, and no button that would do nothing', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const traffic = await watchTraffic(context);
  const page = await context.newPage();
  await page.goto(embedArticles[0]!);
  const embed = page.getByTestId('embed');
  await expect(embed.locator('img.embed__poster')).toBeVisible();
  const open = embed.getByRole('link', { name: 'Open on YouTube' });
  await expect(open).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\/watch\?v=/);
  await expect(embed.getByRole('button')).toHaveCount(0);
  expect(traffic.outside).toEqual([]);
  await context.close();
});

for (const colorScheme of ['light', 'dark'] as const) {
  for (const viewport of [{ width: 375, height: 800 }, { width: 1280, height: 800 }]) {
    test(`the placeholder has no axe violation (${colorScheme}, ${viewport.width}px) and stays inside the column`, async ({ browser }) => {
      const context = await browser.newContext({ colorScheme, viewport });
      await watchTraffic(context);
      const page = await context.newPage();
      await page.goto(embedArticles[0]!);
      await hydrated(page);
      await page.getByRole('dialog').getByRole('button', { name: 'Reject all' }).click();
      const embed = page.getByTestId('embed');
      // The placeholder's code has run: its button shows.
      await expect(embed.getByRole('button', { name: 'Load content from YouTube' })).toBeVisible();
      await embed.scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).include('[data-testid="embed"]').analyze();
      expect(violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`))).toEqual([]);
      // Its button is a full target, its panel fits its box (nothing to scroll on a phone), and the page does not widen.
      const button = (await embed.getByRole('button').boundingBox())!;
      expect(button.height).toBeGreaterThanOrEqual(44);
      expect(await embed.locator('.embed__placeholder').evaluate((el) => el.scrollHeight <= el.clientHeight)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await context.close();
    });
  }
}
