// One call's time budget. `timeoutMs` covers the whole call, every attempt,
// backoff and body read included, so a retry never makes a reader wait longer
// than a single call could; the caller's cancellation ends it early.
import type { CancelSignal } from '../../src/ports/ContentPort.ts';
import { failureOf, type HttpFailure, type StoppedBy } from './httpFailure.ts';

export interface CallBudget {
  /** Aborts when the time is up or the caller cancels: given to every fetch. */
  readonly signal: AbortSignal;
  remainingMs(): number;
  /** A thrown fetch or body-read error, named by what stopped it. */
  failureOf(error: unknown): HttpFailure;
}

/** The caller's cancellation as a Fetch AbortSignal (a Fetch AbortSignal already is one). */
const toAbortSignal = (cancel: CancelSignal): AbortSignal => {
  if (cancel instanceof AbortSignal) return cancel;
  const controller = new AbortController();
  if (cancel.aborted) controller.abort();
  else cancel.addEventListener('abort', () => controller.abort(), { once: true });
  return controller.signal;
};

export const startBudget = (timeoutMs: number, cancel: CancelSignal | undefined): CallBudget => {
  const deadline = performance.now() + timeoutMs;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = cancel === undefined ? timeout : AbortSignal.any([timeout, toAbortSignal(cancel)]);
  // The combined signal keeps the reason of whichever source fired first.
  const stoppedBy = (): StoppedBy => (!signal.aborted ? undefined : signal.reason === timeout.reason ? 'timeout' : 'caller');
  return {
    signal,
    remainingMs: () => Math.max(0, deadline - performance.now()),
    failureOf: (error) => failureOf(error, stoppedBy(), timeoutMs),
  };
};
