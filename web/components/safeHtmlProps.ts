// The one way editorial HTML becomes markup in the renderer: React's innerHTML
// prop, for SafeHtml only (sanitized by the WordPress adapter). ESLint rejects
// `dangerouslySetInnerHTML` anywhere else but the document's own scripts and
// style (web/document/Document.tsx, HeadTags.tsx), which are escaped or ours.
import type { SafeHtml } from '../../src/domain/safeHtml.ts';

/** Spread onto the element that shows the HTML: `<div {...asInnerHtml(html)} />`. */
export const asInnerHtml = (html: SafeHtml): { readonly dangerouslySetInnerHTML: { readonly __html: SafeHtml } } => ({ dangerouslySetInnerHTML: { __html: html } });
