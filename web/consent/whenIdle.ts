// docs/product.md#analytics: consent scripts load when the browser is idle (at most 2500 ms
// later), or after 1500 ms where the browser has no idle callback (Safari).
const IDLE_TIMEOUT_MS = 2500;
const IDLE_FALLBACK_MS = 1500;

export const whenIdle = (run: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, IDLE_FALLBACK_MS);
  return () => clearTimeout(id);
};
