// The consent cookie: a first-party cookie the browser writes when the reader
// chooses and reads back (the head's bootstrap script before first paint, the
// consent layer after hydration). The server never reads it, so its HTML is the
// same for every reader. Pure string functions: garbage in reads as "not chosen".
import { consentChoice, isCurrent, type ConsentChoice } from './consent.ts';

export const CONSENT_COOKIE = 'nd_consent';
/** Six months: long enough not to nag, short enough to ask again now and then. */
const CONSENT_MAX_AGE_SECONDS = 60 * 60 * 24 * 182;

const FLAGS = [
  ['m', 'measurement'],
  ['a', 'advertising'],
  ['p', 'personalisedAdvertising'],
  ['e', 'embeds'],
] as const;

/**
 * The flags every value carries: those of version 1. A flag added since is
 * optional when read, so that a choice stored before it existed still reads
 * (OLDEST_STANDING_CONSENT_VERSION), that purpose off.
 */
const FIRST_FLAGS = 3;

/** e.g. `v2.m1.a0.p0.e0`: cookie-safe characters only, readable in dev tools. */
export const encodeConsent = (choice: ConsentChoice): string =>
  [`v${choice.version}`, ...FLAGS.map(([letter, purpose]) => `${letter}${choice.purposes[purpose] ? 1 : 0}`)].join('.');

/** How many flag digits a value carries after its version. */
export const CONSENT_FLAG_COUNT = FLAGS.length;

const flagPattern = (letter: string): string => `\\.${letter}([01])`;

/**
 * A well-formed value: the version, then one 0/1 digit per flag in FLAGS order
 * (the capture groups), the later flags optional in turn (`v1.m1.a0.p0` is a
 * version 1 value; an absent flag's group is undefined).
 */
export const CONSENT_VALUE_PATTERN = new RegExp(
  `^v(\\d{1,6})${FLAGS.slice(0, FIRST_FLAGS).map(([letter]) => flagPattern(letter)).join('')}${FLAGS.slice(FIRST_FLAGS).reduceRight((inner, [letter]) => `(?:${flagPattern(letter)}${inner})?`, '')}$`,
);

/** The choice held by a value's flag digits, in FLAGS order: '1' is on, anything else (an absent flag too) off. */
export const choiceFromFlagDigits = (digits: readonly (string | undefined)[], version: number): ConsentChoice =>
  consentChoice(Object.fromEntries(FLAGS.map(([, purpose], i) => [purpose, digits[i] === '1'])), version);

/** The choice a cookie value holds, of whatever version; undefined for anything malformed. */
export const decodeConsent = (raw: string | undefined): ConsentChoice | undefined => {
  const match = raw === undefined ? null : CONSENT_VALUE_PATTERN.exec(raw.trim());
  if (!match) return undefined;
  const [, version, ...digits] = match;
  return choiceFromFlagDigits(digits, Number(version));
};

/**
 * Every value of one cookie in a Cookie header (or `document.cookie`), in its
 * order: a browser sends a name once per path it was stored for, the most
 * specific path first.
 */
export const cookieValues = (header: string | undefined, name: string): string[] => {
  if (!header) return [];
  const values: string[] = [];
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      try {
        values.push(decodeURIComponent(value));
      } catch {
        values.push(value);
      }
    }
  }
  return values;
};

/** The value of one cookie in a Cookie header (or `document.cookie`): the first one sent. */
export const cookieValue = (header: string | undefined, name: string): string | undefined => cookieValues(header, name)[0];

/** The reader's current choice from `document.cookie`; a version that no longer stands reads as "not chosen". */
export const consentFromCookies = (header: string | undefined): ConsentChoice | undefined => {
  const choice = decodeConsent(cookieValue(header, CONSENT_COOKIE));
  return isCurrent(choice) ? choice : undefined;
};

/** The Set-Cookie / document.cookie string that stores a choice for the whole site. */
export const consentCookie = (choice: ConsentChoice, secure: boolean): string =>
  `${CONSENT_COOKIE}=${encodeConsent(choice)}; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
