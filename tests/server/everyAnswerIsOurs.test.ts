import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGS } from '../../src/domain/language.ts';
import { rawRequest } from '../builders/rawHttp.ts';
import { startBuiltServerProcess, type ServerProcess } from '../builders/serverProcess.ts';
import { startDemoSite } from './demoSite.ts';

// No path, however odd, reaches a framework's own page (react-router's
// "Unexpected Application Error!", its "Hey developer" note, Express's "Cannot
// GET"): every answer is the site's, translated, with the right status. A path
// holding U+2028 or U+2029 is the case a probe found: the router's patterns
// cannot match it (`.` stops at line terminators), so it fell to the router's
// own 404 page.

/** Text only a framework's default pages hold. */
const FRAMEWORK = /Unexpected Application Error|Hey developer|React Router|ErrorBoundary|Cannot (GET|HEAD)|<pre>\s*Error/;

/** Characters that separate, break or hide: what a probe throws at a path. */
const SEPARATORS = ['\u2028', '\u2029', '\u0085', '\u000b', '\u000c', '\u001c', '\u001e', '\u00a0', '\u1680', '\u2000', '\u200b', '\u200e', '\u202e', '\u3000', '\ufeff', '\t', ' ', '/', '\\', '?', '#', '%', '.', '..', ';', '&', '+', '\ud83d\ude80'];

/** A path segment: any Unicode, separators often. */
const segment = fc.array(fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...SEPARATORS) }, { weight: 5, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 3 }) }), { minLength: 1, maxLength: 6 }).map((parts) => parts.join(''));

/** A path under a language (or under the data endpoint), each segment percent-encoded as a browser sends it. */
const path = fc.record({
  lang: fc.constantFrom(...LANGS, 'xx'),
  segments: fc.array(segment, { minLength: 0, maxLength: 7 }),
  data: fc.boolean(),
}).map(({ lang, segments, data }) => `${data ? '/_data/slug' : ''}/${lang}${segments.map((s) => `/${encodeURIComponent(s)}`).join('')}`);

const expectOurs = (answer: { status: number; body: string; contentType: string }, what: string): void => {
  expect([200, 301, 302, 400, 404, 414], what).toContain(answer.status);
  expect(answer.body, what).not.toMatch(FRAMEWORK);
  if (answer.status >= 400 && answer.contentType.startsWith('text/html')) {
    // Ours: a whole page with the newsroom's title, in the language of the path (or the default one).
    expect(answer.body, what).toMatch(/^<!DOCTYPE html><html lang="[a-z]{2}-[A-Z]{2}"/);
    expect(answer.body, what).toMatch(/<title>[^<]+\| Newsdesk<\/title>/);
  }
};

describe('every answer is ours', () => {
  let site: Awaited<ReturnType<typeof startDemoSite>>;
  beforeAll(async () => {
    site = await startDemoSite();
  });
  afterAll(() => site.close());

  const fetched = async (target: string) => {
    const answer = await site.get(target, { redirect: 'manual' });
    return { status: answer.status, body: await answer.text(), contentType: answer.headers.get('content-type') ?? '' };
  };

  it('answers the paths the probe found with our translated pages, as they come encoded or raw', async () => {
    for (const encoded of ['/de/a/b/c/d%E2%80%A8', '/de/a/b/c/d%E2%80%A9', '/de/a%E2%80%A8b', '/_data/slug/de/a/b/c/d%E2%80%A8', '/de/x%C2%85']) {
      const answer = await fetched(encoded);
      expectOurs(answer, encoded);
      expect(answer.status, encoded).toBe(400);
    }
    expect((await fetched('/de/a/b/c/d%E2%80%A8')).body).toContain('Ungültige Anfrage');
    // Raw: the bytes of U+2028 as a client that does not percent-encode writes them.
    const raw = await rawRequest(site.base, 'GET', Buffer.from('/de/a/b/c/d\u2028', 'utf8').toString('latin1'));
    expectOurs({ status: raw.status, body: raw.body, contentType: raw.headers['content-type'] ?? '' }, 'raw U+2028');
  });

  it('answers any path of any Unicode with our screen, never a framework page', async () => {
    await fc.assert(
      fc.asyncProperty(path, async (target) => expectOurs(await fetched(target), target)),
      { numRuns: 250 },
    );
  });

  it('answers a path deeper than any route with our translated not-found screen', async () => {
    const answer = await fetched('/de/a/b/c/d/e/f');
    expect(answer.status).toBe(404);
    expect(answer.body).toContain('data-testid="not-found"');
    expect(answer.body).toContain('Seite nicht gefunden');
  });
});

describe('the server as `npm start` runs it, under odd requests', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    // DEBUG: the most it would ever print.
    server = await startBuiltServerProcess({ LOG_LEVEL: 'DEBUG', PURGE_TOKEN: 'a-purge-token-of-the-odd-requests' });
  }, 40_000);
  afterAll(() => server.kill());

  it('writes nothing on stderr and only JSON lines on stdout, each request of them naming its id', async () => {
    const targets = ['/de/a/b/c/d%E2%80%A8', '/de/a/b/c/d%E2%80%A9', '/de/x%C2%85', '/it/a/b/c/d/e/f', '/xx/yy', '/_data/nothing/it', '/_data/slug/it/%E2%80%A8', '/it/search?q=%E2%80%A8', '/sitemaps/zz.xml', '/feeds/it/%E2%80%A8.xml'];
    for (const target of targets) {
      const answer = await fetch(`${server.base}${target}`, { headers: { 'X-Request-Id': `odd-${targets.indexOf(target)}` } });
      expectOurs({ status: answer.status, body: await answer.text(), contentType: answer.headers.get('content-type') ?? '' }, target);
    }
    await rawRequest(server.base, 'GET', Buffer.from('/de/a/b/c/d\u2028', 'utf8').toString('latin1'));
    await rawRequest(server.base, 'POST', '/_purge', 5000, ['Authorization: Bearer a-purge-token-of-the-odd-requests', 'Content-Length: 9', '', '{"tags":']);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const stderr = server.lines.filter((line) => !line.startsWith('{') && !line.startsWith('newsdesk: listening on'));
    expect(stderr).toEqual([]);
    const logged = server.logs();
    expect(logged.length).toBeGreaterThan(targets.length);
    for (const [i] of targets.entries()) expect(logged.some((line) => (line['req'] as { id?: string } | undefined)?.id === `odd-${i}`), `odd-${i}`).toBe(true);
  });
});
