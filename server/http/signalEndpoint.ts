// The beacons of reader signals (docs/reader-signals.md): POST /_signal/{kind}, one
// path per kind of src/domain/signalKinds.ts (read, vote, search), the data in the
// query string so that a beacon has no body to parse. A distinct kind (a read, a
// search) is parsed, bounded and counted as its table entry says; a vote has rules
// of its own. Answered before Express, like a page-cache hit,
// and never cached (`no-store`): each is counted where it arrives, whatever
// cache served the page. Reads and searches are audience measurement: what is
// not a reader's browser showing a page (a known bot or crawler, a prefetch or
// prerender), a browser that asks not to be tracked (Sec-GPC) and a reader who
// refused measurement (the consent cookie, which the page sends along) are
// answered as if counted and counted nowhere. A vote is the reader's own act, asking to
// be counted: only a bot's is refused (403). A beacon with a body is not ours (413).
// Each signal is first counted against its network's budget of the minute (a flood
// costs nothing past it, not even a lookup); a search counts only when it finds
// something, checked here; a vote's post is looked up, and a slug WordPress does not
// have is remembered as such for a minute.
//
// GET /_signal/vote?lang=…&post=…&slug=… reads a post's tally: `{"votes", "average"}`,
// WordPress's rating (through the content cache, never older than a flush interval)
// with the votes counted here and not delivered yet, each once (docs/reader-signals.md,
// "The tally a page reads"). Public figures: anyone may read them, a bot too; no-store.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isbot } from 'isbot';
import * as E from 'fp-ts/Either';
import { LRUCache } from 'lru-cache';
import { audienceCounted, measurementRefused } from '../../src/domain/audienceMeasurement.ts';
import { consentFromCookies } from '../../src/domain/consentCookie.ts';
import { parsePostId } from '../../src/domain/readerSignals.ts';
import { distinctSpec, isDistinctKind, SIGNAL_KINDS, type DistinctKind, type SignalKind } from '../../src/domain/signalKinds.ts';
import { subjectFromBeacon, subjectParam, subjectRefusal } from '../../src/domain/signalSubjects.ts';
import { parseVote } from '../../src/domain/starVote.ts';
import { ratingWithVotes } from '../../src/domain/ratingWithVotes.ts';
import type { Post } from '../../src/domain/content.ts';
import type { ContentPort } from '../../src/ports/ContentPort.ts';
import type { LoggerPort } from '../../src/ports/LoggerPort.ts';
import { isLang, LANGS, type Lang } from '../../src/domain/language.ts';
import type { DistinctCounts, ReaderSignalsPort, SignalSender } from '../../src/ports/ReaderSignalsPort.ts';
import { clientAddress } from './clientAddress.ts';

export interface SignalEndpointOptions {
  readonly signals: ReaderSignalsPort;
  /** Where a vote's post and a search's results are looked up (the content cache first). */
  readonly content: Pick<ContentPort, 'post' | 'search'>;
  readonly trustedProxyHops: number;
  readonly logger: LoggerPort;
  /** Headers every answer carries (the security headers). */
  readonly headers: readonly string[];
  /** Told each signal's kind and what became of it (counted, counted-before, ignored, refused…). */
  readonly observe?: (kind: SignalKind, outcome: string) => void;
  /** How old WordPress's rating in a tally may be: the flush interval (SIGNALS_FLUSH_SECONDS), in milliseconds. */
  readonly tallyMaxAgeMs: number;
}

/** Why a signal is answered and not counted: not a reader's browser showing a page, or a reader who asked not to be. */
const notCounted = (req: IncomingMessage): string | undefined => {
  const purpose = `${req.headers['sec-purpose'] ?? ''} ${req.headers.purpose ?? ''} ${req.headers['x-moz'] ?? ''}`.toLowerCase();
  if (/prefetch|prerender/.test(purpose)) return 'prefetch';
  const agent = req.headers['user-agent'];
  if (!agent || isbot(agent)) return 'bot';
  // A refusal stands whatever the consent version it was made under: a newer banner asks again, it does not undo it.
  if (measurementRefused(req.headers.cookie)) return 'refused-measurement';
  if (!audienceCounted(consentFromCookies(req.headers.cookie), req.headers['sec-gpc'] === '1')) return 'gpc';
  return undefined;
};

/** A beacon has no body: one that sends or announces one is not ours. */
const carriesBody = (req: IncomingMessage): boolean => {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
};

/** A slug WordPress said it does not have, remembered a minute: a flood of invented slugs costs one lookup each at most a minute. */
const UNKNOWN_SLUGS = { max: 10_000, ttl: 60_000 };

/** The methods a beacon's path answers: a vote's also reads the post's tally. */
const allowedMethods = (kind: SignalKind): string => (kind === 'vote' ? 'GET, HEAD, POST' : 'POST');

export const createSignalEndpoint = ({ signals, content, trustedProxyHops, logger, headers, observe, tallyMaxAgeMs }: SignalEndpointOptions) => {
  const unknownSlugs = new LRUCache<string, true>({ max: UNKNOWN_SLUGS.max, ttl: UNKNOWN_SLUGS.ttl });
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
  const refuse = (res: ServerResponse, kind: SignalKind, status: number, error: string, extra: readonly string[] = []): void => {
    observe?.(kind, `refused-${status}`);
    answer(res, status, { error }, extra);
  };
  /** Answered as counted, whatever became of it: a reader's page learns nothing from a beacon's answer. */
  const counted = (res: ServerResponse, kind: SignalKind, outcome: string): void => {
    observe?.(kind, outcome);
    answer(res, 204);
  };
  const tooMany = (res: ServerResponse, retryAfterS: number): void => {
    answer(res, 429, { error: 'too many votes from this network; try again later' }, ['Retry-After', String(retryAfterS)]);
  };
  /** Whether a search finds something, as the results page that sent it did (the content cache answers it most often). */
  const finds = async (lang: Lang, query: string): Promise<boolean> => {
    const found = await content.search(lang, { s: query, page: 1 })();
    return E.isRight(found) && found.right.totalPosts > 0;
  };
  /** The post a vote or a tally names, by its slug; a slug WordPress does not have is remembered as such. */
  const postOf = async (lang: Lang, slug: string, maxAgeMs?: number): Promise<'not-found' | 'unavailable' | Post> => {
    if (unknownSlugs.has(`${lang}:${slug}`)) return 'not-found';
    const found = await content.post(lang, slug, maxAgeMs === undefined ? undefined : { maxAgeMs })();
    if (E.isRight(found)) return found.right;
    if (found.left._tag !== 'not-found') return 'unavailable';
    unknownSlugs.set(`${lang}:${slug}`, true);
    return 'not-found';
  };
  const votedPost = async (lang: Lang, slug: string): Promise<'not-found' | 'unavailable' | number> => {
    const found = await postOf(lang, slug);
    return typeof found === 'string' ? found : found.id;
  };

  /** A distinct kind's beacon (a read, a search): audience measurement, answered 204 whatever became of it. */
  const countDistinct = async <K extends DistinctKind>(res: ServerResponse, kind: K, query: URLSearchParams, lang: Lang, sender: SignalSender, ignored: string | undefined): Promise<void> => {
    const spec = distinctSpec(kind);
    const typed = query.get(subjectParam(spec.subject));
    const subject = subjectFromBeacon(kind, typed);
    if (subject === undefined) return refuse(res, kind, 400, subjectRefusal(spec.subject));
    if (ignored) return counted(res, kind, ignored);
    if ((await signals.admit(sender, spec.budget)).outcome === 'limited') return counted(res, kind, 'limited');
    // A term worth offering other readers found something: checked here, not taken from the page's word.
    if (spec.requires === 'results' && !(await finds(lang, (typed ?? '').trim()))) return counted(res, kind, 'found-nothing');
    const counts: DistinctCounts = signals;
    return counted(res, kind, await counts[kind](sender, lang, subject));
  };

  /** A vote: the reader's own act, asking to be counted, for a post that must exist; answered with what it did. */
  const countVote = async (res: ServerResponse, kind: Exclude<SignalKind, DistinctKind>, query: URLSearchParams, lang: Lang, sender: SignalSender, ignored: string | undefined): Promise<void> => {
    const post = parsePostId(query.get('post'));
    if (post === undefined) return refuse(res, kind, 400, subjectRefusal(SIGNAL_KINDS.vote.subject));
    const value = parseVote(query.get('value'));
    if (value === undefined) return refuse(res, kind, 400, 'value must be an integer from 1 to 5');
    const slug = query.get('slug') ?? '';
    if (slug === '') return refuse(res, kind, 400, 'slug must be the slug of the post');
    if (ignored === 'bot' || ignored === 'prefetch') return refuse(res, kind, 403, 'votes are counted from readers\' browsers');
    // The network's votes of the minute first: what follows may cost a call to WordPress.
    const admitted = await signals.admit(sender, SIGNAL_KINDS.vote.budget);
    if (admitted.outcome === 'limited') {
      observe?.(kind, 'limited');
      return tooMany(res, admitted.retryAfterS);
    }
    const found = await votedPost(lang, slug);
    if (found === 'unavailable') {
      logger.warn('signals: a vote could not be checked, the content API is unavailable', { lang, post });
      return refuse(res, kind, 503, 'try again later', ['Retry-After', '5']);
    }
    if (found !== post) return refuse(res, kind, 404, 'no such post');
    const outcome = await signals.vote(sender, lang, post, value);
    observe?.(kind, outcome.outcome);
    if (outcome.outcome === 'limited') return tooMany(res, outcome.retryAfterS);
    if (outcome.outcome === 'in-doubt') {
      answer(res, 503, { error: 'the vote could not be recorded; try again' }, ['Retry-After', '5']);
      return;
    }
    answer(res, 200, outcome);
  };

  /**
   * A post's tally: WordPress's rating, never older than `tallyMaxAgeMs`, with the votes counted here and not in it yet.
   * WordPress's is read first, then what is pending (ReaderSignalsPort's pendingVotes): a vote delivered meanwhile
   * is in neither, for that moment, rather than in both. Not a signal: nothing is counted, no metric of signals moves.
   */
  const readTally = async (res: ServerResponse, query: URLSearchParams, lang: Lang): Promise<void> => {
    const post = parsePostId(query.get('post'));
    if (post === undefined) return answer(res, 400, { error: subjectRefusal(SIGNAL_KINDS.vote.subject) });
    const slug = query.get('slug') ?? '';
    if (slug === '') return answer(res, 400, { error: 'slug must be the slug of the post' });
    const found = await postOf(lang, slug, tallyMaxAgeMs);
    if (found === 'unavailable') return answer(res, 503, { error: 'try again later' }, ['Retry-After', '5']);
    if (found === 'not-found' || found.id !== post) return answer(res, 404, { error: 'no such post' });
    const pending = await signals.pendingVotes(lang, post);
    if (pending === 'in-doubt') return answer(res, 503, { error: 'try again later' }, ['Retry-After', '5']);
    const { votes, average } = ratingWithVotes(found.rating, pending);
    answer(res, 200, { votes, average });
  };

  return async (req: IncomingMessage, res: ServerResponse, kind: SignalKind, search: string): Promise<void> => {
    const reads = kind === 'vote' && (req.method === 'GET' || req.method === 'HEAD');
    if (req.method !== 'POST' && !reads) {
      observe?.(kind, 'refused-405');
      answer(res, 405, { error: kind === 'vote' ? 'use GET to read the tally, POST to vote' : 'use POST' }, ['Allow', allowedMethods(kind)]);
      return;
    }
    if (carriesBody(req)) {
      // Not read: the connection is closed after the answer rather than drained of a body that may never end.
      res.once('finish', () => req.destroy());
      if (reads) answer(res, 413, { error: 'a tally is read without a body' }, ['Connection', 'close']);
      else refuse(res, kind, 413, 'a beacon has no body', ['Connection', 'close']);
      return;
    }
    req.resume();
    const query = new URLSearchParams(search);
    const lang = query.get('lang');
    if (!isLang(lang)) return reads ? answer(res, 400, { error: `lang must be one of ${LANGS.join(', ')}` }) : refuse(res, kind, 400, `lang must be one of ${LANGS.join(', ')}`);
    if (reads) return readTally(res, query, lang);
    const ignored = notCounted(req);
    const sender: SignalSender = { address: clientAddress(req, trustedProxyHops), userAgent: req.headers['user-agent'] ?? '' };

    return isDistinctKind(kind) ? countDistinct(res, kind, query, lang, sender, ignored) : countVote(res, kind, query, lang, sender, ignored);
  };
};
