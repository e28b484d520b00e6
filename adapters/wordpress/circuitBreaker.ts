// One circuit breaker per content API (cockatiel's, https://github.com/connor4312/cockatiel):
// after `threshold` consecutive calls fail with an outage (see isOutage), the
// circuit opens and every call fails at once, without a request, for
// `coolDownMs`; then one probe call goes through. Its answer closes the circuit
// or opens it for another cool-down. A dead WordPress then costs readers
// nothing but a stale page or an error page, not a timeout each.
import {
  circuitBreaker, CircuitState, ConsecutiveBreaker, handleWhenResult, isBrokenCircuitError, type CircuitBreakerPolicy,
} from 'cockatiel';
import * as E from 'fp-ts/Either';
import type { LoggerPort } from '../../src/ports/LoggerPort.ts';
import { describeFailure, errorMessage, isOutage, type HttpFailure } from './httpFailure.ts';

export type BreakerState = 'closed' | 'open' | 'half-open';

export interface BreakerOptions {
  /** Consecutive failed calls that open the circuit. */
  readonly threshold: number;
  /** How long an open circuit refuses calls before one probe goes through. */
  readonly coolDownMs: number;
}

export const DEFAULT_BREAKER: BreakerOptions = { threshold: 5, coolDownMs: 10_000 };

type Attempt<A> = E.Either<HttpFailure, A>;

export interface ContentBreaker {
  state(): BreakerState;
  /**
   * Runs `call` unless the circuit is open (then `circuit-open`, at once).
   * `probe` is true for the call that tests a circuit after its cool-down:
   * that one should run to its end even if its reader leaves, since its answer
   * is what tells the breaker whether WordPress is back.
   */
  run<A>(call: (probe: boolean) => Promise<Attempt<A>>): Promise<Attempt<A>>;
}

const STATES: Readonly<Record<CircuitState, BreakerState>> = {
  [CircuitState.Closed]: 'closed',
  [CircuitState.Open]: 'open',
  [CircuitState.HalfOpen]: 'half-open',
  [CircuitState.Isolated]: 'open',
};

const circuitOpen: HttpFailure = { _tag: 'circuit-open' };
const aborted: HttpFailure = { _tag: 'aborted' };

/** Thrown through cockatiel for a reader's abort: a thrown error it does not handle counts neither as a failure nor as a success. */
class CallerLeft extends Error {}

const outageResult = (result: unknown): boolean => {
  const attempt = result as Attempt<unknown>;
  return E.isLeft(attempt) && isOutage(attempt.left);
};

const lastFailureOf = (policy: CircuitBreakerPolicy): string | undefined => {
  const last = policy.lastFailure;
  if (last === undefined) return undefined;
  if ('error' in last) return errorMessage(last.error);
  const attempt = last.value as Attempt<unknown>;
  return E.isLeft(attempt) ? describeFailure(attempt.left) : undefined;
};

/** Each transition once: ERROR when calls start failing fast, INFO for the probe and the recovery. */
const logTransitions = (policy: CircuitBreakerPolicy, logger: LoggerPort, api: string, options: BreakerOptions): void => {
  policy.onStateChange((state) => {
    if (state === CircuitState.Open) {
      logger.error('content API circuit open: calls fail fast', { api, ...options, lastFailure: lastFailureOf(policy) });
    } else if (state === CircuitState.HalfOpen) {
      logger.info('content API circuit half-open: one probe call goes through', { api });
    } else if (state === CircuitState.Closed) {
      logger.info('content API circuit closed: calls go through again', { api });
    }
  });
};

export const createContentBreaker = (logger: LoggerPort, api: string, options: BreakerOptions): ContentBreaker => {
  const policy = circuitBreaker(handleWhenResult(outageResult), {
    halfOpenAfter: options.coolDownMs,
    breaker: new ConsecutiveBreaker(options.threshold),
  });
  logTransitions(policy, logger, api, options);

  const run = async <A>(call: (probe: boolean) => Promise<Attempt<A>>): Promise<Attempt<A>> => {
    // Cockatiel makes calls that arrive during a probe wait for it; failing fast means refusing them.
    if (policy.state === CircuitState.HalfOpen) return E.left(circuitOpen);
    // An open circuit either refuses this call or lets it through as the probe.
    const probe = policy.state === CircuitState.Open;
    try {
      return await policy.execute(async () => {
        const result = await call(probe);
        if (E.isLeft(result) && result.left._tag === 'aborted') throw new CallerLeft();
        return result;
      });
    } catch (error) {
      if (error instanceof CallerLeft) return E.left(aborted);
      if (isBrokenCircuitError(error)) return E.left(circuitOpen);
      // `call` never throws: this is a bug, still answered as a failure rather than a rejection.
      return E.left({ _tag: 'network', message: errorMessage(error) });
    }
  };

  return { state: () => STATES[policy.state], run };
};
