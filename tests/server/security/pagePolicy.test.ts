import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticTranslations } from '../../../adapters/i18n/staticTranslations.ts';
import { createInMemoryContent } from '../../../adapters/in-memory/createInMemoryContent.ts';
import { createApp } from '../../../server/container.ts';
import { loadConfig } from '../../../server/config.ts';
import { TRANSLATIONS } from '../../../web/i18n/translations.ts';
import { inlineScripts, isExecutable, parseCsp, sha256Source } from '../../builders/csp.ts';
import { aPost, posts } from '../../builders/post.ts';
import { safeHtml } from '../../builders/safeHtml.ts';
import type { SafeHtml } from '../../../src/domain/safeHtml.ts';
import { createRecordingLogger } from '../../builders/recordingLogger.ts';
import { serveApp, type ServedApp } from '../../builders/serveApp.ts';

// A page's CSP is computed when it is rendered and kept with it: it must name the
// hash of every script the page runs, and nothing a post's HTML brings along.
const CONTENT_SCRIPT = 'window.stolen = document.cookie';

const screens = [
  '/en',
  '/en/latest-posts?page=2',
  '/en/research',
  '/en/research/models',
  '/en/research/models/scripted',
  '/en/search?q=post',
  '/en/about-us',
  '/en/no/such/page',
];

/** The hash sources of a page's script-src. */
const hashesOf = (header: string | null): string[] => (parseCsp(header).get('script-src') ?? []).filter((source) => source.startsWith("'sha256-"));

describe('the CSP of a page', () => {
  let site: ServedApp;
  beforeAll(async () => {
    const content = createInMemoryContent({
      // A post whose HTML carries a script that got past the sanitizer: the CSP, the
      // second line of defence, must not allow it. Only a cast can make such a post.
      // eslint-disable-next-line no-restricted-syntax
      posts: [aPost({ slug: 'scripted', content: `<p>Hello</p><script>${CONTENT_SCRIPT}</script>` as SafeHtml }), ...posts(30)],
      categories: [{ slug: 'research', name: 'Research', description: '', children: [{ slug: 'models', name: 'Models', description: '', children: [] }] }],
      pages: [{ slug: 'about-us', title: 'About', content: safeHtml('<p>Us</p>'), translations: [] }],
    });
    site = await serveApp(
      createApp({
        config: loadConfig({ SITE_ORIGIN: 'https://news.example', GTM_ID: 'GTM-ABC123', ADSENSE_CLIENT: 'ca-pub-123' }),
        ports: { siteOrigin: 'https://news.example', content, translations: createStaticTranslations(TRANSLATIONS), logger: createRecordingLogger() },
        clientDir: '/nonexistent',
        clientAssets: { css: [], js: ['/assets/entry-AbCd1234.js'] },
      }),
    );
  });
  afterAll(() => site.close());

  it.each(screens)('names the hash of every script %s runs: the consent bootstrap and the module loader', async (path) => {
    const response = await fetch(`${site.base}${path}`);
    // One policy, its own (two headers would read back joined by a comma, and both would apply).
    expect(response.headers.get('content-security-policy')).not.toContain(',');
    const html = await response.text();
    const scripts = inlineScripts(html);
    const executable = scripts.filter(isExecutable).filter((script) => !script.text.includes(CONTENT_SCRIPT));
    expect(executable.map((script) => script.id)).toEqual(['nd-head', 'nd-loader']);
    expect(hashesOf(response.headers.get('content-security-policy')).sort()).toEqual(executable.map((script) => sha256Source(script.text)).sort());
  });

  it("leaves data blocks out: the structured data, the UI texts and the page's state are JSON no browser runs", async () => {
    const response = await fetch(`${site.base}/en/research/models/scripted`);
    const scripts = inlineScripts(await response.text());
    const data = scripts.filter((script) => !isExecutable(script));
    expect(data.map((script) => [script.type, script.id])).toEqual([['application/ld+json', undefined], ['application/json', 'nd-texts'], ['application/json', 'nd-state']]);
    for (const script of data) expect(hashesOf(response.headers.get('content-security-policy'))).not.toContain(sha256Source(script.text));
  });

  it("does not allow a script a post's HTML brings along", async () => {
    const response = await fetch(`${site.base}/en/research/models/scripted`);
    expect(response.status).toBe(200);
    const hashes = hashesOf(response.headers.get('content-security-policy'));
    expect(hashes).toHaveLength(2);
    expect(hashes).not.toContain(sha256Source(CONTENT_SCRIPT));
  });

  it('differs from page to page by the state script only', async () => {
    const [home, article] = await Promise.all(['/en', '/en/research/models/scripted'].map((path) => fetch(`${site.base}${path}`)));
    const withoutHashes = (header: string | null) => header?.replace(/'sha256-[^']+' ?/g, '');
    expect(withoutHashes(home!.headers.get('content-security-policy'))).toBe(withoutHashes(article!.headers.get('content-security-policy')));
    const [homeHashes, articleHashes] = [home!, article!].map((r) => hashesOf(r.headers.get('content-security-policy')));
    expect(homeHashes!.filter((hash) => articleHashes!.includes(hash))).toHaveLength(2);
  });

  it('is answered from the page cache as it was rendered, on a hit and on a revalidation', async () => {
    const miss = await fetch(`${site.base}/en/research`);
    const html = await miss.text();
    const hit = await fetch(`${site.base}/en/research?utm_source=x`);
    expect(hit.headers.get('x-cache')).toBe('HIT');
    expect(await hit.text()).toBe(html);
    expect(hit.headers.get('content-security-policy')).toBe(miss.headers.get('content-security-policy'));
    const notModified = await fetch(`${site.base}/en/research`, { headers: { 'If-None-Match': miss.headers.get('etag')! } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('content-security-policy')).toBe(miss.headers.get('content-security-policy'));
  });
});
