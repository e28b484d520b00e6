// A post's author on the wire (docs/content-api-contract.md, authors): the get-authors
// list item, and the `author` every post may carry. An author the site cannot
// link (no slug, a slug that is not URL-safe, no name) is no author: in a list
// it is dropped and reported like any bad item; on a post it is ignored and the
// post keeps everything else, as other bad optional fields are.
import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { isAuthorSlug } from '../../../src/domain/authorSlug.ts';
import { buildFrom } from './buildFrom.ts';
import { LenientString } from './lenient.ts';

const authorFields = t.exact(t.partial({ slug: LenientString, name: LenientString, description: LenientString, avatar: t.unknown }));

// Every field decoded is kept (the mapping carries them on): a new field of the
// contract's author is one more entry in `authorFields`, nothing here.
export const authorCodec = buildFrom('Author', authorFields, ({ slug, name, ...rest }) => {
  const trimmed = slug?.trim() ?? '';
  if (!isAuthorSlug(trimmed)) return 'an author needs a URL-safe slug';
  if (!name?.trim()) return 'an author needs a name';
  // The avatar is checked by the mapping: an unusable one goes alone, the author stays.
  return { slug: trimmed, name, ...rest };
});
export type WireAuthor = t.TypeOf<typeof authorCodec>;

/** A post's `author`: a usable one, else undefined (never a failed post). */
export const optionalAuthorCodec = new t.Type<WireAuthor | undefined, unknown, unknown>(
  'OptionalAuthor',
  (u): u is undefined => u === undefined,
  (u, c) => {
    const decoded = authorCodec.validate(u, c);
    return E.isRight(decoded) ? decoded : t.success(undefined);
  },
  (a) => a,
);
