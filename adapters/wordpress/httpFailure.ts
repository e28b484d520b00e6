// Everything that can go wrong with one call, before it is folded into the
// port's two-word vocabulary (`unavailable` here; `not-found` is decided by the
// adapter from a successful but empty answer).
import { unavailable, type ContentError } from '../../src/ports/ContentPort.ts';

export type HttpFailure =
  | { readonly _tag: 'network'; readonly message: string }
  | { readonly _tag: 'timeout'; readonly timeoutMs: number }
  /** The reader went away and the call was cancelled for them: not a failure of the API. */
  | { readonly _tag: 'aborted' }
  | { readonly _tag: 'status'; readonly status: number; readonly message: string }
  | { readonly _tag: 'not-json' }
  | { readonly _tag: 'undecodable'; readonly message: string }
  /** The circuit breaker is open: no request was sent. */
  | { readonly _tag: 'circuit-open' }
  /** The answer passed `maxBytes` (declared, or counted while reading): it was not read further. */
  | { readonly _tag: 'too-large'; readonly bytes: number; readonly maxBytes: number };

export type HttpFailureKind = HttpFailure['_tag'];

export const describeFailure = (failure: HttpFailure): string => {
  switch (failure._tag) {
    case 'network':
      return `network error: ${failure.message}`;
    case 'timeout':
      return `no answer within ${failure.timeoutMs} ms`;
    case 'aborted':
      return 'cancelled: the reader went away';
    case 'status':
      return failure.message;
    case 'not-json':
      return 'the content API answered something that is not JSON';
    case 'undecodable':
      return failure.message;
    case 'circuit-open':
      return 'the content API is failing: calls are suspended for a while (circuit open)';
    case 'too-large':
      return `the answer is larger than ${failure.maxBytes} bytes (${failure.bytes} bytes or more)`;
  }
};

/**
 * Signs that WordPress itself is down or broken, rather than one answer being
 * wrong: the only failures worth a retry and the only ones the circuit breaker
 * counts. A 4xx, a valid JSON answer that does not decode (one broken post) or
 * an oversized answer are WordPress answering; the reader's abort is no sign at all.
 */
export const isOutage = (failure: HttpFailure): boolean => {
  switch (failure._tag) {
    case 'network':
    case 'timeout':
    case 'not-json':
      return true;
    case 'status':
      return failure.status >= 500;
    default:
      return false;
  }
};

export const toContentError = (failure: HttpFailure): ContentError => unavailable(describeFailure(failure));

/** What ended a call early: its time budget, its caller, or neither (then the network failed). */
export type StoppedBy = 'timeout' | 'caller' | undefined;

/** A thrown fetch or body-read error, named by what stopped the call. */
export const failureOf = (error: unknown, stoppedBy: StoppedBy, timeoutMs: number): HttpFailure =>
  stoppedBy === 'caller' ? { _tag: 'aborted' } : stoppedBy === 'timeout' ? { _tag: 'timeout', timeoutMs } : { _tag: 'network', message: errorMessage(error) };

/** Node's fetch says only "fetch failed"; the useful part (ECONNREFUSED, ENOTFOUND…) is in `cause`. */
export const errorMessage = (error: unknown): string => {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return `${error.message}${cause}`;
};
