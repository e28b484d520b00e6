// A post, as listings, search, related posts and get_post send it.
import * as t from 'io-ts';
import type { Post } from '../../../src/domain/content.ts';
import { buildFrom, compact } from './buildFrom.ts';
import { LenientBoolean, LenientNumber, LenientString, optionalOf, Passthrough } from './lenient.ts';
import { CategoryRefCodec, InlineMediaCodec, OutboundLinkCodec, VoteCodec } from './postParts.ts';
import { tolerantArrayOf, type DropSink } from './tolerantArray.ts';

const postFields = (onDrop: DropSink) =>
  t.exact(
    t.partial({
      // Some endpoints spell the id `ID` (WP_Post's own field name).
      id: LenientNumber, ID: LenientNumber,
      date: LenientString, datePublished: LenientString, dateCreated: LenientString,
      locale: LenientString, locale_bcp47: LenientString,
      image: LenientString, image_medium: LenientString, thumbnail: LenientString, alt_text: LenientString,
      name: LenientString, title: LenientString, title_h1: LenientString, subtitle: LenientString,
      keywords: LenientString, excerpt: LenientString, metadescription: LenientString,
      link: LenientString, url: LenientString, permalink: LenientString, content: LenientString,
      views: LenientNumber,
      votes: optionalOf(tolerantArrayOf(VoteCodec, onDrop)),
      parent_category: CategoryRefCodec,
      sub_category: CategoryRefCodec,
      categories: optionalOf(t.exact(t.partial({ parent: CategoryRefCodec, sub: CategoryRefCodec }))),
      // Parsed by the core (tableOfContents.ts): an array, or a JSON string of one.
      index_slugs: Passthrough,
      outbound_links: optionalOf(tolerantArrayOf(OutboundLinkCodec, onDrop)),
      media_inline: optionalOf(tolerantArrayOf(InlineMediaCodec, onDrop)),
      media_inline_count: LenientNumber,
      regenerated: LenientBoolean,
    }),
  );

type PostFields = t.TypeOf<ReturnType<typeof postFields>>;

/** A post needs an id (`id` or `ID`) and a title; everything else may be missing. */
const toPost = ({ id, ID, title, categories, ...rest }: PostFields): Post | string => {
  const postId = id ?? ID;
  if (postId === undefined) return 'a post needs an id (id or ID)';
  if (title === undefined) return 'a post needs a title';
  return compact({ ...rest, id: postId, title, categories: categories && compact(categories) });
};

/** `onDrop` hears about the votes, links and media items dropped inside the post. */
export const postCodec = (onDrop: DropSink): t.Type<Post, unknown, unknown> => buildFrom('Post', postFields(onDrop), toPost);
