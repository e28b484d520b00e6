// The nested parts of a post on the wire: its category references, votes,
// outbound links and inline media items.
import * as t from 'io-ts';
import { siteOrHttpUrl } from '../../../src/domain/siteOrHttpUrl.ts';
import { buildFrom } from './buildFrom.ts';
import { isAbsent, LenientBoolean, LenientNumber, LenientString } from './lenient.ts';

const CategoryRefObject = buildFrom(
  'CategoryRef',
  t.exact(t.partial({ slug: LenientString, name: LenientString })),
  ({ slug, name }) => (slug?.trim() ? { slug, name } : undefined),
);

/** A category reference as the wire has it, or undefined when there is none. */
export type WireCategoryRef = t.TypeOf<typeof CategoryRefObject>;

/**
 * A category reference, or undefined when there is none. PHP serialises an
 * empty associative array as `[]` and an unset one as `false`, and a reference
 * without a slug cannot be linked: all of these mean "no category" rather than
 * a broken post.
 */
export const CategoryRefCodec = new t.Type<WireCategoryRef, unknown, unknown>(
  'CategoryRef',
  (u): u is WireCategoryRef => u === undefined,
  (u, c) => {
    if (isAbsent(u) || u === false || u === '' || (Array.isArray(u) && u.length === 0)) return t.success(undefined);
    return CategoryRefObject.validate(u, c);
  },
  (a) => a,
);

/** Votes are kept as given, possibly an empty list: the mapping applies the zero defaults (ratingOf). */
export const VoteCodec = t.exact(t.partial({ average: LenientNumber, votes: LenientNumber }));

/** A link the page cannot use (no url, or one that is neither http(s) nor a path of the site) is dropped. */
export const OutboundLinkCodec = buildFrom(
  'OutboundLink',
  t.exact(t.partial({ title: LenientString, url: LenientString, domain: LenientString, image: LenientString, description: LenientString })),
  (raw) => {
    const url = siteOrHttpUrl(raw.url);
    return url ? { ...raw, url } : 'an outbound link needs an http(s) url or a path of the site';
  },
);
export type WireOutboundLink = t.TypeOf<typeof OutboundLinkCodec>;

const InlineMediaFields = t.exact(
  t.partial({
    // content_type only tells the kind of an item that does not declare one (mediaKindOf).
    slot_id: LenientString, kind: LenientString, asset_url: LenientString, poster_url: LenientString, content_type: LenientString,
    width: LenientNumber, height: LenientNumber, alt_text: LenientString, caption: LenientString,
    page_url: LenientString, registrable_domain: LenientString, source_title: LenientString,
    license_label: LenientString, priority: LenientBoolean,
  }),
);

type MediaKind = 'image' | 'video';

/** The declared kind, else what the content type says, else an image. */
const mediaKindOf = (kind: string | undefined, contentType: string | undefined): MediaKind | undefined => {
  if (kind === 'image' || kind === 'video') return kind;
  if (kind !== undefined && kind !== '') return undefined;
  return contentType?.startsWith('video/') ? 'video' : 'image';
};

export const InlineMediaCodec = buildFrom('InlineMediaItem', InlineMediaFields, (raw) => {
  if (!raw.slot_id?.trim()) return 'a media item needs a slot_id';
  const kind = mediaKindOf(raw.kind, raw.content_type);
  if (kind === undefined) return `unknown media kind "${raw.kind}"`;
  return { ...raw, slot_id: raw.slot_id, kind };
});
export type WireInlineMediaItem = t.TypeOf<typeof InlineMediaCodec>;
