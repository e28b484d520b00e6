// Whether a reader's reads and searches go into the newsroom's anonymous counts
// (docs/reader-signals.md, decision 24). Counting them is the site's own audience
// measurement, exempt from consent: a reader who has not chosen yet is counted.
// A reader who refused measurement in the consent layer, or whose browser sends
// Global Privacy Control, is not, whatever else they allowed. Votes are not
// audience measurement: a reader casts one to have it counted.
import type { ConsentChoice } from './consent.ts';

export const audienceCounted = (choice: ConsentChoice | undefined, globalPrivacyControl: boolean): boolean =>
  !globalPrivacyControl && (choice === undefined || choice.purposes.measurement);
