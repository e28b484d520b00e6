import { describe, expect, it } from 'vitest';
import { openWhen, type GateSignals } from '../../../web/components/hydrationGate.ts';

/** Signals a test fires by hand, recording what is still being listened to. */
const handSignals = () => {
  let idle: (() => void) | undefined;
  let near: (() => void) | undefined;
  let observed: readonly Element[] = [];
  const signals: GateSignals = {
    whenIdle: (run) => {
      idle = run;
      return () => { idle = undefined; };
    },
    whenNear: (targets, run) => {
      near = run;
      observed = targets;
      return () => { near = undefined; };
    },
  };
  return {
    signals,
    idle: () => idle?.(),
    near: () => near?.(),
    listening: () => ({ idle: idle !== undefined, near: near !== undefined }),
    observed: () => observed,
  };
};

/** A stand-in for the wrapper in the server HTML: events, and the children the reader sees. */
const wrapper = (children: Element[] = []) => Object.assign(new EventTarget(), { children }) as unknown as Element;

const settled = async (gate: Promise<void>): Promise<boolean> => {
  let done = false;
  void gate.then(() => { done = true; });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('when a part of the page may hydrate', () => {
  it('an idle part opens once the browser is idle', async () => {
    const hand = handSignals();
    const gate = openWhen(wrapper(), 'idle', hand.signals);
    expect(await settled(gate)).toBe(false);
    hand.idle();
    expect(await settled(gate)).toBe(true);
  });

  it('an idle part opens earlier when it comes near the viewport', async () => {
    const hand = handSignals();
    const gate = openWhen(wrapper(), 'idle', hand.signals);
    hand.near();
    expect(await settled(gate)).toBe(true);
  });

  it('a visible part waits for the viewport, not for idleness', async () => {
    const hand = handSignals();
    const gate = openWhen(wrapper(), 'visible', hand.signals);
    hand.idle();
    expect(await settled(gate)).toBe(false);
    hand.near();
    expect(await settled(gate)).toBe(true);
  });

  it('watches the children the reader sees, since the wrapper has no box', () => {
    const hand = handSignals();
    const cards = [{} as Element, {} as Element];
    void openWhen(wrapper(cards), 'visible', hand.signals);
    expect(hand.observed()).toEqual(cards);
  });

  it.each(['pointerdown', 'focusin'])('opens at once on %s inside it, before the click or key it announces', async (type) => {
    const hand = handSignals();
    const root = wrapper();
    const gate = openWhen(root, 'visible', hand.signals);
    root.dispatchEvent(new Event(type));
    expect(await settled(gate)).toBe(true);
  });

  it('stops listening once open', async () => {
    const hand = handSignals();
    const gate = openWhen(wrapper(), 'idle', hand.signals);
    hand.near();
    await gate;
    expect(hand.listening()).toEqual({ idle: false, near: false });
  });

  it('without its wrapper in the page, opens when idle rather than never', async () => {
    const hand = handSignals();
    const gate = openWhen(null, 'visible', hand.signals);
    hand.idle();
    expect(await settled(gate)).toBe(true);
  });
});
