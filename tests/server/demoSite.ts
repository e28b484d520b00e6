// The site as production composes it (real container and WordPress adapter),
// reading the demo content over loopback HTTP: what crawlers and feed readers see.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { startDemoContentServer } from '../../adapters/demo-content/startDemoContentServer.ts';
import { loadConfig } from '../../server/config.ts';
import { createServerContainer, resolveScreenDeps } from '../../server/container.ts';
import { createApp } from '../../server/app.ts';

export const SITE_ORIGIN = 'https://news.example';

export const startDemoSite = async () => {
  const demo = await startDemoContentServer({ port: 0, mediaBase: '' });
  const config = loadConfig({ SITE_ORIGIN, LOG_LEVEL: 'ERROR' });
  const container = createServerContainer({ config, contentApiUrl: demo.url });
  const app = createApp({ config, ports: resolveScreenDeps(container, config), clientDir: '/nonexistent', clientAssets: { css: [], js: [] } });
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    /** A page or document of the site by its path or by its public (SITE_ORIGIN) URL. */
    get: (pathOrUrl: string) => fetch(`${base}${pathOrUrl.startsWith(SITE_ORIGIN) ? pathOrUrl.slice(SITE_ORIGIN.length) : pathOrUrl}`),
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await demo.close();
    },
  };
};
