// A category with its children, as get-categories sends the tree.
import * as t from 'io-ts';
import type { Category } from '../../../src/domain/content.ts';
import { buildFrom, compact } from './buildFrom.ts';
import { LenientNumber, LenientString, optionalOf } from './lenient.ts';
import { tolerantArrayOf, type DropSink } from './tolerantArray.ts';

/** `count` defaults to 0 and `children` to []; a category needs an id and a slug to be linked. */
export const categoryCodec = (onDrop: DropSink): t.Type<Category, unknown, unknown> => {
  const codec: t.Type<Category, unknown, unknown> = t.recursion('Category', () =>
    buildFrom(
      'Category',
      t.exact(
        t.partial({
          id: LenientNumber, ID: LenientNumber, name: LenientString, slug: LenientString, description: LenientString,
          count: LenientNumber, link: LenientString, children: optionalOf(tolerantArrayOf(codec, onDrop)),
        }),
      ),
      (raw): Category | string => {
        const id = raw.id ?? raw.ID;
        if (id === undefined) return 'a category needs an id (id or ID)';
        if (!raw.slug?.trim()) return 'a category needs a slug';
        return compact({
          id, name: raw.name ?? raw.slug, slug: raw.slug, description: raw.description ?? '',
          count: raw.count ?? 0, link: raw.link, children: raw.children ?? [],
        });
      },
    ),
  );
  return codec;
};
