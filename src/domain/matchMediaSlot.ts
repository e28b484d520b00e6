// Media placeholders of the post content and the inline media item that fills
// each one (docs/product.md#inline-media; the item is
// InlineMediaItem of content.ts).
import type { InlineMediaItem } from './content.ts';

const SLOT_NAME = /^[A-Za-z0-9_-]+$/;
/** docs/product.md#inline-media: 'MEDIA:' followed by letters, digits, underscore or hyphen. */
const MEDIA_COMMENT = /^MEDIA:([A-Za-z0-9_-]+)$/;

/** The attributes that make a span a placeholder, in the order they are read. */
export const MEDIA_SLOT_ATTRIBUTES = ['data-media-slot', 'media-slot'] as const;

/** Placeholder slot names: letters, digits, `_` or `-` only. */
export const isMediaSlotName = (s: string): boolean => SLOT_NAME.test(s);

/** The slot a comment's text names (`<!-- MEDIA:slot -->`, spaces around allowed), if it is a placeholder. */
export const mediaSlotOfComment = (text: string): string | undefined => MEDIA_COMMENT.exec(text.trim())?.[1];

/** The trailing digits as a number's text, so 'media-02' and 'slot-2' share the suffix '2'. */
const numericSuffix = (s: string): string | undefined => /(\d+)$/.exec(s.trim())?.[1]?.replace(/^0+(?=\d)/, '');

const normalised = (s: string): string => s.trim().toLowerCase();

/**
 * Case-insensitive match on the slot id, else on its numeric suffix ('slot-2' ~ 'MEDIA_2' ~ '2').
 * The fallback lets a placeholder and its item spell the prefix differently and still meet.
 */
export const matchMediaSlot = (items: readonly InlineMediaItem[], slot: string): InlineMediaItem | undefined => {
  const wanted = normalised(slot);
  if (wanted === '') return undefined;
  const exact = items.find((item) => normalised(item.slotId) === wanted);
  if (exact) return exact;
  const suffix = numericSuffix(slot);
  return suffix === undefined ? undefined : items.find((item) => numericSuffix(item.slotId) === suffix);
};
