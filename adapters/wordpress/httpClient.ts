// The low-level client of the content API, as a visible pipeline:
//   build URL → fetch (headers, timeout) → check status → parse JSON → decode
//   → log the failure, if any → map it into the port's ContentError.
// Everything is a TaskEither; nothing throws.
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type * as t from 'io-ts';
import type { CancelSignal, ContentError } from '../../src/ports/ContentPort.ts';
import type { LoggerPort } from '../../src/ports/LoggerPort.ts';
import { describeDecodeErrors } from './codecs/describeDecodeErrors.ts';
import { describeFailure, failureOf, toContentError, type HttpFailure } from './httpFailure.ts';

/** The site only reads (GET); the others exist because the API layer of the spec supports them. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Undefined values are left out of the URL, so optional params need no special casing. */
export type Query = Readonly<Record<string, string | number | boolean | undefined>>;

export interface HttpRequest {
  readonly method: HttpMethod;
  /** Appended to the base, e.g. `/v6/get_post`. */
  readonly path: string;
  /** Sent as the `lang` query param and as Accept-Language, on every call. */
  readonly lang: string;
  readonly query?: Query;
  /** Sent as JSON (POST, PUT, PATCH). */
  readonly body?: unknown;
  /** The reader's request: when it is aborted, so is this call. */
  readonly signal?: CancelSignal;
}

export interface HttpClientDeps {
  /** The API base, ending in /wp-json/wp. */
  readonly baseUrl: string;
  readonly logger: LoggerPort;
  readonly timeoutMs: number;
  readonly fetch?: typeof fetch;
}

/** base + path + query, `lang` first and always present. String-built so a relative base works in a browser. */
export const buildUrl = (baseUrl: string, path: string, lang: string, query: Query = {}): string => {
  const params = new URLSearchParams([['lang', lang]]);
  for (const [key, value] of Object.entries(query)) if (value !== undefined && key !== 'lang') params.append(key, String(value));
  return `${baseUrl.replace(/\/+$/, '')}${path}?${params.toString()}`;
};

/** The caller's cancellation as a Fetch AbortSignal (a Fetch AbortSignal already is one). */
const toAbortSignal = (cancel: CancelSignal): AbortSignal => {
  if (cancel instanceof AbortSignal) return cancel;
  const controller = new AbortController();
  if (cancel.aborted) controller.abort();
  else cancel.addEventListener('abort', () => controller.abort(), { once: true });
  return controller.signal;
};

/** One signal for the whole exchange: the timeout, or the reader leaving, whichever comes first. */
const callSignal = (timeoutMs: number, cancel: CancelSignal | undefined): AbortSignal =>
  cancel === undefined ? AbortSignal.timeout(timeoutMs) : AbortSignal.any([AbortSignal.timeout(timeoutMs), toAbortSignal(cancel)]);

const requestInit = (request: HttpRequest, timeoutMs: number): RequestInit => ({
  method: request.method,
  headers: {
    Accept: 'application/json',
    'Accept-Language': request.lang,
    ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
  },
  ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
  // It also aborts a body that stalls after the headers.
  signal: callSignal(timeoutMs, request.signal),
});

const send = (fetchFn: typeof fetch, request: HttpRequest, timeoutMs: number) => (url: string): TE.TaskEither<HttpFailure, Response> =>
  TE.tryCatch(
    () => fetchFn(url, requestInit(request, timeoutMs)),
    (error): HttpFailure => failureOf(error, timeoutMs),
  );

const readText = (response: Response, timeoutMs: number): TE.TaskEither<HttpFailure, string> =>
  TE.tryCatch(
    () => response.text(),
    (error): HttpFailure => failureOf(error, timeoutMs),
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

const checkStatus = (timeoutMs: number) => (response: Response): TE.TaskEither<HttpFailure, Response> => {
  if (response.ok) return TE.right(response);
  return pipe(
    readText(response, timeoutMs),
    TE.orElseW(() => TE.right('')),
    TE.chain((text) => TE.left({ _tag: 'status', status: response.status, message: wordpressMessage(text) ?? `HTTP ${response.status}` })),
  );
};

/** 204 No Content (how DELETE succeeds) has no body to parse: undefined. */
const parseJson = (timeoutMs: number) => (response: Response): TE.TaskEither<HttpFailure, unknown> =>
  response.status === 204
    ? TE.right(undefined)
    : pipe(
        readText(response, timeoutMs),
        TE.chainEitherK((text) => E.tryCatch((): unknown => JSON.parse(text), (): HttpFailure => ({ _tag: 'not-json' }))),
      );

const decodeWith = <A>(codec: t.Decoder<unknown, A>, path: string) => (body: unknown): E.Either<HttpFailure, A> =>
  pipe(
    codec.decode(body),
    E.mapLeft((errors): HttpFailure => ({ _tag: 'undecodable', message: `unexpected response from ${path}: ${describeDecodeErrors(errors)}` })),
  );

const logFailure = (logger: LoggerPort, request: HttpRequest) => (failure: HttpFailure): void =>
  // A reader leaving is ordinary: logged as what it is, not as an error of the API.
  (failure._tag === 'aborted' ? logger.info : logger.error)(failure._tag === 'aborted' ? 'content API call aborted' : 'content API call failed', {
    method: request.method,
    path: request.path,
    lang: request.lang,
    ...(failure._tag === 'status' ? { status: failure.status } : {}),
    message: describeFailure(failure),
  });

export interface HttpClient {
  /** Any method; the body is decoded with `codec` (a 204 decodes `undefined`). */
  request<A>(request: HttpRequest, codec: t.Decoder<unknown, A>): TE.TaskEither<ContentError, A>;
  get<A>(path: string, lang: string, query: Query, codec: t.Decoder<unknown, A>, signal?: CancelSignal): TE.TaskEither<ContentError, A>;
}

export const createHttpClient = ({ baseUrl, logger, timeoutMs, fetch: injectedFetch }: HttpClientDeps): HttpClient => {
  // Called through a wrapper, never as `deps.fetch(...)`: browsers throw
  // "Illegal invocation" when fetch runs with another object as `this`.
  const fetchFn: typeof fetch = injectedFetch ?? ((input, init) => globalThis.fetch(input, init));

  const request = <A>(req: HttpRequest, codec: t.Decoder<unknown, A>): TE.TaskEither<ContentError, A> =>
    pipe(
      buildUrl(baseUrl, req.path, req.lang, req.query),
      send(fetchFn, req, timeoutMs),
      TE.chain(checkStatus(timeoutMs)),
      TE.chain(parseJson(timeoutMs)),
      TE.chainEitherK(decodeWith(codec, req.path)),
      TE.tapError((failure) => TE.fromIO(() => logFailure(logger, req)(failure))),
      TE.mapLeft(toContentError),
    );

  return {
    request,
    get: (path, lang, query, codec, signal) => request({ method: 'GET', path, lang, query, ...(signal ? { signal } : {}) }, codec),
  };
};
