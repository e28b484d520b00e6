// Newsdesk in this process as production composes it (server/main.ts: the
// configuration, the container with the real adapters, both caches, createApp),
// on a free loopback port, reading the content API the test names in
// CONTENT_API_URL: a stand-in or a real WordPress. Its purge endpoint is on.
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../server/config.ts';
import { createServerContainer, resolveMediaOrigins, resolveScreenDeps, resolveStores, type CacheStores, createApp } from '../../server/container.ts';
import { serveApp } from './serveApp.ts';
import { TEST_SIGNALS_SECRET } from './serverProcess.ts';

export const SITE_ORIGIN = 'https://news.example';
const PURGE_TOKEN = 'composed-site-purge-token-0123456789';
/** The built client files (npm run build): the site then serves its own images, such as the default thumbnail. */
const CLIENT_DIR = fileURLToPath(new URL('../../dist/client', import.meta.url));

export interface ComposedSite {
  readonly base: string;
  readonly stores: CacheStores;
  /** A path of the site (or a URL), redirects not followed. */
  get(pathOrUrl: string, init?: RequestInit): Promise<Response>;
  /** POST /_purge with the site's token. */
  purge(body: { tags?: readonly string[]; paths?: readonly string[] }): Promise<{ purged: { pages: string[]; content: string[] } }>;
  close(): Promise<void>;
}

/** `env`: more of the environment, CONTENT_API_URL at least; an empty PURGE_TOKEN turns the purge endpoint off. */
export const startComposedSite = async (env: Readonly<Record<string, string>>): Promise<ComposedSite> => {
  const config = loadConfig({ SITE_ORIGIN, LOG_LEVEL: 'ERROR', PURGE_TOKEN, SIGNALS_SECRET: TEST_SIGNALS_SECRET, ...env });
  if (!config.contentApiUrl) throw new Error('startComposedSite: CONTENT_API_URL is required');
  const container = createServerContainer({ config, contentApiUrl: config.contentApiUrl });
  const stores = resolveStores(container);
  // Where the media are, asked before the first page as server/startServer.ts does.
  const media = resolveMediaOrigins(container);
  await media.start();
  const app = createApp({ config, ports: resolveScreenDeps(container, config), clientDir: CLIENT_DIR, clientAssets: { css: [], js: [] }, pageStore: stores.pages, contentStore: stores.content, mediaOrigins: media.current });
  const served = await serveApp(app);
  return {
    base: served.base,
    stores,
    get: (pathOrUrl, init = {}) => fetch(/^https?:/.test(pathOrUrl) ? pathOrUrl : `${served.base}${pathOrUrl}`, { redirect: 'manual', signal: AbortSignal.timeout(30_000), ...init }),
    purge: async (body) => {
      const answer = await fetch(`${served.base}/_purge`, { method: 'POST', headers: { Authorization: `Bearer ${config.purgeToken ?? ''}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      if (answer.status !== 200) throw new Error(`POST /_purge answered ${answer.status}: ${await answer.text()}`);
      return (await answer.json()) as { purged: { pages: string[]; content: string[] } };
    },
    close: () => {
      media.stop();
      return served.close();
    },
  };
};
