// The ContentPort over the WordPress REST API: every call of spec section 7 with
// the exact path and query params of docs/content-api-contract.md. The logger is
// injected; configuration (base URL, paths, timeout, resilience) comes from the
// composition root. Besides the port, it answers what the server needs for
// health and metrics: the circuit breaker's state and a report of every call.
import * as TE from 'fp-ts/TaskEither';
import { constant, pipe } from 'fp-ts/function';
import type * as t from 'io-ts';
import type { Lang } from '../../src/domain/language.ts';
import type { CallContext, ContentError, ContentPort } from '../../src/ports/ContentPort.ts';
import type { LoggerPort } from '../../src/ports/LoggerPort.ts';
import { createCallReports, type CallFailure, type CallListener } from './callReports.ts';
import type { BreakerState } from './circuitBreaker.ts';
import { categoryCodec } from './codecs/category.ts';
import { paginatedPostsCodec, relatedPostsCodec, searchResultsCodec } from './codecs/envelopes.ts';
import { postCodec } from './codecs/post.ts';
import { PopularSearchCodec, SuggestionCodec } from './codecs/searchTerms.ts';
import { staticPageCodec } from './codecs/staticPage.ts';
import { firstOf, tolerantArrayOf, type DropSink } from './codecs/tolerantArray.ts';
import { createHttpClient, type Query, type ResilienceOptions } from './httpClient.ts';
import { warnAboutDropped } from './reportDropped.ts';
import type { ContentCall } from './wordpressPaths.ts';

export const DEFAULT_TIMEOUT_MS = 5000;

export interface WordpressContentDeps extends ResilienceOptions {
  /** The API base, ending in /wp-json/wp. */
  readonly baseUrl: string;
  readonly paths: Readonly<Record<ContentCall, string>>;
  readonly logger: LoggerPort;
  /** Per call, every attempt, headers and body included. Default 5000 ms. */
  readonly timeoutMs?: number;
  /** The global fetch unless given. */
  readonly fetch?: typeof fetch;
}

/** What the server watches of the content API, beside the port. */
export interface UpstreamMonitor {
  /** The circuit breaker's state now: 'closed' (calls go through), 'open' (they fail at once), 'half-open' (one probe is out). */
  breakerState(): BreakerState;
  /** `listener` hears of every finished port call: {call, path, durationMs, outcome}. Returns the unsubscribe. */
  onCall(listener: CallListener): () => void;
}

/** A ContentPort (bind it as one) that also carries its monitor. */
export interface WordpressContent extends ContentPort {
  readonly upstream: UpstreamMonitor;
}

/** A body codec, given where to report the list items it drops. */
type BodyCodec<A> = (onDrop: DropSink) => t.Type<A, unknown, unknown>;

const listOf = <A>(item: BodyCodec<A>): BodyCodec<readonly A[]> => (onDrop) => tolerantArrayOf(item(onDrop), onDrop);

/** Lookups by slug answer a list: empty means "no such thing", not a failure. */
const foundOrNotFound = <A>(first: A | undefined): TE.TaskEither<CallFailure, A> =>
  first === undefined ? TE.left({ _tag: 'not-found' }) : TE.right(first);

export const createWordpressContent = (deps: WordpressContentDeps): WordpressContent => {
  const http = createHttpClient({ ...deps, timeoutMs: deps.timeoutMs ?? DEFAULT_TIMEOUT_MS });
  const reports = createCallReports(deps.logger);

  const fetchBody = <A>(name: ContentCall, lang: Lang, query: Query, body: BodyCodec<A>, ctx: CallContext | undefined): TE.TaskEither<CallFailure, A> => {
    const path = deps.paths[name];
    return http.get(path, lang, query, body(warnAboutDropped(deps.logger, name, path)), ctx?.signal);
  };

  const call = <A>(name: ContentCall, lang: Lang, query: Query, body: BodyCodec<A>, ctx: CallContext | undefined): TE.TaskEither<ContentError, A> =>
    reports.reported(name, deps.paths[name], fetchBody(name, lang, query, body, ctx));

  /** The first item of the answer, decoded strictly; an empty list is not-found. */
  const lookup = <A>(name: ContentCall, lang: Lang, query: Query, item: BodyCodec<A>, ctx: CallContext | undefined): TE.TaskEither<ContentError, A> =>
    reports.reported(
      name,
      deps.paths[name],
      pipe(
        fetchBody(name, lang, query, (onDrop) => firstOf(item(onDrop)), ctx),
        TE.chain(foundOrNotFound),
      ),
    );

  return {
    categories: (lang, ctx) => call('categories', lang, {}, listOf(categoryCodec), ctx),
    category: (lang, slug, ctx) => lookup('categories', lang, { slug }, categoryCodec, ctx),
    // An empty category filter means none: the param is sent only when given.
    suggestions: (lang, s, category, ctx) => call('suggestions', lang, { s, category: category || undefined }, listOf(constant(SuggestionCodec)), ctx),
    popularSearches: (lang, ctx) => call('popularSearches', lang, {}, listOf(constant(PopularSearchCodec)), ctx),
    latestPosts: (lang, page, ctx) => call('latestPosts', lang, { page }, paginatedPostsCodec, ctx),
    popularPosts: (lang, ctx) => call('popularPosts', lang, {}, listOf(postCodec), ctx),
    categoryPosts: (lang, category, page, ctx) => call('categoryPosts', lang, { category, page }, paginatedPostsCodec, ctx),
    search: (lang, { s, page, qdata }, ctx) =>
      call('search', lang, { s, spellcheck: 'true', wpsolr_page: page, qdata, version: 'new' }, searchResultsCodec, ctx),
    page: (lang, slug, ctx) => lookup('page', lang, { slug }, staticPageCodec, ctx),
    post: (lang, slug, ctx) => lookup('post', lang, { slug }, postCodec, ctx),
    // relatedpost names the post by id and by slug, the latter in `title`.
    relatedPosts: (lang, id, slug, ctx) => call('relatedPosts', lang, { id, title: slug }, relatedPostsCodec, ctx),
    upstream: { breakerState: http.breakerState, onCall: reports.subscribe },
  };
};
