import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.ts';
import { createSecurityHeaders } from '../../../server/security/securityHeaders.ts';
import { parseCsp } from '../../builders/csp.ts';

/** The headers the middleware sets on a real response, names lower-cased. */
const setByMiddleware = async (env: Record<string, string>): Promise<Record<string, string>> => {
  const { middleware } = createSecurityHeaders(loadConfig(env));
  const server = createServer((req, res) => middleware(req, res, () => res.end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const { connection: _c, date: _d, 'content-length': _l, 'keep-alive': _k, ...headers } = Object.fromEntries(response.headers);
    return headers;
  } finally {
    server.close();
  }
};

const listed = (env: Record<string, string>) => Object.fromEntries(createSecurityHeaders(loadConfig(env)).headers.map(([name, value]) => [name.toLowerCase(), value]));

describe('the security headers', () => {
  it.each([
    ['an https site', { SITE_ORIGIN: 'https://news.example' }],
    ['a plain http site', { SITE_ORIGIN: 'http://127.0.0.1:3000' }],
    ['a site reporting CSP violations', { SITE_ORIGIN: 'https://news.example', CSP_REPORT_URI: 'https://reports.example/csp' }],
  ])('listed for the answers written before Express are the very ones its middleware sets, for %s', async (_site, env) => {
    expect(listed(env)).toEqual(await setByMiddleware(env));
  });

  it('keep HSTS for two years with subdomains, on an https site only', () => {
    expect(listed({ SITE_ORIGIN: 'https://news.example' })['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(listed({ SITE_ORIGIN: 'http://127.0.0.1:3000' })['strict-transport-security']).toBeUndefined();
  });

  it('deny camera, microphone, geolocation, payment and USB to the page and every frame in it', () => {
    const denied = listed({})['permissions-policy']!.split(', ');
    expect(denied).toEqual(expect.arrayContaining(['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']));
    // What embedded players need stays theirs to ask for.
    expect(denied.filter((entry) => /^(autoplay|fullscreen|encrypted-media|picture-in-picture)=/.test(entry))).toEqual([]);
  });

  it('let only the site frame its answers, by X-Frame-Options as by frame-ancestors', () => {
    const headers = listed({});
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(parseCsp(headers['content-security-policy']).get('frame-ancestors')).toEqual(["'self'"]);
  });
});
