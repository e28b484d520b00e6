// The inline script that starts the bundle. Under the CSP's 'strict-dynamic' a
// <script src> written in the HTML is not trusted (host allow-lists are ignored),
// but a script inserted by a trusted one is, and so are its static and dynamic
// imports: so a small inline script, allowed by its hash, inserts the entry.
// It is the last element of <body>, so nothing is left to parse when it runs.
// It requests the page's code only once the browser has painted the page (its
// first paint entry; at once in a hidden tab, which paints nothing, or a browser
// that reports no paints; after 1.5 s whatever happens), and then all of it at
// once: a modulepreload link for each chunk the entry imports, and the entry, so
// no import waits on another (the list is the server's, from the build's
// manifest). Requested from the head, the framework's 83 KB shared a slow
// phone's connection with the document's images before the first paint, and
// arrived while the document was parsed, to be evaluated and hydrated before its
// first frame: the reader saw the page later, for code that can wait a frame.
// The screen's own chunks, small, are still preloaded by the head
// (Document.tsx), so that the entry finds them when it resolves the route.
import { serializeForScript } from '../../src/domain/safeJson.ts';


/** `entryFiles`: the entry first, then the chunks it imports (server/render/clientAssets.ts). */
export const moduleLoaderScript = (entryFiles: readonly string[]): string =>
  `(function(d,w){var g=0,P=w.PerformanceObserver,o;function go(){if(g)return;g=1;if(o)o.disconnect();var f=${serializeForScript(entryFiles)},i,l,s;for(i=1;i<f.length;i++){l=d.createElement("link");l.rel="modulepreload";l.href=f[i];d.head.appendChild(l)}s=d.createElement("script");s.type="module";s.src=f[0];d.head.appendChild(s)}if(d.visibilityState==="hidden"||!P||(P.supportedEntryTypes||[]).indexOf("paint")===-1)return go();o=new P(function(){setTimeout(go,0)});o.observe({type:"paint",buffered:true});setTimeout(go,1500)})(document,window)`;
