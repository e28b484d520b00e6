// How lists are decoded. Two policies, on purpose:
//
// - A list the site shows (a listing, search results, related posts, the
//   categories, an article's media or links) keeps its decodable items and
//   drops the others. One malformed post out of twenty must not blank the home
//   page or a category: readers lose one card instead of the whole screen. The
//   drop is not silent: the `onDrop` sink is told how many and why, and the
//   adapter logs it at WARN so the editors can fix the post.
// - A lookup of one thing (get_post, get_page, a category by slug) decodes its
//   first item strictly: a post without a title is a broken answer
//   (`unavailable`), not a missing post (`not-found`).
import * as t from 'io-ts';
import * as A from 'fp-ts/Array';
import { pipe } from 'fp-ts/function';

/** Told, per list, how many items were dropped and why (their decode errors). */
export type DropSink = (list: string, reasons: readonly t.Errors[]) => void;


export const tolerantArrayOf = <A>(codec: t.Type<A, unknown, unknown>, onDrop: DropSink): t.Type<readonly A[], unknown, unknown> =>
  new t.Type<readonly A[], unknown, unknown>(
    `TolerantArray<${codec.name}>`,
    (u): u is readonly A[] => Array.isArray(u) && u.every(codec.is),
    (u, c) => {
      if (!Array.isArray(u)) return t.failure(u, c, `expected a list of ${codec.name}`);
      const { left: dropped, right: kept } = pipe(
        u as unknown[],
        A.mapWithIndex((i, item) => codec.validate(item, t.appendContext(c, String(i), codec, item))),
        A.separate,
      );
      if (dropped.length > 0) onDrop(codec.name, dropped);
      return t.success(kept);
    },
    (a) => a,
  );

/** A list of which only the first item matters, decoded strictly; undefined when the list is empty. */
export const firstOf = <A>(codec: t.Type<A, unknown, unknown>): t.Type<A | undefined, unknown, unknown> =>
  new t.Type<A | undefined, unknown, unknown>(
    `FirstOf<${codec.name}>`,
    (u): u is A | undefined => u === undefined || codec.is(u),
    (u, c) => {
      if (!Array.isArray(u)) return t.failure(u, c, `expected a list of ${codec.name}`);
      const first: unknown = u[0];
      return u.length === 0 ? t.success(undefined) : codec.validate(first, t.appendContext(c, '0', codec, first));
    },
    (a) => a,
  );
