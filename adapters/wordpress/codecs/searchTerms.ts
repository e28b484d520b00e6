// What the search box offers: autocomplete suggestions and the popular searches.
import * as t from 'io-ts';
import type { PopularSearch, Suggestion } from '../../../src/domain/content.ts';
import { buildFrom, compact } from './buildFrom.ts';
import { LenientNumber, LenientString } from './lenient.ts';

/** `name` is the post slug the suggestion links to, so it is required with the title. */
export const SuggestionCodec = buildFrom(
  'Suggestion',
  t.exact(t.partial({ id: LenientNumber, ID: LenientNumber, title: LenientString, name: LenientString, url: LenientString })),
  (raw): Suggestion | string => {
    const id = raw.id ?? raw.ID;
    if (id === undefined) return 'a suggestion needs an id (id or ID)';
    if (!raw.title || !raw.name) return 'a suggestion needs a title and a name';
    return compact({ id, title: raw.title, name: raw.name, url: raw.url });
  },
);

export const PopularSearchCodec = buildFrom('PopularSearch', t.exact(t.partial({ term: LenientString })), (raw): PopularSearch | string =>
  raw.term?.trim() ? { term: raw.term.trim() } : 'a popular search needs a term',
);
