// Suggestions and popular searches from the wire. A suggestion's title is a
// post's title, HTML as WordPress renders it: the search box shows its text.
import type { PopularSearch, Suggestion } from '../../../src/domain/content.ts';
import type { WirePopularSearch, WireSuggestion } from '../codecs/searchTerms.ts';
import { toTitle } from './title.ts';

export const toSuggestion = (wire: WireSuggestion): Suggestion => ({ id: wire.id, title: toTitle(wire.title).text, slug: wire.name });

export const toPopularSearch = (wire: WirePopularSearch): PopularSearch => ({ term: wire.term.trim() });
