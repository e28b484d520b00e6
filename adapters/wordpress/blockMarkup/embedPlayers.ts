// What an embed's iframe loads, as the click-to-load figure will load it, and the
// page a reader can open instead. YouTube's players are played from its
// privacy-enhanced host (youtube-nocookie.com: no cookie until the reader plays),
// whatever host WordPress's oEmbed answer named.

export interface Player {
  /** The host the player loads from, as EMBED_HOSTS lists hosts. */
  readonly host: string;
  readonly playerUrl: string;
  /** The original page, where the player's URL tells it (a YouTube or Vimeo video). */
  readonly pageUrl?: string;
  /** The provider's name, where the host tells it. */
  readonly provider?: string;
}

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const YOUTUBE_PLAYER_HOST = 'www.youtube-nocookie.com';
/** Parameters of YouTube's player worth keeping (where to start, a playlist); `feature=oembed` and the rest are WordPress's or trackers'. */
const YOUTUBE_KEPT = ['start', 'end', 'list', 'index', 't'];

const youtube = (url: URL): Player | undefined => {
  const id = /^\/embed\/([\w-]+)$/.exec(url.pathname)?.[1];
  if (!id) return undefined;
  const kept = new URLSearchParams([...url.searchParams].filter(([name]) => YOUTUBE_KEPT.includes(name)));
  const query = kept.size > 0 ? `?${kept}` : '';
  return { host: YOUTUBE_PLAYER_HOST, provider: 'YouTube', playerUrl: `https://${YOUTUBE_PLAYER_HOST}/embed/${id}${query}`, pageUrl: `https://www.youtube.com/watch?v=${id}` };
};

const vimeo = (url: URL): Player => {
  const id = /^\/video\/(\d+)/.exec(url.pathname)?.[1];
  return { host: url.hostname, provider: 'Vimeo', playerUrl: url.href, pageUrl: id ? `https://vimeo.com/${id}` : undefined };
};

/** The player of an iframe's src; undefined when it is no http(s) URL. */
export const playerOf = (src: string): Player | undefined => {
  let url: URL;
  try {
    url = new URL(src.trim());
  } catch {
    return undefined;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) return undefined;
  if (YOUTUBE_HOSTS.has(url.hostname)) return youtube(url) ?? { host: url.hostname, provider: 'YouTube', playerUrl: url.href };
  if (url.hostname === 'player.vimeo.com') return vimeo(url);
  // An http player is never allowed (EMBED_HOSTS are https): its host is named so that it becomes a link.
  return { host: url.protocol === 'https:' ? url.hostname : `http:${url.hostname}`, playerUrl: url.href };
};
