// A reader's query as the demo's search reads it, by the same rules as the
// companion plugin's full-text search (wordpress/newsdesk/includes/search/class-search-text.php),
// so that one contract suite holds both: words are letters and digits (case,
// accents and punctuation never matter: `"AI Act"`, `AI Act?` and `ai-act` name
// the same words), a word of four letters or more also finds the words it begins
// ("robot" finds "robots"), a shorter one only itself ("act" is not "action"),
// quotes make a phrase, and the language's stopwords (the plugin's own list) are
// not required unless the query has nothing else.
import type { Lang } from '../../src/domain/language.ts';
import STOPWORDS from '../../wordpress/newsdesk/data/stopwords.json' with { type: 'json' };
import { foldText } from './textFolding.ts';

const PREFIX_FROM = 4;
const EXTRACT_LENGTH = 200;

export interface ParsedSearch {
  /** Folded words every result holds. */
  readonly words: readonly string[];
  /** Folded words that follow each other in every result. */
  readonly phrases: readonly (readonly string[])[];
  /** Every word the query names, to mark in extracts. */
  readonly marks: readonly string[];
}

/** One piece of an extract: plain text, marked when it is a word of the query. */
export interface ExtractSegment {
  readonly text: string;
  readonly mark: boolean;
}

const STOPWORD_SETS = new Map<string, ReadonlySet<string>>(Object.entries(STOPWORDS as Record<string, readonly string[]>).map(([lang, words]) => [lang, new Set(words)]));

export const isStopword = (word: string, lang: Lang): boolean => STOPWORD_SETS.get(lang)?.has(word) ?? false;

/** The folded words of a text: runs of letters and digits. */
export const wordsOf = (text: string): string[] => foldText(text).split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0);

export const parseSearch = (text: string, lang: Lang): ParsedSearch => {
  const phrases: string[][] = [];
  const loose = text.replace(/[“”„«»]/g, '"').replace(/"([^"]*)"/g, (_, inner: string) => {
    phrases.push(wordsOf(inner));
    return ' ';
  });
  // A phrase of one word is that word.
  const single = phrases.filter((words) => words.length === 1).map((words) => words[0]!);
  const longer = phrases.filter((words) => words.length > 1);
  const named = [...new Set([...single, ...wordsOf(loose)])];
  const required = named.filter((word) => !isStopword(word, lang));
  return {
    words: required.length === 0 && longer.length === 0 ? named : required,
    phrases: longer,
    marks: [...new Set([...named, ...longer.flat()])],
  };
};

export const isEmptySearch = (parsed: ParsedSearch): boolean => parsed.words.length === 0 && parsed.phrases.length === 0;

/** Whether a folded word of a text is the query's word, or begins with it (a word of four letters or more). */
const wordMatches = (word: string, queryWord: string, prefix = queryWord.length >= PREFIX_FROM): boolean =>
  word === queryWord || (prefix && word.startsWith(queryWord));

const holdsPhrase = (words: readonly string[], phrase: readonly string[]): boolean =>
  words.some((_, start) => phrase.every((word, i) => words[start + i] === word));

/** Whether the folded words of a text hold every word and phrase of the query. */
export const holdsAll = (words: readonly string[], parsed: ParsedSearch): boolean =>
  parsed.words.every((queryWord) => words.some((word) => wordMatches(word, queryWord))) && parsed.phrases.every((phrase) => holdsPhrase(words, phrase));

/** How often the text names the words the query requires (not its stopwords): a relevance weight. */
export const mentions = (words: readonly string[], parsed: ParsedSearch): number => {
  const required = [...parsed.words, ...parsed.phrases.flat()];
  return words.filter((word) => required.some((queryWord) => wordMatches(word, queryWord))).length;
};

/**
 * A short extract of a text around the first word the query names, as marked
 * and unmarked pieces of plain text; the start of the text when it names none
 * (the post matched by its title).
 */
export const searchExtract = (text: string, parsed: ParsedSearch): ExtractSegment[] => {
  if (text === '') return [];
  const chars = Array.from(text);
  const words: { start: number; end: number; mark: boolean }[] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    // Code points, not UTF-16 units: the plugin cuts in characters too.
    const start = Array.from(text.slice(0, match.index)).length;
    const end = start + Array.from(match[0]).length;
    words.push({ start, end, mark: parsed.marks.some((queryWord) => wordMatches(foldText(match[0]), queryWord)) });
  }
  const first = words.find((word) => word.mark);
  let from = first ? Math.max(0, first.start - EXTRACT_LENGTH / 4) : 0;
  let to = Math.min(chars.length, from + EXTRACT_LENGTH);
  if (from > 0) from = words.find((word) => word.start >= from)?.start ?? from;
  if (to < chars.length) to = [...words].reverse().find((word) => word.end <= to)?.end ?? to;
  const piece = (a: number, b: number): string => chars.slice(a, b).join('');
  const segments: ExtractSegment[] = [];
  let at = from;
  for (const word of words) {
    if (!word.mark || word.start < from || word.end > to) continue;
    segments.push({ text: piece(at, word.start), mark: false }, { text: piece(word.start, word.end), mark: true });
    at = word.end;
  }
  segments.push({ text: piece(at, to), mark: false });
  if (from > 0) segments[0] = { ...segments[0]!, text: `…${segments[0]!.text}` };
  if (to < chars.length) segments[segments.length - 1] = { ...segments[segments.length - 1]!, text: `${segments[segments.length - 1]!.text}…` };
  return segments.filter((segment) => segment.text !== '');
};
