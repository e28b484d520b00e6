/** Drops undefined properties, so a domain value is plain JSON with no `key: undefined` (what the caches store). */
export const compact = <A extends object>(value: A): A =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as A;
