import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as TE from 'fp-ts/TaskEither';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CacheStore } from '../../../adapters/cache/cacheStore.ts';
import { createStaticTranslations } from '../../../adapters/i18n/staticTranslations.ts';
import { createInMemoryContent } from '../../../adapters/in-memory/createInMemoryContent.ts';
import { unavailable, type ContentPort } from '../../../src/ports/ContentPort.ts';
import { createApp, type AppOptions } from '../../../server/container.ts';
import { loadConfig } from '../../../server/config.ts';
import { TRANSLATIONS } from '../../../web/i18n/translations.ts';
import { parseCsp } from '../../builders/csp.ts';
import { aPost, posts } from '../../builders/post.ts';
import { rawRequest, type RawAnswer } from '../../builders/rawHttp.ts';
import { createRecordingLogger } from '../../builders/recordingLogger.ts';
import { serveApp, type ServedApp } from '../../builders/serveApp.ts';

// Every answer, whoever writes it (the page cache, a refusal before anything runs,
// Express, an error), carries the same security headers.
const EXPECTED: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-site',
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
};
const SECURITY_HEADERS = [...Object.keys(EXPECTED), 'permissions-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-download-options', 'x-permitted-cross-domain-policies', 'x-xss-protection'];

/** The search is down: an outage answer. */
const searchDown = (content: ContentPort): ContentPort => ({
  ...content,
  search: () => TE.left(unavailable('down')),
});

const options = (env: Record<string, string> = {}): AppOptions => {
  const clientDir = mkdtempSync(join(tmpdir(), 'newsdesk-client-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'assets', 'entry-AbCd1234.js'), 'export {};\n');
  writeFileSync(join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const content = createInMemoryContent({
    posts: [aPost({ slug: 'robots-learn' }), ...posts(12)],
    categories: [{ slug: 'research', name: 'Research', description: '', children: [{ slug: 'models', name: 'Models', description: '', children: [] }] }],
  });
  return {
    config: loadConfig({ SITE_ORIGIN: 'https://news.example', ...env }),
    ports: { siteOrigin: 'https://news.example', content: searchDown(content), translations: createStaticTranslations(TRANSLATIONS), logger: createRecordingLogger() },
    clientDir,
    clientAssets: { css: [], js: ['/assets/entry-AbCd1234.js'] },
    // An Express handler that fails: the error answer Express would otherwise write itself.
    mount: { prefixes: ['/broken/'], handler: (req, _res, next) => next(req.path.startsWith('/broken/') ? new Error('broken handler') : undefined) },
  };
};

/** A page store that is down for good: the listener's own error answer. */
const downStore: CacheStore = {
  kind: 'redis',
  get: () => Promise.reject(new Error('store down')),
  set: () => undefined,
  purge: () => Promise.resolve([]),
  tryLock: () => Promise.resolve(true),
  unlock: () => Promise.resolve(),
  size: () => undefined,
  close: () => Promise.resolve(),
};

const securityOf = (answer: RawAnswer): Record<string, string | undefined> => Object.fromEntries(SECURITY_HEADERS.map((name) => [name, answer.headers[name]]));

describe('security headers', () => {
  let site: ServedApp;
  let broken: ServedApp;
  let express: RawAnswer;
  beforeAll(async () => {
    site = await serveApp(createApp(options()));
    broken = await serveApp(createApp({ ...options(), pageStore: downStore }));
    express = await rawRequest(site.base, 'GET', '/robots.txt');
  });
  afterAll(async () => {
    await site.close();
    await broken.close();
  });

  it('are the expected ones on an answer of Express', () => {
    expect(express.status).toBe(200);
    expect(express.headers).toMatchObject(EXPECTED);
    expect(express.headers['permissions-policy']).toMatch(/^camera=\(\), microphone=\(\), geolocation=\(\), payment=\(\), usb=\(\)/);
  });

  const answers: readonly (readonly [string, string, string, number])[] = [
    ['a page (miss)', 'GET', '/en', 200],
    ['a page (hit)', 'GET', '/en', 200],
    ['a page not found', 'GET', '/en/no/such/page', 404],
    ['an outage page', 'GET', '/en/search?q=robots', 503],
    ['a redirect of a loader', 'GET', '/', 302],
    ['a data answer', 'GET', '/_data/home/en', 200],
    ['a sitemap', 'GET', '/sitemap.xml', 200],
    ['a feed', 'GET', '/feeds/en.xml', 200],
    ['a built asset', 'GET', '/assets/entry-AbCd1234.js', 200],
    ['a file at the root', 'GET', '/favicon.svg', 200],
    ['the UI texts', 'GET', '/assets/i18n/en.json', 200],
    ['a missing asset', 'GET', '/assets/nope.js', 404],
    ['a refused request (400)', 'GET', '/%ff', 400],
    ['a refused request (404)', 'GET', '//evil.example/it', 404],
    ['a refused request (405)', 'DELETE', '/en', 405],
    ['a refused request (414)', 'GET', `/en/${'a'.repeat(2500)}`, 414],
    ['a preflight', 'OPTIONS', '/en', 204],
    ['a redirect under /it', 'GET', '/robotica', 301],
    ['an error of Express', 'GET', '/broken/x', 500],
  ];

  it.each(answers)('are the same on %s', async (_what, method, path, status) => {
    const answer = await rawRequest(site.base, method, path);
    expect(answer.status).toBe(status);
    expect(securityOf(answer)).toEqual(securityOf(express));
    expect(answer.headers['content-security-policy']).toBeDefined();
  });

  it('are the same on the error answer of a request the server could not handle', async () => {
    const answer = await rawRequest(broken.base, 'GET', '/en');
    expect(answer.status).toBe(500);
    expect(securityOf(answer)).toEqual(securityOf(express));
    expect(answer.headers['content-security-policy']).toBe(express.headers['content-security-policy']);
  });

  it("give pages their own CSP, and every other answer the one that runs no script", async () => {
    const page = await rawRequest(site.base, 'GET', '/en/research/models/robots-learn');
    expect(parseCsp(page.headers['content-security-policy']).get('script-src')).toContain("'strict-dynamic'");
    for (const path of ['/_data/home/en', '/sitemap.xml', '/%ff', '/']) {
      const answer = await rawRequest(site.base, 'GET', path);
      expect(answer.headers['content-security-policy'], path).toBe(express.headers['content-security-policy']);
      expect(parseCsp(answer.headers['content-security-policy']).get('default-src'), path).toEqual(["'none'"]);
    }
  });

  it('send HSTS only when the site is served over https', async () => {
    const plain = await serveApp(createApp(options({ SITE_ORIGIN: 'http://127.0.0.1:8080' })));
    try {
      for (const path of ['/en', '/robots.txt', '/%ff']) {
        const answer = await rawRequest(plain.base, 'GET', path);
        expect(answer.headers['strict-transport-security'], path).toBeUndefined();
        expect(answer.headers['x-content-type-options'], path).toBe('nosniff');
      }
    } finally {
      await plain.close();
    }
  });

  it('tell the browser where to report violations when CSP_REPORT_URI is set', async () => {
    const reporting = await serveApp(createApp(options({ CSP_REPORT_URI: 'https://reports.example/csp' })));
    try {
      for (const path of ['/en', '/robots.txt']) {
        const answer = await rawRequest(reporting.base, 'GET', path);
        expect(answer.headers['reporting-endpoints'], path).toBe('csp="https://reports.example/csp"');
        expect(parseCsp(answer.headers['content-security-policy']).get('report-uri'), path).toEqual(['https://reports.example/csp']);
      }
    } finally {
      await reporting.close();
    }
  });
});
