import { describe, expect, it } from 'vitest';
import type { InlineMediaItem } from '../../../src/domain/content.ts';
import { isMediaSlotName, matchMediaSlot } from '../../../src/domain/matchMediaSlot.ts';

const item = (slot_id: string): InlineMediaItem => ({ slot_id, kind: 'image' });
const items = [item('hero'), item('Slot-2'), item('MEDIA_3')];

describe('media slot matching', () => {
  it('matches the slot id ignoring case', () => {
    expect(matchMediaSlot(items, 'HERO')?.slot_id).toBe('hero');
    expect(matchMediaSlot(items, 'slot-2')?.slot_id).toBe('Slot-2');
  });

  it('falls back to the numeric suffix', () => {
    expect(matchMediaSlot(items, 'image3')?.slot_id).toBe('MEDIA_3');
    expect(matchMediaSlot(items, 'media-02')?.slot_id).toBe('Slot-2');
  });

  it('finds nothing for an unknown slot without a matching number', () => {
    expect(matchMediaSlot(items, 'footer')).toBeUndefined();
    expect(matchMediaSlot(items, 'slot-9')).toBeUndefined();
  });

  it('accepts slot names of letters, digits, _ and - only', () => {
    expect(isMediaSlotName('slot_1-a')).toBe(true);
    expect(isMediaSlotName('slot 1')).toBe(false);
    expect(isMediaSlotName('slot"1')).toBe(false);
    expect(isMediaSlotName('')).toBe(false);
  });
});
