import { randomUUID } from 'node:crypto';
import { devices, expect, test, type APIRequestContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { buildDemoDataset } from '../../adapters/demo-content/dataset/buildDataset.ts';
import { acceptAll, rejectAll } from '../../src/domain/consent.ts';
import { encodeConsent } from '../../src/domain/consentCookie.ts';
import { consentModeState } from '../../src/domain/consentMode.ts';
import { MANY_SECTIONS_ORIGIN, NOADS_ORIGIN, SSR_ORIGIN } from './origins.ts';
import { interceptThirdParties } from './thirdParties.ts';
import { chooseWhenShown, describeReport, flips, formatRow, PARALLEL, plan, tapOnThrottledCpu, tapWhenShown, type Attempt, type TapControl, type Trial } from './throttledTaps.ts';

// The target: at 4x and 6x CPU slowdown, a tap on each control that needs the
// page's code, made as soon as the control shows or at a random moment of the first 3
// seconds, is never lost, never doubled, and moves nothing (CLS 0). Each try is a new
// reader on a throttled CPU (tests/e2e/throttledTaps.ts) and checks the tap's effect
// itself: the consent cookie, the vote the server received, the menu open, the
// navigation made. EARLY_TAP_TRIES=20 tries every control 20 times at each rate and
// moment, as the issue measures (about 7 s a try on two cores: 9 minutes a control, over
// two hours for all; -g picks controls); unset, as npm test runs it, each control once,
// the rates and moments in turn from one control to the next (plan() in throttledTaps.ts,
// under 3 minutes). EARLY_TAP_PARALLEL sets how many readers tap at once (1).

const PLAYER_HOST = 'www.youtube-nocookie.com';
const STUB_PLAYER = '<!doctype html><html lang="en"><title>Stand-in player</title><p>A stand-in for the player.</p></html>';

/** The English articles of the demo with an embedded video (adapters/demo-content/dataset/embeddedVideos.ts). */
const EMBED_ARTICLES = Object.values(buildDemoDataset().languages.en.posts)
  .filter((post) => post.full.content!.includes('newsdesk-oembed'))
  .map((post) => post.full.link!);

const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 800 } };
const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };

/** A reader the vote limits have never seen: an address of its own (the NOADS server trusts one proxy) and a user agent of its own. */
const newReader = (attempt: Attempt, options: BrowserContextOptions = DESKTOP): BrowserContextOptions => ({
  ...options,
  userAgent: `${devices['Desktop Chrome'].userAgent} EarlyTap/${randomUUID().slice(0, 8)}`,
  // 198.18.0.0/15, the benchmarking range: never routed, and no other test's readers.
  extraHTTPHeaders: { 'X-Forwarded-For': `198.18.${Math.floor(attempt.index / 250) + 1}.${(attempt.index % 250) + 1}` },
});

/** The English articles of the demo, as the NOADS server's sitemap lists them, with the French version where there is one. */
const englishArticles = async (request: APIRequestContext): Promise<{ path: string; fr: string | undefined }[]> => {
  const xml = await (await request.get(`${NOADS_ORIGIN}/sitemaps/en-posts-1.xml`)).text();
  const articles = (xml.match(/<url>.*?<\/url>/gs) ?? []).flatMap((url) => {
    const path = /<loc>https?:\/\/[^/]+(\/en\/[^<]+)<\/loc>/.exec(url)?.[1];
    return path ? [{ path, fr: /hreflang="fr-FR" href="https?:\/\/[^/]+(\/fr\/[^"]+)"/.exec(url)?.[1] }] : [];
  });
  expect(articles.length, 'the demo has English articles').toBeGreaterThan(10);
  return articles;
};

/** The one of `paths` for this try: each try another, round the list. */
const pick = <T>(items: readonly T[], attempt: Attempt): T => items[attempt.index % items.length]!;

/** Whether the element `selector` finds is within the viewport. */
const inViewport = (page: Page, selector: string): Promise<boolean> =>
  page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.bottom > 0 && box.top < window.innerHeight && box.height > 0;
  });

/** How many times the main frame loaded, or the router pushed, a URL `matches` accepts. */
const navigationsTo = (trial: Trial<unknown>, matches: (url: URL) => boolean): number =>
  trial.recorded.documents.filter((url) => matches(new URL(url))).length + trial.recorded.history.filter((entry) => entry.how === 'push' && matches(new URL(entry.url))).length;

const banner = (page: Page) => page.getByTestId('consent-banner');

/** "Accept all" or "Reject all": the cookie written once, as the domain encodes the choice; the banner gone, and gone after a reload. */
const oneTapConsent = (name: 'Accept all' | 'Reject all'): TapControl => {
  const choice = name === 'Accept all' ? acceptAll() : rejectAll();
  const value = encodeConsent(choice);
  return {
    name: `consent ${name}`,
    control: `[data-consent-choice="${name === 'Accept all' ? 'accept' : 'reject'}"]`,
    contextOptions: () => PHONE,
    prepare: async (page) => {
      await interceptThirdParties(page);
      return undefined;
    },
    url: () => `${SSR_ORIGIN}/en`,
    tap: (page) => tapWhenShown(banner(page).getByRole('button', { name })),
    effects: async ({ page, recorded }) => {
      const writes = recorded.cookieWrites.length;
      if (writes === 0 || (await banner(page).isVisible())) return writes > 1 ? writes : 0;
      return writes;
    },
    afterwards: async ({ page, context, recorded }) => {
      expect(recorded.cookieWrites[0]).toMatch(new RegExp(`^nd_consent=${value.replace(/\./g, '\\.')};`));
      expect((await context.cookies()).find((cookie) => cookie.name === 'nd_consent')?.value).toBe(value);
      expect(value).toMatch(name === 'Accept all' ? /^v\d+\.m1\.a1\.p1\.e1$/ : /^v\d+\.m0\.a0\.p0\.e0$/);
      // Consent Mode's last word is the choice's.
      const updates = await page.evaluate(() =>
        ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) => Array.from(entry)).filter((entry) => entry[0] === 'consent' && entry[1] === 'update'),
      );
      expect(updates.at(-1)?.[2]).toEqual(consentModeState(choice));
      await page.reload({ waitUntil: 'commit' });
      await expect(banner(page)).toBeAttached({ timeout: 20_000 });
      await expect(banner(page)).toBeHidden();
      await expect(page.getByRole('button', { name: 'Privacy preferences' })).toBeVisible({ timeout: 30_000 });
      await expect(banner(page)).toHaveCount(0);
    },
  };
};

/** The controls so far: each is tried at the next rate and moment in turn when one try each is all (plan()). */
let controls = 0;

/** Each control at its rates and moments: one test per control, its rows printed and in the failure message. */
const checkControl = <S>(title: string, control: (request: APIRequestContext) => Promise<TapControl<S>>): void => {
  const runs = plan(controls);
  controls += 1;
  test(title, async ({ browser, request }) => {
    // 5 to 15 s a try here, up to 40 s for one whose effect never comes; and room.
    const tries = runs.reduce((sum, run) => sum + run.tries, 0);
    test.setTimeout(60_000 + (tries * 40_000) / PARALLEL);
    const report = await tapOnThrottledCpu(browser, await control(request), runs);
    for (const row of report.rows) console.log(formatRow(row));
    for (const failure of report.failures) console.log(`  ${failure}`);
    expect(report.ok, describeReport(report)).toBe(true);
  });
};

test.describe('taps on a throttled CPU, as soon as the control shows or in the first 3 seconds', () => {
  test.describe.configure({ mode: 'default' });

  checkControl('consent: "Reject all" writes the refusal once, the banner goes and stays gone after a reload', async () => oneTapConsent('Reject all'));

  checkControl('consent: "Accept all" writes the consent once, the banner goes and stays gone after a reload', async () => oneTapConsent('Accept all'));

  checkControl('consent: "Customize" shows the purposes once hydrated, and they stay', async () => ({
    name: 'consent Customize',
    control: '[data-tap="consent-customize"]',
    contextOptions: () => PHONE,
    prepare: async (page) => {
      await interceptThirdParties(page);
      return undefined;
    },
    url: () => `${SSR_ORIGIN}/en`,
    tap: (page) => tapWhenShown(banner(page).getByRole('button', { name: 'Customize' })),
    effects: async ({ page, recorded }) => {
      // A second tap would meet "Save" in Customize's place: a choice written, the banner gone.
      if (recorded.cookieWrites.length > 0) return 2;
      if (!(await banner(page).getByRole('checkbox', { name: 'Measurement', exact: true }).isVisible())) return 0;
      return Math.max(1, recorded.reached.length);
    },
    afterwards: async ({ page }) => {
      await expect(banner(page).getByRole('button', { name: 'Save' })).toBeVisible();
      await expect(banner(page).getByRole('checkbox', { name: 'Necessary (always on)' })).toBeChecked();
    },
  }));

  checkControl('rating: the 4th star sends one vote of 4, which the server counts, and shows checked', async (request) => {
    const articles = await englishArticles(request);
    const votes = (trial: Trial<unknown>) => trial.recorded.requests.filter((r) => r.method === 'POST' && new URL(r.url).pathname === '/_signal/vote');
    return {
      name: 'rating 4th star',
      control: '[data-tap="rating"]',
      contextOptions: (attempt) => newReader(attempt),
      url: (attempt) => `${NOADS_ORIGIN}${pick(articles, attempt).path}`,
      tap: (page) => tapWhenShown(page.locator('.rating').getByRole('radio').nth(3)),
      effects: async (trial) => {
        const sent = votes(trial).length;
        if (sent > 1) return sent;
        return sent === 1 && (await trial.page.locator('.rating').getByRole('radio').nth(3).getAttribute('aria-checked')) === 'true' ? 1 : 0;
      },
      afterwards: async (trial) => {
        expect(new URL(votes(trial)[0]!.url).searchParams.get('value')).toBe('4');
        await expect(trial.page.locator('.rating').getByRole('status')).toHaveText('Thank you: your vote has been counted.', { timeout: 10_000 });
      },
    };
  });

  checkControl('menu: the phone menu opens, once', async () => ({
    name: 'menu (phone)',
    control: 'button.menu-toggle',
    watch: [{ selector: 'button.menu-toggle', attribute: 'aria-expanded' }],
    contextOptions: () => PHONE,
    url: () => `${NOADS_ORIGIN}/en`,
    tap: (page) => tapWhenShown(page.locator('button.menu-toggle')),
    effects: async (trial) => {
      const count = await flips(trial, 'button.menu-toggle', 'aria-expanded');
      return count === 1 && (await trial.page.locator('button.menu-toggle').getAttribute('aria-expanded')) !== 'true' ? 0 : count;
    },
    afterwards: async ({ page }) => {
      await expect(page.locator('button.menu-toggle')).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('navigation', { name: 'Categories' })).toBeVisible();
    },
  }));

  checkControl('search: the search panel opens once, and three letters typed show suggestions', async () => ({
    name: 'search button',
    control: 'button.icon-button--search',
    watch: [{ selector: 'button.icon-button--search', attribute: 'aria-expanded' }],
    contextOptions: () => DESKTOP,
    url: () => `${NOADS_ORIGIN}/en`,
    tap: (page) => tapWhenShown(page.locator('button.icon-button--search')),
    effects: async (trial) => {
      const count = await flips(trial, 'button.icon-button--search', 'aria-expanded');
      return count === 1 && (await trial.page.locator('button.icon-button--search').getAttribute('aria-expanded')) !== 'true' ? 0 : count;
    },
    afterwards: async ({ page }) => {
      const box = page.getByRole('combobox', { name: 'Search the site' });
      await expect(box).toBeVisible();
      await box.pressSequentially('rob');
      await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeVisible({ timeout: 10_000 });
    },
  }));

  checkControl('language: French chosen on an English story opens its French version, once', async (request) => {
    const stories = (await englishArticles(request)).filter((article): article is { path: string; fr: string } => article.fr !== undefined);
    expect(stories.length, 'the demo has English stories with a French version').toBeGreaterThan(0);
    return {
      name: 'language select',
      control: '#language-select',
      contextOptions: () => DESKTOP,
      url: (attempt) => `${NOADS_ORIGIN}${pick(stories, attempt).path}`,
      // F: Français, the one language of the list with that initial.
      tap: (page) => chooseWhenShown(page.getByLabel('Language', { exact: true }), 'F'),
      effects: async (trial) => navigationsTo(trial, (url) => url.pathname === pick(stories, trial.attempt).fr),
      afterwards: async ({ page, attempt }) => {
        await expect(page).toHaveURL(`${NOADS_ORIGIN}${pick(stories, attempt).fr}`);
        await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
      },
    };
  });

  checkControl('share: "Copy link" copies the address once and says so', async (request): Promise<TapControl<{ shown: boolean }>> => {
    const articles = await englishArticles(request);
    return {
      name: 'share copy link',
      control: '[data-tap="copy-link"]',
      contextOptions: () => ({ ...DESKTOP, permissions: ['clipboard-read', 'clipboard-write'] }),
      prepare: async () => ({ shown: false }),
      url: (attempt) => `${NOADS_ORIGIN}${pick(articles, attempt).path}`,
      tap: (page) => tapWhenShown(page.locator('.share-row__copy button')),
      effects: async ({ page, recorded, state }) => {
        // The status shows for two seconds: seen once is enough.
        if (!state.shown && recorded.clipboardWrites.length > 0) state.shown = (await page.locator('.share-row__popup').textContent()) === 'Link copied';
        const writes = recorded.clipboardWrites.length;
        return state.shown || writes > 1 ? writes : 0;
      },
      afterwards: async ({ recorded, attempt }) => {
        expect(recorded.clipboardWrites).toEqual([`${NOADS_ORIGIN}${pick(articles, attempt).path}`]);
      },
    };
  });

  checkControl("paging: the listing's next page opens, once", async () => {
    const second = (url: URL) => url.pathname === '/en/latest-posts' && url.searchParams.get('page') === '2';
    return {
      name: 'paging next',
      control: 'a.paging__arrow[rel="next"]',
      contextOptions: () => DESKTOP,
      url: () => `${NOADS_ORIGIN}/en/latest-posts`,
      tap: (page) => tapWhenShown(page.locator('a.paging__arrow[rel="next"]')),
      effects: async (trial) => {
        const count = navigationsTo(trial, second);
        return count === 1 && !second(new URL(trial.page.url())) ? 0 : count;
      },
      afterwards: async ({ page }) => {
        await expect(page.locator('.paging__page--current')).toHaveText('2');
      },
    };
  });

  checkControl('table of contents: a heading chosen is in view, its address in the URL', async (request) => {
    const articles = await englishArticles(request);
    const slugs = new Map<string, string>();
    const slugOf = async (path: string): Promise<string> => {
      const known = slugs.get(path);
      if (known) return known;
      const html = await (await request.get(`${NOADS_ORIGIN}${path}`)).text();
      const slug = /<a class="toc__link" href="#([^"]+)"/.exec(html)?.[1];
      if (!slug) throw new Error(`no table of contents on ${path}`);
      slugs.set(path, slug);
      return slug;
    };
    return {
      name: 'table of contents',
      control: 'a.toc__link',
      contextOptions: () => DESKTOP,
      prepare: async (_page, _context, attempt) => {
        await slugOf(pick(articles, attempt).path);
        return undefined;
      },
      url: (attempt) => `${NOADS_ORIGIN}${pick(articles, attempt).path}`,
      tap: (page) => tapWhenShown(page.locator('a.toc__link').first()),
      effects: async ({ page, attempt }) => {
        const slug = slugs.get(pick(articles, attempt).path)!;
        return new URL(page.url()).hash === `#${slug}` && (await inViewport(page, `[id="${slug}"]`)) ? 1 : 0;
      },
    };
  });

  checkControl("embed: the placeholder's button loads the player, once", async () => {
    const players = (trial: Trial<unknown>) => trial.recorded.requests.filter((r) => new URL(r.url).host === PLAYER_HOST);
    return {
      name: 'embed load',
      control: '.embed__load',
      contextOptions: () => DESKTOP,
      // The player's host answered by a stand-in, every other host refused: nothing leaves the machine.
      prepare: async (_page, context) => {
        await context.route(
          (url) => url.protocol.startsWith('http') && url.hostname !== '127.0.0.1',
          (route) => (new URL(route.request().url()).host === PLAYER_HOST ? route.fulfill({ contentType: 'text/html', body: STUB_PLAYER }) : route.abort('blockedbyclient')),
        );
        return undefined;
      },
      url: (attempt) => `${NOADS_ORIGIN}${pick(EMBED_ARTICLES, attempt)}`,
      tap: (page) => tapWhenShown(page.getByTestId('embed').getByRole('button', { name: 'Load content from YouTube' })),
      effects: async (trial) => {
        const loaded = players(trial).length;
        return loaded > 1 || (loaded === 1 && (await trial.page.getByTestId('embed').locator('iframe').count()) === 1) ? loaded : 0;
      },
      afterwards: async ({ page }) => {
        await expect(page.getByTestId('embed').locator('iframe.embed__player')).toHaveCount(1);
      },
    };
  });

  checkControl('further reading: the list collapses, once', async (request) => {
    const articles = await englishArticles(request);
    return {
      name: 'further reading',
      control: 'button.outbound__toggle',
      watch: [{ selector: 'button.outbound__toggle', attribute: 'aria-expanded' }],
      contextOptions: () => DESKTOP,
      url: (attempt) => `${NOADS_ORIGIN}${pick(articles, attempt).path}`,
      tap: (page) => tapWhenShown(page.locator('button.outbound__toggle')),
      effects: async (trial) => {
        // It starts expanded: the tap collapses it.
        const count = await flips(trial, 'button.outbound__toggle', 'aria-expanded');
        return count === 1 && (await trial.page.locator('button.outbound__toggle').getAttribute('aria-expanded')) !== 'false' ? 0 : count;
      },
      afterwards: async ({ page }) => {
        await expect(page.locator('.outbound__list')).toBeHidden();
      },
    };
  });

  checkControl('more sections: the header\'s "More" opens, once, on a wide screen', async () => ({
    name: 'more sections',
    control: 'summary.category-more__toggle',
    watch: [{ selector: 'details.category-more', attribute: 'open' }],
    contextOptions: () => DESKTOP,
    url: () => `${MANY_SECTIONS_ORIGIN}/en`,
    tap: (page) => tapWhenShown(page.locator('summary.category-more__toggle')),
    effects: async (trial) => {
      const count = await flips(trial, 'details.category-more', 'open');
      return count === 1 && (await trial.page.locator('details.category-more').getAttribute('open')) === null ? 0 : count;
    },
    afterwards: async ({ page }) => {
      await expect(page.locator('.category-more__list')).toBeVisible();
    },
  }));

  checkControl('search results: a period chosen searches it, once', async () => {
    const filtered = (url: URL) => url.pathname === '/en/search' && url.searchParams.get('q') === 'model' && url.searchParams.get('qdata') === 'year';
    return {
      name: 'search date filter',
      control: '#qdata',
      contextOptions: () => DESKTOP,
      url: () => `${NOADS_ORIGIN}/en/search?q=model`,
      // End: "Last year", the last of the periods.
      tap: (page) => chooseWhenShown(page.getByLabel('Period'), 'End'),
      effects: async (trial) => {
        const count = navigationsTo(trial, filtered);
        return count === 1 && !filtered(new URL(trial.page.url())) ? 0 : count;
      },
      afterwards: async ({ page }) => {
        await expect(page.getByLabel('Period')).toHaveValue('year');
        await expect(page.getByTestId('search-count')).toBeVisible();
      },
    };
  });
});
