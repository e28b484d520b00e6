// Whether a reader's reads and searches go into the newsroom's anonymous counts
// (docs/reader-signals.md, decision 24). Counting them is the site's own audience
// measurement, exempt from consent: a reader who has not chosen yet is counted.
// A reader who refused measurement in the consent layer, or whose browser sends
// Global Privacy Control, is not, whatever else they allowed. Votes are not
// audience measurement: a reader casts one to have it counted.
import type { ConsentChoice } from './consent.ts';
import { CONSENT_COOKIE, cookieValues, decodeConsent } from './consentCookie.ts';

export const audienceCounted = (choice: ConsentChoice | undefined, globalPrivacyControl: boolean): boolean =>
  !globalPrivacyControl && (choice === undefined || choice.purposes.measurement);

/**
 * Whether a Cookie header holds a choice refusing measurement, of any version.
 * The banner reads a choice of a version that no longer stands as none, to ask
 * again (consentFromCookies); a refusal is not undone by our changing the
 * purposes, so until the reader chooses again it still stands for counting.
 * Every consent cookie the browser sends is read: one refusing is enough.
 */
export const measurementRefused = (cookieHeader: string | undefined): boolean =>
  cookieValues(cookieHeader, CONSENT_COOKIE).some((raw) => decodeConsent(raw)?.purposes.measurement === false);
