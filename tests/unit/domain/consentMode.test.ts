import { describe, expect, it } from 'vitest';
import { acceptAll, consentChoice, rejectAll } from '../../../src/domain/consent.ts';
import { consentModeState, DENIED_BY_DEFAULT } from '../../../src/domain/consentMode.ts';

// The head script that applies these is tested with the adapters (consentBootstrapScript.test.ts).
const allDenied = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' };

describe('Google Consent Mode v2', () => {
  it('denies the four signals by default', () => {
    expect(DENIED_BY_DEFAULT).toEqual(allDenied);
  });

  it('grants analytics storage for measurement only', () => {
    expect(consentModeState(consentChoice({ measurement: true }))).toEqual({ ...allDenied, analytics_storage: 'granted' });
  });

  it('grants ad storage and ad user data for advertising, personalisation only for personalised ads', () => {
    expect(consentModeState(consentChoice({ advertising: true }))).toEqual({ ...allDenied, ad_storage: 'granted', ad_user_data: 'granted' });
    expect(consentModeState(acceptAll())).toEqual({ ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' });
    expect(consentModeState(rejectAll())).toEqual(allDenied);
  });
});
