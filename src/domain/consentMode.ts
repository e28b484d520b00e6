// Google Consent Mode v2: which signals each purpose grants, every one denied
// until the reader chooses. The head script that applies them lives with the
// analytics adapters (adapters/analytics/consentBootstrapScript.ts).
import type { ConsentChoice } from './consent.ts';

export const CONSENT_MODE_SIGNALS = ['ad_storage', 'ad_user_data', 'ad_personalization', 'analytics_storage'] as const;
type ConsentModeSignal = (typeof CONSENT_MODE_SIGNALS)[number];
export type ConsentModeState = Readonly<Record<ConsentModeSignal, 'granted' | 'denied'>>;

export const DENIED_BY_DEFAULT: ConsentModeState = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
};

const state = (on: boolean): 'granted' | 'denied' => (on ? 'granted' : 'denied');

/**
 * measurement → analytics_storage; advertising → ad_storage and ad_user_data
 * (cookies for frequency capping and fraud checks, and sending ad data to the network);
 * personalised advertising → ad_personalization.
 */
export const consentModeState = (choice: ConsentChoice): ConsentModeState => ({
  ad_storage: state(choice.purposes.advertising),
  ad_user_data: state(choice.purposes.advertising),
  ad_personalization: state(choice.purposes.personalisedAdvertising),
  analytics_storage: state(choice.purposes.measurement),
});
