// The content API's one table (docs/content-api-contract.md): every call with its
// method, its production path, its staging path where that differs, and the
// parameters WordPress takes. The WordPress adapter, the reader signals'
// delivery and the embedded demo content (and through it the tests' fake content
// APIs) all read it; the companion plugin's routes are checked against it
// (tests/wordpress/pluginRoutes.test.ts). APP_ENV picks production or staging at
// the composition root, and ops may override any single path by configuration
// (docs/architecture.md#configuration).

/** Where the contract's paths hang: CONTENT_API_URL ends with it. */
export const API_MOUNT = '/wp-json/wp';

/** Whether WordPress refuses a call without the parameter (`rest_missing_callback_param`). */
type Presence = 'required' | 'optional';

interface ContractCall {
  readonly method: 'GET' | 'POST';
  /** Under API_MOUNT, e.g. `/v6/get_post`. */
  readonly production: string;
  /** Only where staging has a path of its own; else the production path serves both. */
  readonly staging?: string;
  /** The query parameters the call takes (a POST's body is its own: see the contract). */
  readonly params: Readonly<Record<string, Presence>>;
}

const CALLS = {
  categories: { method: 'GET', production: '/v6/get-categories', params: { lang: 'required', slug: 'optional' } },
  suggestions: {
    method: 'GET', production: '/v6/simple-search-custom', staging: '/v6/simple-search-custom-staging',
    params: { lang: 'required', s: 'optional', category: 'optional' },
  },
  popularSearches: { method: 'GET', production: '/v2/search-lastresearch', params: { lang: 'required', days: 'optional', min_readers: 'optional' } },
  latestPosts: {
    method: 'GET', production: '/v6/get-paginated-latest-posts', staging: '/v6/get-paginated-latest-posts-staging',
    params: { lang: 'required', page: 'optional' },
  },
  popularPosts: { method: 'GET', production: '/v5/get-popular-posts', staging: '/v5/stag-get-popular-posts', params: { lang: 'required', days: 'optional' } },
  categoryPosts: {
    method: 'GET', production: '/v6/get-paginated-posts', staging: '/v6/get-paginated-posts-staging',
    params: { lang: 'required', category: 'required', page: 'optional' },
  },
  search: {
    method: 'GET', production: '/v6/search-custom', staging: '/v6/search-custom-staging',
    params: { lang: 'required', s: 'optional', spellcheck: 'optional', wpsolr_page: 'optional', qdata: 'optional', version: 'optional', category: 'optional' },
  },
  page: { method: 'GET', production: '/v2/get_page', params: { lang: 'required', slug: 'required' } },
  post: { method: 'GET', production: '/v6/get_post', staging: '/v6/get_post_staging', params: { lang: 'required', slug: 'required' } },
  relatedPosts: { method: 'GET', production: '/v6/relatedpost', staging: '/v6/relatedpost-staging', params: { lang: 'required', id: 'optional', title: 'optional' } },
  // The companion plugin's signed draft (docs/content-api-contract.md, "Previews"), registered only
  // once a preview secret is set; `lang` is sent as on every call and ignored.
  preview: { method: 'GET', production: '/v6/preview', params: { id: 'required', exp: 'required', sig: 'required', lang: 'optional' } },
  // Bylines and author pages (docs/content-api-contract.md, authors).
  authors: { method: 'GET', production: '/v6/get-authors', params: { lang: 'required', slug: 'optional' } },
  authorPosts: {
    method: 'GET', production: '/v6/get-paginated-author-posts', staging: '/v6/get-paginated-author-posts-staging',
    params: { lang: 'required', author: 'required', page: 'optional' },
  },
  // Where the site's media are served from, for the CSP (docs/content-api-contract.md, "Media origins"): the whole
  // site's, like categories and authors, so the same on staging.
  mediaOrigins: { method: 'GET', production: '/v6/media-origins', params: { lang: 'required' } },
  // The write call of reader signals (docs/content-api-contract.md, "Reader signals"): batches as a JSON body.
  signals: { method: 'POST', production: '/v6/signals', params: {} },
} as const satisfies Readonly<Record<string, ContractCall>>;

/** One name per call of the contract, reads and the write. */
export type ApiCall = keyof typeof CALLS;
export const CONTENT_API: Readonly<Record<ApiCall, ContractCall>> = CALLS;

/** The reads (GET): what the content and preview adapters ask, and what APP_ENV and overrides choose paths for. */
export type ContentCall = { [K in ApiCall]: (typeof CALLS)[K]['method'] extends 'GET' ? K : never }[ApiCall];
export const CONTENT_CALLS = (Object.keys(CALLS) as ApiCall[]).filter((call): call is ContentCall => CALLS[call].method === 'GET');
export type ContentPaths = Readonly<Record<ContentCall, string>>;

const pathsOf = (pick: (call: ContractCall) => string): ContentPaths =>
  Object.fromEntries(CONTENT_CALLS.map((call) => [call, pick(CALLS[call])])) as Record<ContentCall, string>;

export const PRODUCTION_PATHS: ContentPaths = pathsOf((call) => call.production);
export const STAGING_PATHS: ContentPaths = pathsOf((call) => call.staging ?? call.production);

export type ContentEnv = 'production' | 'staging';

export const resolvePaths = (env: ContentEnv, overrides: Partial<Record<ContentCall, string>> = {}): ContentPaths => ({
  ...(env === 'staging' ? STAGING_PATHS : PRODUCTION_PATHS),
  ...overrides,
});
