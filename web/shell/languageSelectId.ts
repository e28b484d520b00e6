/**
 * The language select's id. The head script opens the page a reader picks in it, from
 * the first paint on, before hydration or after (web/document/earlyTaps.ts): the select
 * needs none of the page's code, and the choice is acted on once (LanguageSelect.tsx).
 * A module of its own, so that the page's code imports the id without the head script.
 */
export const LANGUAGE_SELECT_ID = 'language-select';
