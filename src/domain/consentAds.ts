// What the ad network may be asked for under a choice (docs/decisions/0005).
// Non-personalised ads still put cookies on the reader's device (frequency
// capping, fraud checks), so they need the advertising purpose too: without it,
// no ad request is made at all.
import type { ConsentChoice } from './consent.ts';

export type AdsMode = 'none' | 'non-personalised' | 'personalised';

export const adsMode = (choice: ConsentChoice | undefined): AdsMode =>
  !choice?.purposes.advertising ? 'none' : choice.purposes.personalisedAdvertising ? 'personalised' : 'non-personalised';
