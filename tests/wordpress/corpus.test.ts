import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { Element } from 'domhandler';
import { findAll, findOne, getAttributeValue } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockFixtures, importCorpus } from '../../scripts/wordpress/importCorpus.ts';
import { eachLimited, startCorpusSite, type CorpusPage, type CorpusSite } from './corpusSite.ts';
import { lostBlocks } from './lostBlocks.ts';

// Content nobody here wrote, as a newsroom's editors write it: WordPress's theme
// unit test data (themeunittestdata.wordpress.xml, 64-block-test-data.xml) and
// Gutenberg's block fixtures, imported into a WordPress of this file's own with
// the companion plugin, and read by Newsdesk's production build. Every post and
// page a reader may see answers, on the plugin and on Newsdesk, and none of the
// media the content names leaves this machine.

/** php -S answers four requests at a time (scripts/wordpress/localWordpress.ts). */
const CONCURRENCY = 4;
const WXR = new URL('corpus/theme-test-data/', import.meta.url);

let site: CorpusSite;
let startedAt = 0;

/** The plugin's answer for a page, asked once: the first ask makes WordPress fetch its embeds. */
const answers = new Map<string, Promise<{ status: number; content: string | undefined }>>();
const pluginAnswer = (page: CorpusPage): Promise<{ status: number; content: string | undefined }> => {
  let answer = answers.get(page.contentCall);
  if (!answer) {
    answer = (async () => {
      const response = await fetch(`${site.wordpress.apiBase}${page.contentCall}`, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(60_000) });
      const body = (await response.json()) as unknown;
      const item = (Array.isArray(body) ? body[0] : body) as { content?: unknown } | undefined;
      return { status: response.status, content: typeof item?.content === 'string' ? item.content : undefined };
    })();
    answers.set(page.contentCall, answer);
  }
  return answer;
};

beforeAll(async () => {
  startedAt = Date.now();
  site = await startCorpusSite();
}, 300_000);

afterAll(async () => {
  await site?.stop();
  if (site) {
    const { wordpressMs, importMs, newsdeskMs } = site.timings;
    console.log(
      `corpus: ${site.pages.length} pages; WordPress started in ${(wordpressMs / 1000).toFixed(1)} s, corpus imported in ${(importMs / 1000).toFixed(1)} s ` +
        `(${site.summary.seconds} s in PHP), Newsdesk started in ${(newsdeskMs / 1000).toFixed(1)} s; the file took ${((Date.now() - startedAt) / 1000).toFixed(1)} s`,
    );
  }
}, 60_000);

/** The posts and pages of a WXR file, as its own XML counts them (the importer reads it with SimpleXML). */
const itemsOf = (file: string): { post: number; page: number } => {
  const types = [...readFileSync(new URL(file, WXR), 'utf8').matchAll(/<wp:post_type>(?:<!\[CDATA\[)?(\w+)(?:\]\]>)?<\/wp:post_type>/g)].map((m) => m[1]);
  return { post: types.filter((type) => type === 'post').length, page: types.filter((type) => type === 'page').length };
};

/** Every URL a page would load by itself from the content: src, srcset, poster, data of media elements and url() in styles. */
const mediaUrls = (html: string): string[] => {
  const urls: string[] = [];
  for (const [tag] of html.matchAll(/<(?:img|audio|video|source|track|object|embed)\b[^>]*>/gi)) {
    for (const [, , value] of tag.matchAll(/\s(src|srcset|poster|data)=["']([^"']*)["']/gi)) {
      urls.push(...value!.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]!).filter(Boolean));
    }
  }
  for (const [, url] of html.matchAll(/url\(\s*["']?([^"')\s]+)/gi)) urls.push(url!);
  return urls.map((url) => url.replaceAll('&amp;', '&')).filter((url) => /^(?:https?:)?\/\//i.test(url));
};

describe('the corpus, imported', () => {
  it('holds every post and page of both WXR files and one post per block fixture, in English', () => {
    const count = (source: string, type: string) => site.summary.entries.filter((entry) => entry.source === source && entry.type === type).length;
    const theme = itemsOf('themeunittestdata.wordpress.xml');
    const blocks = itemsOf('64-block-test-data.xml');
    expect({ posts: count('theme-unit-test', 'post'), pages: count('theme-unit-test', 'page') }).toEqual({ posts: theme.post, pages: theme.page });
    expect({ posts: count('block-test-64', 'post'), pages: count('block-test-64', 'page') }).toEqual({ posts: blocks.post, pages: blocks.page });
    const fixtures = blockFixtures();
    expect(site.summary.entries.filter((entry) => entry.source.startsWith('gutenberg:')).map((entry) => entry.title)).toEqual(fixtures.map((fixture) => fixture.title));
    for (const entry of site.summary.entries) expect(entry.path, entry.slug).toMatch(/^\/en\//);
  });

  it('is found there by a second import, which changes nothing', async () => {
    const again = await importCorpus(site.wordpress);
    expect(again.imported).toBe(false);
    expect(again.entries).toEqual(site.summary.entries);
  });
});

describe('every corpus post and page a reader may see', () => {
  it('answers 200 from the plugin’s get_post or get_page, with its content', async () => {
    const failures = (
      await eachLimited(site.pages, CONCURRENCY, async (page) => {
        const answer = await pluginAnswer(page);
        return answer.status === 200 && answer.content !== undefined ? [] : [`${answer.status} ${page.contentCall}`];
      })
    ).flat();
    expect(failures).toEqual([]);
  }, 300_000);

  it('answers 200 at its address on Newsdesk', async () => {
    const failures = (
      await eachLimited(site.pages, CONCURRENCY, async (page) => {
        const answer = await fetch(`${site.newsdeskOrigin}${page.path}`, { redirect: 'manual', signal: AbortSignal.timeout(60_000) });
        await answer.arrayBuffer();
        return answer.status === 200 ? [] : [`${answer.status} ${page.path} (${page.source})`];
      })
    ).flat();
    expect(failures).toEqual([]);
  }, 300_000);

  it('names media only on the WordPress, each of which it serves, but for the Gravatar pictures WordPress’s own author and avatar blocks write', async () => {
    const contents = await eachLimited(site.pages, CONCURRENCY, async (page) => (await pluginAnswer(page)).content ?? '');
    const named = new Set(contents.flatMap(mediaUrls));
    const own = [...named].filter((url) => url.startsWith(`${site.wordpress.origin}/`));
    // Rendered by WordPress when the page is read (core/avatar, core/post-author): no URL of the corpus.
    const outside = [...named].filter((url) => !url.startsWith(`${site.wordpress.origin}/`) && !/^https?:\/\/\d\.gravatar\.com\/avatar\//.test(url));
    expect(outside).toEqual([]);
    expect(own.length).toBeGreaterThan(100);
    const missing = (
      await eachLimited(own, CONCURRENCY, async (url) => {
        const answer = await fetch(url, { signal: AbortSignal.timeout(30_000) });
        const bytes = (await answer.arrayBuffer()).byteLength;
        return answer.status === 200 && bytes > 0 ? [] : [`${answer.status} ${url}`];
      })
    ).flat();
    expect(missing).toEqual([]);
  }, 300_000);
});

/** Newsdesk's page of a corpus entry, parsed, with the element of its body (an article's, or a static page's content). */
const newsdeskPages = new Map<string, Promise<{ body: Element | undefined; ids: Set<string> }>>();
const newsdeskPage = (page: CorpusPage): Promise<{ body: Element | undefined; ids: Set<string> }> => {
  let answer = newsdeskPages.get(page.path);
  if (!answer) {
    answer = (async () => {
      const response = await fetch(`${site.newsdeskOrigin}${page.path}`, { signal: AbortSignal.timeout(60_000) });
      const document = parseDocument(await response.text(), { decodeEntities: true });
      const hasClass = (el: Element, name: string): boolean => (getAttributeValue(el, 'class') ?? '').split(/\s+/).includes(name);
      const body = findOne((el) => hasClass(el, 'article-body') || hasClass(el, 'static-page__content'), document.children) ?? undefined;
      const ids = new Set(findAll((el) => el.attribs['id'] !== undefined, document.children).map((el) => el.attribs['id']!));
      return { body, ids };
    })();
    newsdeskPages.set(page.path, answer);
  }
  return answer;
};

describe('what an editor wrote is what a reader gets', () => {
  it('loses no block: every word, picture, sound, video and embed of WordPress’s rendering is in Newsdesk’s body, shown or linked', async () => {
    const lost = (
      await eachLimited(site.pages, CONCURRENCY, async (page) => {
        const [{ content }, { body }] = await Promise.all([pluginAnswer(page), newsdeskPage(page)]);
        if (!body) return [`${page.path}: no body`];
        return lostBlocks(content ?? '', body).map((block) => `${page.path}: ${block.block} ${block.missing.slice(0, 5).join(', ')}`);
      })
    ).flat();
    expect(lost).toEqual([]);
  }, 300_000);

  it('keeps every link to a place of the text working: footnotes and their back links land on an element of the page', async () => {
    const broken = (
      await eachLimited(site.pages, CONCURRENCY, async (page) => {
        const { body, ids } = await newsdeskPage(page);
        const fragments = findAll((el) => el.name === 'a' && (el.attribs['href'] ?? '').startsWith('#'), body ? [body] : []).map((el) => el.attribs['href']!.slice(1));
        return fragments.filter((id) => id !== '' && !ids.has(decodeURIComponent(id))).map((id) => `${page.path}: #${id}`);
      })
    ).flat();
    expect(broken).toEqual([]);
    // The corpus's footnotes are there to be followed: both directions were checked above.
    const footnotes = await newsdeskPage(site.pages.find((page) => page.slug === 'footnotes')!);
    expect(findAll((el) => el.name === 'li' && (el.attribs['id'] ?? '').startsWith('c-'), footnotes.body ? [footnotes.body] : []).length).toBe(2);
  }, 300_000);
});

// The corpus as a reader's browser gets it: Chromium, a fresh reader who has not answered the
// consent banner, a phone's screen. Every request to a host but the site's and WordPress's is
// refused and named: nothing may leave before the reader says yes.
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const PHONE = { width: 375, height: 812 };
const PLAYER_HOST = 'www.youtube-nocookie.com';
const BODY = '.article-body__html, .static-page__content';

/**
 * In the page: whether it is wider than the screen (and the first element that
 * sticks out, not clipped by a scrolling box), and what its body shows: each
 * element's name, and each block, block style, alignment and palette class.
 */
const BODY_FACTS = (): { wider: string | undefined; features: string[] } => {
  const screen = document.documentElement.clientWidth;
  const overflowing = (el: globalThis.Element): boolean => {
    if (el.getBoundingClientRect().right <= screen + 1) return false;
    for (let box = el.parentElement; box; box = box.parentElement) if (getComputedStyle(box).overflowX !== 'visible') return false;
    return true;
  };
  const width = document.scrollingElement!.scrollWidth;
  const culprit = width > screen ? [...document.body.querySelectorAll('*')].find(overflowing) : undefined;
  const wider = width > screen ? `${width} px wide at ${screen}, ${culprit ? `${culprit.tagName.toLowerCase()}.${[...culprit.classList].join('.')}` : 'no element sticks out'}` : undefined;
  const features = new Set<string>();
  for (const el of document.querySelectorAll('.article-body__html *, .static-page__content *')) {
    features.add(el.tagName.toLowerCase());
    for (const name of el.classList) if (/^(?:wp-block-[a-z-]+|is-style-[a-z0-9-]+|has-[a-z0-9-]+|align[a-z]+)$/.test(name)) features.add(name);
  }
  return { wider, features: [...features] };
};

describe('the corpus in a reader’s browser', () => {
  let browser: Browser;
  const outside: string[] = [];

  /** A context of a new reader (or one whose consent cookie is given), its outside requests refused and recorded. */
  const readerContext = async (viewport: { width: number; height: number }, consent?: string): Promise<BrowserContext> => {
    const context = await browser.newContext({ viewport });
    if (consent) await context.addCookies([{ name: 'nd_consent', value: consent, url: site.newsdeskOrigin }]);
    await context.route(
      (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
      async (route) => {
        outside.push(route.request().url());
        // The player of a reader who consented: a stand-in page, so that nothing leaves this machine.
        if (new URL(route.request().url()).hostname === PLAYER_HOST) await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' });
        else await route.abort();
      },
    );
    return context;
  };

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: process.env['CHROME_PATH'] || '/usr/bin/chromium', args: CHROMIUM_ARGS });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  it('fits every page in a phone’s width and requests no other host before consent; axe finds no violation in the body of any page that shows an element or block first', async () => {
    const context = await readerContext(PHONE);
    const tabs: Page[] = await Promise.all([context.newPage(), context.newPage()]);
    // axe takes seconds a page: it runs where the body shows an element, a block, a style or a colour of
    // the palette that no page checked before showed, which covers everything the corpus holds in about
    // a fifth of its pages (the shell around the body is checked by the browser tests, tests/e2e/).
    const seen = new Set<string>();
    const problems = (
      await eachLimited(site.pages, tabs.length, async (entry) => {
        // Two tabs, each taking the next page: a tab is free when its previous page is done.
        const tab = tabs.shift()!;
        try {
          const before = outside.length;
          await tab.goto(`${site.newsdeskOrigin}${entry.path}`, { waitUntil: 'load', timeout: 60_000 });
          const { wider, features } = await tab.evaluate(BODY_FACTS);
          const novel = features.filter((feature) => !seen.has(feature));
          for (const feature of novel) seen.add(feature);
          // options() first: it replaces every option, the rules withTags chose among them.
          const violations = novel.length === 0 ? [] : (await new AxeBuilder({ page: tab }).include(BODY).options({ resultTypes: ['violations'] }).withTags(WCAG_TAGS).analyze()).violations;
          return [
            ...(wider ? [`${entry.path}: ${wider}`] : []),
            ...violations.flatMap((v) => v.nodes.map((n) => `${entry.path}: ${v.id} ${n.target.join(' ')}`)),
            ...outside.slice(before).map((url) => `${entry.path}: asked ${url}`),
          ];
        } finally {
          tabs.push(tab);
        }
      })
    ).flat();
    await context.close();
    expect(problems).toEqual([]);
    expect(seen.size).toBeGreaterThan(100);
  }, 600_000);

  it('loads a player only for a reader who consented to embedded content, with no layout shift', async () => {
    const embedPage = site.pages.find((page) => page.slug === 'post-format-video-youtube')!;
    const measure = async (consent?: string): Promise<{ player: boolean; shift: number }> => {
      const context = await readerContext(PHONE, consent);
      const page = await context.newPage();
      const before = outside.length;
      await page.goto(`${site.newsdeskOrigin}${embedPage.path}`, { waitUntil: 'load' });
      const embed = page.getByTestId('embed').first();
      await embed.scrollIntoViewIfNeeded();
      await page.waitForTimeout(1_000);
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let sum = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) sum += entry.value;
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(sum), 200);
          }),
      );
      const player = outside.slice(before).some((url) => new URL(url).hostname === PLAYER_HOST);
      await context.close();
      return { player, shift };
    };
    expect(await measure()).toEqual({ player: false, shift: 0 });
    expect(await measure('v2.m0.a0.p0.e1')).toEqual({ player: true, shift: 0 });
    // The requests these two made are the player's alone, and only the second reader's.
    expect(outside.filter((url) => new URL(url).hostname !== PLAYER_HOST)).toEqual([]);
  }, 120_000);

  it('keeps the header’s sections within two rows at 1280 px, the rest under More', async () => {
    const context = await readerContext({ width: 1280, height: 800 });
    const page = await context.newPage();
    await page.goto(`${site.newsdeskOrigin}${site.pages[0]!.path}`, { waitUntil: 'load' });
    const rows = await page.evaluate(() => {
      const links = [...document.querySelectorAll<HTMLElement>('#header-menu .category-nav__row > li')].filter((li) => li.offsetParent !== null);
      return new Set(links.map((li) => Math.round(li.getBoundingClientRect().top))).size;
    });
    const more = await page.locator('#header-menu details').count();
    await context.close();
    expect(rows).toBeLessThanOrEqual(2);
    expect(more).toBe(1);
  }, 60_000);
});
