export const CONSENT_PURPOSES = ['necessary', 'measurement', 'advertising', 'personalisedAdvertising'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

export interface ConsentChoice {
  readonly version: number;
  readonly purposes: Readonly<Record<ConsentPurpose, boolean>>;
}

export const ConsentStorePort = Symbol.for('ConsentStorePort');

export interface ConsentStorePort {
  /** The stored choice, or undefined when the reader has not chosen (or chose an older version). */
  read(): ConsentChoice | undefined;
  write(choice: ConsentChoice): void;
}
