export interface AdSlot {
  readonly slotId: string;
  readonly heightPx: number;
  readonly format?: 'auto' | 'autorelaxed';
}

export const AdsPort = Symbol.for('AdsPort');

export interface AdsPort {
  /** Loads the ad network script once; rejects (after logging) when it fails. */
  load(): Promise<void>;
  /** Requests an ad for a slot element that has come near the viewport. */
  push(slot: AdSlot): void;
}
