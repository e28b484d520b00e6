// The low-level client of the content API, as a visible pipeline:
// build URL → fetch with a timeout → check status → parse JSON → decode → map
// every failure into the port's small vocabulary (and log it).
import * as TE from 'fp-ts/TaskEither';
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import type * as t from 'io-ts';
import { unavailable, type ContentError } from '../../src/ports/ContentPort.ts';
import type { LoggerPort } from '../../src/ports/LoggerPort.ts';
import { describeDecodeErrors } from './codecs/describeDecodeErrors.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Query = Readonly<Record<string, string | number | undefined>>;

export interface HttpClientDeps {
  readonly baseUrl: string;
  readonly logger: LoggerPort;
  readonly timeoutMs: number;
  readonly fetch: typeof fetch;
}

export interface HttpRequest {
  readonly method?: HttpMethod;
  readonly path: string;
  readonly lang: string;
  readonly query?: Query;
  readonly body?: unknown;
}

export const buildUrl = (baseUrl: string, path: string, query: Query): string => {
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}${path}`);
  for (const [key, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(key, String(value));
  return url.toString();
};

/** WordPress's error body is `{code, message, data: {status}}`; the message is what a person reads. */
const messageOf = async (response: Response): Promise<string> => {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message.trim()) return body.message;
  } catch {
    // not JSON: fall through to the status line
  }
  return `HTTP ${response.status}`;
};

export const createHttpClient = ({ baseUrl, logger, timeoutMs, fetch: fetchFn }: HttpClientDeps) => {
  const send = (request: HttpRequest): TE.TaskEither<ContentError, Response> => {
    const method = request.method ?? 'GET';
    const url = buildUrl(baseUrl, request.path, { ...request.query, lang: request.lang });
    const fail = (message: string, status?: number): ContentError => {
      logger.error('content API call failed', { method, path: request.path, lang: request.lang, status, message });
      return unavailable(message);
    };
    return pipe(
      TE.tryCatch(
        () =>
          fetchFn(url, {
            method,
            headers: {
              Accept: 'application/json',
              'Accept-Language': request.lang,
              ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
            },
            ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
            signal: AbortSignal.timeout(timeoutMs),
          }),
        (error) =>
          fail(error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : `network error: ${error instanceof Error ? error.message : String(error)}`),
      ),
      TE.chain((response) =>
        response.ok ? TE.right(response) : TE.leftTask(async () => fail(await messageOf(response), response.status)),
      ),
    );
  };

  const json = <A>(request: HttpRequest, codec: t.Decoder<unknown, A>): TE.TaskEither<ContentError, A> =>
    pipe(
      send(request),
      TE.chain((response) =>
        TE.tryCatch(
          () => response.json() as Promise<unknown>,
          () => {
            logger.error('content API answered something that is not JSON', { path: request.path, lang: request.lang });
            return unavailable('the content API answered something that is not JSON');
          },
        ),
      ),
      TE.chainEitherK((body) =>
        pipe(
          codec.decode(body),
          E.mapLeft((errors) => {
            const message = `unexpected response from ${request.path}: ${describeDecodeErrors(errors)}`;
            logger.error(message, { path: request.path, lang: request.lang });
            return unavailable(message);
          }),
        ),
      ),
    );

  /** DELETE succeeds on 204 with no body (spec section 7); none of these is used by the site. */
  const withoutBody = (request: HttpRequest): TE.TaskEither<ContentError, void> => pipe(send(request), TE.map(() => undefined));

  return { json, withoutBody };
};

export type HttpClient = ReturnType<typeof createHttpClient>;
