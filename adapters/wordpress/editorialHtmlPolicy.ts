// What editorial HTML may keep beyond the fixed allow-list: the hosts an iframe
// may embed (EMBED_HOSTS; the default list is the domain's), and the origins its
// images, audio and video may load from (the media origins WordPress reports,
// with MEDIA_ORIGINS: the same list the CSP names).
import { DEFAULT_EMBED_HOSTS } from '../../src/domain/embedHosts.ts';

export interface EditorialHtmlPolicy {
  /** Host names an iframe may load from (https only, exact names: no subdomains). */
  readonly embedHosts: readonly string[];
  /**
   * Origins (`https://cdn.example.net`) the content's media may load from, besides the
   * site's own paths; asked at each sanitization, as WordPress's answer may change.
   * Absent: any http(s) origin (the adapter's tests, and tools that show no page).
   */
  readonly mediaOrigins?: () => readonly string[];
}

export const DEFAULT_EDITORIAL_HTML_POLICY: EditorialHtmlPolicy = { embedHosts: DEFAULT_EMBED_HOSTS };
