// The inline script that starts the bundle. Under the CSP's 'strict-dynamic' a
// <script src> written in the HTML is not trusted (host allow-lists are ignored),
// but a script inserted by a trusted one is, and so are its static and dynamic
// imports: so a small inline script, allowed by its hash, inserts the entry.
// The head's modulepreload links still fetch it (and its chunks) early: a preload
// is not a parser-inserted script. Inserted scripts run as soon as they arrive
// rather than after parsing; this one is the last element of <body>, so nothing
// is left to parse by then.
import { serializeForScript } from '../../src/domain/safeJson.ts';


/**
 * Where the loader keeps the buttons a reader tapped before React listened
 * (web/document/earlyTaps.ts replays them). The page shows before its code has
 * arrived and hydrated (on a slow phone, for seconds), so a tap on the menu or
 * search button, or on the consent banner's choices, would otherwise do nothing.
 */
export const EARLY_TAPS = '__newsdeskEarlyTaps';

/** The buttons whose early taps are kept: only those, which do nothing without the page's code. */
const EARLY_TAP_TARGETS = 'header button,.consent-banner button';

export const moduleLoaderScript = (entrySrc: string): string =>
  `(function(d,w){var t=w.${EARLY_TAPS}=[];d.addEventListener("click",function(e){var b=w.${EARLY_TAPS}===t&&e.target&&e.target.closest&&e.target.closest(${serializeForScript(EARLY_TAP_TARGETS)});if(b)t.push(b)},true);var s=d.createElement("script");s.type="module";s.src=${serializeForScript(entrySrc)};d.head.appendChild(s)})(document,window)`;
