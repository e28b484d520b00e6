// A category tree from the wire: names and descriptions as text, children translated too.
import type { Category } from '../../../src/domain/content.ts';
import { stripHtml } from '../../../src/domain/postDisplay.ts';
import type { WireCategory } from '../codecs/category.ts';
import { compact } from './compact.ts';
import { toTranslations } from './translations.ts';

/** `name` falls back to the slug and `children` to none (docs/product.md#post-display). */
export const toCategory = (wire: WireCategory): Category => compact({
  name: stripHtml(wire.name ?? '') || wire.slug,
  slug: wire.slug,
  description: stripHtml(wire.description ?? ''),
  children: (wire.children ?? []).map(toCategory),
  translations: toTranslations(wire.translations),
});
