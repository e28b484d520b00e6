// One pure function per call of the contract: the language's dataset and the
// query in, a status and a JSON body out. Express stays in the router, so these
// read like the contract table.
import { SEARCH_DATE_FILTERS, type SearchDateFilter } from '../../src/domain/content.ts';
import type { LanguageDataset } from './dataset/buildDataset.ts';
import type { DemoPost } from './dataset/buildPosts.ts';
import { postIsIn } from './dataset/buildCategories.ts';
import { cardOf, type WireCard, type WirePaginatedPosts, type WireSearchResults, type WireSuggestion } from './dataset/wireTypes.ts';
import { dayMonthYear } from './dataset/wireDates.ts';
import { extractFor, searchPosts, spellingSuggestionFor, suggestPosts } from './searchPosts.ts';
import { invalidParam, missingParam, ok, wpError, type ApiResult } from './wpErrors.ts';
import type { ContentCall } from './contentApiPaths.ts';

interface ApiRequest {
  readonly data: LanguageDataset;
  /** First value of a query parameter, if present. */
  readonly param: (name: string) => string | undefined;
  /** The dataset's `now`: the date filters count back from it. */
  readonly now: Date;
  /** This call's own URL with some query parameters replaced (paging links). */
  readonly selfUrl: (replace: Readonly<Record<string, string>>) => string;
}

export type ApiHandler = (request: ApiRequest) => ApiResult;

/** The home shows the first 20 of page 1: 8 trending and 12 latest. */
const LATEST_PAGE_SIZE = 20;
const CATEGORY_PAGE_SIZE = 6;
const SEARCH_PAGE_SIZE = 10;

const card = (post: DemoPost): WireCard => cardOf(post.full, post.upperCaseIdInListings ? 'ID' : 'id');

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

const paginatedPosts = (request: ApiRequest, posts: readonly DemoPost[], page: number, size: number, toCard = card): WirePaginatedPosts => {
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

const popularSearches: ApiHandler = ({ data }) => ok(data.popularSearches);

const latestPosts: ApiHandler = (request) => {
  const page = pageParam(request, 'page');
  return typeof page === 'number' ? ok(paginatedPosts(request, request.data.posts, page, LATEST_PAGE_SIZE)) : page;
};

const popularPosts: ApiHandler = ({ data }) => ok(data.popularPosts.map(card));

const categoryPosts: ApiHandler = (request) => {
  const slug = request.param('category');
  if (!slug) return missingParam('category');
  const entry = request.data.categories.bySlug.get(slug);
  if (!entry) return wpError(404, 'rest_term_invalid', `Term does not exist: ${slug}`);
  const page = pageParam(request, 'page');
  if (typeof page !== 'number') return page;
  const posts = request.data.posts.filter((post) => postIsIn(post, entry));
  // This listing alone spells dates dd/mm/yyyy (docs/product.md#content-model).
  return ok(paginatedPosts(request, posts, page, CATEGORY_PAGE_SIZE, (post) => ({ ...card(post), date: dayMonthYear(post.publishedAt) })));
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
    response: paged.items.map((post) => ({ ...card(post), extract: extractFor(request.data, post, query.s) })),
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

const singlePost: ApiHandler = ({ data, param }) => {
  const slug = param('slug');
  if (!slug) return missingParam('slug');
  // A former slug answers the post under its current one (its `name`): the site redirects.
  const found = data.postBySlug.get(slug) ?? data.postByFormerSlug.get(slug);
  return ok(found ? [found.full] : []);
};

/** Same subcategory first, then the rest of the section, newest first; four to six of them. */
const relatedPosts: ApiHandler = ({ data, param }) => {
  const id = Number(param('id'));
  const slug = param('title');
  const origin = (Number.isInteger(id) ? data.postById.get(id) : undefined) ?? (slug ? data.postBySlug.get(slug) : undefined);
  if (!origin) return ok({ response: [] });
  const siblings = data.posts.filter((other) => other.id !== origin.id && other.placement.parent === origin.placement.parent);
  const closeness = (other: DemoPost): number => (origin.placement.sub !== undefined && other.placement.sub === origin.placement.sub ? 0 : 1);
  const ranked = [...siblings].sort((a, b) => closeness(a) - closeness(b) || a.position - b.position);
  return ok({ response: ranked.slice(0, 4 + (origin.id % 3)).map(card) });
};

export const CONTENT_API_HANDLERS: Readonly<Record<ContentCall, ApiHandler>> = {
  categories, suggestions, popularSearches, latestPosts, popularPosts, categoryPosts, search, page: staticPage, post: singlePost, relatedPosts,
};
