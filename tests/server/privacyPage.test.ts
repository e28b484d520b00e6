import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_TEXTS } from '../../adapters/demo-content/dataset/languageTexts.ts';
import { DEMO_CONTACT_ADDRESSES } from '../../adapters/demo-content/demoContact.ts';
import { contactAddress } from '../../src/domain/contactAddress.ts';
import { LANGS, LANGUAGE_TABLE, type Lang } from '../../src/domain/language.ts';
import { startDemoSite } from './demoSite.ts';

// The footer's and the consent banner's privacy and cookie links, as readers get
// them from the server, and the page they lead to (decision 25): the newsroom's
// own privacy page unless ops configure a policy provider's addresses.

/** Each language's privacy page: its slug in the language table (tests/unit/domain/language.test.ts writes the slugs out). */
const privacyPage = (lang: Lang): string => `/${lang}/${LANGUAGE_TABLE[lang].slugs.privacy}`;

/** The title the demo content gives each language's privacy page. */
const titleOf = (lang: Lang): string => LANGUAGE_TEXTS[lang].site.privacy.title;

/** The demo's own mailbox of each language (the general one where a language has none), on the reserved example.org, which its privacy pages name. */
const demoMailbox = (lang: Lang): string => contactAddress(lang, DEMO_CONTACT_ADDRESSES);

type Site = Awaited<ReturnType<typeof startDemoSite>>;

const hrefsIn = (html: string, part: RegExp): string[] => [...(part.exec(html)?.[0] ?? '').matchAll(/href="([^"]*)"/g)].map((m) => m[1]!);

/** The footer's legal links (about, conditions, privacy, cookies, contact) and the banner's two policy links of a language's home. */
const legalLinksOf = async (site: Site, lang: Lang) => {
  const html = await (await site.get(`/${lang}`)).text();
  return {
    footer: hrefsIn(html, /<nav[^>]*class="site-footer__legal"[\s\S]*?<\/nav>/),
    banner: hrefsIn(html, /<p[^>]*class="consent-banner__text"[\s\S]*?<\/p>/),
  };
};

describe('the privacy and cookie links', () => {
  let site: Site;
  let configured: Site;
  beforeAll(async () => {
    site = await startDemoSite();
    configured = await startDemoSite({ PRIVACY_POLICY_URL: 'https://policies.example/{lang}/privacy', COOKIE_POLICY_URL: 'https://policies.example/{lang}/cookies' });
  });
  afterAll(() => Promise.all([site?.close(), configured?.close()]));

  it('lead to the newsroom’s privacy page of the language, in the footer and the banner, when no policy address is configured', async () => {
    for (const lang of LANGS) {
      const { footer, banner } = await legalLinksOf(site, lang);
      expect(footer.slice(2, 4), lang).toEqual([privacyPage(lang), privacyPage(lang)]);
      expect(banner, lang).toEqual([privacyPage(lang), privacyPage(lang)]);
    }
    expect((await legalLinksOf(site, 'it')).footer.slice(0, 2)).toEqual(['/it/chi-siamo', '/it/condizioni-di-utilizzo']);
  });

  it('lead to the configured addresses, {lang} filled, when ops configure them', async () => {
    for (const lang of ['it', 'de'] as const) {
      const { footer, banner } = await legalLinksOf(configured, lang);
      const expected = [`https://policies.example/${lang}/privacy`, `https://policies.example/${lang}/cookies`];
      expect(footer.slice(2, 4)).toEqual(expected);
      expect(banner).toEqual(expected);
    }
  });

  it('lead to a page the demo content has in every language: its title, headings, the consent cookie it describes and the contact address', async () => {
    for (const lang of LANGS) {
      const response = await site.get(privacyPage(lang));
      expect(response.status, lang).toBe(200);
      const html = await response.text();
      expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1], lang).toBe(titleOf(lang));
      // The sanitizer keeps the page as written: headings with their anchors, lists, code and the mailto: link.
      expect((html.match(/<h2 id="[a-z0-9-]+">/g) ?? []).length, lang).toBeGreaterThanOrEqual(8);
      expect(html, lang).toContain('<code>nd_consent</code>');
      expect((html.match(/<li>/g) ?? []).length, lang).toBeGreaterThanOrEqual(5);
      expect(html, lang).toContain(`<a href="mailto:${demoMailbox(lang)}">${demoMailbox(lang)}</a>`);
      // Its translations are the other languages' privacy pages.
      for (const other of LANGS) expect(html, `${lang} → ${other}`).toContain(`href="https://news.example${privacyPage(other)}"`);
    }
  });
});
