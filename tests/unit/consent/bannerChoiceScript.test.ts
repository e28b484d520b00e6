import { describe, expect, it, vi } from 'vitest';
import { CONSENT_CHOSEN } from '../../../adapters/analytics/consentBootstrapScript.ts';
import { bannerChoiceScript, CONSENT_CHOICE_ATTRIBUTE } from '../../../adapters/analytics/bannerChoiceScript.ts';
import { acceptAll, rejectAll, type ConsentChoice } from '../../../src/domain/consent.ts';
import { consentCookie, consentFromCookies } from '../../../src/domain/consentCookie.ts';
import { consentModeState } from '../../../src/domain/consentMode.ts';
import { HYDRATED_TEST } from '../../../web/document/hydratedElement.ts';

// "Accept all" and "Reject all" tapped before the banner hydrated: the head's script
// runs as the browser would run it, against a document that records the cookies
// written to it, and the consent bootstrap's gtag. What it must write is what the
// domain says (the consent store's cookie, Consent Mode's state), never read back from
// the script itself. The script is composed as server/container.ts composes it, with the
// page's test of whether React has an element (web/document/hydratedElement.ts).

const BANNER_CHOICE_SCRIPT = bannerChoiceScript(HYDRATED_TEST);

type Listener = (event: FakeEvent) => void;

interface FakeEvent {
  readonly target: unknown;
  readonly preventDefault: ReturnType<typeof vi.fn>;
  readonly stopImmediatePropagation: ReturnType<typeof vi.fn>;
}

/** A button of the banner, or something inside one, or anything else on the page. */
class FakeElement {
  constructor(
    private readonly attributes: Readonly<Record<string, string>> = {},
    private readonly parent?: FakeElement,
  ) {}

  getAttribute(name: string): string | null {
    return this.attributes[name] ?? null;
  }

  /** The attribute selector of the choices, or the banner's class. */
  closest(selector: string): FakeElement | null {
    const matches = selector === '.consent-banner' ? this.attributes['class'] === 'consent-banner' : (expect(selector).toBe(`[${CONSENT_CHOICE_ATTRIBUTE}]`), CONSENT_CHOICE_ATTRIBUTE in this.attributes);
    if (matches) return this;
    return this.parent ? this.parent.closest(selector) : null;
  }

  contains(other: unknown): boolean {
    return other instanceof FakeElement && (other === this || this.contains(other.parent));
  }

  hydrate(): this {
    return Object.assign(this, { __reactProps$x7k2: { onClick: () => undefined } });
  }
}

const runScript = ({ protocol = 'http:' } = {}) => {
  const listeners: { readonly type: string; readonly listener: Listener; readonly capture: boolean }[] = [];
  const cookies: string[] = [];
  const gtag = vi.fn();
  const root = { dataset: {} as Record<string, string> };
  const document = {
    /** What has focus: a test sets it. */
    activeElement: null as unknown,
    /** The preferences button, once a test shows it. */
    preferences: undefined as { focus(): void } | undefined,
    querySelector(selector: string) {
      expect(selector).toBe('.consent-prefs');
      return this.preferences ?? null;
    },
    addEventListener: (type: string, listener: Listener, capture?: boolean) => listeners.push({ type, listener, capture: capture === true }),
    set cookie(value: string) {
      cookies.push(value);
    },
    documentElement: root,
  };
  // Intervals as the test moves time: each runs once per its period.
  const running = new Map<number, { readonly run: () => void; readonly ms: number; next: number }>();
  let now = 0;
  let ids = 0;
  const clock = {
    intervals: 0,
    setInterval(run: () => void, ms: number): number {
      clock.intervals += 1;
      ids += 1;
      running.set(ids, { run, ms, next: now + ms });
      return ids;
    },
    clearInterval(id: number): void {
      running.delete(id);
    },
  };
  const advance = (ms: number): void => {
    const end = now + ms;
    for (;;) {
      const due = [...running.entries()].filter(([, t]) => t.next <= end).sort((a, b) => a[1].next - b[1].next)[0];
      if (!due) break;
      now = due[1].next;
      due[1].next += due[1].ms;
      due[1].run();
    }
    now = end;
  };
  const focused: string[] = [];
  new Function('document', 'location', 'gtag', 'setInterval', 'clearInterval', BANNER_CHOICE_SCRIPT)(document, { protocol }, gtag, clock.setInterval, clock.clearInterval);
  const tap = (target: unknown): FakeEvent => {
    const event: FakeEvent = { target, preventDefault: vi.fn(), stopImmediatePropagation: vi.fn() };
    for (const { type, listener } of listeners) if (type === 'click') listener(event);
    return event;
  };
  return { listeners, cookies, gtag, root, tap, document, advance, focused, get intervals() { return clock.intervals; } };
};

const stopped = (event: FakeEvent): boolean => event.preventDefault.mock.calls.length === 1 && event.stopImmediatePropagation.mock.calls.length === 1;
const untouched = (event: FakeEvent): boolean => event.preventDefault.mock.calls.length === 0 && event.stopImmediatePropagation.mock.calls.length === 0;

const choices: readonly { readonly name: string; readonly value: string; readonly choice: ConsentChoice }[] = [
  { name: 'Reject all', value: 'reject', choice: rejectAll() },
  { name: 'Accept all', value: 'accept', choice: acceptAll() },
];

describe('the banner\'s one-tap choices before hydration (the head script)', () => {
  it('listens to clicks in the capture phase of the document, ahead of React there', () => {
    expect(runScript().listeners.map((l) => [l.type, l.capture])).toEqual([['click', true]]);
  });

  for (const { name, value, choice } of choices) {
    it(`"${name}" on the server's banner: the consent store's cookie, once, that the consent layer reads as the choice`, () => {
      const page = runScript();
      const event = page.tap(new FakeElement({ [CONSENT_CHOICE_ATTRIBUTE]: value }));
      expect(stopped(event)).toBe(true);
      expect(page.cookies).toEqual([consentCookie(choice, false)]);
      expect(consentFromCookies(page.cookies[0]!.split(';')[0])).toEqual(choice);
    });

    it(`"${name}": Consent Mode is told the choice's state, and the root is marked so the banner hides`, () => {
      const page = runScript();
      page.tap(new FakeElement({ [CONSENT_CHOICE_ATTRIBUTE]: value }));
      expect(page.gtag.mock.calls).toEqual([['consent', 'update', consentModeState(choice)]]);
      expect(page.root.dataset['consent']).toBe(CONSENT_CHOSEN);
    });

    it(`"${name}" over https: the cookie is Secure, as the consent store writes it there`, () => {
      const page = runScript({ protocol: 'https:' });
      page.tap(new FakeElement({ [CONSENT_CHOICE_ATTRIBUTE]: value }));
      expect(page.cookies).toEqual([consentCookie(choice, true)]);
      expect(page.cookies[0]).toMatch(/; Secure$/);
    });
  }

  it('writes no Secure attribute over plain http (a Secure cookie would not be stored there)', () => {
    const page = runScript({ protocol: 'http:' });
    page.tap(new FakeElement({ [CONSENT_CHOICE_ATTRIBUTE]: 'reject' }));
    expect(page.cookies[0]).not.toMatch(/Secure/);
  });

  it('a tap on the label inside the button counts as the button\'s', () => {
    const page = runScript();
    const button = new FakeElement({ [CONSENT_CHOICE_ATTRIBUTE]: 'accept' });
    page.tap(new FakeElement({}, button));
    expect(page.cookies).toEqual([consentCookie(acceptAll(), false)]);
  });

  it('hands focus, when it was in the banner, to the preferences button once the consent layer shows it', () => {
    const page = runScript();
    const banner = new FakeElement({ class: 'consent-banner' });
    const button = new FakeElement({ [CONSENT_CHOICE_ATTRIBUTE]: 'reject' }, banner);
    page.document.activeElement = button;
    page.tap(button);
    page.advance(500);
    expect(page.focused).toEqual([]);
    page.document.preferences = { focus: () => page.focused.push('preferences') };
    page.advance(50);
    expect(page.focused).toEqual(['preferences']);
    page.advance(5_000);
    expect(page.focused).toEqual(['preferences']);
  });

  it('looks for the button a minute at most, and not at all when focus was elsewhere', () => {
    const page = runScript();
    const banner = new FakeElement({ class: 'consent-banner' });
    page.tap(new FakeElement({ [CONSENT_CHOICE_ATTRIBUTE]: 'reject' }, banner));
    expect(page.intervals).toBe(0);
    page.document.activeElement = banner;
    page.tap(new FakeElement({ [CONSENT_CHOICE_ATTRIBUTE]: 'accept' }, banner));
    page.advance(61_000);
    page.document.preferences = { focus: () => page.focused.push('preferences') };
    page.advance(1_000);
    expect(page.focused).toEqual([]);
  });

  it('leaves a hydrated banner to React: nothing written, nothing stopped', () => {
    const page = runScript();
    const event = page.tap(new FakeElement({ [CONSENT_CHOICE_ATTRIBUTE]: 'reject' }).hydrate());
    expect(untouched(event)).toBe(true);
    expect(page.cookies).toEqual([]);
    expect(page.gtag).not.toHaveBeenCalled();
    expect(page.root.dataset).toEqual({});
  });

  it('leaves every other tap alone: another button, a choice it does not know, a target that is no element', () => {
    const page = runScript();
    for (const target of [new FakeElement({ 'data-tap': 'consent-customize' }), new FakeElement({ [CONSENT_CHOICE_ATTRIBUTE]: 'custom' }), null, { nodeType: 9 }]) {
      expect(untouched(page.tap(target))).toBe(true);
    }
    expect(page.cookies).toEqual([]);
    expect(page.gtag).not.toHaveBeenCalled();
    expect(page.root.dataset).toEqual({});
  });
});
