// Suggestions and popular searches from the wire.
import type { PopularSearch, Suggestion } from '../../../src/domain/content.ts';
import { titleText } from '../../../src/domain/titleText.ts';
import type { WirePopularSearch, WireSuggestion } from '../codecs/searchTerms.ts';

export const toSuggestion = (wire: WireSuggestion): Suggestion => ({ id: wire.id, title: titleText(wire.title), slug: wire.name });

export const toPopularSearch = (wire: WirePopularSearch): PopularSearch => ({ term: wire.term.trim() });
