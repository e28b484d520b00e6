// The nested parts of a post: its category references, votes, outbound links
// and inline media items.
import * as t from 'io-ts';
import type { CategoryRef, InlineMediaItem, OutboundLink, Vote } from '../../../src/domain/content.ts';
import { buildFrom, compact } from './buildFrom.ts';
import { isAbsent, LenientBoolean, LenientNumber, LenientString } from './lenient.ts';

const CategoryRefObject = buildFrom(
  'CategoryRef',
  t.exact(t.partial({ slug: LenientString, name: LenientString })),
  (raw): CategoryRef | undefined => (raw.slug?.trim() ? { slug: raw.slug, name: raw.name ?? '' } : undefined),
);

/**
 * A category reference, or undefined when there is none. PHP serialises an
 * empty associative array as `[]` and an unset one as `false`, and a reference
 * without a slug cannot be linked: all of these mean "no category" rather than
 * a broken post.
 */
export const CategoryRefCodec = new t.Type<CategoryRef | undefined, unknown, unknown>(
  'CategoryRef',
  (u): u is CategoryRef | undefined => u === undefined,
  (u, c) => {
    if (isAbsent(u) || u === false || u === '' || (Array.isArray(u) && u.length === 0)) return t.success(undefined);
    return CategoryRefObject.validate(u, c);
  },
  (a) => a,
);

/** Votes are kept as given, possibly an empty list: the core applies the zero default (postRating). */
export const VoteCodec = buildFrom(
  'Vote',
  t.exact(t.partial({ average: LenientNumber, votes: LenientNumber, value: LenientNumber })),
  (raw): Vote => ({ average: raw.average ?? 0, votes: raw.votes ?? 0, value: raw.value ?? 0 }),
);

export const OutboundLinkCodec = buildFrom(
  'OutboundLink',
  t.exact(t.partial({ title: LenientString, url: LenientString, domain: LenientString, image: LenientString, description: LenientString })),
  (raw): OutboundLink | string =>
    raw.url?.trim()
      ? compact({ title: raw.title ?? raw.url, url: raw.url, domain: raw.domain, image: raw.image, description: raw.description })
      : 'an outbound link needs a url',
);

const InlineMediaFields = t.exact(
  t.partial({
    slot_id: LenientString, kind: LenientString, asset_url: LenientString, content_type: LenientString,
    width: LenientNumber, height: LenientNumber, alt_text: LenientString, caption: LenientString,
    page_url: LenientString, registrable_domain: LenientString, source_title: LenientString,
    source_description: LenientString, license_label: LenientString, safe_for_hotlink: LenientBoolean,
    priority: LenientBoolean,
  }),
);

/** The declared kind, else what the content type says, else an image. */
const mediaKindOf = (kind: string | undefined, contentType: string | undefined): InlineMediaItem['kind'] | undefined => {
  if (kind === 'image' || kind === 'video') return kind;
  if (kind !== undefined && kind !== '') return undefined;
  return contentType?.startsWith('video/') ? 'video' : 'image';
};

export const InlineMediaCodec = buildFrom('InlineMediaItem', InlineMediaFields, (raw): InlineMediaItem | string => {
  if (!raw.slot_id?.trim()) return 'a media item needs a slot_id';
  const kind = mediaKindOf(raw.kind, raw.content_type);
  if (kind === undefined) return `unknown media kind "${raw.kind}"`;
  return compact({ ...raw, slot_id: raw.slot_id, kind });
});
