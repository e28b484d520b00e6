// The media origins of the site as WordPress reports them (`/v6/media-origins`,
// docs/content-api-contract.md), held for the CSP and the sanitizer with the
// origins that are always allowed (the content API's and MEDIA_ORIGINS). Asked at
// start and then every few minutes: an offload or CDN plugin is switched on rarely,
// and a page rendered meanwhile names the origins known so far. WordPress down, or
// answering something that is not a list of origins, changes nothing: the last
// good list stays (at start, the fixed origins alone), one log line says why, and
// the next ask comes sooner after an outage. Every ask is bounded by the adapter's
// time budget and never touches the readers' circuit breaker.
import * as t from 'io-ts';
import { DEFAULT_LANG } from '../../src/domain/language.ts';
import { distinctOrigins, httpOrigin } from '../../src/domain/mediaOrigins.ts';
import type { LoggerPort } from '../../src/ports/LoggerPort.ts';
import { createHttpClient } from './httpClient.ts';
import { describeFailure, type HttpFailure } from './httpFailure.ts';

/**
 * Five minutes: a CDN switched on in WordPress reaches the CSP within that (and the
 * page cache's minute), for one small request per instance, whatever the traffic.
 */
const MEDIA_ORIGINS_REFRESH_MS = 5 * 60_000;
/** After an outage, sooner: a WordPress that was down at start is heard from soon after it comes back. */
const MEDIA_ORIGINS_RETRY_MS = 30_000;
/** More origins than a newsroom has media hosts is no list of media hosts: the rest are dropped. */
export const MAX_MEDIA_ORIGINS = 20;
/** `{"origins": [...]}` of a few origins is well under a kilobyte. */
const MAX_ANSWER_BYTES = 64 * 1024;

export interface ReportedMediaOriginsDeps {
  /** The content API base, ending in /wp-json/wp. */
  readonly baseUrl: string;
  /** The path table's `mediaOrigins`. */
  readonly path: string;
  /** Always allowed, first in the list: MEDIA_ORIGINS. */
  readonly fixed: readonly string[];
  /** Allowed after the fixed ones until WordPress reports its own: the content API's origin. */
  readonly untilReported?: readonly string[];
  readonly logger: LoggerPort;
  /** The adapter's time budget for one ask. */
  readonly timeoutMs: number;
  readonly refreshMs?: number;
  readonly retryMs?: number;
  readonly fetch?: typeof fetch;
}

export interface ReportedMediaOrigins {
  /** The fixed origins then WordPress's (before its first answer, the stand-ins): the same array until the list changes, so those who derive from it can keep what they derived. */
  current(): readonly string[];
  /** Asks WordPress once; resolves (never rejects) once it answered, failed or ran out of time. */
  refresh(): Promise<void>;
  /** Asks now, then again every `refreshMs` (`retryMs` after an outage); resolves after the first ask. */
  start(): Promise<void>;
  stop(): void;
}

const answerCodec = t.type({ origins: t.array(t.unknown) });

/** WordPress did not answer (the next ask comes sooner), or answered something else (it will again for a while). */
const isOutage = (failure: HttpFailure): boolean =>
  failure._tag === 'network' || failure._tag === 'timeout' || failure._tag === 'circuit-open' || failure._tag === 'not-json' || (failure._tag === 'status' && failure.status >= 500);

const sameList = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((origin, i) => origin === b[i]);

export const createReportedMediaOrigins = (deps: ReportedMediaOriginsDeps): ReportedMediaOrigins => {
  const { logger, refreshMs = MEDIA_ORIGINS_REFRESH_MS, retryMs = MEDIA_ORIGINS_RETRY_MS } = deps;
  // The client's own line for each failure goes to DEBUG: this module says once what it means for the pages.
  const quiet: LoggerPort = { debug: logger.debug, info: logger.debug, warn: logger.debug, error: logger.debug };
  // One attempt: the next ask is the retry. A client of its own: its failures open no breaker of the readers'; and its
  // own never opens, as its asks are already spaced out (a breaker would only delay the first ask after an outage).
  const http = createHttpClient({
    baseUrl: deps.baseUrl, logger: quiet, timeoutMs: deps.timeoutMs, attempts: 1, maxBytes: MAX_ANSWER_BYTES, breakerThreshold: Number.POSITIVE_INFINITY,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
  });
  const fixed = distinctOrigins(deps.fixed);
  let current = distinctOrigins(fixed, deps.untilReported ?? []);
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  /** The trouble last logged: the same again is not logged again until an answer is good. */
  let lastTrouble: string | undefined;

  const trouble = (kind: string, message: string, fields: Record<string, unknown>): void => {
    if (lastTrouble === kind) return;
    lastTrouble = kind;
    logger.warn(message, { path: deps.path, origins: current, ...fields });
  };

  const adopt = (reported: readonly string[]): void => {
    const next = distinctOrigins(fixed, reported);
    if (sameList(next, current)) return;
    current = next;
    logger.info('media origins: pages now allow media from these origins', { origins: current });
  };

  /** One ask; true after an outage. */
  const ask = async (): Promise<boolean> => {
    const answer = await http.get(deps.path, DEFAULT_LANG, {}, answerCodec)();
    if (answer._tag === 'Left') {
      const outage = isOutage(answer.left);
      trouble(outage ? 'outage' : 'answer', outage
        ? 'media origins: WordPress did not answer; pages keep the media origins known so far'
        : 'media origins: WordPress answered something that is not its media origins; ignored, pages keep those known so far', { reason: describeFailure(answer.left) });
      return outage;
    }
    const entries = answer.right.origins;
    const origins = entries.flatMap((entry) => (typeof entry === 'string' ? [httpOrigin(entry)] : [])).filter((origin): origin is string => origin !== undefined);
    if (entries.length > 0 && origins.length === 0) {
      // Not one origin among them: no list at all, rather than a list that forgets the CDN.
      trouble('answer', 'media origins: WordPress answered something that is not its media origins; ignored, pages keep those known so far', { reason: `no http(s) origin in ${JSON.stringify(entries.slice(0, 5))}` });
      return false;
    }
    if (origins.length < entries.length || origins.length > MAX_MEDIA_ORIGINS) {
      trouble(`entries:${JSON.stringify(entries)}`, 'media origins: WordPress reported entries that are not http(s) origins, or too many; the origins among the first are kept', {
        dropped: entries.filter((entry) => typeof entry !== 'string' || httpOrigin(entry) === undefined).slice(0, 5),
        max: MAX_MEDIA_ORIGINS,
      });
    } else {
      lastTrouble = undefined;
    }
    adopt(origins.slice(0, MAX_MEDIA_ORIGINS));
    return false;
  };

  const schedule = (afterMs: number): void => {
    if (!running) return;
    timer = setTimeout(() => void ask().then((outage) => schedule(outage ? retryMs : refreshMs)), afterMs);
    timer.unref();
  };

  return {
    current: () => current,
    refresh: async () => {
      await ask();
    },
    start: async () => {
      if (running) return;
      running = true;
      const outage = await ask();
      schedule(outage ? retryMs : refreshMs);
    },
    stop: () => {
      running = false;
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  };
};
