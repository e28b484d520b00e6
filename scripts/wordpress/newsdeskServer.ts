// Newsdesk's production build (dist/server/main.js) on loopback, reading a local
// WordPress: what `npm run wordpress` serves. Its output goes to this terminal
// (errors only, at the production log level).
import { builtServerOrigin, startBuiltServer, type BuiltServer } from '../lib/startBuiltServer.ts';

export interface NewsdeskSettings {
  readonly port: number;
  /** The content API: the WordPress's /wp-json/wp. */
  readonly contentApiUrl: string;
  readonly purgeToken: string;
  readonly previewSecret: string;
  /** Newsdesk's own key of reader hashes. */
  readonly signalsSecret: string;
}

/** Where Newsdesk answers: its SITE_ORIGIN and WordPress's NEWSDESK_URL. */
export const newsdeskOrigin = builtServerOrigin;

export const startNewsdesk = ({ port, contentApiUrl, purgeToken, previewSecret, signalsSecret }: NewsdeskSettings): Promise<BuiltServer> =>
  startBuiltServer({
    port,
    env: { CONTENT_API_URL: contentApiUrl, PURGE_TOKEN: purgeToken, PREVIEW_SECRET: previewSecret, SIGNALS_SECRET: signalsSecret, LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'ERROR' },
    echoLogs: true,
  });
