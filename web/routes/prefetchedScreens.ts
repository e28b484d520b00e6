// Screen data fetched ahead of a navigation (prefetchScreens.ts), already
// parsed, waiting for the loader that will ask for it (fetchScreen.ts): the
// navigation then resolves within the same task and no spinner is drawn. Bounded in count and in
// age: a reader who hovered twenty links and followed none holds a dozen
// answers at most, none older than half a minute.
const MAX_ENTRIES = 12;
const MAX_AGE_MS = 30_000;

interface Entry {
  readonly answer: Promise<unknown>;
  readonly at: number;
}

const entries = new Map<string, Entry>();

const fresh = (entry: Entry, now: number): boolean => now - entry.at < MAX_AGE_MS;

/** Whether this data URL is already fetched or on its way (so nothing asks twice). */
export const isPrefetched = (dataUrl: string, now: number = Date.now()): boolean => {
  const entry = entries.get(dataUrl);
  return entry !== undefined && fresh(entry, now);
};

export const keepPrefetched = (dataUrl: string, answer: Promise<unknown>, now: number = Date.now()): void => {
  entries.delete(dataUrl);
  entries.set(dataUrl, { answer, at: now });
  // A Map iterates in insertion order: the first key is the oldest.
  while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
};

/** The prefetched answer, once: a later navigation to the same URL asks afresh. */
export const takePrefetched = (dataUrl: string, now: number = Date.now()): Promise<unknown> | undefined => {
  const entry = entries.get(dataUrl);
  entries.delete(dataUrl);
  return entry && fresh(entry, now) ? entry.answer : undefined;
};
