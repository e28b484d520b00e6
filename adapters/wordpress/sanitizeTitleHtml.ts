// The door through which a title's HTML reaches the core: WordPress lets an
// editor put inline markup in a title (`Why <em>this</em> matters`, `H<sub>2</sub>O`)
// and renders it as markup (the_title), so the contract sends titles as HTML
// (docs/content-api-contract.md, titles). A heading may keep only the markup of
// a phrase: em, i, strong, b, sub, sup and code, without any attribute. Every
// other element is unwrapped to its text, and what script, style, SVG and their
// kind hold is dropped with them, as a browser would never show it. Like the
// editorial sanitizer, this is a maker of SafeHtml (ESLint allows `as SafeHtml`
// in these two files alone): its own allow-list, because a heading holds far
// less than an article's body, and no link or image may ever sit in one.
import sanitizeHtml, { type IOptions } from 'sanitize-html';
import type { SafeHtml } from '../../src/domain/safeHtml.ts';

const TITLE_HTML_OPTIONS: IOptions = {
  allowedTags: ['em', 'i', 'strong', 'b', 'sub', 'sup', 'code'],
  allowedAttributes: {},
  // What these hold is no text for a reader (the editorial sanitizer's list).
  nonTextTags: ['script', 'style', 'textarea', 'option', 'xmp', 'noscript', 'template', 'title', 'svg', 'math', 'select', 'object', 'noembed', 'noframes'],
  parseStyleAttributes: false,
};

/** A line break or the end of a block separates words: "One<br>Two" reads "One Two", not "OneTwo". */
const WORD_BREAKS = /<br\b[^>]*>|<\/(?:p|div|h[1-6]|li|blockquote)\s*>/gi;
/** HTML's own whitespace: a no-break space an editor typed stays one. */
const HTML_SPACES = /[ \t\n\f\r]+/g;

/**
 * A title's HTML as a heading may show it, its spaces collapsed. Text without
 * markup comes back as text with only `&`, `<` and `>` escaped.
 */
export const sanitizeTitleHtml = (html: string): SafeHtml =>
  sanitizeHtml(html.replace(WORD_BREAKS, '$& '), TITLE_HTML_OPTIONS).replace(HTML_SPACES, ' ').trim() as SafeHtml;
