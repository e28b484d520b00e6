// The site as production composes it (real container and WordPress adapter),
// reading the demo content over loopback HTTP: what crawlers and feed readers see.
import type { RequestListener } from 'node:http';
import { startDemoContentServer } from '../../adapters/demo-content/startDemoContentServer.ts';
import { loadConfig } from '../../server/config.ts';
import { createServerContainer, resolveScreenDeps, createApp } from '../../server/container.ts';
import { serveApp } from '../builders/serveApp.ts';

export const SITE_ORIGIN = 'https://news.example';

/**
 * `env`: more of the process environment, e.g. the tag ids that turn the analytics and ad adapters on;
 * `wrap`: what stands between the socket and the site (a test's tampering), none by default.
 */
export const startDemoSite = async (env: Record<string, string> = {}, wrap: (site: RequestListener) => RequestListener = (site) => site) => {
  const demo = await startDemoContentServer({ port: 0, mediaBase: '' });
  const config = loadConfig({ SITE_ORIGIN, LOG_LEVEL: 'ERROR', ...env });
  const container = createServerContainer({ config, contentApiUrl: demo.url });
  const app = createApp({ config, ports: resolveScreenDeps(container, config), clientDir: '/nonexistent', clientAssets: { css: [], js: [] } });
  const { base, close } = await serveApp(wrap(app));
  return {
    base,
    /** Where the demo content serves its media (the production site mounts it under its own origin). */
    mediaOrigin: demo.origin,
    /** A page or document of the site by its path or by its public (SITE_ORIGIN) URL. */
    get: (pathOrUrl: string, init?: RequestInit) => fetch(`${base}${pathOrUrl.startsWith(SITE_ORIGIN) ? pathOrUrl.slice(SITE_ORIGIN.length) : pathOrUrl}`, init),
    close: async () => {
      await close();
      await demo.close();
    },
  };
};
