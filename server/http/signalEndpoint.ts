// The beacons of reader signals (docs/reader-signals.md): POST /_signal/read,
// /_signal/vote and /_signal/search, the data in the query string so that a
// beacon has no body to parse. Answered before Express, like a page-cache hit,
// and never cached (`no-store`): each is counted where it arrives, whatever
// cache served the page. Reads and searches are audience measurement: what is
// not a reader's browser showing a page (a known bot or crawler, a prefetch or
// prerender), a browser that asks not to be tracked (Sec-GPC) and a reader who
// refused measurement (the consent cookie, which the page sends along) are
// answered as if counted and counted nowhere. A vote is the reader's own act, asking to
// be counted: only a bot's is refused (403).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isbot } from 'isbot';
import * as E from 'fp-ts/Either';
import type { SignalKind } from '../../src/domain/endpoints.ts';
import { audienceCounted } from '../../src/domain/audienceMeasurement.ts';
import { consentFromCookies } from '../../src/domain/consentCookie.ts';
import { parseLang, parsePostId, searchTermKey } from '../../src/domain/readerSignals.ts';
import { parseVote } from '../../src/domain/starVote.ts';
import type { ContentPort } from '../../src/ports/ContentPort.ts';
import type { LoggerPort } from '../../src/ports/LoggerPort.ts';
import type { ReaderSignalsPort, SignalSender } from '../../src/ports/ReaderSignalsPort.ts';
import { clientAddress } from './clientAddress.ts';

export interface SignalEndpointOptions {
  readonly signals: ReaderSignalsPort;
  /** Where a vote's post is looked up (the content cache first). */
  readonly content: Pick<ContentPort, 'post'>;
  readonly trustedProxyHops: number;
  readonly logger: LoggerPort;
  /** Headers every answer carries (the security headers). */
  readonly headers: readonly string[];
  /** Told each signal's kind and what became of it (counted, counted-before, ignored, refused…). */
  readonly observe?: (kind: SignalKind, outcome: string) => void;
}

/** A beacon carries nothing in its body; one that does is not ours: it is read no further than this. */
const MAX_BODY_BYTES = 1024;

/** Why a signal is answered and not counted: not a reader's browser showing a page, or a reader who asked not to be. */
const notCounted = (req: IncomingMessage): string | undefined => {
  const purpose = `${req.headers['sec-purpose'] ?? ''} ${req.headers.purpose ?? ''} ${req.headers['x-moz'] ?? ''}`.toLowerCase();
  if (/prefetch|prerender/.test(purpose)) return 'prefetch';
  const agent = req.headers['user-agent'];
  if (!agent || isbot(agent)) return 'bot';
  const choice = consentFromCookies(req.headers.cookie);
  if (!audienceCounted(choice, req.headers['sec-gpc'] === '1')) return choice?.purposes.measurement === false ? 'refused-measurement' : 'gpc';
  return undefined;
};

export const createSignalEndpoint = ({ signals, content, trustedProxyHops, logger, headers, observe }: SignalEndpointOptions) => {
  const answer = (res: ServerResponse, status: number, body?: object, extra: readonly string[] = []): void => {
    const json = body === undefined ? undefined : JSON.stringify(body);
    res.writeHead(status, [
      ...headers,
      'Cache-Control', 'no-store',
      ...(json === undefined ? ['Content-Length', '0'] : ['Content-Type', 'application/json; charset=utf-8', 'Content-Length', String(Buffer.byteLength(json))]),
      ...extra,
    ]);
    res.end(json);
  };
  const refuse = (res: ServerResponse, kind: SignalKind, status: number, error: string): void => {
    observe?.(kind, `refused-${status}`);
    answer(res, status, { error });
  };

  return async (req: IncomingMessage, res: ServerResponse, kind: SignalKind, search: string): Promise<void> => {
    if (req.method !== 'POST') {
      observe?.(kind, 'refused-405');
      answer(res, 405, { error: 'use POST' }, ['Allow', 'POST']);
      return;
    }
    // Drained, not read: a beacon's body (if any) means nothing here.
    let bytes = 0;
    req.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > MAX_BODY_BYTES) req.destroy();
    });
    req.resume();
    const query = new URLSearchParams(search);
    const lang = parseLang(query.get('lang'));
    if (lang === undefined) return refuse(res, kind, 400, 'lang must be one of it, en, fr, de, es, pt');
    const ignored = notCounted(req);
    const sender: SignalSender = { address: clientAddress(req, trustedProxyHops), userAgent: req.headers['user-agent'] ?? '' };

    if (kind === 'search') {
      const term = searchTermKey(query.get('q'));
      if (term === undefined) return refuse(res, kind, 400, 'q must be a search of at least one character');
      // Counted first: an optional call's arguments are not evaluated when there is no one to observe.
      const outcome = ignored ?? (await signals.search(sender, lang, term));
      observe?.(kind, outcome);
      answer(res, 204);
      return;
    }
    const post = parsePostId(query.get('post'));
    if (post === undefined) return refuse(res, kind, 400, 'post must be a post id, a positive integer');
    if (kind === 'read') {
      const outcome = ignored ?? (await signals.read(sender, lang, post));
      observe?.(kind, outcome);
      answer(res, 204);
      return;
    }

    const value = parseVote(query.get('value'));
    if (value === undefined) return refuse(res, kind, 400, 'value must be an integer from 1 to 5');
    const slug = query.get('slug') ?? '';
    if (slug === '') return refuse(res, kind, 400, 'slug must be the slug of the post');
    if (ignored === 'bot' || ignored === 'prefetch') return refuse(res, kind, 403, 'votes are counted from readers\' browsers');
    const found = await content.post(lang, slug)();
    if (E.isLeft(found)) {
      if (found.left._tag === 'not-found') return refuse(res, kind, 404, 'no such post');
      logger.warn('signals: a vote could not be checked, the content API is unavailable', { lang, post });
      return refuse(res, kind, 503, 'try again later');
    }
    if (found.right.id !== post) return refuse(res, kind, 404, 'no such post');
    const outcome = await signals.vote(sender, lang, post, value);
    observe?.(kind, outcome.outcome);
    if (outcome.outcome === 'limited') {
      answer(res, 429, { error: 'too many votes from this address; try again later' }, ['Retry-After', String(outcome.retryAfterS)]);
      return;
    }
    if (outcome.outcome === 'in-doubt') {
      answer(res, 503, { error: 'the vote could not be recorded; try again' }, ['Retry-After', '5']);
      return;
    }
    answer(res, 200, outcome);
  };
};
