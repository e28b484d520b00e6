// "Did you mean": the search answer's `suggest`. When a query finds nothing,
// each unknown word is replaced by the closest word of the language's titles
// and standfirsts (excerpts), as Solr's spellchecker does for WordPress. Two neighbouring
// letters typed the wrong way round, the commonest slip, are tried first: the
// word they make is offered when the titles hold it, or a word it begins (search
// matches the start of words, so "robto" offers "robot", which finds "robots").
// The companion plugin does the same (wordpress/newsdesk/includes/search/class-spelling.php).
import { foldText } from './textFolding.ts';

const MIN_WORD = 4;

const wordsOf = (text: string): string[] => text.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= MIN_WORD);

/**
 * Folded word → its spelling, the words most texts hold first (then in
 * alphabetical order), as the plugin ranks its candidates: between two
 * corrections equally close, the commoner wins.
 */
export const buildVocabulary = (texts: readonly string[]): Map<string, string> => {
  const found = new Map<string, { spelling: string; texts: number }>();
  for (const text of texts) {
    const seen = new Set<string>();
    for (const word of wordsOf(text)) {
      const folded = foldText(word);
      const entry = found.get(folded) ?? { spelling: word.toLowerCase(), texts: 0 };
      if (!seen.has(folded)) entry.texts += 1;
      seen.add(folded);
      found.set(folded, entry);
    }
  }
  const ranked = [...found].sort(([a, x], [b, y]) => y.texts - x.texts || (a < b ? -1 : a > b ? 1 : 0));
  return new Map(ranked.map(([folded, { spelling }]) => [folded, spelling]));
};

/**
 * Edits from `a` to `b` (letters inserted, deleted, replaced, or two neighbours
 * swapped: the optimal string alignment distance), or `limit + 1` once it is
 * sure to exceed `limit`. A swap counts one edit: "robto" is one from "robot",
 * the commonest slip of a fast typist, where plain Levenshtein counts two.
 */
const editDistance = (a: string, b: string, limit: number): number => {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, beforePrevious[j - 2]! + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    // A swap reaches back two rows: stop only when neither row can still come within the limit.
    if (rowMin > limit && Math.min(...previous) > limit) return limit + 1;
    beforePrevious = previous;
    previous = current;
  }
  return Math.min(previous[b.length]!, limit + 1);
};

/** The word with each pair of neighbouring letters swapped in turn, left to right. */
const swapsOf = (word: string): string[] => {
  const letters = Array.from(word);
  const swaps: string[] = [];
  for (let i = 0; i + 1 < letters.length; i += 1) {
    if (letters[i] === letters[i + 1]) continue;
    swaps.push([...letters.slice(0, i), letters[i + 1], letters[i], ...letters.slice(i + 2)].join(''));
  }
  return swaps;
};

/** The first swap that is a known word, else the first that begins one. */
const swappedWord = (word: string, vocabulary: ReadonlyMap<string, string>): string | undefined => {
  const swaps = swapsOf(word.toLowerCase());
  for (const swap of swaps) {
    const known = vocabulary.get(foldText(swap));
    if (known !== undefined) return known;
  }
  const known = [...vocabulary.keys()];
  return swaps.find((swap) => {
    const folded = foldText(swap);
    return known.some((candidate) => candidate.startsWith(folded));
  });
};

const nearestWord = (folded: string, vocabulary: ReadonlyMap<string, string>): string | undefined => {
  const limit = folded.length <= 5 ? 1 : 2;
  let best: { word: string; distance: number } | undefined;
  for (const [candidate, display] of vocabulary) {
    // Words of the same first letter only, as the plugin looks them up (a swap of the first two is tried before).
    if (candidate[0] !== folded[0]) continue;
    const distance = editDistance(folded, candidate, limit);
    if (distance <= limit && (!best || distance < best.distance)) best = { word: display, distance };
  }
  return best?.word;
};

const closestWord = (word: string, vocabulary: ReadonlyMap<string, string>): string | undefined => {
  const folded = foldText(word);
  if (folded.length < MIN_WORD || vocabulary.has(folded)) return undefined;
  return swappedWord(word, vocabulary) ?? nearestWord(folded, vocabulary);
};

/** The corrected query, or undefined when no word needed (or found) a correction. */
export const correctedQuery = (query: string, vocabulary: ReadonlyMap<string, string>): string | undefined => {
  let changed = false;
  // Words only: punctuation is no part of a correction ("robto?" offers "robot").
  const words = query.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '').map((word) => {
    const replacement = closestWord(word, vocabulary);
    if (replacement === undefined) return word;
    changed = true;
    return replacement;
  });
  return changed ? words.join(' ') : undefined;
};
