import { describe, expect, it } from 'vitest';
import { acceptAll, rejectAll } from '../../../src/domain/consent.ts';
import { createConsentChoiceStore } from '../../../web/consent/ConsentContext.ts';

// The store through which components read the reader's choice (web/consent/ConsentContext.ts).
describe('the consent choice store', () => {
  it('holds no choice until the consent layer sets one, then tells each subscriber once', () => {
    const store = createConsentChoiceStore();
    const heard: string[] = [];
    store.subscribe(() => heard.push('a'));
    store.subscribe(() => heard.push('b'));
    expect(store.current()).toBeUndefined();
    const choice = acceptAll();
    store.set(choice);
    expect(store.current()).toBe(choice);
    expect(heard).toEqual(['a', 'b']);
  });

  it('tells nobody when the choice set is the one it holds', () => {
    const choice = rejectAll();
    const store = createConsentChoiceStore(choice);
    let heard = 0;
    store.subscribe(() => (heard += 1));
    store.set(choice);
    expect(heard).toBe(0);
  });

  it('stops telling a component that unsubscribed', () => {
    const store = createConsentChoiceStore();
    let heard = 0;
    const unsubscribe = store.subscribe(() => (heard += 1));
    unsubscribe();
    store.set(acceptAll());
    expect(heard).toBe(0);
  });
});
