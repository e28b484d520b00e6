import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ConsentChoice } from '../../src/domain/consent.ts';

/**
 * The reader's current choice, for components that depend on it (ad slots, embedded
 * players), held in a store that the consent layer keeps and sets. The context's
 * value is the store, which never changes, so that a choice re-renders only the
 * components that read it. A context whose value changed would reach every part of
 * the page not hydrated yet, whether it reads the choice or not, and React renders
 * such a part anew, dropping the server's HTML, when its code has not arrived (a lazy
 * part: the article's share row or an embedded player's placeholder gone until then).
 */
export interface ConsentChoiceStore {
  readonly current: () => ConsentChoice | undefined;
  readonly subscribe: (listener: () => void) => () => void;
  readonly set: (choice: ConsentChoice | undefined) => void;
}

export const createConsentChoiceStore = (initial?: ConsentChoice): ConsentChoiceStore => {
  let choice = initial;
  const listeners = new Set<() => void>();
  return {
    current: () => choice,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    set: (next) => {
      if (next === choice) return;
      choice = next;
      for (const listener of [...listeners]) listener();
    },
  };
};

/** Outside a consent layer (the server renders one, tests may not): no choice. */
export const ConsentContext = createContext<ConsentChoiceStore>(createConsentChoiceStore());

const noChoice = (): undefined => undefined;

/**
 * The reader's choice: none on the server and while React hydrates the server's HTML
 * (which was rendered for every reader alike), the stored one right after.
 */
export const useConsentChoice = (): ConsentChoice | undefined => {
  const store = useContext(ConsentContext);
  return useSyncExternalStore(store.subscribe, store.current, noChoice);
};
