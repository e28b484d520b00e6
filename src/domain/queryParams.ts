// The query parameters screens read, each declared once: how a URL's value reads
// into a request, how a request's value is written back, and which of the
// spellings that mean the same is the canonical one. The screen table lists
// them per screen in the order URLs carry them; the page cache's key and every
// link the site writes are that canonical form.
import { parsePageParam } from './pageNumber.ts';
import { parseDateFilter, searchText } from './searchQuery.ts';

// Method syntax on purpose: a table of parameters of different value types is a
// table of QueryParam<unknown>, which method parameters (bivariant) allow.
export interface QueryParam<V> {
  /** The request's value of the parameter's first value in a URL, undefined when the URL has none. */
  read(raw: string | undefined): V;
  /** What a URL carries for the value; undefined writes no parameter (the value an absent one reads as). */
  write(value: V): string | undefined;
  /** The one value, of all that mean the same to the screen, that links and the page cache's key carry. */
  canonical(value: V): V;
}

/** `?page`: page 1 is the address without it; '02', '0', 'abc' and the like read as a page. */
export const pageParam: QueryParam<number> = {
  read: parsePageParam,
  write: (page) => (page > 1 ? String(page) : undefined),
  canonical: (page) => parsePageParam(String(page)),
};

/** A search's `?q`, as typed: '' asks for no search; trimmed and cut in canonical form. */
export const searchTextParam: QueryParam<string> = {
  read: (raw) => raw ?? '',
  write: (q) => (q === '' ? undefined : q),
  canonical: searchText,
};

/** A search's `?qdata`, as given; in canonical form only a date filter that narrows (not 'any', not a misspelling). */
export const dateFilterParam: QueryParam<string | undefined> = {
  read: (raw) => raw || undefined,
  write: (qdata) => qdata || undefined,
  canonical: (qdata) => {
    const filter = parseDateFilter(qdata);
    return filter === 'any' ? undefined : filter;
  },
};

/** A value read and written as it is, always present (an editor's preview signature). */
export const verbatimParam: QueryParam<string> = {
  read: (raw) => raw ?? '',
  write: (value) => value,
  canonical: (value) => value,
};
