// When a part of a server-rendered page may hydrate: once the browser is idle
// ('idle'), or once it comes near the viewport ('visible'); either way as soon
// as the reader points at it or moves the focus into it, so that a click or a
// key press is never held by a part that has not hydrated yet.
import { whenIdle } from '../consent/whenIdle.ts';

export type HydrationTrigger = 'idle' | 'visible';

/** How far outside the viewport a part starts hydrating, so that scrolling meets it ready. */
const NEAR_VIEWPORT = '50% 0px';

/** What opening a gate listens to; the browser's own by default, fakes in tests. */
export interface GateSignals {
  readonly whenIdle: (run: () => void) => () => void;
  /** Calls `run` once any of `targets` comes near the viewport; returns how to stop observing. */
  readonly whenNear: (targets: readonly Element[], run: () => void) => () => void;
}

const whenNear: GateSignals['whenNear'] = (targets, run) => {
  if (typeof IntersectionObserver !== 'function' || targets.length === 0) return whenIdle(run);
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) run();
  }, { rootMargin: NEAR_VIEWPORT });
  for (const target of targets) observer.observe(target);
  return () => observer.disconnect();
};

const BROWSER: GateSignals = { whenIdle, whenNear };

/** The events that mean the reader is about to use the part: they come before the click or the key. */
const TOUCH_EVENTS = ['pointerdown', 'focusin'] as const;

/**
 * Resolves when the part inside `root` may hydrate, and stops listening then.
 * `root` is the part's wrapper in the server HTML; its element children are what
 * the reader sees (the wrapper itself has no box).
 */
export const openWhen = (root: Element | null, when: HydrationTrigger, signals: GateSignals = BROWSER): Promise<void> =>
  new Promise((resolve) => {
    const stops: (() => void)[] = [];
    const open = () => {
      for (const stop of stops.splice(0)) stop();
      resolve();
    };
    if (root) {
      for (const type of TOUCH_EVENTS) root.addEventListener(type, open, { capture: true, once: true });
      stops.push(() => { for (const type of TOUCH_EVENTS) root.removeEventListener(type, open, { capture: true }); });
      stops.push(signals.whenNear([...root.children], open));
    }
    if (when === 'idle' || !root) stops.push(signals.whenIdle(open));
  });
