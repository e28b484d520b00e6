import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.ts';
import { createPagePolicy, resourceDirectives, serializePolicy } from '../../../server/security/contentSecurityPolicy.ts';
import { parseCsp } from '../../builders/csp.ts';

const HASHES = ["'sha256-AAAA'", "'sha256-BBBB'"];
const pagePolicy = (env: Record<string, string> = {}) => parseCsp(createPagePolicy(loadConfig({ SITE_ORIGIN: 'https://news.example', ...env }))(HASHES));
const everySource = (policy: Map<string, string[]>) => [...policy.values()].flat();

describe('the page policy', () => {
  it('runs only the scripts whose hashes it names, and what they insert', () => {
    const scripts = pagePolicy().get('script-src')!;
    expect(scripts.slice(0, 3)).toEqual(["'strict-dynamic'", ...HASHES]);
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    // Host sources only as the fallback of browsers without 'strict-dynamic', after the hashes.
    expect(scripts.slice(3)).toEqual(["'self'"]);
  });

  it('locks down plugins, the base URL, form targets and who may frame the page', () => {
    const policy = pagePolicy();
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
  });

  it('allows the inline stylesheet and style attributes, and images from data: URLs (the icons)', () => {
    expect(pagePolicy().get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(pagePolicy().get('img-src')).toEqual(["'self'", 'data:']);
  });

  it("shows images and media from the content API's origin", () => {
    const policy = pagePolicy({ CONTENT_API_URL: 'https://cms.example.org/wp-json/wp' });
    expect(policy.get('img-src')).toContain('https://cms.example.org');
    expect(policy.get('media-src')).toEqual(["'self'", 'https://cms.example.org']);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
  });

  it('shows images and media from exactly the media origins: the content API, MEDIA_ORIGINS and those WordPress reports, nothing wider', () => {
    const config = loadConfig({ SITE_ORIGIN: 'https://news.example', CONTENT_API_URL: 'https://cms.example.org/wp-json/wp', MEDIA_ORIGINS: 'https://archive.example.org,https://cms.example.org' });
    const configured = parseCsp(createPagePolicy(config)(HASHES));
    expect(configured.get('img-src')).toEqual(["'self'", 'data:', 'https://cms.example.org', 'https://archive.example.org']);
    expect(configured.get('media-src')).toEqual(["'self'", 'https://cms.example.org', 'https://archive.example.org']);
    const reported = ['https://cms.example.org', 'https://archive.example.org', 'https://cdn.example.net'];
    const policy = parseCsp(createPagePolicy(config, () => reported)(HASHES));
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', ...reported]);
    expect(policy.get('media-src')).toEqual(["'self'", ...reported]);
    // Media origins are images and media only: never frames, scripts or connections.
    for (const directive of ['frame-src', 'script-src', 'connect-src', 'default-src']) expect(policy.get(directive), directive).not.toContain('https://cdn.example.net');
  });

  it('follows the media origins as they change, and writes the policy again only when the list is another one', () => {
    const config = loadConfig({ SITE_ORIGIN: 'https://news.example' });
    let reads = 0;
    /** A list that counts how often its origins are read out. */
    const counted = (origins: string[]): string[] =>
      new Proxy(origins, {
        get: (target, key, receiver) => {
          if (key === Symbol.iterator) reads += 1;
          return Reflect.get(target, key, receiver) as unknown;
        },
      });
    let now = counted(['https://cdn.example.net']);
    const policy = createPagePolicy(config, () => now);
    const first = policy(HASHES);
    expect(parseCsp(first).get('img-src')).toContain('https://cdn.example.net');
    const written = reads;
    for (let render = 0; render < 100; render += 1) expect(policy(HASHES)).toBe(first);
    expect(reads).toBe(written);
    now = counted(['https://media.example.org']);
    const second = parseCsp(policy(HASHES));
    expect(second.get('img-src')).toEqual(["'self'", 'data:', 'https://media.example.org']);
    expect(second.get('media-src')).toEqual(["'self'", 'https://media.example.org']);
    expect(reads).toBeGreaterThan(written);
  });

  it('frames the players of EMBED_HOSTS over https, YouTube (no cookies) and Vimeo by default', () => {
    expect(pagePolicy().get('frame-src')).toEqual(["'self'", 'https://www.youtube-nocookie.com', 'https://player.vimeo.com']);
    expect(pagePolicy({ EMBED_HOSTS: 'embed.example.tv, Video.Example.org' }).get('frame-src')).toEqual(["'self'", 'https://embed.example.tv', 'https://video.example.org']);
    expect(pagePolicy({ EMBED_HOSTS: 'none' }).get('frame-src')).toEqual(["'self'"]);
  });

  it('names no Google host while the tag manager and the ad network are off', () => {
    expect(everySource(pagePolicy()).filter((source) => /google|doubleclick|gstatic/.test(source))).toEqual([]);
  });

  it('lets the tag manager and GA4 load, send and show pixels once GTM_ID is set', () => {
    const policy = pagePolicy({ GTM_ID: 'GTM-ABC123' });
    expect(policy.get('connect-src')).toEqual(expect.arrayContaining(["'self'", 'https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com']));
    expect(policy.get('img-src')).toEqual(expect.arrayContaining(['https://*.google-analytics.com', 'https://*.googletagmanager.com']));
    expect(policy.get('script-src')).toContain('https://*.googletagmanager.com');
    expect(everySource(policy).some((source) => source.includes('googlesyndication'))).toBe(false);
  });

  it('lets the ad network load, frame its ads and send its beacons once ADSENSE_CLIENT is set', () => {
    const policy = pagePolicy({ ADSENSE_CLIENT: 'ca-pub-123' });
    expect(policy.get('frame-src')).toEqual(expect.arrayContaining(['https://*.googlesyndication.com', 'https://*.doubleclick.net']));
    expect(policy.get('connect-src')).toEqual(expect.arrayContaining(['https://*.googlesyndication.com', 'https://*.adtrafficquality.google']));
    expect(policy.get('img-src')).toEqual(expect.arrayContaining(['https://*.googlesyndication.com']));
    expect(everySource(policy).some((source) => source.includes('google-analytics'))).toBe(false);
  });

  it("lets readers' browsers send their Web Vitals to RUM_URL's origin, and only once it is set", () => {
    expect(pagePolicy({ RUM_URL: 'https://rum.example.org/collect/vitals?site=news' }).get('connect-src')).toEqual(["'self'", 'https://rum.example.org']);
    expect(pagePolicy({ RUM_URL: 'http://127.0.0.1:9000/rum' }).get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:9000']);
    expect(pagePolicy().get('connect-src')).toEqual(["'self'"]);
  });

  it('upgrades insecure requests on an https site only', () => {
    expect(pagePolicy().has('upgrade-insecure-requests')).toBe(true);
    expect(pagePolicy({ SITE_ORIGIN: 'http://127.0.0.1:3000' }).has('upgrade-insecure-requests')).toBe(false);
  });

  it('reports violations to CSP_REPORT_URI, by report-uri and by the report-to group', () => {
    const policy = pagePolicy({ CSP_REPORT_URI: 'https://reports.example/csp' });
    expect(policy.get('report-uri')).toEqual(['https://reports.example/csp']);
    expect(policy.get('report-to')).toEqual(['csp']);
    expect(pagePolicy().has('report-uri')).toBe(false);
  });
});

describe('the policy of answers that run no script', () => {
  it('allows nothing but the favicon, and the same framing as pages', () => {
    const policy = parseCsp(serializePolicy(resourceDirectives(loadConfig({}))));
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('img-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.has('script-src')).toBe(false);
  });
});
