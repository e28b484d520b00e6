// What the search box offers on the wire: autocomplete suggestions and the popular searches.
import * as t from 'io-ts';
import { buildFrom } from './buildFrom.ts';
import { LenientNumber, LenientString } from './lenient.ts';

/** `name` is the post slug the suggestion links to, so it is required with the title. */
export const SuggestionCodec = buildFrom(
  'Suggestion',
  t.exact(t.partial({ id: LenientNumber, ID: LenientNumber, title: LenientString, name: LenientString })),
  ({ id, ID, title, name }) => {
    const suggestionId = id ?? ID;
    if (suggestionId === undefined) return 'a suggestion needs an id (id or ID)';
    if (!title || !name) return 'a suggestion needs a title and a name';
    return { id: suggestionId, title, name };
  },
);
export type WireSuggestion = t.TypeOf<typeof SuggestionCodec>;

export const PopularSearchCodec = buildFrom('PopularSearch', t.exact(t.partial({ term: LenientString })), ({ term }) =>
  term?.trim() ? { term } : 'a popular search needs a term',
);
export type WirePopularSearch = t.TypeOf<typeof PopularSearchCodec>;
