import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInMemoryContent } from '../../../adapters/in-memory/createInMemoryContent.ts';
import { createStaticTranslations } from '../../../adapters/i18n/staticTranslations.ts';
import { createPino, pinoLoggerPort } from '../../../adapters/logging/pinoLogger.ts';
import { createApp } from '../../../server/container.ts';
import { loadConfig } from '../../../server/config.ts';
import { requestFields } from '../../../server/observability/requestContext.ts';
import type { ContentPort } from '../../../src/ports/ContentPort.ts';
import { TRANSLATIONS } from '../../../web/i18n/translations.ts';
import { posts } from '../../builders/post.ts';
import { serveApp } from '../../builders/serveApp.ts';

// A bug that throws while a page renders: the reader gets our error page, and
// ops get one JSON line at ERROR naming the request, never a raw stack on stderr.
const BUG = 'latestPosts blew up: a bug';

describe('an error raised while rendering', () => {
  const lines: Record<string, unknown>[] = [];
  let site: Awaited<ReturnType<typeof serveApp>>;
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    const content = createInMemoryContent({ posts: posts(30) });
    // Not a failed call (that is an outage, a 503): a throw, as a bug throws.
    const buggy: ContentPort = { ...content, latestPosts: () => { throw new Error(BUG); } };
    const app = createApp({
      config: loadConfig({ SITE_ORIGIN: 'https://news.example' }),
      ports: { siteOrigin: 'https://news.example', content: buggy, translations: createStaticTranslations(TRANSLATIONS), logger: pinoLoggerPort(createPino('INFO', sink, requestFields)) },
      clientDir: '/nonexistent',
      clientAssets: { css: [], js: [] },
    });
    site = await serveApp(app);
  });
  afterAll(() => site.close());

  it('answers our translated error page, without a stack or a framework page', async () => {
    const answer = await fetch(`${site.base}/en`);
    expect(answer.status).toBe(500);
    const html = await answer.text();
    expect(html).toContain('data-testid="route-error"');
    expect(html).toContain('Something went wrong');
    expect(html).not.toMatch(/Unexpected Application Error|Hey developer|blew up|at .*\.ts:\d+/);
  });

  it('is logged once, at ERROR, as JSON with the request id, its message and its stack', async () => {
    lines.length = 0;
    await (await fetch(`${site.base}/it`, { headers: { 'X-Request-Id': 'render-error-1' } })).text();
    const errors = lines.filter((line) => line['level'] === 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ msg: 'render: a route failed', requestId: 'render-error-1', url: '/it' });
    expect(JSON.stringify(errors[0]!['errors'])).toContain(BUG);
    expect(JSON.stringify(errors[0]!['errors'])).toContain('stack');
  });
});
