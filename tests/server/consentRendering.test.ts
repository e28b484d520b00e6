import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_BOOTSTRAP_SCRIPT } from '../../adapters/analytics/consentBootstrapScript.ts';
import { createInMemoryContent } from '../../adapters/in-memory/createInMemoryContent.ts';
import { createStaticTranslations } from '../../adapters/i18n/staticTranslations.ts';
import { loadConfig } from '../../server/config.ts';
import { createApp } from '../../server/container.ts';
import { TRANSLATIONS } from '../../web/i18n/translations.ts';
import { posts } from '../builders/post.ts';
import { createRecordingLogger as recordingLogger } from '../builders/recordingLogger.ts';
import { serveApp } from '../builders/serveApp.ts';

// The cookie value format the browser writes: version, then measurement, advertising, personalised
// and (since version 2) embedded content; a version 1 value, without the last, still stands.
const COOKIE = 'nd_consent';

const serve = async (env: Record<string, string>) => {
  const app = createApp({
    config: loadConfig({ SITE_ORIGIN: 'https://news.example', ...env }),
    ports: { siteOrigin: 'https://news.example', content: createInMemoryContent({ posts: posts(12) }), translations: createStaticTranslations(TRANSLATIONS), logger: recordingLogger() },
    clientDir: '/nonexistent',
    clientAssets: { css: ['/assets/app.css'], js: ['/assets/entry.js'] },
  });
  const { base, close } = await serveApp(app);
  const page = async (path: string, cookie?: string) => {
    const response = await fetch(`${base}${path}`, cookie ? { headers: { Cookie: cookie } } : {});
    return { response, html: await response.text() };
  };
  return { page, close };
};

describe('consent in the server HTML', () => {
  let site: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    site = await serve({ GTM_ID: 'GTM-ABC123', ADSENSE_CLIENT: 'ca-pub-123' });
  });
  afterAll(() => site.close());

  it('renders the banner for a new reader, with the language’s texts and no preferences button', async () => {
    const { html } = await site.page('/en');
    expect(html).toContain('role="dialog"');
    expect(html).toContain('Accept all');
    expect(html).toContain('Reject all');
    expect(html).toContain('Customize');
    expect(html).not.toContain('consent-preferences');
    expect((await site.page('/de')).html).toContain('Alle ablehnen');
  });

  it('renders the banner, not the preferences button, for a returning reader too: the browser hides it before first paint', async () => {
    const { html } = await site.page('/en', `${COOKIE}=v1.m0.a0.p0`);
    expect(html).toContain('role="dialog"');
    expect(html).not.toContain('consent-preferences');
  });

  it('asks again a reader whose choice was for an older version of the purposes, or is unreadable', async () => {
    expect((await site.page('/en', `${COOKIE}=v0.m1.a1.p1`)).html).toContain('role="dialog"');
    expect((await site.page('/en', `${COOKIE}=garbage`)).html).toContain('role="dialog"');
  });

  it('denies every Consent Mode signal in the first script of the head, before any other script, with the same text for every reader', async () => {
    for (const cookie of [undefined, `${COOKIE}=v1.m1.a0.p0`]) {
      const { html } = await site.page('/it', cookie);
      const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
      const firstScript = /<script[^>]*>([\s\S]*?)<\/script>/.exec(head)?.[1] ?? '';
      // The consent bootstrap comes first in it: the scripts after it (early taps) run once the defaults are set.
      expect(firstScript.startsWith(CONSENT_BOOTSTRAP_SCRIPT)).toBe(true);
      expect(firstScript).toContain("gtag('consent','default'");
      for (const signal of ['ad_storage', 'ad_user_data', 'ad_personalization', 'analytics_storage']) expect(firstScript).toContain(`"${signal}":"denied"`);
    }
  });

  it('has no tag manager frame for readers without JavaScript, even after measurement consent', async () => {
    const { html } = await site.page('/it', `${COOKIE}=v1.m1.a0.p0`);
    expect(html).not.toContain('googletagmanager.com/ns.html');
    expect(html).not.toContain('<noscript><iframe');
  });

  it('tells caches nothing about cookies: the page does not depend on them', async () => {
    const { response } = await site.page('/it', `${COOKIE}=v1.m1.a1.p1`);
    expect(response.headers.get('vary') ?? '').not.toMatch(/cookie/i);
  });

  it('hands the browser the tag ids only when ops set them', async () => {
    expect((await site.page('/it')).html).toContain('"gtmId":"GTM-ABC123"');
    const bare = await serve({});
    try {
      const { html } = await bare.page('/it');
      expect(html).not.toContain('gtmId');
      expect(html).not.toContain('adsenseClient');
      expect(html).not.toContain('"rum"');
    } finally {
      await bare.close();
    }
  });

  it('hands the browser the RUM endpoint and its sample rate only when RUM_URL is set', async () => {
    const rum = await serve({ RUM_URL: 'https://rum.example.org/vitals', RUM_SAMPLE_RATE: '0.5' });
    try {
      const { response, html } = await rum.page('/it');
      expect(html).toContain('"rum":{"url":"https://rum.example.org/vitals","sampleRate":0.5}');
      expect(response.headers.get('content-security-policy')).toMatch(/connect-src 'self' https:\/\/rum\.example\.org;/);
    } finally {
      await rum.close();
    }
  });
});
