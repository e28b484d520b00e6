// "Did you mean": the search answer's `suggest`. When a query finds nothing,
// each unknown word is replaced by the closest word of the language's titles
// and keywords, as Solr's spellchecker does for WordPress.
import { foldText } from './textFolding.ts';

const MIN_WORD = 4;

const wordsOf = (text: string): string[] => text.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= MIN_WORD);

export const buildVocabulary = (texts: readonly string[]): Map<string, string> => {
  const vocabulary = new Map<string, string>();
  for (const text of texts) {
    for (const word of wordsOf(text)) {
      const folded = foldText(word);
      if (!vocabulary.has(folded)) vocabulary.set(folded, word.toLowerCase());
    }
  }
  return vocabulary;
};

const editDistance = (a: string, b: string, limit: number): number => {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
};

const closestWord = (word: string, vocabulary: ReadonlyMap<string, string>): string | undefined => {
  const folded = foldText(word);
  if (folded.length < MIN_WORD || vocabulary.has(folded)) return undefined;
  const limit = folded.length <= 5 ? 1 : 2;
  let best: { word: string; distance: number } | undefined;
  for (const [candidate, display] of vocabulary) {
    const distance = editDistance(folded, candidate, limit);
    if (distance <= limit && (!best || distance < best.distance)) best = { word: display, distance };
  }
  return best?.word;
};

/** The corrected query, or undefined when no word needed (or found) a correction. */
export const correctedQuery = (query: string, vocabulary: ReadonlyMap<string, string>): string | undefined => {
  let changed = false;
  const words = query.trim().split(/\s+/).map((word) => {
    const replacement = closestWord(word, vocabulary);
    if (replacement === undefined) return word;
    changed = true;
    return replacement;
  });
  return changed ? words.join(' ') : undefined;
};
