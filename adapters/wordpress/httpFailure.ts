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
  | { readonly _tag: 'undecodable'; readonly message: string };

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
  }
};

export const toContentError = (failure: HttpFailure): ContentError => unavailable(describeFailure(failure));

/** AbortSignal.timeout rejects with a DOMException named TimeoutError, during fetch or while reading the body. */
export const isTimeout = (error: unknown): boolean => error instanceof Error && error.name === 'TimeoutError';

/** A caller's abort rejects with a DOMException named AbortError. */
export const isAbort = (error: unknown): boolean => error instanceof Error && error.name === 'AbortError';

/** A thrown fetch or body-read error, named. */
export const failureOf = (error: unknown, timeoutMs: number): HttpFailure =>
  isTimeout(error) ? { _tag: 'timeout', timeoutMs } : isAbort(error) ? { _tag: 'aborted' } : { _tag: 'network', message: errorMessage(error) };

/** Node's fetch says only "fetch failed"; the useful part (ECONNREFUSED, ENOTFOUND…) is in `cause`. */
export const errorMessage = (error: unknown): string => {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return `${error.message}${cause}`;
};
