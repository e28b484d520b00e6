import { Suspense, use, useId, useSyncExternalStore, type ReactNode } from 'react';
import { openWhen, type HydrationTrigger } from './hydrationGate.ts';

/** A boundary's gate: the promise its first attempt waits on, and whether it has opened. */
interface Gate {
  open: boolean;
  readonly opened: Promise<void>;
  readonly force: () => void;
}

/** One gate per boundary of the page being hydrated, kept across React's attempts (the id is stable). */
const gates = new Map<string, Gate>();

const createGate = (id: string, when: HydrationTrigger): Gate => {
  const root = [...document.querySelectorAll('[data-hydrate-when]')].find((el) => el.getAttribute('data-hydrate-when') === id) ?? null;
  let force = () => {};
  const forced = new Promise<void>((resolve) => { force = resolve; });
  const gate: Gate = {
    open: false,
    opened: Promise.race([openWhen(root, when), forced]).then(() => { gate.open = true; }),
    force: () => { gate.open = true; force(); },
  };
  gates.set(id, gate);
  return gate;
};

/** Set once the reader navigates: the page is no longer only the server's, and no part waits any more. */
let everyGateOpen = false;

/**
 * Opens the gate of every part, also of those React has not reached yet. A
 * navigation renders new props into the parts still waiting to hydrate; a part
 * React meets for the first time in that render would otherwise wait for idle
 * or the viewport, and hold the whole navigation with it (the footer, until the
 * reader scrolled to it: the URL had changed, the screen had not).
 */
export const openEveryGate = (): void => {
  everyGateOpen = true;
  for (const gate of gates.values()) if (!gate.open) gate.force();
};

const never = () => () => undefined;
/** True while React hydrates server HTML (it reads the server snapshot then) and on the server; false on any client render after that. */
const useHydrating = () => useSyncExternalStore(never, () => false, () => true);

const HydrationGate = ({ id, when, children }: { id: string; when: HydrationTrigger; children: ReactNode }) => {
  if (useHydrating() && typeof document !== 'undefined') {
    const gate = gates.get(id);
    // The first attempt waits (unless a navigation opened every gate): React leaves the server's HTML of the boundary
    // in place, untouched, until the gate opens.
    if (!gate && !everyGateOpen) use(createGate(id, when).opened);
    // React trying again before the gate opened means the part is needed now: new props from a client
    // navigation, or a click or key press on it that React hydrates for at once. It must not wait.
    else if (gate && !gate.open) gate.force();
  }
  return children;
};

/**
 * A part of the page that hydrates later than the rest, as a separate unit of
 * React's work: when the browser is idle or when it comes near the viewport
 * (hydrationGate.ts). Only the first hydration of a server-rendered page waits:
 * the server, the CSR deployment and client navigations render it at once.
 * The wrapper has no box of its own (base.css), so the layout is the children's.
 */
export const HydrateWhen = ({ when, children }: { when: HydrationTrigger; children: ReactNode }) => {
  const id = useId();
  return (
    <div className="hydrate-when" data-hydrate-when={id}>
      <Suspense>
        <HydrationGate id={id} when={when}>{children}</HydrationGate>
      </Suspense>
    </div>
  );
};
