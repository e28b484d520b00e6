// The newsroom's own social profiles, from configuration (SOCIAL_PROFILES): footer
// links, Twitter card attribution and the Organization's sameAs all read them. None
// configured, none shown: a default would name an account that is someone else's.
export interface SocialProfile {
  /** The link text: the network's name. */
  readonly name: string;
  readonly href: string;
}

/** Networks readers know by name; any other profile is named by its host. */
const NETWORKS: Readonly<Record<string, string>> = {
  'x.com': 'X',
  'twitter.com': 'X',
  'linkedin.com': 'LinkedIn',
  'facebook.com': 'Facebook',
  'instagram.com': 'Instagram',
  'threads.net': 'Threads',
  'bsky.app': 'Bluesky',
  'youtube.com': 'YouTube',
  'tiktok.com': 'TikTok',
  'whatsapp.com': 'WhatsApp',
  't.me': 'Telegram',
};

const hostOf = (href: string): string => new URL(href).hostname.toLowerCase().replace(/^(?:www|m)\./, '');

/** A profile from its address (an absolute https URL, as the configuration accepts). */
export const socialProfile = (href: string): SocialProfile => {
  const host = hostOf(href);
  return { name: NETWORKS[host] ?? host, href };
};

/** An X handle: what follows the host, 1 to 15 letters, digits or underscores. */
const X_HANDLE = /^\/@?([A-Za-z0-9_]{1,15})\/?$/;

/** twitter:site: the @handle of the newsroom's X profile, or undefined when it has none. */
export const xHandle = (profiles: readonly SocialProfile[]): string | undefined => {
  for (const profile of profiles) {
    if (NETWORKS[hostOf(profile.href)] !== 'X') continue;
    const handle = X_HANDLE.exec(new URL(profile.href).pathname)?.[1];
    if (handle) return `@${handle}`;
  }
  return undefined;
};
