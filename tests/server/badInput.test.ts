import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInMemoryContent } from '../../adapters/in-memory/createInMemoryContent.ts';
import { createStaticTranslations } from '../../adapters/i18n/staticTranslations.ts';
import { loadConfig } from '../../server/config.ts';
import { createApp } from '../../server/container.ts';
import { LANGS } from '../../src/domain/language.ts';
import { TRANSLATIONS } from '../../web/i18n/translations.ts';
import { aPost, posts } from '../builders/post.ts';
import { safeHtml } from '../builders/safeHtml.ts';
import { rawRequest } from '../builders/rawHttp.ts';
import { createRecordingLogger } from '../builders/recordingLogger.ts';
import { serveApp, type ServedApp } from '../builders/serveApp.ts';

// Bad input from a reader never reaches a 500, is never written back as markup,
// and is answered within the time budget.
const PROBE = '<x-nd-probe>';
const BUDGET_MS = 3000;

const logger = createRecordingLogger();
let site: ServedApp;
beforeAll(async () => {
  const content = createInMemoryContent({
    posts: [aPost({ slug: 'robots-learn' }), ...posts(30)],
    categories: [{ slug: 'research', name: 'Research', description: '', children: [{ slug: 'models', name: 'Models', description: '', children: [] }] }],
    pages: [{ slug: 'about-us', title: 'About', content: safeHtml('<p>Us</p>'), translations: [] }],
  });
  const app = createApp({
    config: loadConfig({ SITE_ORIGIN: 'https://news.example', PURGE_TOKEN: 'a-long-enough-purge-token' }),
    ports: { siteOrigin: 'https://news.example', content, translations: createStaticTranslations(TRANSLATIONS), logger },
    clientDir: '/nonexistent',
    clientAssets: { css: [], js: ['/assets/entry.js'] },
  });
  site = await serveApp(app);
});
afterAll(() => site.close());

const expectSane = (answer: { status: number; body: string; headers: Readonly<Record<string, string>> }, what: string): void => {
  expect(answer.status, what).toBeGreaterThanOrEqual(200);
  expect(answer.status, what).toBeLessThan(500);
  expect(answer.body.includes(PROBE), what).toBe(false);
  expect(JSON.stringify(answer.headers).includes('<x-nd-probe'), what).toBe(false);
  expect(answer.body, what).not.toMatch(/\n\s+at .+:\d+:\d+/);
};

describe('bad input', () => {
  it.each([
    ['GET', '/%ff', 400],
    ['GET', '/en/%', 400],
    ['GET', '/it/%c0%af', 400],
    ['GET', '/_data/home/%E0%A4%A', 400],
    ['GET', '//evil.example/it', 404],
    ['GET', '/_data//evil.example', 404],
    ['GET', '/it\\..\\secret', 404],
    ['GET', 'http://other.example/en', 200],
    ['GET', `/it/${'a'.repeat(2500)}`, 414],
    ['GET', `/it/search?q=${'b'.repeat(5000)}`, 414],
    ['DELETE', '/it', 405],
    ['PROPFIND', '/it', 405],
    ['OPTIONS', '/it', 204],
    ['HEAD', '/it', 200],
    ['GET', '/favicon.ico', 404],
    ['GET', '/package.json', 404],
    ['GET', '/wp-login.php', 404],
    ['GET', '/xx', 301],
    ['GET', '/EN', 301],
    ['GET', '/it/search?q=robots&q[]=x&page[]=2&qdata=<script>', 200],
    ['GET', '/it/search?q[]=robots', 302],
    ['GET', '/it/search?q=a&q=b&page=1e9', 200],
  ] as const)('%s %s answers %i', async (method, target, status) => {
    const answer = await rawRequest(site.base, method, target, BUDGET_MS);
    expect(answer.status).toBe(status);
    expectSane(answer, `${method} ${target}`);
  });

  it('tells which methods are served when refusing one', async () => {
    expect((await rawRequest(site.base, 'PUT', '/it')).headers['allow']).toBe('GET, HEAD, OPTIONS');
  });

  it('refuses in the language of the path, and as JSON for the data endpoint', async () => {
    const german = await rawRequest(site.base, 'GET', '/de/%ff');
    expect(german.body).toContain('<html lang="de-DE">');
    expect(german.body).toContain('Ungültige Anfrage');
    const data = await rawRequest(site.base, 'GET', '/_data/home/%ff');
    expect(data.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(data.body)).toEqual({ error: 'bad request' });
  });

  it('sends a path without a language to /it for good, never serving a second copy of a page', async () => {
    const answer = await rawRequest(site.base, 'GET', '/robotica<x-nd-probe>?page=2');
    expect(answer.status).toBe(301);
    expect(answer.headers['location']).toBe('/it/robotica%3Cx-nd-probe%3E?page=2');
  });
});

// Paths, query strings and methods built from pieces the site knows, pieces that
// break parsers, and markup; 10,000 of them against the live server.
const segment = fc.oneof(
  fc.constantFrom(...LANGS, 'xx', 'EN', 'search', 'article', 'research', 'models', 'robots-learn', 'about-us', 'ultimi-articoli', '_data', '_api', 'home', 'slug', 'sitemaps', 'it-posts-1.xml', 'feeds', 'it.xml', 'assets', '.', '..', '', 'wp-login.php', 'favicon.ico'),
  fc.constantFrom('%ff', '%', '%c0%af', '%2F', '%00', '%E2%82%AC', '%3Cx-nd-probe%3E', '\\', '\\..', 'é', '<x-nd-probe>', '"><x-nd-probe>', "'", '%252e', '*'),
  fc.stringMatching(/^[a-z0-9-]{1,12}$/),
  fc.string({ maxLength: 6 }).map((s) => encodeURIComponent(s)),
);
const queryPart = fc.oneof(
  fc.constantFrom('page=2', 'page=0', 'page=-1', 'page=abc', 'page=99999999999', 'page[]=1', 'q=robots', 'q=', 'q=%ff', `q=${encodeURIComponent(PROBE)}`, 'q[]=a', 'qdata=week', 'qdata=<x-nd-probe>', 'utm_source=x', 'a=1&a=2', '=', '&&', '%'),
  fc.tuple(fc.stringMatching(/^[a-z]{1,5}$/), fc.string({ maxLength: 8 })).map(([k, v]) => `${k}=${encodeURIComponent(v)}`),
);
const requestLine = fc.record({
  method: fc.oneof({ weight: 8, arbitrary: fc.constant('GET') }, { weight: 1, arbitrary: fc.constantFrom('HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'FOO') }),
  absolute: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
  segments: fc.array(segment, { minLength: 0, maxLength: 5 }),
  query: fc.array(queryPart, { maxLength: 4 }),
  trailingSlash: fc.boolean(),
});

describe('generated requests', () => {
  it('never answer 5xx, never echo markup, and always answer within the budget (10,000 cases)', async () => {
    await fc.assert(
      fc.asyncProperty(requestLine, async ({ method, absolute, segments, query, trailingSlash }) => {
        const path = `/${segments.join('/')}${trailingSlash && segments.length > 0 ? '/' : ''}`;
        const target = `${absolute ? 'http://other.example' : ''}${path}${query.length > 0 ? `?${query.join('&')}` : ''}`;
        const answer = await rawRequest(site.base, method, target, BUDGET_MS);
        // Node's own parser refuses some bytes outright (400): that is an answer too.
        expectSane(answer, `${method} ${target}`);
      }),
      { numRuns: 10_000 },
    );
    expect(logger.at('ERROR').filter((entry) => entry.message === 'unhandled error')).toEqual([]);
  }, 240_000);
});
