// The first script of <head>: Google's dataLayer/gtag bootstrap with Consent Mode v2
// denied by default, then the reader's stored choice applied before any tag loads and
// the root element marked, so the stylesheet hides the server-rendered banner before
// first paint. The server HTML is the same for every reader (page cache, CDN), so the
// cookie is read here, in the browser. The text is one constant, identical on every
// page, because a CSP sha256 hash will allow it; it is built from the domain's cookie
// format and signal mapping so that it reads the cookie as the consent layer does.
import { CONSENT_VERSION, OLDEST_STANDING_CONSENT_VERSION } from '../../src/domain/consent.ts';
import { choiceFromFlagDigits, CONSENT_COOKIE, CONSENT_FLAG_COUNT, CONSENT_VALUE_PATTERN } from '../../src/domain/consentCookie.ts';
import { CONSENT_MODE_SIGNALS, consentModeState, DENIED_BY_DEFAULT } from '../../src/domain/consentMode.ts';
import { serializeForScript } from '../../src/domain/safeJson.ts';

/** `<html data-consent="chosen">` once a current choice is stored (web/styles/consent.css keys on it). */
export const CONSENT_CHOSEN = 'chosen';

/**
 * Every combination of a value's flag digits ('101') → which signals it grants, one
 * '1' or '0' per entry of CONSENT_MODE_SIGNALS ('1101'). A table rather than rules in
 * the script: the domain decides (personalised ads need advertising, for one).
 */
const grantsByFlagDigits = (): Record<string, string> =>
  Object.fromEntries(
    Array.from({ length: 2 ** CONSENT_FLAG_COUNT }, (_, n): [string, string] => {
      const digits = n.toString(2).padStart(CONSENT_FLAG_COUNT, '0');
      const state = consentModeState(choiceFromFlagDigits([...digits], CONSENT_VERSION));
      return [digits, CONSENT_MODE_SIGNALS.map((signal) => (state[signal] === 'granted' ? '1' : '0')).join('')];
    }),
  );

/** Plain ES5: it runs before anything else on the page, in every browser that gets it. */
const buildScript = (): string =>
  [
    'window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}',
    `gtag('consent','default',${serializeForScript(DENIED_BY_DEFAULT)});`,
    '(function(){',
    // The consent cookie's value, as cookieValue() reads it.
    'var c=document.cookie.split(";"),i,e,v,m,d,n,g,u;',
    `for(i=0;i<c.length;i++){e=c[i].indexOf("=");if(e>0&&c[i].slice(0,e).trim()===${serializeForScript(CONSENT_COOKIE)}){v=c[i].slice(e+1).trim();try{v=decodeURIComponent(v)}catch(x){}break}}`,
    // A choice of a version that still stands only, as decodeConsent() and isCurrent() read it;
    // a flag the value does not carry (one added since it was stored) is off.
    `m=v===undefined?null:${CONSENT_VALUE_PATTERN.toString()}.exec(v.trim());`,
    'if(!m)return;',
    `n=Number(m[1]);if(n<${OLDEST_STANDING_CONSENT_VERSION}||n>${CONSENT_VERSION})return;`,
    'd="";for(i=2;i<m.length;i++)d+=m[i]||"0";',
    `g=${serializeForScript(grantsByFlagDigits())}[d];`,
    'if(!g)return;',
    `u={};for(i=0;i<${CONSENT_MODE_SIGNALS.length};i++)u[${serializeForScript(CONSENT_MODE_SIGNALS)}[i]]=g.charAt(i)==="1"?"granted":"denied";`,
    "gtag('consent','update',u);",
    `document.documentElement.dataset.consent=${serializeForScript(CONSENT_CHOSEN)}`,
    '})();',
  ].join('');

/** The script's text: the same bytes on every page, for every reader. */
export const CONSENT_BOOTSTRAP_SCRIPT = buildScript();
