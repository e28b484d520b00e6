// Retries of a content API call (cockatiel's retry policy). The site only
// reads, so every call is a GET and safe to repeat. Only after an outage
// (refused, reset, 5xx, an answer that is not JSON; see isOutage), with a short
// jittered exponential backoff, and only while the call's time budget leaves
// room for the backoff and a real attempt. Never after the reader left.
import { ExponentialBackoff, handleWhenResult, retry } from 'cockatiel';
import * as E from 'fp-ts/Either';
import type { CallBudget } from './callBudget.ts';
import { isOutage, type HttpFailure } from './httpFailure.ts';

export interface RetryOptions {
  /** Attempts in all, the first included: 1 turns retries off. */
  readonly attempts: number;
  /** The first backoff, jittered; a backoff never exceeds twice this. */
  readonly delayMs: number;
}

export const DEFAULT_RETRY: RetryOptions = { attempts: 2, delayMs: 100 };

type Attempt<A> = E.Either<HttpFailure, A>;

export const retryOutages = <A>(options: RetryOptions, budget: CallBudget, attempt: () => Promise<Attempt<A>>): Promise<Attempt<A>> => {
  const maxDelay = options.delayMs * 2;
  // Room for the longest backoff and as long again for the attempt: a timeout has spent it all.
  const worthRetrying = (result: unknown): boolean => {
    const last = result as Attempt<A>;
    return E.isLeft(last) && isOutage(last.left) && !budget.signal.aborted && budget.remainingMs() > 2 * maxDelay;
  };
  const policy = retry(handleWhenResult(worthRetrying), {
    // Cockatiel's maxAttempts counts the retries, not the first attempt.
    maxAttempts: options.attempts - 1,
    backoff: new ExponentialBackoff({ initialDelay: options.delayMs, maxDelay }),
  });
  // When it gives up, cockatiel answers the last result.
  return policy.execute(attempt, budget.signal);
};
