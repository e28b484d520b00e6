export interface AdSlot {
  readonly slotId: string;
  readonly heightPx: number;
  readonly format?: 'auto' | 'autorelaxed';
}

/** One place on a page where an ad may go: a slot plus the key the renderer marked its element with. */
export interface AdUnit extends AdSlot {
  readonly key: string;
}

export const AdsPort = Symbol.for('AdsPort');

export interface AdsPort {
  /** Loads the ad network script once; rejects (after logging) when it fails. */
  load(): Promise<void>;
  /**
   * Asks for an ad in a unit once it is near the viewport and has a width; never
   * twice for one unit. Returns a function that stops watching it (unmount).
   */
  push(unit: AdUnit): () => void;
}
