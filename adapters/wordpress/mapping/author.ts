// An author from the wire into the core's Author: every field as text (the name,
// the biography and whatever else the contract's author carries), the slug as the
// codec checked it, the avatar only when it is a usable local image.
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

/** Each field as text: markup dropped, entities decoded (an absent field stays absent). */
const asText = <A extends Readonly<Record<string, string | undefined>>>(fields: A): A =>
  Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value === undefined ? undefined : stripHtml(value)])) as A;

/**
 * A new text field of the author (a job title…) needs nothing here: it is carried
 * on as text. One that is not text (an address) is checked here, as the avatar is.
 */
export const toAuthor = ({ slug, avatar, ...fields }: WireAuthor): Author => {
  const text = asText(fields);
  return compact({
    slug,
    ...text,
    // The codec checked there is a name; one of markup alone falls back to the slug.
    name: text.name || slug,
    description: text.description ?? '',
    avatar: avatarOf(avatar),
  });
};
