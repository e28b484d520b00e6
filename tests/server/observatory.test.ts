import type { OutgoingHttpHeader, OutgoingHttpHeaders, RequestListener, ServerResponse } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { createSecurityHeaders } from '../../server/security/securityHeaders.ts';
import { gradeSite, HTTPS_ONLY_TESTS } from '../../tools/observatory/grade.mjs';
import { installedGrader } from '../../tools/observatory/install.mjs';
import { startDemoSite } from './demoSite.ts';

// Mozilla's HTTP Observatory grades the running site (the real composition, on
// loopback) with its own retriever, analyzers and grader. A plain-http run cannot
// pass the two tests that need a certificate: they are excepted and listed.

/** The names of every header the site adds for security. */
const SECURITY = new Set(createSecurityHeaders(loadConfig({})).headers.map(([name]) => name.toLowerCase()));

const insecure = (headers: OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined): OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined => {
  if (!Array.isArray(headers)) return headers && Object.fromEntries(Object.entries(headers).filter(([name]) => !SECURITY.has(name.toLowerCase())));
  const kept: OutgoingHttpHeader[] = [];
  for (let i = 0; i < headers.length; i += 2) if (!SECURITY.has(String(headers[i]).toLowerCase())) kept.push(headers[i]!, headers[i + 1]!);
  return kept;
};

/** The same site with its security headers dropped from every answer: what the grader must catch. */
const withoutSecurityHeaders = (site: RequestListener): RequestListener => (req, res) => {
  const setHeader = res.setHeader.bind(res);
  const writeHead = res.writeHead.bind(res) as (status: number, headers?: OutgoingHttpHeaders | OutgoingHttpHeader[]) => ServerResponse;
  res.setHeader = (name, value) => (SECURITY.has(name.toLowerCase()) ? res : setHeader(name, value));
  res.writeHead = ((status: number, headers?: OutgoingHttpHeaders | OutgoingHttpHeader[]) => writeHead(status, insecure(headers))) as ServerResponse['writeHead'];
  site(req, res);
};

describe("Mozilla's HTTP Observatory", () => {
  // npm test installs it first (scripts/test-all.mjs); run alone, this says how.
  beforeAll(() => void installedGrader());

  it('grades the same server without its security headers low: the grader catches a broken configuration', async () => {
    const site = await startDemoSite({}, withoutSecurityHeaders);
    try {
      const graded = await gradeSite(site.base);
      expect(graded.tests['content-security-policy']?.result).toBe('csp-not-implemented');
      expect(graded.tests['x-frame-options']?.pass).toBe(false);
      expect(graded.tests['x-content-type-options']?.pass).toBe(false);
      expect(graded.grade).toBe('C');
      expect(graded.score).toBe(50);
    } finally {
      await site.close();
    }
  }, 60_000);

  it.each([
    ['the demo site', {}],
    ['the demo site with the tag manager and the ad network on', { GTM_ID: 'GTM-ABC123', ADSENSE_CLIENT: 'ca-pub-123' }],
  ])('grades %s A+ (120) on plain-http loopback, the https-only tests excepted', async (_what, env) => {
    const site = await startDemoSite(env);
    try {
      const graded = await gradeSite(site.base);
      console.log(`observatory: ${graded.grade} (${graded.score}) for ${graded.finalUrl}; excepted: ${Object.entries(graded.excepted).map(([test, why]) => `${test} (${why})`).join('; ')}`);
      expect(graded.excepted).toEqual(HTTPS_ONLY_TESTS);
      expect(Object.keys(graded.excepted).sort()).toEqual(['redirection', 'strict-transport-security']);
      expect(graded.grade).toBe('A+');
      expect(graded.score).toBe(120);
      // Every test that counts passes; the bonuses are the referrer policy's, frame-ancestors' and CORP's.
      const counted = Object.entries(graded.tests).filter(([, test]) => !test.excepted);
      expect(counted.filter(([, test]) => !test.pass)).toEqual([]);
      expect(Object.fromEntries(counted.filter(([, test]) => test.scoreModifier !== 0).map(([name, test]) => [name, test.scoreModifier]))).toEqual({
        'referrer-policy': 5,
        'x-frame-options': 5,
        'cross-origin-resource-policy': 10,
      });
      // Styles keep 'unsafe-inline' (the inline stylesheet, style attributes): no bonus, no penalty.
      expect(graded.tests['content-security-policy']?.result).toBe('csp-implemented-with-unsafe-inline-in-style-src-only');
    } finally {
      await site.close();
    }
  }, 60_000);
});
