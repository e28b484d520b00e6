// Whether a page view measures its Web Vitals and where they go (issue 22, item 3;
// decision 19). Decided once per page view, when the reader's consent is known.

/** What ops configured: the tag manager (GTM_ID) and the RUM endpoint (RUM_URL, RUM_SAMPLE_RATE). */
export interface FieldVitalsSetup {
  readonly tagManager: boolean;
  readonly rum?: { readonly url: string; readonly sampleRate: number };
}

/** What the reader's browser says. */
export interface ReaderState {
  /** The reader allowed measurement (the consent banner's "measurement" purpose). */
  readonly measurementAllowed: boolean;
  /** The browser asks to save data (navigator.connection.saveData). */
  readonly saveData: boolean;
  /** A number in [0, 1) drawn once per page view: the sampling decision. */
  readonly draw: number;
}

export interface FieldVitalsPlan {
  /** Push each measurement into the tag manager's data layer. */
  readonly dataLayer: boolean;
  /** Send the measurements with sendBeacon to this address. */
  readonly beaconUrl?: string;
}

/** A page view is in the sample when its draw falls under the rate: 1 takes every one, 0 none. */
export const sampledIn = (rate: number, draw: number): boolean => draw < rate;

/**
 * Undefined: measure nothing and load nothing. Nothing is measured without
 * measurement consent, nor for a reader whose browser asks to save data (the
 * library's code would be bytes they did not ask for); the RUM endpoint gets only
 * the sampled page views; the data layer gets every consented one (GA4 samples by itself).
 */
export const fieldVitalsPlan = (setup: FieldVitalsSetup, reader: ReaderState): FieldVitalsPlan | undefined => {
  if (!reader.measurementAllowed || reader.saveData) return undefined;
  const beaconUrl = setup.rum && sampledIn(setup.rum.sampleRate, reader.draw) ? setup.rum.url : undefined;
  if (!setup.tagManager && beaconUrl === undefined) return undefined;
  return { dataLayer: setup.tagManager, beaconUrl };
};
