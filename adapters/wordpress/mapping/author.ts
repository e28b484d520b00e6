// An author from the wire into the core's Author: the name and biography as text,
// the avatar only when it is a usable local image.
import type { Author } from '../../../src/domain/content.ts';
import { stripHtml } from '../../../src/domain/postDisplay.ts';
import { siteOrHttpUrl } from '../../../src/domain/siteOrHttpUrl.ts';
import type { WireAuthor } from '../codecs/author.ts';
import { compact } from './compact.ts';

/**
 * Gravatar is what WordPress shows when the newsroom set no picture: a third
 * party every reader's browser would call (and the CSP refuses). The contract
 * asks for the newsroom's own image; this one is dropped if it arrives anyway.
 */
const THIRD_PARTY_AVATAR = /^https?:\/\/(?:[^/?#]*\.)?gravatar\.com(?:[:/?#]|$)/i;

const avatarOf = (raw: unknown): string | undefined => {
  const url = typeof raw === 'string' ? siteOrHttpUrl(raw) : undefined;
  return url && !THIRD_PARTY_AVATAR.test(url) ? url : undefined;
};

export const toAuthor = (wire: WireAuthor): Author =>
  compact({
    slug: wire.slug,
    // The codec checked there is a name; one of markup alone falls back to the slug.
    name: stripHtml(wire.name ?? '') || wire.slug,
    description: stripHtml(wire.description ?? ''),
    avatar: avatarOf(wire.avatar),
  });
