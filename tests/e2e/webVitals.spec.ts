import { expect, test, type Page } from '@playwright/test';
import { recordConsoleProblems } from './consoleErrors.ts';
import { SSR_ORIGIN } from './origins.ts';
import { consentCookie, firstArticlePath, interceptThirdParties, pastConsentScriptDeadline } from './thirdParties.ts';

// Field Web Vitals (issue 22, item 3) on the SSR server that has a tag manager
// (GTM_ID) and a RUM endpoint on loopback (RUM_URL, every page view sampled):
// nothing is measured, pushed or sent before the reader allows measurement.

interface VitalRecord {
  readonly metric_name: string;
  readonly metric_value: number;
  readonly metric_delta: number;
  readonly metric_id: string;
  readonly metric_rating: string;
  readonly navigation_type: string;
  readonly debug_target?: string;
  readonly screen_type: string;
  readonly language: string;
  readonly page_path: string;
}

/** The web_vitals events of the page's data layer, as the tag manager gets them. */
const vitalsEvents = (page: Page): Promise<(VitalRecord & { event: string })[]> =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).filter(
      (e): e is VitalRecord & { event: string } => typeof e === 'object' && e !== null && (e as { event?: unknown }).event === 'web_vitals',
    ),
  );

const namesOf = (records: readonly VitalRecord[]): string[] => [...new Set(records.map((r) => r.metric_name))].sort();

/**
 * The page goes to the background, as when the reader switches tab or app: the
 * moment CLS and INP are reported and beacons leave. Headless Chromium never
 * hides a page by itself, so the document says it is hidden and tells its listeners.
 */
const hide = (page: Page): Promise<void> =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });

/** Scripts of the site the page loaded. */
const siteScripts = (page: Page): string[] => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && request.url().startsWith(SSR_ORIGIN)) scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
};

const allowMeasurementOnly = async (page: Page): Promise<void> => {
  const banner = page.getByRole('dialog');
  await banner.getByRole('button', { name: 'Customize' }).click();
  await banner.getByRole('checkbox', { name: 'Measurement', exact: true }).check();
  await banner.getByRole('button', { name: 'Save choices' }).click();
};

/**
 * A reader's interaction (for INP) that changes nothing on the page: a tap on the
 * headline. The browser times an interaction up to the frame it led to: wait for
 * two frames, as a reader would not leave within them.
 */
const tapHeadline = async (page: Page): Promise<void> => {
  await page.getByRole('heading', { level: 1 }).click();
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)))));
};

test('before the reader allows measurement, and after a refusal, nothing is measured: no web_vitals event, no beacon, no Web Vitals code', async ({ page }) => {
  const problems = recordConsoleProblems(page);
  const third = await interceptThirdParties(page);
  const scripts = siteScripts(page);
  await page.goto(await firstArticlePath(page, '/en/society/health'));
  await pastConsentScriptDeadline(page);
  await tapHeadline(page);
  await hide(page);
  expect(await vitalsEvents(page)).toEqual([]);

  await page.goto('/en');
  await page.getByRole('dialog').getByRole('button', { name: 'Reject all' }).click();
  await pastConsentScriptDeadline(page);
  await tapHeadline(page);
  await hide(page);
  expect(await vitalsEvents(page)).toEqual([]);
  expect(third.beacons).toEqual([]);
  expect(scripts.filter((path) => /vitals/i.test(path))).toEqual([]);
  expect(problems).toEqual([]);
});

test('after the reader allows measurement, FCP, TTFB and LCP reach the data layer with the screen type and the language, CLS and INP once the page is hidden', async ({ page }) => {
  const problems = recordConsoleProblems(page);
  await interceptThirdParties(page);
  const scripts = siteScripts(page);
  const article = await firstArticlePath(page, '/en/society/health');
  await page.goto(article);
  await allowMeasurementOnly(page);

  await expect.poll(async () => namesOf(await vitalsEvents(page)), { timeout: 10_000 }).toEqual(expect.arrayContaining(['FCP', 'TTFB']));
  // Its code came after the choice, as a script of its own.
  expect(scripts.filter((path) => /vitals/i.test(path))).toHaveLength(1);
  // The largest paint is final at the reader's first interaction.
  await tapHeadline(page);
  await expect.poll(async () => namesOf(await vitalsEvents(page))).toEqual(expect.arrayContaining(['FCP', 'LCP', 'TTFB']));
  await hide(page);
  await expect.poll(async () => namesOf(await vitalsEvents(page))).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);

  const events = await vitalsEvents(page);
  for (const event of events) {
    expect(event, event.metric_name).toMatchObject({ screen_type: 'article', language: 'en', page_path: article, navigation_type: 'navigate' });
    expect(['good', 'needs-improvement', 'poor']).toContain(event.metric_rating);
    expect(event.metric_value).toBeGreaterThanOrEqual(0);
    expect(event.metric_id).not.toBe('');
  }
  const byName = (name: string) => events.find((e) => e.metric_name === name);
  // Milliseconds, whole, and in the order a page load has them.
  expect(Number.isInteger(byName('FCP')?.metric_value)).toBe(true);
  expect(byName('FCP')?.metric_value).toBeGreaterThanOrEqual(byName('TTFB')?.metric_value ?? Infinity);
  expect(byName('LCP')?.metric_value).toBeGreaterThanOrEqual(byName('FCP')?.metric_value ?? Infinity);
  // The element responsible for the largest paint. (The slowest interaction here is
  // the banner's button, gone from the page: the next test sees an INP target.)
  expect(byName('LCP')?.debug_target).toMatch(/\S/);
  expect(problems).toEqual([]);
});

test('with RUM_URL set, a sampled page view sends its measurements with sendBeacon as JSON once hidden, path without the query', async ({ page, context }) => {
  // A returning reader who allowed measurement: measured from the first page, no banner.
  await context.addCookies([consentCookie(1, 0, 0)]);
  const problems = recordConsoleProblems(page);
  const third = await interceptThirdParties(page);
  await page.goto('/it/search?q=modelli');
  await expect.poll(async () => namesOf(await vitalsEvents(page)), { timeout: 10_000 }).toEqual(expect.arrayContaining(['FCP', 'TTFB']));
  // Nothing leaves while the reader is on the page.
  expect(third.beacons).toEqual([]);
  await tapHeadline(page);
  await hide(page);

  await expect.poll(() => third.beacons.length).toBeGreaterThan(0);
  const [beacon] = third.beacons;
  expect(beacon?.method).toBe('POST');
  // Text, so that an endpoint on another origin gets it without a CORS preflight.
  expect(beacon?.contentType).toMatch(/^text\/plain/);
  const rows = third.beacons.flatMap((b) => JSON.parse(b.body) as VitalRecord[]);
  expect(namesOf(rows)).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
  for (const row of rows) expect(row, row.metric_name).toMatchObject({ screen_type: 'search', language: 'it', page_path: '/it/search' });
  // The tap on the headline was the page's one interaction: its target selects the headline.
  const inpTarget = rows.find((row) => row.metric_name === 'INP')?.debug_target ?? '';
  expect(await page.evaluate((selector) => document.querySelector(selector) === document.querySelector('h1'), inpTarget), inpTarget).toBe(true);
  // The same measurements as the tag manager got.
  expect(namesOf(await vitalsEvents(page))).toEqual(namesOf(rows));
  // No third party was reached on the way.
  expect(third.outside.filter((url) => !url.startsWith('https://www.googletagmanager.com/gtm.js'))).toEqual([]);
  expect(problems).toEqual([]);
});

test('a reader whose browser asks to save data is not measured, though the tag manager loads', async ({ page, context }) => {
  await context.addCookies([consentCookie(1, 0, 0)]);
  // Chromium sets saveData from the system's data saver, which a test cannot switch on.
  await page.addInitScript(() => Object.defineProperty(Object.getPrototypeOf((navigator as unknown as { connection: object }).connection), 'saveData', { configurable: true, get: () => true }));
  const third = await interceptThirdParties(page);
  const scripts = siteScripts(page);
  await page.goto('/en');
  expect(await page.evaluate(() => (navigator as unknown as { connection: { saveData: boolean } }).connection.saveData)).toBe(true);
  await expect.poll(() => page.evaluate(() => (window as unknown as { __standInGtm?: unknown }).__standInGtm)).toBeTruthy();
  await pastConsentScriptDeadline(page);
  await tapHeadline(page);
  await hide(page);
  expect(await vitalsEvents(page)).toEqual([]);
  expect(third.beacons).toEqual([]);
  expect(scripts.filter((path) => /vitals/i.test(path))).toEqual([]);
});
