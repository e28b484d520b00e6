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
 * Where the loader keeps the header's buttons a reader tapped before React
 * listened (web/document/earlyTaps.ts replays them). The page waits for its
 * screen's code before it hydrates, so a tap on the menu or search button right
 * after the page shows would otherwise do nothing.
 */
export const EARLY_TAPS = '__newsdeskEarlyTaps';

export const moduleLoaderScript = (entrySrc: string): string =>
  `(function(d,w){var t=w.${EARLY_TAPS}=[];d.addEventListener("click",function(e){var b=w.${EARLY_TAPS}===t&&e.target&&e.target.closest&&e.target.closest("header button");if(b)t.push(b)},true);var s=d.createElement("script");s.type="module";s.src=${serializeForScript(entrySrc)};d.head.appendChild(s)})(document,window)`;
