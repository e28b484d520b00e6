// The low-level client of the content API, as a visible pipeline:
//   circuit breaker → retries → one attempt:
//     build URL → fetch (headers, the call's budget) → check status → read a bounded body → parse JSON
//   → decode → log the failure, if any.
// The site only reads: every call is a GET, safe to retry. Everything is a
// TaskEither; nothing throws. The adapter folds an HttpFailure into the port's
// ContentError (see toContentError).
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type * as t from 'io-ts';
import type { CancelSignal } from '../../src/ports/ContentPort.ts';
import type { LoggerPort } from '../../src/ports/LoggerPort.ts';
import { startBudget, type CallBudget } from './callBudget.ts';
import { createContentBreaker, DEFAULT_BREAKER, type BreakerState } from './circuitBreaker.ts';
import { describeDecodeErrors } from './codecs/describeDecodeErrors.ts';
import { describeFailure, type HttpFailure } from './httpFailure.ts';
import { readBoundedText } from './readBoundedBody.ts';
import { DEFAULT_RETRY, retryOutages } from './retryOutages.ts';

/** Undefined values are left out of the URL, so optional params need no special casing. */
export type Query = Readonly<Record<string, string | number | boolean | undefined>>;

/** A GET: the only method the site needs, so the request names none. */
interface HttpRequest {
  /** Appended to the base, e.g. `/v6/get_post`. */
  readonly path: string;
  /** Sent as the `lang` query param and as Accept-Language, on every call. */
  readonly lang: string;
  readonly query?: Query;
  /** The reader's request: when it is aborted, so is this call. */
  readonly signal?: CancelSignal;
}

/** 5 MiB: far above any real answer (a listing is tens of kB), far below what would hurt the server. */
export const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;

/** How the client shields the site from a failing API. Every field has a default. */
export interface ResilienceOptions {
  /** The largest answer read, in bytes (after decompression). Default 5 MiB. */
  readonly maxBytes?: number;
  /** Consecutive failed calls that open the circuit. Default 5. */
  readonly breakerThreshold?: number;
  /** How long an open circuit fails calls at once before one probe goes through. Default 10 000 ms. */
  readonly breakerCoolDownMs?: number;
  /** Attempts per GET, the first included; 1 turns retries off. Default 2. */
  readonly attempts?: number;
  /** The first backoff before a retry, jittered, never above twice this. Default 100 ms. */
  readonly retryDelayMs?: number;
}

export interface HttpClientDeps extends ResilienceOptions {
  /** The API base, ending in /wp-json/wp. */
  readonly baseUrl: string;
  readonly logger: LoggerPort;
  /** The whole call: every attempt, backoff and body read together. */
  readonly timeoutMs: number;
  readonly fetch?: typeof fetch;
}

/** base + path + query, `lang` first and always present. String-built so a relative base works in a browser. */
export const buildUrl = (baseUrl: string, path: string, lang: string, query: Query = {}): string => {
  const params = new URLSearchParams([['lang', lang]]);
  for (const [key, value] of Object.entries(query)) if (value !== undefined && key !== 'lang') params.append(key, String(value));
  return `${baseUrl.replace(/\/+$/, '')}${path}?${params.toString()}`;
};

const requestInit = (request: HttpRequest, budget: CallBudget): RequestInit => ({
  method: 'GET',
  headers: { Accept: 'application/json', 'Accept-Language': request.lang },
  // It also aborts a body that stalls after the headers.
  signal: budget.signal,
});

const send = (fetchFn: typeof fetch, request: HttpRequest, budget: CallBudget) => (url: string): TE.TaskEither<HttpFailure, Response> =>
  TE.tryCatch(
    () => fetchFn(url, requestInit(request, budget)),
    (error): HttpFailure => budget.failureOf(error),
  );

const readText = (response: Response, budget: CallBudget, maxBytes: number): TE.TaskEither<HttpFailure, string> =>
  pipe(
    TE.tryCatch(
      () => readBoundedText(response, maxBytes),
      (error): HttpFailure => budget.failureOf(error),
    ),
    TE.chainEitherK(E.mapLeft((bytes): HttpFailure => ({ _tag: 'too-large', bytes, maxBytes }))),
  );

/** WordPress's error body is `{code, message, data: {status}}`: its message is what a person can act on. */
const wordpressMessage = (text: string): string | undefined => {
  try {
    const body: unknown = JSON.parse(text);
    const message = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
    return typeof message === 'string' && message.trim() !== '' ? message : undefined;
  } catch {
    return undefined;
  }
};

const checkStatus = (budget: CallBudget, maxBytes: number) => (response: Response): TE.TaskEither<HttpFailure, Response> => {
  if (response.ok) return TE.right(response);
  return pipe(
    readText(response, budget, maxBytes),
    TE.orElseW(() => TE.right('')),
    TE.chain((text) => TE.left({ _tag: 'status', status: response.status, message: wordpressMessage(text) ?? `HTTP ${response.status}` })),
  );
};

/**
 * A GET may still be answered 204 No Content (a plugin or a proxy with nothing
 * to say): there is no body to parse, so it decodes `undefined`, which no
 * answer's codec accepts. It fails as an answer that does not decode (WordPress
 * answered), not as JSON that never came (an outage, retried).
 */
const parseJson = (budget: CallBudget, maxBytes: number) => (response: Response): TE.TaskEither<HttpFailure, unknown> =>
  response.status === 204
    ? TE.right(undefined)
    : pipe(
        readText(response, budget, maxBytes),
        TE.chainEitherK((text) => E.tryCatch((): unknown => JSON.parse(text), (): HttpFailure => ({ _tag: 'not-json' }))),
      );

const decodeWith = <A>(codec: t.Decoder<unknown, A>, path: string) => (body: unknown): E.Either<HttpFailure, A> =>
  pipe(
    codec.decode(body),
    E.mapLeft((errors): HttpFailure => ({ _tag: 'undecodable', message: `unexpected response from ${path}: ${describeDecodeErrors(errors)}` })),
  );

/** A reader leaving is ordinary (INFO); a refusal by the open circuit was logged once when it opened (DEBUG). */
const levelOf = (logger: LoggerPort, failure: HttpFailure) =>
  failure._tag === 'aborted' ? logger.info : failure._tag === 'circuit-open' ? logger.debug : logger.error;

const logFailure = (logger: LoggerPort, request: HttpRequest) => (failure: HttpFailure): void =>
  levelOf(logger, failure)(failure._tag === 'aborted' ? 'content API call aborted' : 'content API call failed', {
    // Always GET; the field stays so log lines keep their shape.
    method: 'GET',
    path: request.path,
    lang: request.lang,
    ...(failure._tag === 'status' ? { status: failure.status } : {}),
    ...(failure._tag === 'too-large' ? { bytes: failure.bytes, maxBytes: failure.maxBytes } : {}),
    message: describeFailure(failure),
  });

export interface HttpClient {
  /** A GET, retried after an outage; the body is decoded with `codec` (a 204 decodes `undefined`). Failures are logged. */
  get<A>(path: string, lang: string, query: Query, codec: t.Decoder<unknown, A>, signal?: CancelSignal): TE.TaskEither<HttpFailure, A>;
  /** The circuit breaker's state now (one breaker per client, so per content API). */
  breakerState(): BreakerState;
}

export const createHttpClient = (deps: HttpClientDeps): HttpClient => {
  const { baseUrl, logger, timeoutMs, maxBytes = DEFAULT_MAX_BYTES } = deps;
  // Called through a wrapper, never as `deps.fetch(...)`: browsers throw
  // "Illegal invocation" when fetch runs with another object as `this`.
  const fetchFn: typeof fetch = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const breaker = createContentBreaker(logger, baseUrl, {
    threshold: deps.breakerThreshold ?? DEFAULT_BREAKER.threshold,
    coolDownMs: deps.breakerCoolDownMs ?? DEFAULT_BREAKER.coolDownMs,
  });
  const retries = { attempts: deps.attempts ?? DEFAULT_RETRY.attempts, delayMs: deps.retryDelayMs ?? DEFAULT_RETRY.delayMs };

  /** One exchange: the answer's JSON, or why there is none. */
  const attempt = (req: HttpRequest, url: string, budget: CallBudget): TE.TaskEither<HttpFailure, unknown> =>
    pipe(url, send(fetchFn, req, budget), TE.chain(checkStatus(budget, maxBytes)), TE.chain(parseJson(budget, maxBytes)));

  /** Through the breaker; a GET is idempotent, so it may be tried again. */
  const resilient = (req: HttpRequest): TE.TaskEither<HttpFailure, unknown> => () => {
    const url = buildUrl(baseUrl, req.path, req.lang, req.query);
    return breaker.run((probe) => {
      const budget = startBudget(timeoutMs, probe ? undefined : req.signal);
      return retryOutages(retries, budget, attempt(req, url, budget));
    });
  };

  const get = <A>(path: string, lang: string, query: Query, codec: t.Decoder<unknown, A>, signal?: CancelSignal): TE.TaskEither<HttpFailure, A> => {
    const req: HttpRequest = { path, lang, query, ...(signal ? { signal } : {}) };
    return pipe(
      resilient(req),
      TE.chainEitherK(decodeWith(codec, path)),
      TE.tapError((failure) => TE.fromIO(() => logFailure(logger, req)(failure))),
    );
  };

  return { get, breakerState: breaker.state };
};
