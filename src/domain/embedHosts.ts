// The players an article may frame when ops name none (EMBED_HOSTS): the
// sanitizer keeps their iframes, the CSP's frame-src names them. A rule of the
// product, so that the configuration and the WordPress adapter share one list.

/** YouTube's privacy-enhanced host and Vimeo's player: the embeds a newsroom uses most. */
export const DEFAULT_EMBED_HOSTS: readonly string[] = ['www.youtube-nocookie.com', 'player.vimeo.com'];
