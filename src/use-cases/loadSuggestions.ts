// Autocomplete of the header search box: titles of posts matching what the reader
// typed. Failures give no suggestions: the box still submits a full search.
import * as T from 'fp-ts/Task';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { Lang } from '../domain/language.ts';
import { MAX_QUERY_LENGTH } from '../domain/searchQuery.ts';
import { urls } from '../domain/urls.ts';
import type { ScreenPorts } from './screenPorts.ts';

export interface SuggestionView {
  readonly id: number;
  readonly title: string;
  readonly href: string;
}

/** One character matches too much to help anyone. */
const MIN_SUGGEST_LENGTH = 2;
const MAX_SUGGESTIONS = 8;

export const loadSuggestions = (ports: ScreenPorts) => (lang: Lang, typed: string): T.Task<readonly SuggestionView[]> => {
  const s = typed.trim().slice(0, MAX_QUERY_LENGTH);
  if (s.length < MIN_SUGGEST_LENGTH) return T.of([]);
  return pipe(
    ports.content.suggestions(lang, s),
    TE.map((list) => list.slice(0, MAX_SUGGESTIONS).map((item) => ({ id: item.id, title: item.title, href: urls.articleBySlug(lang, item.slug) }))),
    TE.getOrElse((error) => {
      ports.logger.warn('suggestions unavailable', { lang, error });
      return T.of<readonly SuggestionView[]>([]);
    }),
  );
};
