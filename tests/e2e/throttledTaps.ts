// Taps made on a throttled CPU while the page is still the server's HTML, or hydrating,
// or hydrated: each try a new reader (a browser context of its own) at 4x or 6x CPU
// slowdown (Chromium's own throttling, through the DevTools protocol), tapping a control
// either as soon as it is visible or at a random moment of the first 3 seconds. What the
// page did is recorded from its first script on (an init script reporting to the test
// through a binding, so that it survives a navigation): layout shifts, consent cookie
// writes, clipboard writes, history entries, taps and the attributes of the controls.
// Each try counts how many times the tap's effect happened: 0 is a lost tap, more than 1
// a doubled one (web/document/earlyTaps.ts, docs/decisions/0038-taps-before-the-code.md).
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from '@playwright/test';

export type Rate = 4 | 6;
export type Moment = 'visible' | 'random';

const RATES: readonly Rate[] = [4, 6];
const MOMENTS: readonly Moment[] = ['visible', 'random'];

/**
 * Tries of each control at each rate and moment: EARLY_TAP_TRIES (the issue's measure is 20).
 * Unset, as npm test runs it, each control is tried once, at one rate and moment in turn
 * (the first control at 4x as soon as visible, the next at 4x at a random moment, then 6x…),
 * so that the whole spec takes minutes: a try is a page hydrating on a slowed CPU, 5 to 15 s here.
 */
const TRIES: number | undefined = process.env.EARLY_TAP_TRIES === undefined ? undefined : Math.max(1, Number(process.env.EARLY_TAP_TRIES));
/**
 * Readers tapping at once (EARLY_TAP_PARALLEL, 1 unless set). On two cores, two readers at
 * once already slowed each page by half again on top of the throttling, and finished no sooner.
 */
export const PARALLEL = Math.max(1, Number(process.env.EARLY_TAP_PARALLEL ?? 1));

/** The rates and moments a control is tried at, and how many times each: all of them TRIES times, or the `turn`th one once. */
export const plan = (turn: number): readonly { readonly rate: Rate; readonly moment: Moment; readonly tries: number }[] => {
  const all = RATES.flatMap((rate) => MOMENTS.map((moment) => ({ rate, moment, tries: TRIES ?? 1 })));
  return TRIES === undefined ? [all[turn % all.length]!] : all;
};

/** A random moment is one of the first 3 seconds after the page's response began. */
const RANDOM_WINDOW_MS = 3_000;
/** How long a tap's effect may take to show, the part's code arriving and hydrating on a slow CPU. */
const EFFECT_TIMEOUT_MS = 20_000;
/** After the effect, the page and the control hydrated: what happens within this is the tap's too (a second replay, a toggle undone). */
const SETTLE_MS = 1_000;

/** What the page reported, in order, every document of the try together. */
interface Recorded {
  /** Layout shifts: their score and whether input came just before. */
  readonly shifts: { readonly value: number; readonly input: boolean; readonly url: string; readonly t: number; readonly moved: string }[];
  /** Every write of the consent cookie, as written. */
  readonly cookieWrites: string[];
  /** Every text written to the clipboard. */
  readonly clipboardWrites: string[];
  /** pushState and replaceState calls: how, and the URL. */
  readonly history: { readonly how: 'push' | 'replace'; readonly url: string }[];
  /** Each click on the control, seen first of all (the window's capture phase): trusted (the reader's) or not (a replay), and whether React had the control then. */
  readonly taps: { readonly trusted: boolean; readonly hydrated: boolean; readonly t: number }[];
  /** Each click on the control that went through the whole page unstopped (the window's bubble phase): one React had its turn at. */
  readonly reached: { readonly trusted: boolean; readonly t: number }[];
  /** Changes of the watched attributes on the watched elements, each with the value before it (the value after is the next one's before). */
  readonly changes: { readonly selector: string; readonly attribute: string; readonly from: string | null; readonly t: number }[];
  /** The main frame's document requests, by URL. */
  readonly documents: string[];
  /** Every request, by method and URL. */
  readonly requests: { readonly method: string; readonly url: string }[];
  /** Uncaught errors of the page. */
  readonly errors: string[];
  /** Moments of each document (ms after its navigation began): first paint, DOMContentLoaded, load, the main content hydrated, the control hydrated. */
  readonly moments: { readonly name: string; readonly t: number; readonly url: string }[];
}

export interface Attempt {
  readonly rate: Rate;
  readonly moment: Moment;
  /** 0-based, over all tries of this control (rates and moments together): a reader, an article of its own. */
  readonly index: number;
}

/** A try's page, what it recorded, and its context. */
export interface Trial<S> {
  readonly page: Page;
  readonly context: BrowserContext;
  readonly recorded: Recorded;
  readonly attempt: Attempt;
  /** What prepare() returned. */
  readonly state: S;
}

export interface TapControl<S = undefined> {
  readonly name: string;
  /** The control's element, as the page's own script would find it from a click's target (closest). */
  readonly control: string;
  /** Attributes to follow, each on the elements of a selector (aria-expanded on a toggle, open on a details). */
  readonly watch?: readonly { readonly selector: string; readonly attribute: string }[];
  /** The reader's context: viewport, address, user agent, permissions. */
  readonly contextOptions?: (attempt: Attempt) => BrowserContextOptions;
  /** Routes, before the page loads; what it returns is the try's state. */
  readonly prepare?: (page: Page, context: BrowserContext, attempt: Attempt) => Promise<S>;
  readonly url: (attempt: Attempt) => string;
  /** The tap itself: a locator's action, which waits for the control to be visible and stable. */
  readonly tap: (page: Page) => Promise<void>;
  /** How many times the effect has happened so far; called over and over until it is 1 or more, then once more after settling. */
  readonly effects: (trial: Trial<S>) => Promise<number>;
  /** Once settled with one effect: what else must hold (the banner gone after a reload, the suggestions shown); throws if not. */
  readonly afterwards?: (trial: Trial<S>) => Promise<void>;
}

interface TryResult {
  readonly attempt: Attempt;
  /** 0 lost, 1 right, 2+ doubled; -1: the tap itself could not be made. */
  readonly effects: number;
  /** The sum of the layout shifts without recent input, every document of the try. */
  readonly cls: number;
  /** The random moment's delay after the response began, in ms. */
  readonly delayMs: number;
  /** The reader's tap, in ms after the response began (as the test saw it). */
  readonly tapMs: number;
  /** The first effect, in ms after the response began. */
  readonly effectMs: number | undefined;
  /** Whether the reader's tap met a control React did not have yet (the head script's case). */
  readonly early: boolean | undefined;
  /** What went wrong, for the failure message. */
  readonly problem: string | undefined;
  readonly errors: readonly string[];
}

/** Reports from the page: installed in every document before its first script. */
const recorderScript = ({ control, watch }: { control: string; watch: readonly { selector: string; attribute: string }[] }): void => {
  type Report = (kind: string, data: unknown) => void;
  const report = (kind: string, data: unknown): void => {
    try {
      void (window as unknown as { __ndTapReport: Report }).__ndTapReport(kind, data);
    } catch {
      // the binding is not there (about:blank): nothing to record
    }
  };
  const hydrated = (element: Element): boolean => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

  /** What moved, for the failure message: each source's element and how far down and right. */
  type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
  const describe = (node: Node | null | undefined): string =>
    node instanceof Element ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${node.classList.length > 0 ? `.${[...node.classList].join('.')}` : ''}` : String(node?.nodeName ?? 'gone');
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: readonly Source[] })[]) {
      const moved = (entry.sources ?? []).map((s) => `${describe(s.node)} ${Math.round(s.currentRect.y - s.previousRect.y)}px down ${Math.round(s.currentRect.x - s.previousRect.x)}px right`).join(', ');
      report('shift', { value: entry.value, input: entry.hadRecentInput, url: location.href, t: Math.round(entry.startTime), moved });
    }
  }).observe({ type: 'layout-shift', buffered: true });

  const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  Object.defineProperty(Document.prototype, 'cookie', {
    configurable: true,
    enumerable: cookie.enumerable ?? true,
    get(this: Document) {
      return cookie.get!.call(this);
    },
    set(this: Document, value: string) {
      if (/^\s*nd_consent=/.test(String(value))) report('cookie', String(value));
      cookie.set!.call(this, value);
    },
  });

  if (typeof Clipboard !== 'undefined') {
    const writeText = Clipboard.prototype.writeText;
    Clipboard.prototype.writeText = function (this: Clipboard, text: string) {
      report('clipboard', text);
      return writeText.call(this, text);
    };
  }
  const execCommand = Document.prototype.execCommand;
  Document.prototype.execCommand = function (this: Document, command: string, ...rest: unknown[]) {
    if (command === 'copy') report('clipboard', 'execCommand');
    return (execCommand as (...args: unknown[]) => boolean).call(this, command, ...rest);
  } as typeof execCommand;

  for (const how of ['push', 'replace'] as const) {
    const original = History.prototype[`${how}State`];
    History.prototype[`${how}State`] = function (this: History, data: unknown, unused: string, url?: string | URL | null) {
      report('history', { how, url: url == null ? location.href : new URL(String(url), location.href).href });
      return original.call(this, data, unused, url);
    };
  }

  const controlOf = (event: Event): Element | null => {
    const target = event.target;
    return target instanceof Element ? target.closest(control) : null;
  };
  addEventListener(
    'click',
    (event) => {
      const element = controlOf(event);
      if (element) report('tap', { trusted: event.isTrusted, hydrated: hydrated(element), t: performance.now() });
    },
    true,
  );
  addEventListener('click', (event) => {
    if (controlOf(event)) report('reached', { trusted: event.isTrusted, t: performance.now() });
  });
  // The select's choice is its tap: its change event, as the head script sees it.
  addEventListener(
    'change',
    (event) => {
      const target = event.target;
      const element = target instanceof Element ? target.closest(control) : null;
      if (element) report('tap', { trusted: event.isTrusted, hydrated: hydrated(element), t: performance.now() });
    },
    true,
  );

  const moment = (name: string): void => report('moment', { name, t: Math.round(performance.now()), url: location.href });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') moment('fcp');
  }).observe({ type: 'paint', buffered: true });
  addEventListener('DOMContentLoaded', () => moment('dcl'));
  addEventListener('load', () => moment('load'));
  // When React has the main content and the control: looked at every 50 ms, as the head script looks.
  const seen = { main: false, control: false };
  const look = setInterval(() => {
    const main = document.querySelector('main');
    if (!seen.main && main && hydrated(main)) {
      seen.main = true;
      moment('main hydrated');
    }
    const element = document.querySelector(control);
    if (!seen.control && element && hydrated(element)) {
      seen.control = true;
      moment('control hydrated');
    }
    if (seen.main && seen.control) clearInterval(look);
  }, 50);

  if (watch.length > 0) {
    new MutationObserver((records) => {
      for (const record of records) {
        const element = record.target as Element;
        const name = record.attributeName!;
        for (const { selector, attribute } of watch) {
          if (attribute !== name || !element.matches(selector)) continue;
          report('change', { selector, attribute, from: record.oldValue, t: performance.now() });
        }
      }
    }).observe(document, { subtree: true, attributes: true, attributeOldValue: true, attributeFilter: [...new Set(watch.map((w) => w.attribute))] });
  }
};

const emptyRecord = (): Recorded => ({ shifts: [], cookieWrites: [], clipboardWrites: [], history: [], taps: [], reached: [], changes: [], documents: [], requests: [], errors: [], moments: [] });

/**
 * The number of real changes of an attribute on the elements of a selector: each change
 * recorded with the value before it; the value after it is the next one's before, or the
 * element's value now. A toggle tapped once changes once, tapped twice changes twice.
 */
export const flips = async (trial: Trial<unknown>, selector: string, attribute: string): Promise<number> => {
  const changes = trial.recorded.changes.filter((c) => c.selector === selector && c.attribute === attribute);
  if (changes.length === 0) return 0;
  const now = await trial.page.locator(selector).first().getAttribute(attribute);
  let count = 0;
  for (let i = 0; i < changes.length; i += 1) {
    const after = i + 1 < changes.length ? changes[i + 1]!.from : now;
    if (after !== changes[i]!.from) count += 1;
  }
  return count;
};

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Where `locator`'s element is once it shows, looked up in one go (scrolled to first if it is
 * out of view; focused, for a key): the point to press, or what keeps it from being pressed yet.
 */
const shownAt = (locator: Locator, focus: boolean): Promise<{ x: number; y: number } | 'hidden' | 'scrolled' | 'covered' | 'navigating'> =>
  locator
    .first()
    .evaluate(
      (element, focusIt) => {
        if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return 'hidden';
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return 'hidden';
        if (box.bottom <= 0 || box.top >= innerHeight) {
          // At once: the page may scroll smoothly, and a point read mid-scroll misses.
          element.scrollIntoView({ block: 'center', behavior: 'instant' });
          return 'scrolled';
        }
        const x = Math.min(Math.max(box.left + box.width / 2, 1), innerWidth - 1);
        const y = Math.min(Math.max(box.top + box.height / 2, 1), innerHeight - 1);
        const hit = document.elementFromPoint(x, y);
        if (hit === null || !element.contains(hit)) return 'covered';
        if (focusIt) (element as HTMLElement).focus();
        return { x, y };
      },
      focus,
      { timeout: EFFECT_TIMEOUT_MS },
    )
    .catch(() => 'navigating' as const);

/**
 * A reader's tap on what `locator` finds, as soon as it shows: where it is, then the pointer
 * pressed and released there, which the browser queues for the page as it would a finger's.
 * Playwright's own click checks the element again and again before it clicks, each check
 * waiting for the page's main thread: on a throttled CPU that put the tap a second or two
 * after the control showed, past the moment this is about. Where something covers it (the
 * consent banner over the foot of the screen), Playwright's click, which scrolls it clear.
 */
export const tapWhenShown = async (locator: Locator): Promise<void> => {
  const deadline = Date.now() + EFFECT_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const point = await shownAt(locator, false);
    if (typeof point === 'object') {
      await locator.page().mouse.click(point.x, point.y);
      return;
    }
    if (point === 'covered') {
      await locator.first().click({ timeout: EFFECT_TIMEOUT_MS });
      return;
    }
    await sleep(20);
  }
  throw new Error(`${locator.toString()} never showed`);
};

/**
 * A reader's choice in a select as soon as it shows: focused, then one key that picks the
 * option (its initial, End), so that the choice is real input, as a reader's is (input
 * that layout shifts within half a second of are not counted against the page), and one
 * change only (each step through the options is a change, and a navigation).
 */
export const chooseWhenShown = async (locator: Locator, key: string): Promise<void> => {
  const deadline = Date.now() + EFFECT_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const point = await shownAt(locator, true);
    if (typeof point === 'object' || point === 'covered') {
      if (point === 'covered') await locator.first().focus();
      await locator.page().keyboard.press(key);
      return;
    }
    await sleep(20);
  }
  throw new Error(`${locator.toString()} never showed`);
};

/** Until the page's main content and the control (where there is one) are hydrated: a navigation under way is waited for. */
const settled = async (page: Page, control: string): Promise<void> => {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const done = await page
      .evaluate((selector) => {
        const hydrated = (element: Element | null) => element === null || Object.keys(element).some((key) => key.startsWith('__reactProps$'));
        const main = document.querySelector('main');
        return document.readyState !== 'loading' && main !== null && hydrated(main) && hydrated(document.querySelector(selector));
      }, control)
      .catch(() => false);
    if (done) return;
    await sleep(100);
  }
};

/** One try: a new reader, throttled, tapping at the moment said; what happened. */
const runTry = async <S>(browser: Browser, control: TapControl<S>, attempt: Attempt): Promise<TryResult> => {
  const context = await browser.newContext(control.contextOptions?.(attempt) ?? {});
  const recorded = emptyRecord();
  const page = await context.newPage();
  const problems: string[] = [];
  let tapMs = Number.NaN;
  let effectMs: number | undefined;
  let effects = 0;
  const delayMs = attempt.moment === 'random' ? Math.round(Math.random() * RANDOM_WINDOW_MS) : 0;
  try {
    await page.exposeBinding('__ndTapReport', (_source, kind: string, data: unknown) => {
      switch (kind) {
        case 'shift':
          recorded.shifts.push(data as Recorded['shifts'][number]);
          break;
        case 'cookie':
          recorded.cookieWrites.push(data as Recorded['cookieWrites'][number]);
          break;
        case 'clipboard':
          recorded.clipboardWrites.push(data as Recorded['clipboardWrites'][number]);
          break;
        case 'history':
          recorded.history.push(data as Recorded['history'][number]);
          break;
        case 'tap':
          recorded.taps.push(data as Recorded['taps'][number]);
          break;
        case 'reached':
          recorded.reached.push(data as Recorded['reached'][number]);
          break;
        case 'change':
          recorded.changes.push(data as Recorded['changes'][number]);
          break;
        case 'moment':
          recorded.moments.push(data as Recorded['moments'][number]);
          break;
        default:
      }
    });
    await page.addInitScript(recorderScript, { control: control.control, watch: control.watch ?? [] });
    page.on('pageerror', (error) => recorded.errors.push(error.message));
    page.on('request', (request) => {
      recorded.requests.push({ method: request.method(), url: request.url() });
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) recorded.documents.push(request.url());
    });
    const state = (await control.prepare?.(page, context, attempt)) as S;
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: attempt.rate });
    const trial: Trial<S> = { page, context, recorded, attempt, state };

    await page.goto(control.url(attempt), { waitUntil: 'commit' });
    const committed = Date.now();
    if (delayMs > 0) await sleep(delayMs);
    try {
      await control.tap(page);
      tapMs = Date.now() - committed;
    } catch (error) {
      problems.push(`the tap could not be made: ${String(error).split('\n')[0]}`);
      return { attempt, effects: -1, cls: cls(recorded), delayMs, tapMs, effectMs, early: undefined, problem: problems.join('; '), errors: recorded.errors };
    }

    const deadline = Date.now() + EFFECT_TIMEOUT_MS;
    while (Date.now() < deadline) {
      effects = await control.effects(trial).catch(() => 0);
      if (effects > 0) break;
      await sleep(100);
    }
    if (effects > 0) effectMs = Date.now() - committed;
    await settled(page, control.control);
    await sleep(SETTLE_MS);
    effects = await control.effects(trial).catch((error: unknown) => {
      problems.push(`the effect could not be read: ${String(error).split('\n')[0]}`);
      return 0;
    });
    if (effects === 0 && recorded.taps.length === 0) {
      // The pointer came down elsewhere than on the control (it moved meanwhile, or something covered it): no tap to judge.
      effects = -1;
      problems.push('the tap never reached the control');
    } else if (effects === 0) problems.push(`no effect within ${EFFECT_TIMEOUT_MS / 1000} s`);
    else if (effects > 1) problems.push(`the effect happened ${effects} times`);
    else if (control.afterwards) {
      // What follows checks the outcome, not the tap: at full speed.
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await control.afterwards(trial).catch((error: unknown) => {
        effects = 0;
        problems.push(`afterwards: ${String(error).split('\n')[0]}`);
      });
    }
  } catch (error) {
    problems.push(`the try failed: ${String(error).split('\n')[0]}`);
  } finally {
    await context.close().catch(() => undefined);
  }
  if (process.env.EARLY_TAP_DEBUG) {
    const moments = recorded.moments.map((m) => `${m.name}@${m.t}${m.url === recorded.moments[0]?.url ? '' : `(${new URL(m.url).pathname}${new URL(m.url).search})`}`).join(' ');
    console.log(`[${control.name} ${attempt.rate}x ${attempt.moment} #${attempt.index}] delay ${delayMs} tap(test) ${tapMs} effect(test) ${effectMs} effects ${effects} taps ${JSON.stringify(recorded.taps.map((t) => ({ ...t, t: Math.round(t.t) })))} | ${moments}`);
  }
  // The reader's tap is the first (a select's choice is made by script, untrusted, as Playwright makes it).
  const readerTap = recorded.taps[0];
  const total = cls(recorded);
  if (total > 0) problems.push(`layout shifts ${JSON.stringify(recorded.shifts.filter((s) => !s.input))}`);
  return {
    attempt,
    effects,
    cls: total,
    delayMs,
    tapMs,
    effectMs,
    early: readerTap === undefined ? undefined : !readerTap.hydrated,
    problem: problems.length > 0 ? `${problems.join('; ')} (taps ${JSON.stringify(recorded.taps)}, reached ${recorded.reached.length})` : undefined,
    errors: recorded.errors,
  };
};

const cls = (recorded: Recorded): number => recorded.shifts.filter((shift) => !shift.input).reduce((sum, shift) => sum + shift.value, 0);

/** Runs `tasks` with at most `limit` at once, in order of start. */
const pooled = async <T>(tasks: readonly (() => Promise<T>)[], limit: number): Promise<T[]> => {
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < tasks.length) {
      const index = next;
      next += 1;
      results[index] = await tasks[index]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
};

export interface Row {
  readonly control: string;
  readonly rate: Rate;
  readonly moment: Moment;
  readonly tries: number;
  readonly lost: number;
  readonly doubled: number;
  /** Tries whose tap could not be made at all. */
  readonly untapped: number;
  /** Tries with a layout shift, and the largest CLS. */
  readonly shifted: number;
  readonly maxCls: number;
  /** Tries whose tap met a control React did not have yet. */
  readonly early: number;
  readonly medianTapMs: number;
  readonly medianEffectMs: number;
  readonly errors: number;
}

const median = (values: readonly number[]): number => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : sorted[Math.floor(sorted.length / 2)]!;
};

export const formatRow = (row: Row): string =>
  `${row.control.padEnd(22)} ${`${row.rate}x`.padEnd(3)} ${row.moment.padEnd(7)} tries ${row.tries}, lost ${row.lost}, doubled ${row.doubled}, untapped ${row.untapped}, CLS>0 ${row.shifted} (max ${row.maxCls.toFixed(4)}), early taps ${row.early}, tap ${row.medianTapMs} ms, effect ${row.medianEffectMs} ms, page errors ${row.errors}`;

export interface ControlReport {
  readonly rows: readonly Row[];
  readonly failures: readonly string[];
  readonly ok: boolean;
}

/** Each rate and moment of `runs` as many times as it says, PARALLEL readers at once; a row per rate and moment. */
export const tapOnThrottledCpu = async <S>(browser: Browser, control: TapControl<S>, runs: ReturnType<typeof plan>): Promise<ControlReport> => {
  const attempts: Attempt[] = [];
  for (const { rate, moment, tries } of runs) for (let i = 0; i < tries; i += 1) attempts.push({ rate, moment, index: attempts.length });
  const results = await pooled(
    attempts.map((attempt) => () => runTry(browser, control, attempt)),
    PARALLEL,
  );
  const rows: Row[] = [];
  const failures: string[] = [];
  for (const { rate, moment } of runs) {
    const of = results.filter((r) => r.attempt.rate === rate && r.attempt.moment === moment);
    rows.push({
      control: control.name,
      rate,
      moment,
      tries: of.length,
      lost: of.filter((r) => r.effects === 0).length,
      doubled: of.filter((r) => r.effects > 1).length,
      untapped: of.filter((r) => r.effects < 0).length,
      shifted: of.filter((r) => r.cls > 0).length,
      maxCls: Math.max(0, ...of.map((r) => r.cls)),
      early: of.filter((r) => r.early === true).length,
      medianTapMs: median(of.map((r) => r.tapMs)),
      medianEffectMs: median(of.map((r) => r.effectMs ?? Number.NaN)),
      errors: of.filter((r) => r.errors.length > 0).length,
    });
    for (const r of of) {
      if (r.problem === undefined) continue;
      failures.push(`${control.name} ${rate}x ${moment} try ${r.attempt.index} (delay ${r.delayMs} ms, tap at ${r.tapMs} ms, early ${String(r.early)}): ${r.problem}${r.errors.length > 0 ? ` page errors: ${r.errors.join(' | ')}` : ''}`);
    }
  }
  const ok = rows.every((row) => row.lost === 0 && row.doubled === 0 && row.untapped === 0 && row.shifted === 0);
  return { rows, failures, ok };
};

/** The assertion's message: the rows, then each try that went wrong. */
export const describeReport = (report: ControlReport): string => [...report.rows.map(formatRow), ...report.failures].join('\n');
