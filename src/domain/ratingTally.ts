// A post's tally as the server that counts votes answers it (`GET /_signal/vote`,
// server/http/signalEndpoint.ts): every vote counted so far, those not yet delivered
// to WordPress included, for a page whose HTML (and figures) came from a cache. A
// module of its own, with no imports, so that the page's code that reads a tally
// (adapters/signals/sendVote.ts, a chunk loaded later) shares nothing with the entry:
// a module both import would become a chunk of its own, in every page's first load.
import type { Rating } from './content.ts';

/**
 * A tally's JSON (`{"votes": 64, "average": 4.2}`), or undefined when it is not one:
 * votes a non-negative integer, the average a finite number from 0 to 5, and 0
 * exactly when there are no votes. Anything else in the object is ignored.
 */
export const parseTally = (body: unknown): Rating | undefined => {
  if (typeof body !== 'object' || body === null) return undefined;
  const { votes, average } = body as { readonly votes?: unknown; readonly average?: unknown };
  if (typeof votes !== 'number' || !Number.isSafeInteger(votes) || votes < 0) return undefined;
  if (typeof average !== 'number' || !Number.isFinite(average) || average < 0 || average > 5) return undefined;
  if ((average === 0) !== (votes === 0)) return undefined;
  // -0 is 0: a post without votes has an average of 0, written as such.
  return { votes, average: votes === 0 ? 0 : average };
};
