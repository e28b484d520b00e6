// What editorial HTML may keep beyond the fixed allow-list: the hosts an iframe
// may embed (EMBED_HOSTS). Apart from the sanitizer so that configuration can
// name the default without loading the sanitizer.

/** YouTube's privacy-enhanced host and Vimeo's player: the embeds a newsroom uses most. */
export const DEFAULT_EMBED_HOSTS: readonly string[] = ['www.youtube-nocookie.com', 'player.vimeo.com'];

export interface EditorialHtmlPolicy {
  /** Host names an iframe may load from (https only, exact names: no subdomains). */
  readonly embedHosts: readonly string[];
}

export const DEFAULT_EDITORIAL_HTML_POLICY: EditorialHtmlPolicy = { embedHosts: DEFAULT_EMBED_HOSTS };
