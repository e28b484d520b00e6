// The inline script that starts the bundle. Under the CSP's 'strict-dynamic' a
// <script src> written in the HTML is not trusted (host allow-lists are ignored),
// but a script inserted by a trusted one is, and so are its static and dynamic
// imports: so a small inline script, allowed by its hash, inserts the entry.
// The head's modulepreload links still fetch it (and its chunks) early: a preload
// is not a parser-inserted script. Inserted scripts run as soon as they arrive
// rather than after parsing; this one is the last element of <body>, so nothing
// is left to parse by then.
// It inserts the entry only once the browser has painted the page (its first
// paint entry; at once in a hidden tab, which paints nothing, or a browser that
// reports no paints; after 1.5 s whatever happens). Otherwise the preloaded
// chunks, which arrive while the document is parsed, are evaluated and the
// document hydrated before its first frame: on a slow phone the reader would
// see nothing during that work.
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
  `(function(d,w){var t=w.${EARLY_TAPS}=[];d.addEventListener("click",function(e){var b=w.${EARLY_TAPS}===t&&e.target&&e.target.closest&&e.target.closest(${serializeForScript(EARLY_TAP_TARGETS)});if(b)t.push(b)},true);var g=0,P=w.PerformanceObserver,o;function go(){if(g)return;g=1;if(o)o.disconnect();var s=d.createElement("script");s.type="module";s.src=${serializeForScript(entrySrc)};d.head.appendChild(s)}if(d.visibilityState==="hidden"||!P||(P.supportedEntryTypes||[]).indexOf("paint")===-1)return go();o=new P(function(){setTimeout(go,0)});o.observe({type:"paint",buffered:true});setTimeout(go,1500)})(document,window)`;
