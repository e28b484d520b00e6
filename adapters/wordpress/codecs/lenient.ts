// WordPress is loose about types (spec section 5): numbers arrive as numeric
// strings, primitives as null, fields go missing. These codecs accept that and
// normalise it: null and missing both become undefined.
import * as t from 'io-ts';
import { pipe } from 'fp-ts/function';
import * as E from 'fp-ts/Either';

const isAbsent = (u: unknown): u is null | undefined => u === null || u === undefined;

export const LenientNumber = new t.Type<number | undefined, unknown, unknown>(
  'LenientNumber',
  (u): u is number | undefined => u === undefined || typeof u === 'number',
  (u, c) => {
    if (isAbsent(u) || u === '') return t.success(undefined);
    const n = typeof u === 'number' ? u : typeof u === 'string' ? Number(u.trim()) : Number.NaN;
    return Number.isFinite(n) ? t.success(n) : t.failure(u, c, 'expected a number or a numeric string');
  },
  (a) => a,
);

export const LenientString = new t.Type<string | undefined, unknown, unknown>(
  'LenientString',
  (u): u is string | undefined => u === undefined || typeof u === 'string',
  (u, c) => {
    if (isAbsent(u)) return t.success(undefined);
    if (typeof u === 'string') return t.success(u);
    if (typeof u === 'number' && Number.isFinite(u)) return t.success(String(u));
    return t.failure(u, c, 'expected a string');
  },
  (a) => a,
);

const TRUE = new Set<unknown>([true, 1, '1', 'true']);
const FALSE = new Set<unknown>([false, 0, '0', 'false', '']);

export const LenientBoolean = new t.Type<boolean | undefined, unknown, unknown>(
  'LenientBoolean',
  (u): u is boolean | undefined => u === undefined || typeof u === 'boolean',
  (u, c) => (isAbsent(u) ? t.success(undefined) : TRUE.has(u) ? t.success(true) : FALSE.has(u) ? t.success(false) : t.failure(u, c, 'expected a boolean')),
  (a) => a,
);

/** Any JSON value, kept as it is for the domain to interpret (index_slugs, structured_data). */
export const Opaque = new t.Type<unknown, unknown, unknown>('Opaque', (_u): _u is unknown => true, (u) => t.success(isAbsent(u) ? undefined : u), (a) => a);

/** An object that may be null or missing (then undefined). */
export const optionalOf = <A>(codec: t.Type<A, unknown, unknown>) =>
  new t.Type<A | undefined, unknown, unknown>(
    `Optional<${codec.name}>`,
    (u): u is A | undefined => u === undefined || codec.is(u),
    (u, c) => (isAbsent(u) ? t.success(undefined) : codec.validate(u, c)),
    (a) => a,
  );

/**
 * A list whose undecodable items are dropped rather than failing the whole
 * list: one malformed post must not empty a listing. `onDrop` reports how many.
 */
export const tolerantArrayOf = <A>(codec: t.Type<A, unknown, unknown>, onDrop: (dropped: number) => void = () => undefined) =>
  new t.Type<readonly A[], unknown, unknown>(
    `TolerantArray<${codec.name}>`,
    (u): u is readonly A[] => Array.isArray(u) && u.every(codec.is),
    (u, c) => {
      if (isAbsent(u)) return t.success([]);
      if (!Array.isArray(u)) return t.failure(u, c, 'expected an array');
      const items = u.map((item) => codec.decode(item));
      const kept = items.filter(E.isRight).map((r) => r.right);
      if (kept.length < items.length) onDrop(items.length - kept.length);
      return t.success(kept);
    },
    (a) => a,
  );

/** Drops undefined properties so decoded values stay plain JSON. */
export const compact = <A extends object>(value: A): A =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as A;

/** Decodes a record of lenient fields, then builds the domain value or fails with a reason. */
export const refined = <R, A>(name: string, fields: t.Type<R, unknown, unknown>, build: (raw: R) => A | string) =>
  new t.Type<A, unknown, unknown>(
    name,
    (_u): _u is A => false,
    (u, c) =>
      pipe(
        fields.validate(u, c),
        E.chain((raw) => {
          const built = build(raw);
          return typeof built === 'string' ? t.failure(u, c, built) : t.success(built);
        }),
      ),
    (a) => a,
  );
