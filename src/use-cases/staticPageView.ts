import type { SafeHtml } from '../domain/safeHtml.ts';

export interface StaticPageView {
  readonly screen: 'static';
  readonly title: string;
  /** Editorial HTML from WordPress, sanitized by the adapter. */
  readonly html: SafeHtml;
}
