// A post on the wire, as listings, search, related posts and get_post send it.
import * as t from 'io-ts';
import { buildFrom } from './buildFrom.ts';
import { optionalAuthorCodec } from './author.ts';
import { LenientBoolean, LenientNumber, LenientString, optionalOf } from './lenient.ts';
import { CategoryRefCodec, InlineMediaCodec, OutboundLinkCodec, VoteCodec } from './postParts.ts';
import { tolerantArrayOf, type DropSink } from './tolerantArray.ts';
import { translationsCodec } from './translation.ts';

const postFields = (onDrop: DropSink) =>
  t.exact(
    t.partial({
      // Some endpoints spell the id `ID` (WP_Post's own field name).
      id: LenientNumber, ID: LenientNumber,
      date: LenientString, datePublished: LenientString, dateCreated: LenientString,
      image: LenientString, image_medium: LenientString, thumbnail: LenientString, alt_text: LenientString,
      // The largest size (Newsdesk's addition): anything unusable is ignored by the mapping, never fails the post.
      image_full: t.unknown, image_full_width: t.unknown, image_full_height: t.unknown,
      name: LenientString, title: LenientString, title_h1: LenientString, subtitle: LenientString,
      keywords: LenientString, excerpt: LenientString, metadescription: LenientString, content: LenientString,
      views: LenientNumber,
      votes: optionalOf(tolerantArrayOf(VoteCodec, onDrop)),
      parent_category: CategoryRefCodec,
      sub_category: CategoryRefCodec,
      categories: optionalOf(t.exact(t.partial({ parent: CategoryRefCodec, sub: CategoryRefCodec }))),
      // An array, or a JSON string of one: the mapping parses it (tableOfContents.ts).
      index_slugs: t.unknown,
      outbound_links: optionalOf(tolerantArrayOf(OutboundLinkCodec, onDrop)),
      media_inline: optionalOf(tolerantArrayOf(InlineMediaCodec, onDrop)),
      regenerated: LenientBoolean,
      // A search result's extract (Newsdesk's addition): anything malformed is ignored by the mapping.
      extract: t.unknown,
      // Who wrote it (docs/content-api-contract.md, authors): a malformed author is no author, never a failed post.
      author: optionalAuthorCodec,
      // The same story in other languages (docs/content-api-contract.md#translations): a bad entry is dropped alone.
      translations: translationsCodec(onDrop),
    }),
  );

/** A post needs an id (`id` or `ID`) and a title; everything else may be missing. */
export const postCodec = (onDrop: DropSink) =>
  buildFrom('Post', postFields(onDrop), ({ id, ID, title, ...rest }) => {
    const postId = id ?? ID;
    if (postId === undefined) return 'a post needs an id (id or ID)';
    if (title === undefined) return 'a post needs a title';
    return { ...rest, id: postId, title };
  });

export type WirePost = t.TypeOf<ReturnType<typeof postCodec>>;
