import type { SafeHtml } from '../domain/safeHtml.ts';

export interface StaticPageView {
  readonly screen: 'static';
  /** Text: the page's title, else "untitled" in the language. */
  readonly title: string;
  /** The title's inline markup, for the H1; absent when it is plain text. */
  readonly titleHtml?: SafeHtml;
  /** Editorial HTML from WordPress, sanitized by the adapter. */
  readonly html: SafeHtml;
}
