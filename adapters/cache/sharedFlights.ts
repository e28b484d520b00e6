// One piece of work per key at a time, shared by every caller that asks for it
// meanwhile (a burst of readers of one page, or of one content answer, costs one
// render or one WordPress call). A caller whose reader goes away stops waiting;
// the work itself is cancelled once nobody waits for it any more.
import type { CancelSignal } from '../../src/ports/ContentPort.ts';

interface Flight<T> {
  readonly result: Promise<T>;
  readonly controller: AbortController;
  waiters: number;
}

export interface SharedFlights<T> {
  /**
   * The result of the work under `key`, started with `start` when none runs.
   * `signal` is the caller's reader: when it aborts first, the caller gets `left`
   * at once. A caller without a signal never cancels the work.
   */
  join(key: string, start: (signal: AbortSignal) => Promise<T>, signal: CancelSignal | undefined, left: T): Promise<T>;
  /** Whether work runs under `key`. */
  running(key: string): boolean;
}

export const createSharedFlights = <T>(): SharedFlights<T> => {
  const flights = new Map<string, Flight<T>>();

  const flightFor = (key: string, start: (signal: AbortSignal) => Promise<T>): Flight<T> => {
    const existing = flights.get(key);
    // Work cancelled for readers who left is no answer for a new one: it starts afresh.
    if (existing && !existing.controller.signal.aborted) return existing;
    const controller = new AbortController();
    const result = Promise.resolve().then(() => start(controller.signal));
    const flight: Flight<T> = { result, controller, waiters: 0 };
    flights.set(key, flight);
    void result.then(
      () => flights.get(key) === flight && flights.delete(key),
      () => flights.get(key) === flight && flights.delete(key),
    );
    return flight;
  };

  return {
    running: (key) => flights.has(key),
    join: (key, start, signal, left) => {
      const flight = flightFor(key, start);
      flight.waiters += 1;
      if (!signal) {
        // Kept by a caller that never leaves: never cancelled.
        flight.waiters = Number.POSITIVE_INFINITY;
        return flight.result;
      }
      return new Promise<T>((resolve, reject) => {
        const leave = (): void => {
          flight.waiters -= 1;
          if (flight.waiters === 0) flight.controller.abort();
          resolve(left);
        };
        if (signal.aborted) return leave();
        signal.addEventListener('abort', leave, { once: true });
        flight.result.then(
          (result) => {
            signal.removeEventListener('abort', leave);
            resolve(result);
          },
          (error: unknown) => {
            signal.removeEventListener('abort', leave);
            reject(error);
          },
        );
      });
    },
  };
};
