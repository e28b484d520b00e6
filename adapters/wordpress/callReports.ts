// What each content call came to, for whoever counts upstream calls (the
// server's Prometheus metrics): the adapter reports once per port call, after
// retries, and listeners subscribe. Metrics must never fail a reader's
// request: a listener that throws is logged and skipped.
import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { notFound, type ContentError } from '../../src/ports/ContentPort.ts';
import type { LoggerPort } from '../../src/ports/LoggerPort.ts';
import { toContentError, type HttpFailure, type HttpFailureKind } from './httpFailure.ts';
import type { ContentCall } from './wordpressPaths.ts';

/** An HttpFailure, or the adapter's own verdict on an empty lookup. */
export type CallFailure = HttpFailure | { readonly _tag: 'not-found' };

export type CallOutcome = 'ok' | 'not-found' | HttpFailureKind;

export interface CallReport {
  readonly call: ContentCall;
  /** The path called, e.g. /v6/get_post (the staging variant when staging). */
  readonly path: string;
  /** From the port call to its answer, retries and backoff included. */
  readonly durationMs: number;
  readonly outcome: CallOutcome;
}

export type CallListener = (report: CallReport) => void;

export interface CallReports {
  /** Returns the unsubscribe. */
  subscribe(listener: CallListener): () => void;
  /** Runs `task`, reports how it ended, and folds its failure into the port's vocabulary. */
  reported<A>(call: ContentCall, path: string, task: TE.TaskEither<CallFailure, A>): TE.TaskEither<ContentError, A>;
}

const toPortError = (failure: CallFailure): ContentError => (failure._tag === 'not-found' ? notFound : toContentError(failure));

export const createCallReports = (logger: LoggerPort): CallReports => {
  const listeners = new Set<CallListener>();

  const tell = (report: CallReport): void => {
    for (const listener of listeners) {
      try {
        listener(report);
      } catch (error) {
        logger.warn('content API call listener failed', { call: report.call, error: String(error) });
      }
    }
  };

  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    reported: (call, path, task) => async () => {
      const started = performance.now();
      const result = await task();
      tell({ call, path, durationMs: performance.now() - started, outcome: E.isRight(result) ? 'ok' : result.left._tag });
      return E.mapLeft(toPortError)(result);
    },
  };
};
