// One JSON line per request (pino-http), at INFO: a request id (the caller's
// X-Request-Id when it sends a sane one, echoed back), method, path, status,
// duration and the page cache's answer. Nothing else of the request is logged:
// no headers, no cookies, no addresses, and no query of a reader signal (a
// search beacon's carries what the reader searched).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { SIGNAL_PREFIX } from '../../src/domain/endpoints.ts';
import { cacheStateOf } from '../serving/createPageCache.ts';

const SANE_ID = /^[\w.:-]{1,128}$/;

export const REQUEST_ID_HEADER = 'X-Request-Id';

// A request target in the absolute form (`http://host/_signal/…`) is answered as a
// beacon too (server/serving/requestTarget.ts). Any letter case: a path that only
// looks like a beacon's loses its query in the log, and nothing else.
const SIGNAL_URL = new RegExp(`^(?:https?://[^/?#]*)?${SIGNAL_PREFIX}`, 'i');

/** The path a request is logged under: a beacon's without its query or fragment, which hold what the reader did. */
export const loggedPath = (url: string | undefined): string | undefined => (url !== undefined && SIGNAL_URL.test(url) ? url.replace(/[?#][^]*$/, '') : url);

export const requestIdOf = (req: IncomingMessage): string => {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && SANE_ID.test(given) ? given : randomUUID();
};

/** The request log, or nothing when LOG_LEVEL leaves INFO out (then it would cost each request for no line). */
export const createRequestLog = (logger: Logger): ((req: IncomingMessage, res: ServerResponse) => void) | undefined =>
  logger.isLevelEnabled('info') ? requestLog(logger) : undefined;

// The app sets req.id (requestIdOf) and returns it in X-Request-Id before this runs.
const requestLog = (logger: Logger) =>
  pinoHttp({
    logger,
    genReqId: (req) => (req as IncomingMessage & { id?: string }).id ?? requestIdOf(req),
    serializers: {
      req: (req: { id?: unknown; method?: string; url?: string }) => ({ id: req.id, method: req.method, path: loggedPath(req.url) }),
      res: (res: { statusCode?: number }) => ({ status: res.statusCode }),
    },
    customAttributeKeys: { responseTime: 'durationMs' },
    customSuccessObject: (_req: IncomingMessage, res: ServerResponse, value: object) => ({ ...value, cache: cacheStateOf(res) }),
    // An outage answer is expected and already logged where it happened: WARN, not ERROR.
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? (res.statusCode === 503 ? 'warn' : 'error') : 'info'),
  });
