// The reader's consent (docs/product.md#consent): four purposes, of which
// `necessary` is always on. A choice carries the version of the purposes it was
// given for, so that a new version of the purposes asks the reader again.

const CONSENT_PURPOSES = ['necessary', 'measurement', 'advertising', 'personalisedAdvertising'] as const;
type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** The purposes a reader may switch on or off (necessary is not a choice). */
const OPTIONAL_PURPOSES = ['measurement', 'advertising', 'personalisedAdvertising'] as const satisfies readonly ConsentPurpose[];
export type OptionalPurpose = (typeof OPTIONAL_PURPOSES)[number];

/**
 * Bump when the purposes, or the tags a purpose unlocks, change: every stored
 * choice of an older version then reads as "not chosen" and the banner shows again.
 */
export const CONSENT_VERSION = 1;

export interface ConsentChoice {
  readonly version: number;
  readonly purposes: Readonly<Record<ConsentPurpose, boolean>>;
}

/**
 * A choice from the optional purposes the reader ticked. Personalised ads are a
 * kind of advertising, so they cannot be on while advertising is off.
 */
export const consentChoice = (selected: Partial<Record<OptionalPurpose, boolean>>, version: number = CONSENT_VERSION): ConsentChoice => {
  const advertising = selected.advertising === true;
  return {
    version,
    purposes: {
      necessary: true,
      measurement: selected.measurement === true,
      advertising,
      personalisedAdvertising: advertising && selected.personalisedAdvertising === true,
    },
  };
};

export const acceptAll = (): ConsentChoice => consentChoice({ measurement: true, advertising: true, personalisedAdvertising: true });
export const rejectAll = (): ConsentChoice => consentChoice({});

/** A stored choice counts only when it was given for the current purposes. */
export const isCurrent = (choice: ConsentChoice | undefined): choice is ConsentChoice => choice?.version === CONSENT_VERSION;

/** True when turning `next` on would take away something `previous` had allowed. */
export const withdrawsAny = (previous: ConsentChoice | undefined, next: ConsentChoice): boolean =>
  previous !== undefined && OPTIONAL_PURPOSES.some((purpose) => previous.purposes[purpose] && !next.purposes[purpose]);
