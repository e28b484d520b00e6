// The footer's registration line, contact link and social profiles (with twitter:site and
// the Organization's sameAs), as readers and crawlers get them from the server: each from
// configuration, none of them when unset, and the embedded demo's own when `npm start`
// serves it (docs/decisions/0026-footer-values-from-configuration.md).
import { afterAll, describe, expect, it } from 'vitest';
import { LANGS, type Lang } from '../../src/domain/language.ts';
import { loadConfig } from '../../server/config.ts';
import { createApp, createServerContainer, resolveScreenDeps, startContentSource } from '../../server/container.ts';
import { serveApp } from '../builders/serveApp.ts';
import { SITE_ORIGIN, startDemoSite } from './demoSite.ts';

type Site = { readonly get: (path: string) => Promise<Response>; readonly close: () => Promise<void> };

interface FooterValues {
  readonly companyLine: string | undefined;
  readonly mailto: string[];
  readonly social: string[];
  readonly twitterSite: string | undefined;
  readonly sameAs: unknown;
}

/** What a language's home shows of the newsroom: in its footer, its head and its Organization data. */
const footerValues = async (site: Site, lang: Lang): Promise<FooterValues> => {
  const html = await (await site.get(`/${lang}`)).text();
  const footer = /<footer[\s\S]*?<\/footer>/.exec(html)?.[0] ?? '';
  const social = /<nav[^>]*class="site-footer__social"[\s\S]*?<\/nav>/.exec(footer)?.[0] ?? '';
  const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  const data = (jsonLd ? [JSON.parse(jsonLd)].flat() : []) as { '@type': string; sameAs?: unknown }[];
  return {
    companyLine: /<p class="site-footer__company">([^<]*)<\/p>/.exec(footer)?.[1],
    mailto: [...footer.matchAll(/href="mailto:([^"]*)"/g)].map((m) => m[1] ?? ''),
    social: [...social.matchAll(/<a href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((m) => `${m[2]} ${m[1]}`),
    twitterSite: /<meta name="twitter:site" content="([^"]*)"/.exec(html)?.[1],
    sameAs: data.find((item) => item['@type'] === 'Organization')?.sameAs,
  };
};

/** The site as server/startServer.ts composes it with the embedded demo: the content source's own footer values under the configuration. */
const startEmbeddedDemo = async (env: Record<string, string> = {}): Promise<Site> => {
  const config = loadConfig({ SITE_ORIGIN, LOG_LEVEL: 'ERROR', ...env });
  const source = await startContentSource(config);
  const container = createServerContainer({ config, contentApiUrl: source.url });
  const app = createApp({ config, ports: resolveScreenDeps(container, config, source.newsroom), clientDir: '/nonexistent', clientAssets: { css: [], js: [] } });
  const { base, close } = await serveApp(app);
  return {
    get: (path) => fetch(`${base}${path}`),
    close: async () => {
      await close();
      await source.close();
    },
  };
};

const sites: Site[] = [];
afterAll(() => Promise.all(sites.map((site) => site.close())));
const started = <S extends Site>(site: S): S => (sites.push(site), site);

describe("the newsroom's footer values with nothing configured", () => {
  it('shows no registration line, contact link, social link, twitter:site or sameAs in any language, rather than someone else', async () => {
    const site = started(await startDemoSite());
    for (const lang of LANGS) {
      expect(await footerValues(site, lang), lang).toEqual({ companyLine: undefined, mailto: [], social: [], twitterSite: undefined, sameAs: undefined });
    }
  });
});

describe("the newsroom's footer values from configuration", () => {
  it('shows the configured registration line, escaped, and the social profiles as links, twitter:site and sameAs', async () => {
    const site = started(
      await startDemoSite({ COMPANY_LINE: 'Smith & Jones Media Ltd · Company no. 01234567 · London', SOCIAL_PROFILES: 'https://x.com/sjmedia,Mastodon=https://social.example/@sjmedia' }),
    );
    for (const lang of ['en', 'it'] as const) {
      expect(await footerValues(site, lang), lang).toEqual({
        companyLine: 'Smith &amp; Jones Media Ltd · Company no. 01234567 · London',
        mailto: [],
        social: ['X https://x.com/sjmedia', 'Mastodon https://social.example/@sjmedia'],
        twitterSite: '@sjmedia',
        sameAs: ['https://x.com/sjmedia', 'https://social.example/@sjmedia'],
      });
    }
  });

  it("links each language's mailbox from CONTACT_EMAIL, and the general address in the others", async () => {
    const site = started(await startDemoSite({ CONTACT_EMAIL: 'newsroom@news.example,it=redazione@news.example,de=redaktion@news.example,fr=redaction@news.example' }));
    const links = Object.fromEntries(await Promise.all(LANGS.map(async (lang) => [lang, (await footerValues(site, lang)).mailto] as const)));
    const mailboxes: Partial<Record<Lang, string>> = { it: 'redazione@news.example', de: 'redaktion@news.example', fr: 'redaction@news.example' };
    expect(links).toEqual(Object.fromEntries(LANGS.map((lang) => [lang, [mailboxes[lang] ?? 'newsroom@news.example']])));
  });
});

describe("the embedded demo's own footer values", () => {
  it('says it is a demonstration in each language, writes to mailboxes on the reserved example.org, and names no social account', async () => {
    const site = started(await startEmbeddedDemo());
    const lines = new Set<string>();
    for (const lang of LANGS) {
      const values = await footerValues(site, lang);
      expect(values.companyLine, lang).toMatch(/d[eé]mo/i);
      lines.add(values.companyLine ?? '');
      expect(values.mailto, lang).toHaveLength(1);
      expect(values.mailto[0], lang).toMatch(/^[a-z]+@example\.org$/);
      expect(values, lang).toMatchObject({ social: [], twitterSite: undefined, sameAs: undefined });
    }
    // Translated: one line per language.
    expect(lines.size).toBe(LANGS.length);
    expect((await footerValues(site, 'it')).mailto).toEqual(['redazione@example.org']);
  });

  it('gives way to each value configured, keeping its own for the others', async () => {
    const site = started(await startEmbeddedDemo({ COMPANY_LINE: 'Example Media Ltd · London', SOCIAL_PROFILES: 'https://social.example/@news' }));
    expect(await footerValues(site, 'de')).toEqual({
      companyLine: 'Example Media Ltd · London',
      mailto: ['redaktion@example.org'],
      social: ['social.example https://social.example/@news'],
      twitterSite: undefined,
      sameAs: ['https://social.example/@news'],
    });
  });
});
