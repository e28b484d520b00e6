// The response bodies that wrap a list of posts on the wire: paginated listings,
// search results and related posts.
import * as t from 'io-ts';
import { LenientNumber, LenientString, optionalOf } from './lenient.ts';
import { postCodec } from './post.ts';
import { tolerantArrayOf, type DropSink } from './tolerantArray.ts';

const postsOf = (onDrop: DropSink) => optionalOf(tolerantArrayOf(postCodec(onDrop), onDrop));

export const paginatedPostsCodec = (onDrop: DropSink) =>
  t.exact(t.partial({ total_pages: LenientNumber, posts: postsOf(onDrop) }));
export type WirePaginatedPosts = t.TypeOf<ReturnType<typeof paginatedPostsCodec>>;

export const searchResultsCodec = (onDrop: DropSink) =>
  t.exact(t.partial({ suggest: LenientString, nposts: LenientNumber, npages: LenientNumber, response: postsOf(onDrop) }));
export type WireSearchResults = t.TypeOf<ReturnType<typeof searchResultsCodec>>;

/** relatedpost answers `{response: Post[]}`. */
export const relatedPostsCodec = (onDrop: DropSink) => t.exact(t.partial({ response: postsOf(onDrop) }));
export type WireRelatedPosts = t.TypeOf<ReturnType<typeof relatedPostsCodec>>;
