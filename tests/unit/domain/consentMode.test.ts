import { describe, expect, it } from 'vitest';
import { acceptAll, consentChoice, rejectAll } from '../../../src/domain/consent.ts';
import { consentModeScript, consentModeState } from '../../../src/domain/consentMode.ts';

/** Runs the inline script against a fake window and returns what it put in dataLayer. */
const run = (script: string): unknown[][] => {
  const win: { dataLayer?: unknown[] } = {};
  new Function('window', 'dataLayer', `var dataLayer; ${script.replace('window.dataLayer=window.dataLayer||[];', 'window.dataLayer=window.dataLayer||[];dataLayer=window.dataLayer;')}`)(win, undefined);
  return (win.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
};

const allDenied = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' };

describe('Google Consent Mode v2', () => {
  it('denies the four signals by default before any tag', () => {
    expect(run(consentModeScript(undefined))).toEqual([['consent', 'default', allDenied]]);
  });

  it('applies a returning reader’s stored choice right after the defaults', () => {
    const entries = run(consentModeScript(consentChoice({ measurement: true })));
    expect(entries[0]).toEqual(['consent', 'default', allDenied]);
    expect(entries[1]).toEqual(['consent', 'update', { ...allDenied, analytics_storage: 'granted' }]);
  });

  it('grants analytics storage for measurement only', () => {
    expect(consentModeState(consentChoice({ measurement: true }))).toEqual({ ...allDenied, analytics_storage: 'granted' });
  });

  it('grants ad storage and ad user data for advertising, personalisation only for personalised ads', () => {
    expect(consentModeState(consentChoice({ advertising: true }))).toEqual({ ...allDenied, ad_storage: 'granted', ad_user_data: 'granted' });
    expect(consentModeState(acceptAll())).toEqual({ ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' });
    expect(consentModeState(rejectAll())).toEqual(allDenied);
  });

  it('cannot be broken out of by its content', () => {
    expect(consentModeScript(acceptAll())).not.toMatch(/<\/?script/i);
  });
});
