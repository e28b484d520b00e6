// Everything that can go wrong with one call, before it is folded into the
// port's two-word vocabulary (`unavailable` here; `not-found` is decided by the
// adapter from a successful but empty answer).
import { unavailable, type ContentError } from '../../src/ports/ContentPort.ts';

export type HttpFailure =
  | { readonly _tag: 'network'; readonly message: string }
  | { readonly _tag: 'timeout'; readonly timeoutMs: number }
  | { readonly _tag: 'status'; readonly status: number; readonly message: string }
  | { readonly _tag: 'not-json' }
  | { readonly _tag: 'undecodable'; readonly message: string };

export const describeFailure = (failure: HttpFailure): string => {
  switch (failure._tag) {
    case 'network':
      return `network error: ${failure.message}`;
    case 'timeout':
      return `no answer within ${failure.timeoutMs} ms`;
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

/** Node's fetch says only "fetch failed"; the useful part (ECONNREFUSED, ENOTFOUND…) is in `cause`. */
export const errorMessage = (error: unknown): string => {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return `${error.message}${cause}`;
};
