// The two-step shape of every wire codec: decode the lenient fields with
// `t.exact(t.partial(...))` (which also strips fields we do not know), then check
// what an item cannot do without (an id, a title, a usable url) and narrow its
// type, or fail with a reason a person can read. A list drops an item that
// fails (codecs/tolerantArray.ts); the mapping (../mapping/) then translates
// what was decoded into the core's types.
import * as t from 'io-ts';
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';

/**
 * These codecs only decode: the site never writes content back. `is` therefore
 * answers false (a wire value is never already a checked value) and `encode` is
 * the identity; do not use them to encode or inside `t.union`.
 */
export const buildFrom = <R, A>(name: string, fields: t.Type<R, unknown, unknown>, build: (raw: R) => A | string): t.Type<A, unknown, unknown> =>
  new t.Type<A, unknown, unknown>(
    name,
    (_u): _u is A => false,
    (u, c) =>
      pipe(
        fields.validate(u, c),
        E.chain((raw) => {
          const built = build(raw);
          return typeof built === 'string' ? t.failure<A>(u, c, built) : t.success(built);
        }),
      ),
    (a) => a,
  );
