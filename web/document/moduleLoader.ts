// The inline script that starts the bundle. Under the CSP's 'strict-dynamic' a
// <script src> written in the HTML is not trusted (host allow-lists are ignored),
// but a script inserted by a trusted one is, and so are its static and dynamic
// imports: so a small inline script, allowed by its hash, inserts the entry.
// The head's modulepreload links still fetch it (and its chunks) early: a preload
// is not a parser-inserted script. Inserted scripts run as soon as they arrive
// rather than after parsing; this one is the last element of <body>, so nothing
// is left to parse by then.
import { serializeForScript } from '../../src/domain/safeJson.ts';

export const moduleLoaderScript = (entrySrc: string): string =>
  `(function(d){var s=d.createElement("script");s.type="module";s.src=${serializeForScript(entrySrc)};d.head.appendChild(s)})(document)`;
