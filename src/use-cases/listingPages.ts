// Walks a paginated listing one content call at a time, so a sitemap of thousands
// of posts never holds them all in memory. The first page is fetched by the
// caller (before any byte is sent); the rest follow as the consumer reads.
import * as E from 'fp-ts/Either';
import type { TaskEither } from 'fp-ts/TaskEither';
import type { PaginatedPosts } from '../domain/content.ts';
import type { ContentError } from '../ports/ContentPort.ts';
import { StreamInterrupted } from './xmlDocument.ts';

export type FetchListingPage = (page: number) => TaskEither<ContentError, PaginatedPosts>;

export async function* listingPages(fetchPage: FetchListingPage, first: PaginatedPosts, firstPage: number, lastPage: number): AsyncIterable<PaginatedPosts> {
  yield first;
  const last = Math.min(lastPage, first.totalPages);
  for (let page = firstPage + 1; page <= last; page += 1) {
    const result = await fetchPage(page)();
    if (E.isLeft(result)) {
      throw new StreamInterrupted(`listing page ${page}: ${result.left._tag === 'unavailable' ? result.left.message : 'not found'}`);
    }
    if (result.right.posts.length === 0) return;
    yield result.right;
  }
}
