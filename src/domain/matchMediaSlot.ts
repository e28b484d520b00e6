// Which inline media item fills a placeholder (spec section 3, InlineMediaItem).
import type { InlineMediaItem } from './content.ts';

const SLOT_NAME = /^[A-Za-z0-9_-]+$/;

/** Placeholder slot names: letters, digits, `_` or `-` only. */
export const isMediaSlotName = (s: string): boolean => SLOT_NAME.test(s);

const numericSuffix = (s: string): string | undefined => /(\d+)$/.exec(s)?.[1]?.replace(/^0+(?=\d)/, '');

/** Case-insensitive match on the slot id, else on its numeric suffix ('slot-2' ~ 'MEDIA_2'). */
export const matchMediaSlot = (items: readonly InlineMediaItem[], slot: string): InlineMediaItem | undefined => {
  const wanted = slot.toLowerCase();
  const exact = items.find((item) => item.slot_id.toLowerCase() === wanted);
  if (exact) return exact;
  const suffix = numericSuffix(slot);
  return suffix === undefined ? undefined : items.find((item) => numericSuffix(item.slot_id) === suffix);
};
