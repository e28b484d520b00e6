// The consent store of the browser: the first-party cookie the server also reads.
import { consentCookie, consentFromCookies } from '../../src/domain/consentCookie.ts';
import type { ConsentStorePort } from '../../src/ports/ConsentStorePort.ts';

/** Anything with a cookie jar like `document.cookie`; a parameter so tests can pass a stand-in. */
export interface CookieJar {
  cookie: string;
}

export const createCookieConsentStore = (jar: () => CookieJar, secure: () => boolean): ConsentStorePort => ({
  read: () => consentFromCookies(jar().cookie),
  write: (choice) => {
    jar().cookie = consentCookie(choice, secure());
  },
});

/** The page's own cookie jar, looked up only when used (never on the server). */
export const browserConsentStore = (): ConsentStorePort =>
  createCookieConsentStore(
    () => document,
    () => location.protocol === 'https:',
  );
