import { describe, expect, it } from 'vitest';
import { CONTENT_API, CONTENT_CALLS, PRODUCTION_PATHS, resolvePaths, STAGING_PATHS, type ApiCall } from '../../../adapters/wordpress/wordpressPaths.ts';

describe('the content API path table', () => {
  it('differs between production and staging in exactly the seven staging paths and an author\'s posts', () => {
    const differing = CONTENT_CALLS.filter((call) => PRODUCTION_PATHS[call] !== STAGING_PATHS[call]);
    expect(Object.fromEntries(differing.map((call) => [call, STAGING_PATHS[call]]))).toEqual({
      suggestions: '/v6/simple-search-custom-staging',
      latestPosts: '/v6/get-paginated-latest-posts-staging',
      popularPosts: '/v5/stag-get-popular-posts',
      categoryPosts: '/v6/get-paginated-posts-staging',
      search: '/v6/search-custom-staging',
      post: '/v6/get_post_staging',
      relatedPosts: '/v6/relatedpost-staging',
      authorPosts: '/v6/get-paginated-author-posts-staging',
    });
  });

  it('asks for the media origins on one path in both environments: they are the whole site\'s', () => {
    expect(PRODUCTION_PATHS.mediaOrigins).toBe('/v6/media-origins');
    expect(STAGING_PATHS.mediaOrigins).toBe('/v6/media-origins');
  });

  it('gives every path to one call only, and names a staging path only where it differs', () => {
    const calls = Object.keys(CONTENT_API) as ApiCall[];
    const paths = calls.flatMap((call) => [CONTENT_API[call].production, ...(CONTENT_API[call].staging === undefined ? [] : [CONTENT_API[call].staging])]);
    expect(new Set(paths).size).toBe(paths.length);
    for (const call of calls) expect(CONTENT_API[call].staging, call).not.toBe(CONTENT_API[call].production);
  });

  it('takes reader signals by POST on one path in both environments, outside the reads the paths are resolved for', () => {
    expect(CONTENT_API.signals).toMatchObject({ method: 'POST', production: '/v6/signals' });
    expect(CONTENT_API.signals.staging).toBeUndefined();
    expect(CONTENT_CALLS).not.toContain('signals');
    expect(CONTENT_CALLS.every((call) => CONTENT_API[call].method === 'GET')).toBe(true);
  });

  it('picks the table of the environment', () => {
    expect(resolvePaths('production')).toEqual(PRODUCTION_PATHS);
    expect(resolvePaths('staging')).toEqual(STAGING_PATHS);
  });

  it('applies overrides on top of the chosen table', () => {
    expect(resolvePaths('production', { search: '/v7/search' })).toEqual({ ...PRODUCTION_PATHS, search: '/v7/search' });
  });
});
