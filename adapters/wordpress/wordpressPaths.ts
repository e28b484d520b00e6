// The whole path table of the content API in one place (ARCHITECTURE.md,
// "Operations"). APP_ENV picks production or staging; ops may override any path.

export const CONTENT_CALLS = [
  'categories', 'suggestions', 'popularSearches', 'latestPosts', 'popularPosts',
  'categoryPosts', 'search', 'page', 'post', 'relatedPosts',
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
};

export const STAGING_PATHS: ContentPaths = {
  ...PRODUCTION_PATHS,
  suggestions: '/v6/simple-search-custom-staging',
  latestPosts: '/v6/get-paginated-latest-posts-staging',
  popularPosts: '/v5/stag-get-popular-posts',
  categoryPosts: '/v6/get-paginated-posts-staging',
  search: '/v6/search-custom-staging',
  post: '/v6/get_post_staging',
  relatedPosts: '/v6/relatedpost-staging',
};

export const resolvePaths = (env: 'production' | 'staging', overrides: Partial<ContentPaths> = {}): ContentPaths => ({
  ...(env === 'staging' ? STAGING_PATHS : PRODUCTION_PATHS),
  ...overrides,
});
