// The response bodies that wrap a list of posts: paginated listings, search
// results and related posts.
import * as t from 'io-ts';
import type { PaginatedPosts, Post, SearchResults } from '../../../src/domain/content.ts';
import { buildFrom, compact } from './buildFrom.ts';
import { LenientNumber, LenientString, optionalOf } from './lenient.ts';
import { postCodec } from './post.ts';
import { tolerantArrayOf, type DropSink } from './tolerantArray.ts';

const postsOf = (onDrop: DropSink) => optionalOf(tolerantArrayOf(postCodec(onDrop), onDrop));

/** Missing counters fall back to what the body itself shows: one page holding these posts. */
export const paginatedPostsCodec = (onDrop: DropSink): t.Type<PaginatedPosts, unknown, unknown> =>
  buildFrom(
    'PaginatedPosts',
    t.exact(
      t.partial({
        current_page: LenientNumber, total_posts: LenientNumber, total_pages: LenientNumber, posts: postsOf(onDrop),
        prev_page_url: LenientString, next_page_url: LenientString,
      }),
    ),
    (raw): PaginatedPosts => {
      const posts = raw.posts ?? [];
      return compact({
        current_page: raw.current_page ?? 1,
        total_posts: raw.total_posts ?? posts.length,
        total_pages: raw.total_pages ?? 1,
        posts,
        prev_page_url: raw.prev_page_url || undefined,
        next_page_url: raw.next_page_url || undefined,
      });
    },
  );

export const searchResultsCodec = (onDrop: DropSink): t.Type<SearchResults, unknown, unknown> =>
  buildFrom(
    'CustomSearch',
    t.exact(
      t.partial({
        suggest: LenientString, nposts: LenientNumber, npages: LenientNumber, response: postsOf(onDrop),
        prev_page_url: LenientString, next_page_url: LenientString,
      }),
    ),
    (raw): SearchResults => {
      const response = raw.response ?? [];
      return compact({
        suggest: raw.suggest || undefined,
        nposts: raw.nposts ?? response.length,
        npages: raw.npages ?? 1,
        response,
        prev_page_url: raw.prev_page_url || undefined,
        next_page_url: raw.next_page_url || undefined,
      });
    },
  );

/** relatedpost answers `{response: Post[]}`. */
export const relatedPostsCodec = (onDrop: DropSink): t.Type<readonly Post[], unknown, unknown> =>
  buildFrom('RelatedPosts', t.exact(t.partial({ response: postsOf(onDrop) })), (raw): readonly Post[] => raw.response ?? []);
