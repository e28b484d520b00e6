// Work done once and reused. The content cache hands every render the very same
// post objects until they change, and the same few hundred strings (dates,
// category names, excerpts) come back page after page: what is derived from them
// is derived once. Bounded, so that a flood of distinct inputs cannot grow memory.

/** A function of a string, remembered for the last `max` distinct inputs (then forgotten all at once). */
export const rememberByText = <A>(fn: (text: string) => A, max = 10_000): ((text: string) => A) => {
  const known = new Map<string, A>();
  return (text) => {
    if (known.has(text)) return known.get(text) as A;
    const value = fn(text);
    if (known.size >= max) known.clear();
    known.set(text, value);
    return value;
  };
};

/** A function of an object (and a short key), remembered for as long as the object lives. */
export const rememberByObject = <O extends object, A>(fn: (object: O, key: string) => A): ((object: O, key: string) => A) => {
  const known = new WeakMap<O, Map<string, A>>();
  return (object, key) => {
    let byKey = known.get(object);
    if (!byKey) known.set(object, (byKey = new Map()));
    if (byKey.has(key)) return byKey.get(key) as A;
    const value = fn(object, key);
    byKey.set(key, value);
    return value;
  };
};
