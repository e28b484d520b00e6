// One pure function per call of the contract: the language's dataset and the
// query in, a status and a JSON body out. Express stays in the router, so these
// read like the contract table.
import { SEARCH_DATE_FILTERS, type SearchDateFilter } from '../../src/domain/content.ts';
import type { LanguageDataset } from './dataset/buildDataset.ts';
import type { DemoPost } from './dataset/buildPosts.ts';
import { postIsIn } from './dataset/buildCategories.ts';
import { cardOf, type WireAuthor, type WireCard, type WirePaginatedPosts, type WirePost, type WireSearchResults, type WireSuggestion } from './dataset/wireTypes.ts';
import type { DemoSignals } from './demoSignals.ts';
import { dayMonthYear } from './dataset/wireDates.ts';
import { extractFor, searchPosts, spellingSuggestionFor, suggestPosts } from './searchPosts.ts';
import { invalidParam, missingParam, ok, wpError, type ApiResult } from './wpErrors.ts';
import type { ContentCall } from '../wordpress/wordpressPaths.ts';

interface ApiRequest {
  readonly data: LanguageDataset;
  /** What readers did (reads, votes, searches), counted by Newsdesk and sent with the write call. */
  readonly signals: DemoSignals;
  /** The real clock: windows of most read and popular searches end now. */
  readonly clock: () => Date;
  /** First value of a query parameter, if present. */
  readonly param: (name: string) => string | undefined;
  /** The dataset's `now`: the date filters count back from it. */
  readonly now: Date;
  /** This call's own URL with some query parameters replaced (paging links). */
  readonly selfUrl: (replace: Readonly<Record<string, string>>) => string;
  /** Where the dataset's media URLs point: '' (paths of the site) or an origin. */
  readonly mediaBase: string;
  /** The fewest readers of one day a popular search needs, whatever a caller asks (the plugin's NEWSDESK_POPULAR_SEARCH_MIN_READERS). */
  readonly popularSearchFloor: number;
}

export type ApiHandler = (request: ApiRequest) => ApiResult;

/** The home shows the first 20 of page 1: 8 trending and 12 latest. */
const LATEST_PAGE_SIZE = 20;
const CATEGORY_PAGE_SIZE = 6;
const SEARCH_PAGE_SIZE = 10;

/** A post's figures with what readers did since: reads added to its views, votes to its votes. */
const counted = <W extends Pick<WirePost, 'views' | 'votes'>>(request: ApiRequest, wire: W, post: number): W => {
  const { reads, sum, count } = request.signals.counts(request.data.lang, post);
  if (reads === 0 && count === 0 && sum === 0) return wire;
  const [vote] = wire.votes;
  const baseVotes = Number(vote?.votes ?? 0) || 0;
  const baseAverage = Number(vote?.average ?? 0) || 0;
  const votes = baseVotes + count;
  const average = votes > 0 ? Math.round(((baseAverage * baseVotes + sum) / votes) * 100) / 100 : 0;
  return { ...wire, views: (Number(wire.views ?? 0) || 0) + reads, votes: [{ average, votes, value: Math.round(average) }] };
};

const card = (request: ApiRequest) => (post: DemoPost): WireCard => counted(request, cardOf(post.full, post.upperCaseIdInListings ? 'ID' : 'id'), post.id);

/** A window of days ending today, as a query gives it (`days`, default 7): its first day, or a 400. */
const windowStart = (request: ApiRequest, fallback: number): string | ApiResult => {
  const raw = request.param('days');
  if (raw !== undefined && raw !== '' && !/^(?:[1-9]|[1-8]\d|90)$/.test(raw)) return invalidParam('days', 'must be an integer from 1 to 90');
  const days = raw ? Number(raw) : fallback;
  return new Date(request.clock().getTime() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
};

/** 1 when absent; a 400 when not a positive integer. */
const pageParam = (request: ApiRequest, name: string): number | ApiResult => {
  const raw = request.param(name);
  if (raw === undefined || raw === '') return 1;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) return invalidParam(name, 'must be a positive integer');
  return Number(raw);
};

interface Page<T> {
  readonly items: readonly T[];
  readonly totalPages: number;
  readonly prev: string | null;
  readonly next: string | null;
}

const paginate = <T>(request: ApiRequest, items: readonly T[], page: number, size: number, name: string): Page<T> => {
  const totalPages = Math.ceil(items.length / size);
  return {
    items: items.slice((page - 1) * size, page * size),
    totalPages,
    prev: page > 1 && page - 1 <= totalPages ? request.selfUrl({ [name]: String(page - 1) }) : null,
    next: page < totalPages ? request.selfUrl({ [name]: String(page + 1) }) : null,
  };
};

const paginatedPosts = (request: ApiRequest, posts: readonly DemoPost[], page: number, size: number, toCard = card(request)): WirePaginatedPosts => {
  const paged = paginate(request, posts, page, size, 'page');
  return {
    current_page: page,
    total_posts: posts.length,
    total_pages: paged.totalPages,
    posts: paged.items.map(toCard),
    prev_page_url: paged.prev,
    next_page_url: paged.next,
  };
};

const categories: ApiHandler = ({ data, param }) => {
  const slug = param('slug');
  if (slug === undefined) return ok(data.categories.tree);
  const entry = data.categories.bySlug.get(slug);
  return ok(entry ? [entry.category] : []);
};

const suggestions: ApiHandler = ({ data, param }) =>
  ok(suggestPosts(data, param('s') ?? '', param('category') || undefined).map(
    (post): WireSuggestion => ({ id: post.id, title: post.full.title, name: post.slug, url: post.full.link }),
  ));

/**
 * Terms searched by at least `min_readers` distinct readers on one day of the window, most searched first.
 * `min_readers` only raises the operator's floor: a caller asking for fewer readers gets the floor, not an error.
 */
const popularSearches: ApiHandler = (request) => {
  const since = windowStart(request, 7);
  if (typeof since !== 'string') return since;
  const raw = request.param('min_readers');
  if (raw !== undefined && raw !== '' && !/^\d{1,5}$/.test(raw)) return invalidParam('min_readers', 'must be an integer from 0 to 10000');
  const min = Math.max(request.popularSearchFloor, Math.min(10_000, raw ? Number(raw) : 0));
  const terms = request.signals.searchesSince(request.data.lang, since).filter((term) => term.best >= min);
  terms.sort((a, b) => b.total - a.total || (a.last < b.last ? 1 : a.last > b.last ? -1 : 0) || (a.term < b.term ? -1 : 1));
  return ok(terms.slice(0, 10).map(({ term }) => ({ term })));
};

const latestPosts: ApiHandler = (request) => {
  const page = pageParam(request, 'page');
  return typeof page === 'number' ? ok(paginatedPosts(request, request.data.posts, page, LATEST_PAGE_SIZE)) : page;
};

const POPULAR_POSTS = 10;

/** The posts read by the most readers in the window (`days`, default 7), newest first on ties, filled up with the newest. */
const popularPosts: ApiHandler = (request) => {
  const since = windowStart(request, 7);
  if (typeof since !== 'string') return since;
  const window = request.signals.readsSince(request.data.lang, since);
  const read = request.data.posts
    .filter((post) => (window.get(post.id) ?? 0) > 0)
    .sort((a, b) => window.get(b.id)! - window.get(a.id)! || a.position - b.position)
    .slice(0, POPULAR_POSTS);
  const newest = request.data.posts.filter((post) => !read.includes(post)).slice(0, POPULAR_POSTS - read.length);
  return ok([...read, ...newest].map(card(request)));
};

const categoryPosts: ApiHandler = (request) => {
  const slug = request.param('category');
  if (!slug) return missingParam('category');
  const entry = request.data.categories.bySlug.get(slug);
  if (!entry) return wpError(404, 'rest_term_invalid', `Term does not exist: ${slug}`);
  const page = pageParam(request, 'page');
  if (typeof page !== 'number') return page;
  const posts = request.data.posts.filter((post) => postIsIn(post, entry));
  // This listing alone spells dates dd/mm/yyyy (docs/product.md#content-model).
  return ok(paginatedPosts(request, posts, page, CATEGORY_PAGE_SIZE, (post) => ({ ...card(request)(post), date: dayMonthYear(post.publishedAt) })));
};

const isDateFilter = (value: string): value is SearchDateFilter => (SEARCH_DATE_FILTERS as readonly string[]).includes(value);

const search: ApiHandler = (request) => {
  const qdata = request.param('qdata') || 'any';
  if (!isDateFilter(qdata)) return invalidParam('qdata', `one of ${SEARCH_DATE_FILTERS.join(', ')}`);
  const page = pageParam(request, 'wpsolr_page');
  if (typeof page !== 'number') return page;
  const query = { s: request.param('s') ?? '', qdata, now: request.now };
  const found = searchPosts(request.data, query);
  const paged = paginate(request, found, page, SEARCH_PAGE_SIZE, 'wpsolr_page');
  const body: WireSearchResults = {
    suggest: spellingSuggestionFor(request.data, query, found.length),
    nposts: found.length,
    npages: paged.totalPages,
    response: paged.items.map((post) => ({ ...card(request)(post), extract: extractFor(request.data, post, query.s) })),
    prev_page_url: paged.prev,
    next_page_url: paged.next,
  };
  return ok(body);
};

const staticPage: ApiHandler = ({ data, param }) => {
  const slug = param('slug');
  if (!slug) return missingParam('slug');
  // A former slug answers the page under its current one (its `link`): the site redirects.
  const found = data.pagesBySlug.get(slug) ?? data.pagesBySlug.get(data.pageFormerSlugs.get(slug) ?? '');
  return ok(found ? [found] : []);
};

const singlePost: ApiHandler = (request) => {
  const slug = request.param('slug');
  if (!slug) return missingParam('slug');
  // A former slug answers the post under its current one (its `name`): the site redirects.
  const found = request.data.postBySlug.get(slug) ?? request.data.postByFormerSlug.get(slug);
  return ok(found ? [counted(request, found.full, found.id)] : []);
};

/** Same subcategory first, then the rest of the section, newest first; four to six of them. */
const relatedPosts: ApiHandler = (request) => {
  const { data, param } = request;
  const id = Number(param('id'));
  const slug = param('title');
  const origin = (Number.isInteger(id) ? data.postById.get(id) : undefined) ?? (slug ? data.postBySlug.get(slug) : undefined);
  if (!origin) return ok({ response: [] });
  const siblings = data.posts.filter((other) => other.id !== origin.id && other.placement.parent === origin.placement.parent);
  const closeness = (other: DemoPost): number => (origin.placement.sub !== undefined && other.placement.sub === origin.placement.sub ? 0 : 1);
  const ranked = [...siblings].sort((a, b) => closeness(a) - closeness(b) || a.position - b.position);
  return ok({ response: ranked.slice(0, 4 + (origin.id % 3)).map(card(request)) });
};

/**
 * Every author with a published post in the language, by name (as the language
 * sorts names); with `slug`, that one or none. Every post of the dataset is published.
 */
const authors: ApiHandler = ({ data, param }) => {
  const slug = param('slug');
  const bySlug = new Map<string, WireAuthor>();
  for (const post of data.posts) if (post.full.author) bySlug.set(post.full.author.slug, post.full.author);
  const all = [...bySlug.values()].sort((a, b) => a.name.localeCompare(b.name, data.lang));
  return ok(slug === undefined ? all : all.filter((author) => author.slug === slug));
};

/** An author's posts, newest first, in pages as big as the latest posts'; an unknown author has none (0 pages), not an error. */
const authorPosts: ApiHandler = (request) => {
  const slug = request.param('author');
  if (!slug) return missingParam('author');
  const page = pageParam(request, 'page');
  if (typeof page !== 'number') return page;
  return ok(paginatedPosts(request, request.data.posts.filter((post) => post.full.author?.slug === slug), page, LATEST_PAGE_SIZE));
};

/**
 * The origins the media are served from: none when they are paths of the site (the
 * embedded demo), else the one the demo server serves them on.
 */
const mediaOrigins: ApiHandler = ({ mediaBase }) => ok({ origins: mediaBase === '' ? [] : [new URL(mediaBase).origin] });

/** The calls the demo answers: every read of the contract but the draft preview (the demo has no drafts). */
export type DemoCall = Exclude<ContentCall, 'preview'>;

export const CONTENT_API_HANDLERS: Readonly<Record<DemoCall, ApiHandler>> = {
  categories, suggestions, popularSearches, latestPosts, popularPosts, categoryPosts, search, page: staticPage, post: singlePost, relatedPosts,
  authors, authorPosts, mediaOrigins,
};
