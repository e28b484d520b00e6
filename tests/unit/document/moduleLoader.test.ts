import { describe, expect, it } from 'vitest';
import { moduleLoaderScript } from '../../../web/document/moduleLoader.ts';

// The loader script runs as the browser would run it, against a document and a
// window that record what it inserts and let the test fire the first paint.

interface Inserted {
  readonly tag: string;
  rel?: string;
  href?: string;
  type?: string;
  src?: string;
}

const ENTRY_FILES = ['/assets/entry-1.js', '/assets/runtime-1.js', '/assets/framework-1.js'];

const runLoader = ({ hidden = false, paintTiming = true } = {}) => {
  const head: Inserted[] = [];
  const timers: (() => void)[] = [];
  let paintObserved: (() => void) | undefined;
  const document = {
    visibilityState: hidden ? 'hidden' : 'visible',
    addEventListener: () => undefined,
    createElement: (tag: string): Inserted => ({ tag }),
    head: { appendChild: (element: Inserted) => head.push(element) },
  };
  class PerformanceObserver {
    static readonly supportedEntryTypes = paintTiming ? ['paint', 'longtask'] : ['longtask'];
    constructor(private readonly callback: () => void) {}
    observe() {
      paintObserved = () => this.callback();
    }
    disconnect() {
      paintObserved = undefined;
    }
  }
  const window = { PerformanceObserver };
  const setTimeout = (run: () => void) => timers.push(run);
  new Function('document', 'window', 'setTimeout', moduleLoaderScript(ENTRY_FILES))(document, window, setTimeout);
  return {
    head,
    paint: () => paintObserved?.(),
    runTimers: () => timers.splice(0).forEach((run) => run()),
  };
};

const expectWholeEntryRequested = (head: readonly Inserted[]) => {
  // Every chunk the entry imports is requested beside it, so no import waits for the entry to arrive.
  expect(head.filter((element) => element.tag === 'link').map((link) => [link.rel, link.href])).toEqual([
    ['modulepreload', '/assets/runtime-1.js'],
    ['modulepreload', '/assets/framework-1.js'],
  ]);
  const scripts = head.filter((element) => element.tag === 'script');
  expect(scripts).toEqual([{ tag: 'script', type: 'module', src: '/assets/entry-1.js' }]);
};

describe('the module loader', () => {
  it('requests nothing before the first paint, then the entry and every chunk it imports at once', () => {
    const loader = runLoader();
    expect(loader.head).toEqual([]);
    loader.paint();
    // The paint entry is reported before the frame is presented: the code follows in a task of its own.
    expect(loader.head).toEqual([]);
    loader.runTimers();
    expectWholeEntryRequested(loader.head);
  });

  it('requests the code once only, when the paint and the fallback timer both fire', () => {
    const loader = runLoader();
    loader.paint();
    loader.runTimers();
    loader.runTimers();
    expect(loader.head.filter((element) => element.tag === 'script')).toHaveLength(1);
  });

  it('requests the code after 1.5 s at most when no paint is reported', () => {
    const loader = runLoader();
    loader.runTimers();
    expectWholeEntryRequested(loader.head);
  });

  it('requests the code at once in a hidden tab, which paints nothing', () => {
    expectWholeEntryRequested(runLoader({ hidden: true }).head);
  });

  it('requests the code at once in a browser without paint timing', () => {
    expectWholeEntryRequested(runLoader({ paintTiming: false }).head);
  });
});
