// The ContentPort over the WordPress REST API: every call of the content API with
// the exact path and query params of docs/content-api-contract.md. Each answer
// goes through one visible pipeline: request → decode the wire (codecs/) →
// translate it into the core's types (mapping/), sanitizing its HTML once. The
// logger is injected; configuration (base URL, paths, timeout, resilience, the
// embed hosts of the HTML policy) comes from the composition root. Besides the
// port, it answers what the server needs for health and metrics: the circuit
// breaker's state and a report of every call.
import * as TE from 'fp-ts/TaskEither';
import { constant, pipe } from 'fp-ts/function';
import type * as t from 'io-ts';
import type { Lang } from '../../src/domain/language.ts';
import type { CallContext, ContentError, ContentPort } from '../../src/ports/ContentPort.ts';
import type { LoggerPort } from '../../src/ports/LoggerPort.ts';
import { createCallReports, type CallFailure, type CallListener } from './callReports.ts';
import type { BreakerState } from './circuitBreaker.ts';
import { authorCodec } from './codecs/author.ts';
import { categoryCodec } from './codecs/category.ts';
import { paginatedPostsCodec, relatedPostsCodec, searchResultsCodec } from './codecs/envelopes.ts';
import { postCodec } from './codecs/post.ts';
import { PopularSearchCodec, SuggestionCodec } from './codecs/searchTerms.ts';
import { staticPageCodec } from './codecs/staticPage.ts';
import { firstOf, tolerantArrayOf, type DropSink } from './codecs/tolerantArray.ts';
import { createHttpClient, type Query, type ResilienceOptions } from './httpClient.ts';
import { toAuthor } from './mapping/author.ts';
import { toCategory } from './mapping/category.ts';
import { toPaginatedPosts, toPosts, toRelatedPosts, toSearchResults } from './mapping/listings.ts';
import { toPost } from './mapping/post.ts';
import { toPopularSearch, toSuggestion } from './mapping/searchTerms.ts';
import { toStaticPage } from './mapping/staticPage.ts';
import { warnAboutDropped } from './reportDropped.ts';
import { DEFAULT_EDITORIAL_HTML_POLICY, type EditorialHtmlPolicy } from './editorialHtmlPolicy.ts';
import { createEditorialHtmlSanitizer } from './sanitizeEditorialHtml.ts';
import type { ContentCall } from './wordpressPaths.ts';

const DEFAULT_TIMEOUT_MS = 5000;

export interface WordpressContentDeps extends ResilienceOptions {
  /** The API base, ending in /wp-json/wp. */
  readonly baseUrl: string;
  readonly paths: Readonly<Record<ContentCall, string>>;
  readonly logger: LoggerPort;
  /** Per call, every attempt, headers and body included. Default 5000 ms. */
  readonly timeoutMs?: number;
  /** The global fetch unless given. */
  readonly fetch?: typeof fetch;
  /** What editorial HTML may keep (the embed hosts of EMBED_HOSTS); the default allows YouTube (privacy-enhanced) and Vimeo. */
  readonly htmlPolicy?: EditorialHtmlPolicy;
  /** Asked of popular posts and searches (POPULAR_WINDOW_DAYS, POPULAR_SEARCH_MIN_READERS); the API's defaults when not given. */
  readonly popular?: { readonly windowDays: number; readonly minReaders: number };
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
type BodyCodec<W> = (onDrop: DropSink) => t.Type<W, unknown, unknown>;

const listOf = <W>(item: BodyCodec<W>): BodyCodec<readonly W[]> => (onDrop) => tolerantArrayOf(item(onDrop), onDrop);

/** Lookups by slug answer a list: empty means "no such thing", not a failure. */
const foundOrNotFound = <A>(first: A | undefined): TE.TaskEither<CallFailure, A> =>
  first === undefined ? TE.left({ _tag: 'not-found' }) : TE.right(first);

export const createWordpressContent = (deps: WordpressContentDeps): WordpressContent => {
  const http = createHttpClient({ ...deps, timeoutMs: deps.timeoutMs ?? DEFAULT_TIMEOUT_MS });
  const reports = createCallReports(deps.logger);
  const html = createEditorialHtmlSanitizer(deps.htmlPolicy ?? DEFAULT_EDITORIAL_HTML_POLICY);

  const fetchBody = <W>(name: ContentCall, lang: Lang, query: Query, body: BodyCodec<W>, ctx: CallContext | undefined): TE.TaskEither<CallFailure, W> => {
    const path = deps.paths[name];
    return http.get(path, lang, query, body(warnAboutDropped(deps.logger, name, path)), ctx?.signal);
  };

  /** The whole answer, decoded then translated. */
  const call = <W, A>(name: ContentCall, lang: Lang, query: Query, body: BodyCodec<W>, toDomain: (wire: W) => A, ctx: CallContext | undefined): TE.TaskEither<ContentError, A> =>
    reports.reported(name, deps.paths[name], pipe(fetchBody(name, lang, query, body, ctx), TE.map(toDomain)));

  /** The first item of the answer, decoded strictly then translated; an empty list is not-found. */
  const lookup = <W, A>(name: ContentCall, lang: Lang, query: Query, item: BodyCodec<W>, toDomain: (wire: W) => A, ctx: CallContext | undefined): TE.TaskEither<ContentError, A> =>
    reports.reported(
      name,
      deps.paths[name],
      pipe(
        fetchBody(name, lang, query, (onDrop) => firstOf(item(onDrop)), ctx),
        TE.chain(foundOrNotFound),
        TE.map(toDomain),
      ),
    );

  return {
    categories: (lang, ctx) => call('categories', lang, {}, listOf(categoryCodec), (wire) => wire.map(toCategory), ctx),
    category: (lang, slug, ctx) => lookup('categories', lang, { slug }, categoryCodec, toCategory, ctx),
    // An empty category filter means none: the param is sent only when given.
    suggestions: (lang, s, category, ctx) =>
      call('suggestions', lang, { s, category: category || undefined }, listOf(constant(SuggestionCodec)), (wire) => wire.map(toSuggestion), ctx),
    popularSearches: (lang, ctx) => call('popularSearches', lang, { days: deps.popular?.windowDays, min_readers: deps.popular?.minReaders }, listOf(constant(PopularSearchCodec)), (wire) => wire.map(toPopularSearch), ctx),
    latestPosts: (lang, page, ctx) => call('latestPosts', lang, { page }, paginatedPostsCodec, (wire) => toPaginatedPosts(wire, html), ctx),
    popularPosts: (lang, ctx) => call('popularPosts', lang, { days: deps.popular?.windowDays }, listOf(postCodec), (wire) => toPosts(wire, html), ctx),
    categoryPosts: (lang, category, page, ctx) => call('categoryPosts', lang, { category, page }, paginatedPostsCodec, (wire) => toPaginatedPosts(wire, html), ctx),
    search: (lang, { s, page, qdata }, ctx) =>
      call('search', lang, { s, spellcheck: 'true', wpsolr_page: page, qdata, version: 'new' }, searchResultsCodec, (wire) => toSearchResults(wire, html), ctx),
    page: (lang, slug, ctx) => lookup('page', lang, { slug }, staticPageCodec, (wire) => toStaticPage(wire, html), ctx),
    post: (lang, slug, ctx) => lookup('post', lang, { slug }, postCodec, (wire) => toPost(wire, html), ctx),
    // relatedpost names the post by id and by slug, the latter in `title`.
    relatedPosts: (lang, id, slug, ctx) => call('relatedPosts', lang, { id, title: slug }, relatedPostsCodec, (wire) => toRelatedPosts(wire, html), ctx),
    // A slug is sent only when given: without one the call lists every author of the language.
    authors: (lang, slug, ctx) => call('authors', lang, { slug }, listOf(constant(authorCodec)), (wire) => wire.map(toAuthor), ctx),
    authorPosts: (lang, author, page, ctx) => call('authorPosts', lang, { author, page }, paginatedPostsCodec, (wire) => toPaginatedPosts(wire, html), ctx),
    upstream: { breakerState: http.breakerState, onCall: reports.subscribe },
  };
};
