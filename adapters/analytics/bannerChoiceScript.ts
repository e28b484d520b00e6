// "Accept all" and "Reject all" tapped while the banner is still the server's HTML (the
// page's code not yet arrived, or not yet hydrated): the choice is written at the tap,
// by the head's inline script, so that a reader who reloads or leaves at once keeps it.
// On a phone at 6x CPU a tap as soon as the banner showed was lost in 2 tries of 6 when
// it waited for the code. Once hydrated, the consent layer reads the cookie as any other.
import { acceptAll, rejectAll, type ConsentChoice } from '../../src/domain/consent.ts';
import { consentCookie } from '../../src/domain/consentCookie.ts';
import { consentModeState } from '../../src/domain/consentMode.ts';
import { serializeForScript } from '../../src/domain/safeJson.ts';
import { CONSENT_CHOSEN } from './consentBootstrapScript.ts';

/** The consent layer's preferences button (PreferencesButton.tsx), shown once the layer has hydrated. */
const PREFERENCES_SELECTOR = '.consent-prefs';
/** How often, and how long at most, the script looks for it. */
const POLL_MS = 50;
const KEEP_MS = 60_000;

/** On the banner's buttons whose choice needs nothing but the tap (ConsentBanner.tsx): its value names the choice. */
export const CONSENT_CHOICE_ATTRIBUTE = 'data-consent-choice';

const ONE_TAP_CHOICES = { accept: acceptAll(), reject: rejectAll() } as const satisfies Readonly<Record<string, ConsentChoice>>;

/** Per choice: the cookie as the consent store writes it (Secure is added over https), and Consent Mode's update. */
const choiceTable = (): Record<string, { readonly cookie: string; readonly mode: Readonly<Record<string, string>> }> =>
  Object.fromEntries(Object.entries(ONE_TAP_CHOICES).map(([name, choice]) => [name, { cookie: consentCookie(choice, false), mode: consentModeState(choice) }]));

/**
 * Plain ES5, after the consent bootstrap in the head (it uses its `gtag`). Listens in the
 * capture phase of the document, before React's own listeners there: a tap it acts on is
 * stopped, so React never handles it a second time; a tap on a hydrated banner is React's.
 * `hydrated`: an ES5 function expression telling whether React has an element
 * (web/document/hydratedElement.ts, handed in by the composition root).
 */
export const bannerChoiceScript = (hydrated: string): string => [
  `document.addEventListener("click",function(e){var t=e.target,b=t&&t.closest&&t.closest("[${CONSENT_CHOICE_ATTRIBUTE}]"),c,r,n=0,p;`,
  `if(!b||(${hydrated})(b))return;r=b.closest(".consent-banner");`,
  `c=${serializeForScript(choiceTable())}[b.getAttribute(${serializeForScript(CONSENT_CHOICE_ATTRIBUTE)})];if(!c)return;`,
  'e.preventDefault();e.stopImmediatePropagation();',
  'document.cookie=c.cookie+(location.protocol==="https:"?"; Secure":"");',
  "gtag('consent','update',c.mode);",
  // Focus was in the banner, which goes: it goes to the preferences button as soon as the consent layer shows it,
  // as after a choice the layer handled (looked for every POLL_MS, for KEEP_MS at most).
  `if(r&&r.contains(document.activeElement))p=setInterval(function(){var f=document.querySelector(${serializeForScript(PREFERENCES_SELECTOR)});`,
  `if(f)f.focus();if(f||++n>${KEEP_MS / POLL_MS})clearInterval(p)},${POLL_MS});`,
  `document.documentElement.dataset.consent=${serializeForScript(CONSENT_CHOSEN)}},true);`,
].join('');
