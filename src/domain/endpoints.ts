// The site's own endpoints that the hydrated browser calls: defined once, for
// the server that answers them and the client that asks them.
import type { Lang } from './language.ts';

/** Screen data as JSON: `/_data/{screen}{path}{query}` (server/render/renderData.ts). */
export const DATA_PREFIX = '/_data';
/** The header's autocomplete (server/http/suggestionsEndpoint.ts). */
export const SUGGESTIONS_PATH = '/_api/suggestions';

export const screenDataPath = (screen: string, pathname: string, search: string): string => `${DATA_PREFIX}/${screen}${pathname}${search}`;

export const suggestionsPath = (lang: Lang, typed: string): string => `${SUGGESTIONS_PATH}?lang=${lang}&s=${encodeURIComponent(typed)}`;
