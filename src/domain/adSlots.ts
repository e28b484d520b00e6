// The ad slots (docs/product.md#ads): ids, reserved heights (no layout shift) and
// the ad network's format of each.

export interface AdSlotSpec {
  readonly slotId: string;
  readonly heightPx: number;
  /** `autorelaxed`: the network's matched-content unit, which fills a bottom slot with related reading. */
  readonly format: 'auto' | 'autorelaxed';
}

/** The two article side slots; hidden on small screens. */
export const SIDE_AD: AdSlotSpec = { slotId: '5570205699', heightPx: 250, format: 'auto' };
/** The bottom auto-relaxed slot of an article. */
export const BOTTOM_AD: AdSlotSpec = { slotId: '4917319170', heightPx: 280, format: 'autorelaxed' };
/** Every listing ad uses one id (the spec names only the side slot's); 480px high. */
export const LISTING_AD: AdSlotSpec = { slotId: '5570205699', heightPx: 480, format: 'auto' };
