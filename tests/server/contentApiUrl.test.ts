import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { loadConfig } from '../../server/config.ts';
import { createServerContainer, resolveScreenDeps, createApp } from '../../server/container.ts';
import { startRecordingServer } from '../adapters/wordpress/recordingServer.ts';

// Any server speaking the contract can stand behind CONTENT_API_URL: here a bare
// one with its own posts, read through the real composition root and adapter.
describe('CONTENT_API_URL', () => {
  let wordpress: Awaited<ReturnType<typeof startRecordingServer>>;
  let site: Server;
  let base: string;

  beforeAll(async () => {
    wordpress = await startRecordingServer((req) => {
      if (req.path.endsWith('/v6/get-paginated-latest-posts-staging')) {
        const posts = Array.from({ length: 20 }, (_, i) => ({ ID: String(100 + i), title: `Remote story ${i + 1}`, name: `remote-${i + 1}` }));
        return { body: { current_page: 1, total_pages: 1, total_posts: 20, posts } };
      }
      return { body: [] };
    });
    const config = loadConfig({ CONTENT_API_URL: wordpress.baseUrl, APP_ENV: 'staging', LOG_LEVEL: 'ERROR' });
    const container = createServerContainer({ config, contentApiUrl: config.contentApiUrl! });
    const app = createApp({ config, ports: resolveScreenDeps(container, config), clientDir: '/nonexistent', clientAssets: { css: [], js: [] } });
    site = await new Promise<Server>((resolve) => {
      const s = createServer(app).listen(0, '127.0.0.1', () => resolve(s));
    });
    base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => site.close(() => resolve()));
    await wordpress.close();
  });

  it('reads the home from that server, through the staging paths when APP_ENV is staging', async () => {
    const html = await (await fetch(`${base}/pt`)).text();
    expect(html).toContain('Remote story 1<');
    expect(html).toContain('Remote story 20<');
    expect(wordpress.requests.map((r) => `${r.path}?lang=${r.query['lang']}`)).toContain('/wp-json/wp/v6/get-paginated-latest-posts-staging?lang=pt');
  });

  it('asks WordPress once for a page that many readers open within the cache time', async () => {
    const latestCalls = () => wordpress.requests.filter((r) => r.path.endsWith('/v6/get-paginated-latest-posts-staging') && r.query['lang'] === 'es').length;
    await Promise.all(Array.from({ length: 5 }, () => fetch(`${base}/es`).then((r) => r.text())));
    await (await fetch(`${base}/es`)).text();
    expect(latestCalls()).toBe(1);
  });
});
