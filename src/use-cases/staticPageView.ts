export interface StaticPageView {
  readonly screen: 'static';
  readonly title: string;
  /** Editorial HTML from WordPress. */
  readonly html: string;
}
