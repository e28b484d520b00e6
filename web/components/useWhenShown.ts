import { useEffect, useRef } from 'react';

/**
 * Runs `signal` once the page has been shown to the reader: not while it is
 * prerendered or sits in a hidden tab (a background tab opened from a list is
 * counted when the reader turns to it). Once per `key` (the post, the search):
 * a client navigation to another one signals again; the server counts each
 * reader once a day whatever the page sends.
 */
export const useWhenShown = (key: string, signal: (() => void) | undefined): void => {
  const latest = useRef(signal);
  // Declared first, so it runs before the effect below reads it.
  useEffect(() => {
    latest.current = signal;
  });
  const active = signal !== undefined;
  useEffect(() => {
    if (!active) return undefined;
    const shown = (): boolean => document.visibilityState === 'visible' && (document as Document & { prerendering?: boolean }).prerendering !== true;
    const stop = (): void => {
      document.removeEventListener('visibilitychange', check);
      document.removeEventListener('prerenderingchange', check);
    };
    function check(): void {
      if (!shown()) return;
      stop();
      latest.current?.();
    }
    document.addEventListener('visibilitychange', check);
    document.addEventListener('prerenderingchange', check);
    check();
    return stop;
  }, [key, active]);
};
