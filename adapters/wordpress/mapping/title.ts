// A post's or page's title from the wire, where it is HTML as WordPress renders
// it, into the core's two forms: its text (what <title>, feeds and alt texts
// say) and, when it carries inline markup, the SafeHtml a heading shows. A
// title with no text at all gives way to the opening words of the excerpt, else
// of the body (docs/decisions/0033-titles-with-markup-and-a-fallback.md).
import { stripHtml } from '../../../src/domain/postDisplay.ts';
import type { SafeHtml } from '../../../src/domain/safeHtml.ts';
import { openingWords, titleText } from '../../../src/domain/titleText.ts';
import { sanitizeTitleHtml } from '../sanitizeTitleHtml.ts';

export interface MappedTitle {
  readonly text: string;
  /** Absent when the title is plain text: its text says all of it. */
  readonly html?: SafeHtml;
}

/** A title's text and markup; the text is '' when nothing of it is readable (markup alone, scripts, spaces). */
export const toTitle = (raw: string | undefined): MappedTitle => {
  // Most titles hold no markup: their entities decoded are all there is.
  if (!raw?.includes('<')) return { text: titleText(raw) };
  const html = sanitizeTitleHtml(raw);
  // The text of what the heading shows, so that both forms say the same words.
  const text = stripHtml(html);
  return html.includes('<') && text !== '' ? { text, html } : { text };
};

/**
 * The title, else the opening words of the first of `texts` (sanitized HTML:
 * the excerpt, then the body) that has any; { text: '' } when none has.
 */
export const titleOrOpeningWords = (title: MappedTitle, texts: readonly (SafeHtml | undefined)[]): MappedTitle => {
  if (title.text !== '') return title;
  for (const html of texts) {
    const words = openingWords(stripHtml(html ?? ''));
    if (words !== '') return { text: words };
  }
  return { text: '' };
};
