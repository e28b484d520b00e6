import { expect, test, type Page } from '@playwright/test';
import { NOADS_ORIGIN, SSR_ORIGIN } from './origins.ts';
import { COLOR_SCHEMES, findArticlePath, SCREEN_PATHS, SCREEN_TYPES, VIEWPORTS, type ScreenType } from './screenTypes.ts';

// A reader's first visit, on a mid-range phone and a desktop, light and dark:
// nothing moves once painted (Cumulative Layout Shift 0) on any screen type, the
// consent banner a first visit shows included. The CPU is throttled 4x and 8x
// (Chromium's own emulation), which is what made the banner shift the page.
// Both configurations a site runs in: with an ad network (its slots reserved from
// the server HTML on) and without one (no slots at all, the demo's).
// A theme changes colours, not boxes, and both speeds stress the same code: each
// site and width runs once, at one speed in one theme, so that both speeds and
// both themes are seen on each site and at each width, for a quarter of the cost
// of every pairing (sixteen runs took over ten minutes on CI).
const RUNS = [
  { viewport: VIEWPORTS[0], rate: 8, colorScheme: COLOR_SCHEMES[1] },
  { viewport: VIEWPORTS[1], rate: 4, colorScheme: COLOR_SCHEMES[0] },
] as const;
/** The other site takes the pairs the other way round. */
const runsOf = (siteIndex: number) =>
  siteIndex === 0 ? RUNS : RUNS.map((run, i) => ({ ...run, rate: RUNS[1 - i]!.rate, colorScheme: RUNS[1 - i]!.colorScheme }));
const SITES = [
  { name: 'with an ad network', origin: SSR_ORIGIN },
  { name: 'without an ad network', origin: NOADS_ORIGIN },
] as const;

/** Sums every layout shift not caused by input, from the first paint on (buffered). */
const recordShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    Object.assign(window, { __shifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((s) => {
            const what = s.node instanceof Element ? `${s.node.tagName.toLowerCase()}.${[...s.node.classList].join('.')}` : String(s.node?.nodeName);
            const r = s as unknown as { previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
            return `${what} ${JSON.stringify(r.previousRect)} -> ${JSON.stringify(r.currentRect)} at ${Math.round(entry.startTime)} ms`;
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

const shiftsOf = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts);

for (const [siteIndex, site] of SITES.entries()) {
  for (const { viewport, rate, colorScheme } of runsOf(siteIndex)) {
    test(`no layout shift on a first visit, ${site.name}, CPU ${rate}x slower, ${colorScheme}, ${viewport.name}`, async ({ browser, request }) => {
      test.setTimeout(180_000);
      const paths: Record<ScreenType, string> = { ...SCREEN_PATHS, article: await findArticlePath(request) };
      for (const screen of SCREEN_TYPES) {
        // A new context each time: no cookie, no cache, as a reader from a search result.
        const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height }, colorScheme });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate });
        await recordShifts(page);
        await page.goto(`${site.origin}${paths[screen]}`, { waitUntil: 'load' });
        await page.waitForLoadState('networkidle');
        // The banner and anything else late comes after hydration: wait for it.
        await expect(page.getByTestId('consent-banner')).toBeVisible();
        await page.waitForTimeout(500);
        const shifts = await shiftsOf(page);
        expect(shifts, `${screen}: ${JSON.stringify(shifts)}`).toEqual([]);
        await context.close();
      }
    });
  }
}
