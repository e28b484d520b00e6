import * as TE from 'fp-ts/TaskEither';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInMemoryContent } from '../../adapters/in-memory/createInMemoryContent.ts';
import { createStaticTranslations } from '../../adapters/i18n/staticTranslations.ts';
import { unavailable, type ContentPort } from '../../src/ports/ContentPort.ts';
import { loadConfig } from '../../server/config.ts';
import { createApp } from '../../server/container.ts';
import { TRANSLATIONS } from '../../web/i18n/translations.ts';
import { posts } from '../builders/post.ts';
import { createRecordingLogger } from '../builders/recordingLogger.ts';
import { serveApp, type ServedApp } from '../builders/serveApp.ts';

// A content API that answers the first listing page and fails on the second.
describe('a sitemap whose content fails halfway', () => {
  const logger = createRecordingLogger();
  let site: ServedApp;
  beforeAll(async () => {
    const content = createInMemoryContent({ posts: posts(3), pageSize: 1 });
    const flaky: ContentPort = { ...content, latestPosts: (lang, page) => (page === 1 ? content.latestPosts(lang, page) : TE.left(unavailable('timeout'))) };
    const app = createApp({
      config: loadConfig({ SITE_ORIGIN: 'https://news.example' }),
      ports: { siteOrigin: 'https://news.example', content: flaky, translations: createStaticTranslations(TRANSLATIONS), logger },
      clientDir: '/nonexistent',
      clientAssets: { css: [], js: [] },
    });
    site = await serveApp(app);
  });
  afterAll(() => site.close());

  it('answers 503 rather than a sitemap that lacks URLs, and logs why', async () => {
    const response = await fetch(`${site.base}/sitemaps/it-posts-1.xml`);
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).not.toContain('<urlset');
    expect(logger.at('ERROR').map((e) => e.message)).toContain('xml document interrupted');
  });

  it('answers 503, not a broken document, when even the first call fails', async () => {
    const response = await fetch(`${site.base}/sitemaps/it-posts-2.xml`);
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
