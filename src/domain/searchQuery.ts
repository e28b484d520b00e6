// What the search screen reads of its query string: the reader's text and the
// date filter, with their limits. The screen table writes them into every
// search URL and the page cache's key; the search use case acts on them.
import { SEARCH_DATE_FILTERS, type SearchDateFilter } from './content.ts';

/** Longer queries are cut: no reader types more, and the API need not see more. */
export const MAX_QUERY_LENGTH = 200;

/**
 * The text searched for: trimmed and cut, never inside a character (half of
 * one would travel as U+FFFD), and trimmed again so that a cut ending in a
 * space reads the same the second time: a link written from it is then the
 * very URL it came from.
 */
export const searchText = (typed: string): string => {
  const cut = typed.trim().slice(0, MAX_QUERY_LENGTH);
  return (/[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut).trim();
};

/** One of the date filters; anything else (missing, misspelt) searches at any date. */
export const parseDateFilter = (raw: string | undefined): SearchDateFilter =>
  (SEARCH_DATE_FILTERS as readonly string[]).includes(raw ?? '') ? (raw as SearchDateFilter) : 'any';
