// The paths of docs/content-api-contract.md, production and staging. The demo
// answers both, so the site works whichever APP_ENV picks.

export const API_MOUNT = '/wp-json/wp';

export type ContentCall =
  | 'categories' | 'suggestions' | 'popularSearches' | 'latestPosts' | 'popularPosts'
  | 'categoryPosts' | 'search' | 'page' | 'post' | 'relatedPosts' | 'authors' | 'authorPosts' | 'mediaOrigins';

export const CONTENT_API_PATHS: Readonly<Record<ContentCall, { readonly production: string; readonly staging: string }>> = {
  categories: { production: '/v6/get-categories', staging: '/v6/get-categories' },
  suggestions: { production: '/v6/simple-search-custom', staging: '/v6/simple-search-custom-staging' },
  popularSearches: { production: '/v2/search-lastresearch', staging: '/v2/search-lastresearch' },
  latestPosts: { production: '/v6/get-paginated-latest-posts', staging: '/v6/get-paginated-latest-posts-staging' },
  popularPosts: { production: '/v5/get-popular-posts', staging: '/v5/stag-get-popular-posts' },
  categoryPosts: { production: '/v6/get-paginated-posts', staging: '/v6/get-paginated-posts-staging' },
  search: { production: '/v6/search-custom', staging: '/v6/search-custom-staging' },
  page: { production: '/v2/get_page', staging: '/v2/get_page' },
  post: { production: '/v6/get_post', staging: '/v6/get_post_staging' },
  relatedPosts: { production: '/v6/relatedpost', staging: '/v6/relatedpost-staging' },
  authors: { production: '/v6/get-authors', staging: '/v6/get-authors' },
  authorPosts: { production: '/v6/get-paginated-author-posts', staging: '/v6/get-paginated-author-posts-staging' },
  mediaOrigins: { production: '/v6/media-origins', staging: '/v6/media-origins' },
};

/** The write call of reader signals (POST): the same path on both, as the plugin's. */
export const SIGNALS_PATH = '/v6/signals';
