// Which inline media item fills a placeholder (spec section 3, InlineMediaItem).
import type { InlineMediaItem } from './content.ts';

const SLOT_NAME = /^[A-Za-z0-9_-]+$/;

/** Placeholder slot names: letters, digits, `_` or `-` only. */
export const isMediaSlotName = (s: string): boolean => SLOT_NAME.test(s);

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
  const exact = items.find((item) => normalised(item.slot_id) === wanted);
  if (exact) return exact;
  const suffix = numericSuffix(slot);
  return suffix === undefined ? undefined : items.find((item) => numericSuffix(item.slot_id) === suffix);
};
