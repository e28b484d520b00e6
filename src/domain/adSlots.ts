// The ad slots of spec section 9: ids and reserved heights (no layout shift).

export interface AdSlotSpec {
  readonly slotId: string;
  readonly heightPx: number;
}

/** The two article side slots; hidden on small screens. */
export const SIDE_AD: AdSlotSpec = { slotId: '5570205699', heightPx: 250 };
/** The bottom auto-relaxed slot of an article. */
export const BOTTOM_AD: AdSlotSpec = { slotId: '4917319170', heightPx: 280 };
/** Every listing ad uses one id (the spec names only the side slot's); 480px high. */
export const LISTING_AD: AdSlotSpec = { slotId: '5570205699', heightPx: 480 };
