// The answers that wrap lists of posts, translated: one spelling of the counters
// for listings and search results alike (totalPages, posts; search results also
// totalPosts, which the search screen shows).
import type { PaginatedPosts, Post, SearchResults } from '../../../src/domain/content.ts';
import type { WirePaginatedPosts, WireRelatedPosts, WireSearchResults } from '../codecs/envelopes.ts';
import type { WirePost } from '../codecs/post.ts';
import type { SanitizeEditorialHtml } from '../sanitizeEditorialHtml.ts';
import { compact } from './compact.ts';
import { toPost } from './post.ts';

export const toPosts = (wire: readonly WirePost[] | undefined, html: SanitizeEditorialHtml): Post[] => (wire ?? []).map((post) => toPost(post, html));

/** A missing page count falls back to what the body itself shows: one page holding these posts. */
export const toPaginatedPosts = (wire: WirePaginatedPosts, html: SanitizeEditorialHtml): PaginatedPosts => ({
  totalPages: wire.total_pages ?? 1,
  posts: toPosts(wire.posts, html),
});

export const toSearchResults = (wire: WireSearchResults, html: SanitizeEditorialHtml): SearchResults => {
  const posts = toPosts(wire.response, html);
  return compact({ suggest: wire.suggest || undefined, totalPosts: wire.nposts ?? posts.length, totalPages: wire.npages ?? 1, posts });
};

export const toRelatedPosts = (wire: WireRelatedPosts, html: SanitizeEditorialHtml): Post[] => toPosts(wire.response, html);
