import type { AdsMode } from '../domain/consentAds.ts';

interface AdSlot {
  readonly slotId: string;
  readonly heightPx: number;
  readonly format?: 'auto' | 'autorelaxed';
}

/** One place on a page where an ad may go: a slot plus the key the renderer marked its element with. */
export interface AdUnit extends AdSlot {
  readonly key: string;
}

/**
 * The attribute that marks it: the renderer writes the unit's key in it and an ads
 * adapter finds the unit's element by it. Half of this port's contract, whichever
 * network serves it, so it lives here rather than in one adapter.
 */
export const AD_KEY_ATTRIBUTE = 'data-nd-ad-key';

export const AdsPort = Symbol.for('AdsPort');

export interface AdsPort {
  /**
   * Loads the ad network script once, asking for personalised or only
   * non-personalised ads (decision 0005); rejects (after logging) when it fails.
   */
  load(mode?: Exclude<AdsMode, 'none'>): Promise<void>;
  /**
   * Asks for an ad in a unit once it is near the viewport and has a width; never
   * twice for one unit. Returns a function that stops watching it (unmount).
   */
  push(unit: AdUnit): () => void;
}
