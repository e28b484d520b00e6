// A category with its children, as get-categories sends the tree.
import * as t from 'io-ts';
import { buildFrom } from './buildFrom.ts';
import { LenientNumber, LenientString, optionalOf } from './lenient.ts';
import { tolerantArrayOf, type DropSink } from './tolerantArray.ts';
import { translationsCodec, type WireTranslation } from './translation.ts';

const categoryFields = t.partial({ id: LenientNumber, ID: LenientNumber, name: LenientString, slug: LenientString, description: LenientString });
type CategoryFields = t.TypeOf<typeof categoryFields>;

/** io-ts needs a recursive type spelled out: the fields of the codec, checked, with the children. */
export interface WireCategory extends Omit<CategoryFields, 'id' | 'ID' | 'slug'> {
  readonly id: number;
  readonly slug: string;
  readonly children?: readonly WireCategory[];
  readonly translations?: readonly WireTranslation[];
}

/** A category needs an id and a slug to be linked; a child that lacks them is dropped. */
export const categoryCodec = (onDrop: DropSink): t.Type<WireCategory, unknown, unknown> => {
  const codec: t.Type<WireCategory, unknown, unknown> = t.recursion('Category', () =>
    buildFrom(
      'Category',
      t.exact(t.intersection([categoryFields, t.partial({ children: optionalOf(tolerantArrayOf(codec, onDrop)), translations: translationsCodec(onDrop) })])),
      ({ id, ID, slug, ...rest }): WireCategory | string => {
        const categoryId = id ?? ID;
        if (categoryId === undefined) return 'a category needs an id (id or ID)';
        if (!slug?.trim()) return 'a category needs a slug';
        return { ...rest, id: categoryId, slug };
      },
    ),
  );
  return codec;
};
