import * as TE from 'fp-ts/TaskEither';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createInMemoryContent } from '../../adapters/in-memory/createInMemoryContent.ts';
import { createStaticTranslations } from '../../adapters/i18n/staticTranslations.ts';
import { unavailable, type ContentPort } from '../../src/ports/ContentPort.ts';
import { loadConfig } from '../../server/config.ts';
import { createApp } from '../../server/app.ts';
import { TRANSLATIONS } from '../../web/i18n/translations.ts';
import { posts } from '../builders/post.ts';
import { createRecordingLogger } from '../builders/recordingLogger.ts';

// A content API that answers the first listing page and fails on the second.
describe('a sitemap whose content fails halfway', () => {
  const logger = createRecordingLogger();
  let server: Server;
  let base: string;
  beforeAll(async () => {
    const content = createInMemoryContent({ posts: posts(3), pageSize: 1 });
    const flaky: ContentPort = { ...content, latestPosts: (lang, page) => (page === 1 ? content.latestPosts(lang, page) : TE.left(unavailable('timeout'))) };
    const app = createApp({
      config: loadConfig({ SITE_ORIGIN: 'https://news.example' }),
      ports: { siteOrigin: 'https://news.example', content: flaky, translations: createStaticTranslations(TRANSLATIONS), logger },
      clientDir: '/nonexistent',
      clientAssets: { css: [], js: [] },
    });
    server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('cuts the response rather than ending a sitemap that lacks URLs, and logs why', async () => {
    // Whether the headers had left yet or not, the reader sees a broken transfer, never a complete document.
    await expect(fetch(`${base}/sitemaps/it-posts-1.xml`).then((response) => response.text())).rejects.toThrow();
    expect(logger.at('ERROR').map((e) => e.message)).toContain('xml stream interrupted');
  });

  it('answers 503, not a broken document, when even the first call fails', async () => {
    const response = await fetch(`${base}/sitemaps/it-posts-2.xml`);
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
