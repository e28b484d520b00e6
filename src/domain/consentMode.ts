// Google Consent Mode v2: which signals each purpose grants, and the inline
// script that sets every signal to 'denied' before any tag can run.
import { serializeForScript } from './safeJson.ts';
import type { ConsentChoice } from './consent.ts';

export const CONSENT_MODE_SIGNALS = ['ad_storage', 'ad_user_data', 'ad_personalization', 'analytics_storage'] as const;
export type ConsentModeSignal = (typeof CONSENT_MODE_SIGNALS)[number];
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

/**
 * The first script of <head>: dataLayer and gtag exist, every signal is denied
 * by default, and a returning reader's stored choice is applied at once, all
 * before any tag is requested.
 */
export const consentModeScript = (stored: ConsentChoice | undefined): string =>
  'window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}' +
  `gtag('consent','default',${serializeForScript(DENIED_BY_DEFAULT)});` +
  (stored ? `gtag('consent','update',${serializeForScript(consentModeState(stored))});` : '');
