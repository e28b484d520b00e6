// The reader's consent (docs/product.md#consent): five purposes, of which
// `necessary` is always on. A choice carries the version of the purposes it was
// given for, so that a change of the purposes can ask the reader again.

const CONSENT_PURPOSES = ['necessary', 'measurement', 'advertising', 'personalisedAdvertising', 'embeds'] as const;
type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** The purposes a reader may switch on or off (necessary is not a choice). */
const OPTIONAL_PURPOSES = ['measurement', 'advertising', 'personalisedAdvertising', 'embeds'] as const satisfies readonly ConsentPurpose[];
export type OptionalPurpose = (typeof OPTIONAL_PURPOSES)[number];

/**
 * The version of the purposes the banner asks about. Bump it when the purposes,
 * or the tags a purpose unlocks, change: new choices are stamped with it.
 * Version 2 added embedded content (`embeds`, docs/decisions/0031-embeds-behind-consent.md).
 */
export const CONSENT_VERSION = 2;

/**
 * The oldest version whose choices still stand. A change that only adds a
 * purpose, off unless the reader says yes, takes nothing a reader allowed
 * further than they agreed: their choice stands, the new purpose off, and
 * nobody is asked again for it (version 2, embedded content; the embed's own
 * placeholder asks, one embed at a time). Raise it to CONSENT_VERSION when a
 * change widens what an earlier yes would allow (a purpose unlocking a new
 * tag): every older choice then reads as none, and the banner asks again.
 */
export const OLDEST_STANDING_CONSENT_VERSION = 1;

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
      embeds: selected.embeds === true,
    },
  };
};

export const acceptAll = (): ConsentChoice => consentChoice({ measurement: true, advertising: true, personalisedAdvertising: true, embeds: true });
export const rejectAll = (): ConsentChoice => consentChoice({});

/** A stored choice counts only when it was given for purposes that still stand (see OLDEST_STANDING_CONSENT_VERSION). */
export const isCurrent = (choice: ConsentChoice | undefined): choice is ConsentChoice =>
  choice !== undefined && choice.version >= OLDEST_STANDING_CONSENT_VERSION && choice.version <= CONSENT_VERSION;

/** True when turning `next` on would take away something `previous` had allowed. */
export const withdrawsAny = (previous: ConsentChoice | undefined, next: ConsentChoice): boolean =>
  previous !== undefined && OPTIONAL_PURPOSES.some((purpose) => previous.purposes[purpose] && !next.purposes[purpose]);
