// The whole path table of the content API in one place (docs/architecture.md#configuration):
// APP_ENV picks production or staging at the composition root, and ops may
// override any single path by configuration.

/** One name per call of the contract (docs/content-api-contract.md). */
export const CONTENT_CALLS = [
  'categories', 'suggestions', 'popularSearches', 'latestPosts', 'popularPosts',
  'categoryPosts', 'search', 'page', 'post', 'relatedPosts', 'preview', 'authors', 'authorPosts', 'mediaOrigins',
] as const;
export type ContentCall = (typeof CONTENT_CALLS)[number];
export type ContentPaths = Readonly<Record<ContentCall, string>>;

export const PRODUCTION_PATHS: ContentPaths = {
  categories: '/v6/get-categories',
  suggestions: '/v6/simple-search-custom',
  popularSearches: '/v2/search-lastresearch',
  latestPosts: '/v6/get-paginated-latest-posts',
  popularPosts: '/v5/get-popular-posts',
  categoryPosts: '/v6/get-paginated-posts',
  search: '/v6/search-custom',
  page: '/v2/get_page',
  post: '/v6/get_post',
  relatedPosts: '/v6/relatedpost',
  // The companion plugin's signed draft (docs/content-api-contract.md, "Previews"); the same on staging.
  preview: '/v6/preview',
  // Bylines and author pages (docs/content-api-contract.md, authors).
  authors: '/v6/get-authors',
  authorPosts: '/v6/get-paginated-author-posts',
  // Where the site's media are served from, for the CSP (docs/content-api-contract.md, "Media origins"): the whole
  // site's, like categories and authors, so the same on staging.
  mediaOrigins: '/v6/media-origins',
};

/**
 * Three staging paths are named by the spec; the four it leaves unnamed, and an
 * author's posts, take `-staging` after the production path. The rest are shared.
 */
export const STAGING_PATHS: ContentPaths = {
  ...PRODUCTION_PATHS,
  popularPosts: '/v5/stag-get-popular-posts',
  post: '/v6/get_post_staging',
  relatedPosts: '/v6/relatedpost-staging',
  suggestions: `${PRODUCTION_PATHS.suggestions}-staging`,
  latestPosts: `${PRODUCTION_PATHS.latestPosts}-staging`,
  categoryPosts: `${PRODUCTION_PATHS.categoryPosts}-staging`,
  search: `${PRODUCTION_PATHS.search}-staging`,
  authorPosts: `${PRODUCTION_PATHS.authorPosts}-staging`,
};

export type ContentEnv = 'production' | 'staging';

export const resolvePaths = (env: ContentEnv, overrides: Partial<Record<ContentCall, string>> = {}): ContentPaths => ({
  ...(env === 'staging' ? STAGING_PATHS : PRODUCTION_PATHS),
  ...overrides,
});
