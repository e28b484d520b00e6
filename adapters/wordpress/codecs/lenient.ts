// WordPress is loose about types (docs/product.md#content-model, docs/content-api-contract.md):
// numbers arrive as numeric strings, any primitive may be null, fields go
// missing. These field codecs absorb that and normalise it, so null, missing
// and (for numbers and booleans) '' all come out as `undefined`; the entity
// codecs then drop undefined properties, so the core never sees a null.
import * as t from 'io-ts';

/** null and undefined both mean "WordPress did not say". */
export const isAbsent = (u: unknown): u is null | undefined => u === null || u === undefined;

/** A number, or a string that parses to a finite number ("42", " 4.5 "). */
export const LenientNumber = new t.Type<number | undefined, number | undefined, unknown>(
  'LenientNumber',
  (u): u is number | undefined => u === undefined || (typeof u === 'number' && Number.isFinite(u)),
  (u, c) => {
    // '' is what PHP sends for an unset numeric custom field: missing, not 0.
    if (isAbsent(u) || (typeof u === 'string' && u.trim() === '')) return t.success(undefined);
    const n = typeof u === 'number' ? u : typeof u === 'string' ? Number(u.trim()) : Number.NaN;
    return Number.isFinite(n) ? t.success(n) : t.failure(u, c, 'expected a number or a numeric string');
  },
  (a) => a,
);

/** A string; a number is accepted and written out (a slug or a date may arrive as one). */
export const LenientString = new t.Type<string | undefined, string | undefined, unknown>(
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

const TRUE: ReadonlySet<unknown> = new Set([true, 1, '1', 'true']);
const FALSE: ReadonlySet<unknown> = new Set([false, 0, '0', 'false']);

/** true/false, 1/0, "1"/"0" and "true"/"false", as PHP serialises flags in its various moods. */
export const LenientBoolean = new t.Type<boolean | undefined, boolean | undefined, unknown>(
  'LenientBoolean',
  (u): u is boolean | undefined => u === undefined || typeof u === 'boolean',
  (u, c) => {
    if (isAbsent(u) || u === '') return t.success(undefined);
    if (TRUE.has(u)) return t.success(true);
    if (FALSE.has(u)) return t.success(false);
    return t.failure(u, c, 'expected a boolean, 1/0 or "1"/"0"');
  },
  (a) => a,
);

/** A nested value that may be null or missing (then undefined); otherwise `codec` decides. */
export const optionalOf = <A>(codec: t.Type<A, unknown, unknown>): t.Type<A | undefined, unknown, unknown> =>
  new t.Type<A | undefined, unknown, unknown>(
    `Optional<${codec.name}>`,
    (u): u is A | undefined => u === undefined || codec.is(u),
    (u, c) => (isAbsent(u) ? t.success(undefined) : codec.validate(u, c)),
    (a) => a,
  );
