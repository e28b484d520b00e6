// The search API answers a spellcheck suggestion (`suggest`) with its results. It
// is worth offering only when it says something else than what the reader typed.

const folded = (s: string): string => s.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/** The suggestion to offer, or undefined when there is none or it is the query itself (case and spacing aside). */
export const didYouMean = (query: string, suggest: string | undefined): string | undefined => {
  const offered = suggest?.trim().replace(/\s+/g, ' ') ?? '';
  return offered !== '' && folded(offered) !== folded(query) ? offered : undefined;
};
