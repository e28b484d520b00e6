// Titles as the core holds them: text, and what stands in for a title an editor
// left empty (docs/decisions/0033-titles-with-markup-and-a-fallback.md).
// A post's or page's own title arrives as HTML (WordPress renders it, inline
// markup and all); the WordPress adapter keeps that markup apart as SafeHtml
// (adapters/wordpress/sanitizeTitleHtml.ts) and gives the core its text. The
// titles of links and media sources are text that arrives HTML-escaped
// (`&#8217;`, `&amp;`): decoded once, never stripped, so that `Leaks </script>
// Into The Pantry` keeps every word and React escapes it wherever it is shown.
import { decodeHTML } from 'entities';
import { text, type Texts } from './translate.ts';

export const titleText = (raw: string | undefined): string => decodeHTML(raw ?? '').replace(/\s+/g, ' ').trim();

/** About a line of a card: enough words to recognize a story by, never a paragraph. */
const OPENING_WORDS = 8;
const OPENING_MAX_CHARACTERS = 70;
/** Punctuation that would end the cut before the ellipsis: "title,…" reads as "title…". */
const TRAILING_PUNCTUATION = /[\s,;:.!?…·–—-]+$/u;

/**
 * The opening words of a text, standing in for a missing title: about eight
 * words (fewer when they run past a line), cut at a word and ending "…" when
 * the text goes on; the whole text when it is that short; '' for no text.
 */
export const openingWords = (plain: string): string => {
  const words = plain.split(/\s+/).filter(Boolean);
  const kept: string[] = [];
  let length = 0;
  for (const word of words.slice(0, OPENING_WORDS)) {
    if (kept.length > 0 && length + 1 + word.length > OPENING_MAX_CHARACTERS) break;
    kept.push(word);
    length += (kept.length > 1 ? 1 : 0) + word.length;
  }
  if (kept.length === words.length) return kept.join(' ');
  // A single word longer than a line (a URL) is cut inside it.
  const opening = kept.join(' ').slice(0, OPENING_MAX_CHARACTERS).replace(TRAILING_PUNCTUATION, '');
  return `${opening}…`;
};

/**
 * The title a reader is shown: the title, else (a post with no title and no text
 * to take its opening words from) the language's "Untitled article". Every place
 * that names the post uses it: the H1, cards, breadcrumbs, <title>, JSON-LD, feeds.
 */
export const titleOrUntitled = (title: string, texts: Texts): string => title || text(texts, 'untitled');
