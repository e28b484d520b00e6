// The head of a page as data. Issue 4 grows this into the full metadata of the
// spec (Open Graph, Twitter, alternates, structured data); renderers only map it.
export interface PageHead {
  readonly title: string;
  readonly description: string;
  /** Root-relative; the renderer makes it absolute with the site origin. */
  readonly canonicalPath: string;
  readonly robots?: string;
}
