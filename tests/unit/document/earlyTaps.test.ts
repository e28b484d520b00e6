import { describe, expect, it, vi } from 'vitest';
import { EARLY_TAPS_SCRIPT, TAP_ATTRIBUTE } from '../../../web/document/earlyTaps.ts';
import { LANGUAGE_SELECT_ID } from '../../../web/shell/languageSelectId.ts';

// The head's script of kept taps runs as the browser would run it, against a document
// whose listeners the test calls with events of its own, elements that say whether React
// has them (an own `__reactProps$…` property, as React writes it), and a clock and
// interval the test moves.

type Listener = (event: FakeEvent) => void;

interface FakeEvent {
  readonly target: unknown;
  readonly preventDefault: ReturnType<typeof vi.fn>;
  readonly stopImmediatePropagation: ReturnType<typeof vi.fn>;
}

/** An element of the server's HTML: an attribute or none, in the page or not, hydrated once the test says so. */
class FakeElement {
  clicks = 0;
  isConnected = true;
  id = '';
  value = '';
  className = '';
  hidden = false;
  /** The element focus went to, if this one. */
  focused = false;
  /** A select's form, when it has one: counts its submissions. */
  form: { submits: number; submit(): void } | undefined;
  /** A panel's first field, as querySelector('input:not([type=hidden])') finds it. */
  field: FakeElement | undefined;
  readonly classList = {
    toggle: (name: string, on: boolean): void => {
      const names = this.className.split(' ').filter((n) => n !== '' && n !== name);
      this.className = (on ? [...names, name] : names).join(' ');
    },
  };

  constructor(
    private readonly page: FakePage,
    private readonly attributes: Record<string, string> = {},
    private readonly parent?: FakeElement,
  ) {}

  getAttribute(name: string): string | null {
    return this.attributes[name] ?? null;
  }

  hasAttribute(name: string): boolean {
    return name in this.attributes;
  }

  setAttribute(name: string, value: string): void {
    this.attributes[name] = value;
  }

  querySelector(selector: string): FakeElement | null {
    expect(selector).toBe('input:not([type=hidden])');
    return this.field ?? null;
  }

  focus(): void {
    this.focused = true;
  }

  /** Only the selector the script asks: `[data-tap]`. */
  /** A button, when the test says so (a disclosure's). */
  tagName = 'DIV';

  /** Only the selector the script asks: a control marked, or a disclosure's button. */
  closest(selector: string): FakeElement | null {
    expect(selector).toBe(`[${TAP_ATTRIBUTE}],button[aria-expanded][aria-controls]`);
    const disclosure = this.tagName === 'BUTTON' && 'aria-expanded' in this.attributes && 'aria-controls' in this.attributes;
    if (TAP_ATTRIBUTE in this.attributes || disclosure) return this;
    return this.parent ? this.parent.closest(selector) : null;
  }

  /** As the browser's click(): a click event through the document's listeners, untrusted. */
  click(): void {
    this.clicks += 1;
    // A replay that the script kept again would click for ever: fail instead.
    if (this.clicks > 20) throw new Error('clicked again and again');
    this.page.dispatch('click', this);
  }

  /** What React does when it hydrates the element. */
  hydrate(): void {
    Object.assign(this, { [`__reactProps$${Math.random().toString(36).slice(2)}`]: {} });
  }
}

/** An event the script makes: its type and whether it bubbles. */
class FakeInputEvent {
  constructor(
    readonly type: string,
    readonly init: { readonly bubbles?: boolean },
  ) {}
}

/**
 * A text field: its text on the prototype's accessor, as the browser's; once hydrated, React's
 * record of its value on an own accessor, as React defines it (it records what is set through it).
 */
class FakeInput {
  private text = '';
  /** React's record of the value, from hydration on. */
  recorded: string | undefined;
  readonly events: FakeInputEvent[] = [];
  isConnected = true;

  constructor(
    readonly defaultValue: string,
    private readonly attributes: Readonly<Record<string, string>>,
  ) {
    this.text = defaultValue;
  }

  get value(): string {
    return this.text;
  }

  set value(text: string) {
    this.text = text;
  }

  hasAttribute(name: string): boolean {
    return name in this.attributes;
  }

  getAttribute(name: string): string | null {
    return this.attributes[name] ?? null;
  }

  dispatchEvent(event: FakeInputEvent): void {
    // What React reads when the event comes: a change only if the text is not what it recorded.
    if (this.recorded !== this.value) this.events.push(event);
  }

  /** What React does when it hydrates the field: its props, and a record of the text it finds. */
  hydrate(): void {
    const proto = Object.getOwnPropertyDescriptor(FakeInput.prototype, 'value')!;
    this.recorded = this.value;
    Object.defineProperty(this, 'value', {
      configurable: true,
      get: () => proto.get!.call(this) as string,
      set: (text: string) => {
        this.recorded = text;
        proto.set!.call(this, text);
      },
    });
    Object.assign(this, { __reactProps$k2: {} });
  }
}

class FakePage {
  readonly listeners: { readonly type: string; readonly listener: Listener; readonly capture: boolean }[] = [];
  readonly assigned: string[] = [];
  now = 1_000_000;
  private interval: { readonly run: () => void; readonly ms: number } | undefined;
  intervalsStarted = 0;
  /** Elements by id, as getElementById finds them. */
  readonly byId = new Map<string, FakeElement>();

  constructor() {
    const document = {
      getElementById: (id: string) => this.byId.get(id) ?? null,
      addEventListener: (type: string, listener: Listener, capture?: boolean) => this.listeners.push({ type, listener, capture: capture === true }),
    };
    const window = { location: { assign: (url: string) => this.assigned.push(url) } };
    const clock = { now: () => this.now };
    const setInterval = (run: () => void, ms: number) => {
      this.intervalsStarted += 1;
      this.interval = { run, ms };
      return 7;
    };
    const clearInterval = (id: number) => {
      expect(id).toBe(7);
      this.interval = undefined;
    };
    new Function('document', 'window', 'Date', 'setInterval', 'clearInterval', 'HTMLInputElement', 'Event', EARLY_TAPS_SCRIPT)(document, window, clock, setInterval, clearInterval, FakeInput, FakeInputEvent);
  }

  element(attributes: Readonly<Record<string, string>> = {}, parent?: FakeElement): FakeElement {
    return new FakeElement(this, { ...attributes }, parent);
  }

  /** An element the page can find by its id (a disclosure's panel). */
  withId(id: string, properties: Partial<Pick<FakeElement, 'className' | 'hidden' | 'field'>> = {}): FakeElement {
    const element = Object.assign(this.element(), { id }, properties);
    this.byId.set(id, element);
    return element;
  }

  dispatch(type: string, target: unknown): FakeEvent {
    const event: FakeEvent = { target, preventDefault: vi.fn(), stopImmediatePropagation: vi.fn() };
    for (const { type: listening, listener } of this.listeners) if (listening === type) listener(event);
    return event;
  }

  /** The reader's tap. */
  tap(target: FakeElement): FakeEvent {
    return this.dispatch('click', target);
  }

  /** Time passes: the interval runs once per `ms`, if one is running. */
  advance(ms: number): void {
    const end = this.now + ms;
    while (this.interval && this.now + this.interval.ms <= end) {
      this.now += this.interval.ms;
      this.interval.run();
    }
    this.now = end;
  }

  get polling(): boolean {
    return this.interval !== undefined;
  }

  get pollMs(): number | undefined {
    return this.interval?.ms;
  }
}

const stopped = (event: FakeEvent): boolean => event.preventDefault.mock.calls.length === 1 && event.stopImmediatePropagation.mock.calls.length === 1;
const untouched = (event: FakeEvent): boolean => event.preventDefault.mock.calls.length === 0 && event.stopImmediatePropagation.mock.calls.length === 0;

describe('taps kept before hydration (the head script)', () => {
  it('listens to clicks in the capture phase of the document, ahead of React there', () => {
    const page = new FakePage();
    expect(page.listeners.filter((l) => l.type === 'click').map((l) => l.capture)).toEqual([true]);
  });

  it('stops a tap on a control React has not hydrated, and clicks it again once, when React has it', () => {
    const page = new FakePage();
    const menu = page.element({ [TAP_ATTRIBUTE]: 'menu' });
    const event = page.tap(menu);
    expect(stopped(event)).toBe(true);
    expect(page.pollMs).toBe(50);

    page.advance(2_000);
    expect(menu.clicks).toBe(0);

    menu.hydrate();
    page.advance(50);
    expect(menu.clicks).toBe(1);
    // The click it made went through the document's listener: React's now, not kept again.
    page.advance(5_000);
    expect(menu.clicks).toBe(1);
    expect(page.polling).toBe(false);
  });

  it('keeps a tap on something inside the control (the icon of a button)', () => {
    const page = new FakePage();
    const star = page.element({ [TAP_ATTRIBUTE]: 'rating' });
    const icon = page.element({}, star);
    expect(stopped(page.tap(icon))).toBe(true);
    star.hydrate();
    page.advance(50);
    expect(star.clicks).toBe(1);
  });

  it('looks for React\'s own property on the element itself, not one inherited', () => {
    const page = new FakePage();
    const button = page.element({ [TAP_ATTRIBUTE]: 'search' });
    page.tap(button);
    Object.setPrototypeOf(button, Object.assign(Object.create(FakeElement.prototype) as object, { __reactProps$inherited: {} }));
    page.advance(500);
    expect(button.clicks).toBe(0);
    button.hydrate();
    page.advance(50);
    expect(button.clicks).toBe(1);
  });

  it('keeps only the last tap of a group (two stars: the second is the vote), and one of each group', () => {
    const page = new FakePage();
    const second = page.element({ [TAP_ATTRIBUTE]: 'rating' });
    const fourth = page.element({ [TAP_ATTRIBUTE]: 'rating' });
    const menu = page.element({ [TAP_ATTRIBUTE]: 'menu' });
    expect(stopped(page.tap(second))).toBe(true);
    expect(stopped(page.tap(menu))).toBe(true);
    expect(stopped(page.tap(fourth))).toBe(true);
    for (const element of [second, fourth, menu]) element.hydrate();
    page.advance(50);
    expect([second.clicks, fourth.clicks, menu.clicks]).toEqual([0, 1, 1]);
    expect(page.intervalsStarted).toBe(1);
  });

  it('a tap on the same control twice is clicked again once', () => {
    const page = new FakePage();
    const menu = page.element({ [TAP_ATTRIBUTE]: 'menu' });
    page.tap(menu);
    page.tap(menu);
    menu.hydrate();
    page.advance(200);
    expect(menu.clicks).toBe(1);
  });

  it('leaves a tap on a hydrated control to React', () => {
    const page = new FakePage();
    const menu = page.element({ [TAP_ATTRIBUTE]: 'menu' });
    menu.hydrate();
    const event = page.tap(menu);
    expect(untouched(event)).toBe(true);
    expect(page.polling).toBe(false);
    page.advance(1_000);
    expect(menu.clicks).toBe(0);
  });

  it('leaves a tap on anything without the attribute alone (a link, the page), and a target that is no element', () => {
    const page = new FakePage();
    const link = page.element({ href: '/en/latest-posts?page=2' });
    expect(untouched(page.tap(link))).toBe(true);
    expect(untouched(page.dispatch('click', null))).toBe(true);
    expect(untouched(page.dispatch('click', { nodeType: 9 }))).toBe(true);
    expect(page.polling).toBe(false);
  });

  it('drops a tap whose control left the page before React had it', () => {
    const page = new FakePage();
    const copy = page.element({ [TAP_ATTRIBUTE]: 'copy-link' });
    page.tap(copy);
    page.advance(100);
    copy.isConnected = false;
    page.advance(50);
    expect(page.polling).toBe(false);
    copy.isConnected = true;
    copy.hydrate();
    page.advance(1_000);
    expect(copy.clicks).toBe(0);
  });

  it('keeps a tap for a minute at most: one hydrated within it is clicked, one hydrated after is not', () => {
    const within = new FakePage();
    const early = within.element({ [TAP_ATTRIBUTE]: 'menu' });
    within.tap(early);
    within.advance(59_900);
    early.hydrate();
    within.advance(50);
    expect(early.clicks).toBe(1);

    const after = new FakePage();
    const late = after.element({ [TAP_ATTRIBUTE]: 'menu' });
    after.tap(late);
    after.advance(60_050);
    expect(after.polling).toBe(false);
    late.hydrate();
    after.advance(1_000);
    expect(late.clicks).toBe(0);
  });

  it('starts polling again for a tap after the last one was replayed', () => {
    const page = new FakePage();
    const menu = page.element({ [TAP_ATTRIBUTE]: 'menu' });
    const search = page.element({ [TAP_ATTRIBUTE]: 'search' });
    page.tap(menu);
    menu.hydrate();
    page.advance(50);
    expect(page.polling).toBe(false);
    page.tap(search);
    expect(page.polling).toBe(true);
    search.hydrate();
    page.advance(50);
    expect([menu.clicks, search.clicks]).toEqual([1, 1]);
    expect(page.intervalsStarted).toBe(2);
  });
});

describe('a disclosure tapped before hydration (the head script)', () => {
  /** A disclosure's button: no `data-tap`, its panel is its group. */
  const toggle = (page: FakePage, expanded: 'true' | 'false', panel: string): FakeElement =>
    Object.assign(page.element({ 'aria-expanded': expanded, 'aria-controls': panel }), { tagName: 'BUTTON' });

  it('opens its panel at the tap, as React will render it, and the replay is then React\'s', () => {
    const page = new FakePage();
    const panel = page.withId('header-menu', { className: 'category-nav' });
    const menu = toggle(page, 'false', 'header-menu');
    expect(stopped(page.tap(menu))).toBe(true);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(panel.className).toBe('category-nav is-open');
    expect(panel.hidden).toBe(false);
    menu.hydrate();
    page.advance(50);
    expect(menu.clicks).toBe(1);
  });

  it('closes an open panel, hiding it (further reading starts open)', () => {
    const page = new FakePage();
    const list = page.withId('further', { className: 'outbound__list' });
    const button = toggle(page, 'true', 'further');
    page.tap(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(list.hidden).toBe(true);
    expect(list.className).toBe('outbound__list');
  });

  it('puts the reader in the field of the panel it opens (the search panel)', () => {
    const page = new FakePage();
    const field = page.element();
    page.withId('header-search', { className: 'site-header__search', field });
    page.tap(toggle(page, 'false', 'header-search'));
    expect(field.focused).toBe(true);
  });

  it('a second tap undoes the first, and nothing is replayed', () => {
    const page = new FakePage();
    const panel = page.withId('header-menu', { className: 'category-nav' });
    const menu = toggle(page, 'false', 'header-menu');
    page.tap(menu);
    expect(stopped(page.tap(menu))).toBe(true);
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(panel.className).toBe('category-nav');
    expect(panel.hidden).toBe(false);
    menu.hydrate();
    page.advance(1_000);
    expect(menu.clicks).toBe(0);
  });

  it('a third tap opens it again, replayed once', () => {
    const page = new FakePage();
    const panel = page.withId('header-menu', { className: 'category-nav' });
    const menu = toggle(page, 'false', 'header-menu');
    for (let i = 0; i < 3; i += 1) page.tap(menu);
    expect(panel.className).toBe('category-nav is-open');
    menu.hydrate();
    page.advance(1_000);
    expect(menu.clicks).toBe(1);
  });
});

describe('a period chosen before hydration (the head script)', () => {
  const period = (page: FakePage, attributes: Record<string, string>): FakeElement => {
    const select = Object.assign(page.element(attributes), { id: 'qdata', value: 'year' });
    select.form = { submits: 0, submit() { this.submits += 1; } };
    return select;
  };

  it('submits its form, for the server to answer the chosen period', () => {
    const page = new FakePage();
    const select = period(page, { 'data-submit-on-change': '' });
    page.dispatch('change', select);
    expect(select.form?.submits).toBe(1);
  });

  it('leaves a select React has to React, and a select not marked alone', () => {
    const page = new FakePage();
    const hydrated = period(page, { 'data-submit-on-change': '' });
    hydrated.hydrate();
    const unmarked = period(page, {});
    page.dispatch('change', hydrated);
    page.dispatch('change', unmarked);
    expect([hydrated.form?.submits, unmarked.form?.submits]).toEqual([0, 0]);
    expect(page.assigned).toEqual([]);
  });
});

describe('text typed before hydration (the head script)', () => {
  const typeInto = (page: FakePage, field: FakeInput, text: string): FakeEvent => {
    field.value = text;
    return page.dispatch('input', field);
  };

  it('is handed to React once it has the field: React sees the text change from what the server wrote', () => {
    const page = new FakePage();
    const field = new FakeInput('', { 'data-keep-input': '' });
    expect(untouched(typeInto(page, field, 'rob'))).toBe(true);
    typeInto(page, field, 'robot');
    page.advance(500);
    expect(field.events).toEqual([]);
    field.hydrate();
    page.advance(50);
    expect(field.events).toEqual([new FakeInputEvent('input', { bubbles: true })]);
    expect(field.value).toBe('robot');
    page.advance(1_000);
    expect(field.events).toHaveLength(1);
  });

  it('hands nothing over when the text is back to what the server wrote', () => {
    const page = new FakePage();
    const field = new FakeInput('modelli', { 'data-keep-input': '' });
    typeInto(page, field, 'modelli linguistici');
    typeInto(page, field, 'modelli');
    field.hydrate();
    page.advance(50);
    expect(field.events).toEqual([]);
  });

  it('leaves a field React has, and a field not marked, alone', () => {
    const page = new FakePage();
    const hydrated = new FakeInput('', { 'data-keep-input': '' });
    hydrated.hydrate();
    const unmarked = new FakeInput('', {});
    typeInto(page, hydrated, 'robot');
    typeInto(page, unmarked, 'robot');
    expect(page.polling).toBe(false);
  });
});

describe('a search submitted (the head script)', () => {
  /** A search form: its `q` field, marked to keep its text or not. */
  const searchForm = (page: FakePage, field: FakeInput): FakeElement => Object.assign(page.element(), { elements: { q: field } });
  const searchField = (text: string, marked = true): FakeInput => {
    const field = new FakeInput('', marked ? { 'data-keep-input': '' } : {});
    field.value = text;
    return field;
  };

  it('before hydration: submits nothing while the field is blank, as React will not', () => {
    const page = new FakePage();
    for (const blank of ['', '   ']) expect(page.dispatch('submit', searchForm(page, searchField(blank))).preventDefault).toHaveBeenCalledTimes(1);
  });

  it('lets a word through, leaves a form React has to React, and any other form alone', () => {
    const page = new FakePage();
    const hydrated = searchForm(page, searchField(''));
    hydrated.hydrate();
    for (const form of [searchForm(page, searchField('robot')), hydrated, searchForm(page, searchField('', false)), page.element()]) expect(untouched(page.dispatch('submit', form))).toBe(true);
  });

  it('once hydrated: text still kept for the field is handed to React first, so that its handler searches it', () => {
    const page = new FakePage();
    const field = searchField('');
    field.value = 'robot';
    page.dispatch('input', field);
    const form = searchForm(page, field);
    field.hydrate();
    form.hydrate();
    expect(untouched(page.dispatch('submit', form))).toBe(true);
    expect(field.events).toEqual([new FakeInputEvent('input', { bubbles: true })]);
    // Handed over once: the poll finds nothing left to do.
    page.advance(1_000);
    expect(field.events).toHaveLength(1);
  });
});

describe('the language select (the head script)', () => {
  const select = (page: FakePage, id: string, value: string): FakeElement => Object.assign(page.element(), { id, value });

  it('opens the chosen language\'s page, hydrated or not', () => {
    const page = new FakePage();
    page.dispatch('change', select(page, LANGUAGE_SELECT_ID, '/fr/robotique/un-article'));
    expect(page.assigned).toEqual(['/fr/robotique/un-article']);
  });

  it('leaves every other select, and an empty choice, alone', () => {
    const page = new FakePage();
    page.dispatch('change', select(page, 'qdata', 'year'));
    page.dispatch('change', select(page, LANGUAGE_SELECT_ID, ''));
    page.dispatch('change', null);
    expect(page.assigned).toEqual([]);
  });
});
