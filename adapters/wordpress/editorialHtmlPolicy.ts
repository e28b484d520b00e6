// What editorial HTML may keep beyond the fixed allow-list: the hosts an iframe
// may embed (EMBED_HOSTS; the default list is the domain's).
import { DEFAULT_EMBED_HOSTS } from '../../src/domain/embedHosts.ts';

export interface EditorialHtmlPolicy {
  /** Host names an iframe may load from (https only, exact names: no subdomains). */
  readonly embedHosts: readonly string[];
}

export const DEFAULT_EDITORIAL_HTML_POLICY: EditorialHtmlPolicy = { embedHosts: DEFAULT_EMBED_HOSTS };
