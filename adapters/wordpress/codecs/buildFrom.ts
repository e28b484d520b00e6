// The two-step shape of every entity codec: decode the lenient wire fields with
// `t.exact(t.partial(...))` (which also strips fields we do not know), then build
// the domain value from them or fail with a reason a person can read.
import * as t from 'io-ts';
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';

/**
 * These codecs only decode: the site never writes content back. `is` therefore
 * answers false (a wire value is never already a domain value) and `encode` is
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

/** Drops undefined properties, so a decoded entity is plain JSON with no `key: undefined`. */
export const compact = <A extends object>(value: A): A =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as A;
