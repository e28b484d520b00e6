import { describe, expect, it } from 'vitest';
import type { InlineMediaItem } from '../../../src/domain/content.ts';
import { isMediaSlotName, matchMediaSlot, mediaSlotOfComment } from '../../../src/domain/matchMediaSlot.ts';

const item = (slotId: string): InlineMediaItem => ({ slotId, kind: 'image' });
const items = [item('hero'), item('Slot-2'), item('MEDIA_3')];

describe('media slot matching', () => {
  it('matches the slot id ignoring case', () => {
    expect(matchMediaSlot(items, 'HERO')?.slotId).toBe('hero');
    expect(matchMediaSlot(items, 'slot-2')?.slotId).toBe('Slot-2');
  });

  it('ignores spaces around the slot', () => {
    expect(matchMediaSlot(items, ' hero ')?.slotId).toBe('hero');
  });

  it('prefers an exact match over a numeric one', () => {
    const both = [item('MEDIA_2'), item('slot-2')];
    expect(matchMediaSlot(both, 'SLOT-2')?.slotId).toBe('slot-2');
  });

  it('falls back to the numeric suffix', () => {
    expect(matchMediaSlot([item('MEDIA_2')], 'slot-2')?.slotId).toBe('MEDIA_2');
    expect(matchMediaSlot([item('2')], 'slot-2')?.slotId).toBe('2');
    expect(matchMediaSlot([item('slot-3')], 'image3')?.slotId).toBe('slot-3');
  });

  it('reads the numeric suffix as a number, so leading zeros do not matter', () => {
    expect(matchMediaSlot(items, 'media-02')?.slotId).toBe('Slot-2');
  });

  it('does not confuse 12 with 2', () => {
    expect(matchMediaSlot([item('slot-2')], 'slot-12')).toBeUndefined();
  });

  it('finds nothing for a slot without a numeric suffix and no exact match', () => {
    expect(matchMediaSlot(items, 'footer')).toBeUndefined();
    expect(matchMediaSlot(items, '2-slot')).toBeUndefined();
    expect(matchMediaSlot(items, '')).toBeUndefined();
  });

  it('finds nothing when no item has the same number', () => {
    expect(matchMediaSlot(items, 'slot-9')).toBeUndefined();
  });

  it('finds nothing among no items', () => {
    expect(matchMediaSlot([], 'slot-1')).toBeUndefined();
  });
});

describe('media slot names', () => {
  it('accepts letters, digits, _ and -', () => {
    expect(isMediaSlotName('slot_1-a')).toBe(true);
    expect(isMediaSlotName('HERO')).toBe(true);
    expect(isMediaSlotName('2')).toBe(true);
  });

  it('rejects anything else, and the empty name', () => {
    expect(isMediaSlotName('slot 1')).toBe(false);
    expect(isMediaSlotName('slot"1')).toBe(false);
    expect(isMediaSlotName('slot:1')).toBe(false);
    expect(isMediaSlotName('slòt')).toBe(false);
    expect(isMediaSlotName('')).toBe(false);
  });
});

describe('media placeholder comments', () => {
  it('names the slot of a MEDIA:slot comment, with or without spaces around it', () => {
    expect(mediaSlotOfComment(' MEDIA:slot-2 ')).toBe('slot-2');
    expect(mediaSlotOfComment('MEDIA:hero_1')).toBe('hero_1');
  });

  it('is no placeholder when the slot has other characters, or the comment says something else', () => {
    expect(mediaSlotOfComment(' MEDIA:a b ')).toBeUndefined();
    expect(mediaSlotOfComment(' MEDIA: ')).toBeUndefined();
    expect(mediaSlotOfComment(' media:x ')).toBeUndefined();
    expect(mediaSlotOfComment(' an editor note ')).toBeUndefined();
  });
});
