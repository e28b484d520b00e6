// The consent cookie: a first-party cookie the server reads to render the page
// for the reader's choice (no banner flash) and the browser writes when the
// reader chooses. Pure string functions: garbage in reads as "not chosen".
import { consentChoice, isCurrent, type ConsentChoice } from './consent.ts';

export const CONSENT_COOKIE = 'nd_consent';
/** Six months: long enough not to nag, short enough to ask again now and then. */
export const CONSENT_MAX_AGE_SECONDS = 60 * 60 * 24 * 182;

const FLAGS = [
  ['m', 'measurement'],
  ['a', 'advertising'],
  ['p', 'personalisedAdvertising'],
] as const;

/** e.g. `v1.m1.a0.p0`: cookie-safe characters only, readable in dev tools. */
export const encodeConsent = (choice: ConsentChoice): string =>
  [`v${choice.version}`, ...FLAGS.map(([letter, purpose]) => `${letter}${choice.purposes[purpose] ? 1 : 0}`)].join('.');

const ENCODED = /^v(\d{1,6})\.m([01])\.a([01])\.p([01])$/;

/** The choice a cookie value holds, of whatever version; undefined for anything malformed. */
export const decodeConsent = (raw: string | undefined): ConsentChoice | undefined => {
  const match = raw === undefined ? null : ENCODED.exec(raw.trim());
  if (!match) return undefined;
  const [, version, m, a, p] = match;
  return consentChoice({ measurement: m === '1', advertising: a === '1', personalisedAdvertising: p === '1' }, Number(version));
};

/** The value of one cookie in a Cookie header (or `document.cookie`). */
export const cookieValue = (header: string | undefined, name: string): string | undefined => {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return undefined;
};

/** The reader's current choice from a Cookie header; an older version reads as "not chosen". */
export const consentFromCookies = (header: string | undefined): ConsentChoice | undefined => {
  const choice = decodeConsent(cookieValue(header, CONSENT_COOKIE));
  return isCurrent(choice) ? choice : undefined;
};

/** The Set-Cookie / document.cookie string that stores a choice for the whole site. */
export const consentCookie = (choice: ConsentChoice, secure: boolean): string =>
  `${CONSENT_COOKIE}=${encodeConsent(choice)}; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
