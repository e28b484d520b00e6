// The newsroom's privacy page on the real WordPress (decision 25): the footer's
// privacy and cookie links lead to each language's privacy slug; the import gives
// every language its privacy page under that slug and makes the Italian one
// WordPress's own privacy policy page (Settings → Privacy). When no page has the
// privacy slug any more (an editor renamed it), the plugin answers the page
// WordPress names as its privacy policy, or that page's translation, and
// Newsdesk sends readers on to it. The renamed pages get their slugs back after.
import { decodeHTML } from 'entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDataset } from '../../adapters/demo-content/dataset/buildDataset.ts';
import { phpString } from '../../scripts/wordpress/phpSource.ts';
import type { LocalWordpressClient } from '../../scripts/wordpress/wordpressClient.ts';
import { LANGS, LANGUAGE_TABLE, type Lang } from '../../src/domain/language.ts';
import { startComposedSite, type ComposedSite } from '../builders/composedSite.ts';
import { demoNow, localWordpress } from './fixtures.ts';

const dataset = demoDataset({ now: demoNow(), mediaBase: '' });
const privacySlug = (lang: Lang): string => LANGUAGE_TABLE[lang].slugs.privacy;
const demoPrivacyPage = (lang: Lang) => dataset.languages[lang].pagesBySlug.get(privacySlug(lang))!;

interface PageAnswer {
  readonly id: number;
  readonly title: string;
  readonly link: string;
}

describe('the privacy page on the real WordPress', () => {
  let wordpress: LocalWordpressClient;
  const getPage = async (lang: Lang, slug: string): Promise<PageAnswer[]> => {
    const answer = await fetch(`${wordpress.apiBase}/v2/get_page?lang=${lang}&slug=${encodeURIComponent(slug)}`, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(30_000) });
    expect(answer.status).toBe(200);
    return (await answer.json()) as PageAnswer[];
  };
  const pageIdOf = async (slug: string): Promise<number> =>
    Number(await wordpress.php(`$found = get_posts( array( 'post_type' => 'page', 'name' => ${phpString(slug)}, 'post_status' => 'any', 'fields' => 'ids', 'numberposts' => 1 ) ); echo (int) ( $found[0] ?? 0 );`));
  const privacyOption = async (): Promise<number> => Number(await wordpress.php("echo (int) get_option( 'wp_page_for_privacy_policy' );"));

  beforeAll(() => {
    wordpress = localWordpress();
  });

  it('keeps the privacy slugs of Newsdesk’s language table in the plugin', async () => {
    expect(JSON.parse(await wordpress.php('echo wp_json_encode( \\Newsdesk\\Content\\Privacy_Page::slugs() );'))).toEqual(Object.fromEntries(LANGS.map((lang) => [lang, privacySlug(lang)])));
  });

  it('answers each language’s privacy slug with the demo privacy page of that language', async () => {
    for (const lang of LANGS) {
      const demo = demoPrivacyPage(lang);
      const answer = await getPage(lang, privacySlug(lang));
      expect(answer, lang).toHaveLength(1);
      expect({ lang, title: decodeHTML(answer[0]!.title), link: answer[0]!.link }).toEqual({ lang, title: decodeHTML(demo.title), link: `/${lang}/${privacySlug(lang)}` });
    }
  });

  it('makes the imported Italian privacy page WordPress’s privacy policy page', async () => {
    const italian = await pageIdOf(privacySlug('it'));
    expect(italian).toBeGreaterThan(0);
    expect(await privacyOption()).toBe(italian);
  });

  describe('once an editor renamed the privacy pages', () => {
    const renamed: Partial<Record<Lang, { id: number; slug: string }>> = {};
    let savedOption = 0;
    let site: ComposedSite;

    /** Renames a page through the REST API, as the editor would, and forgets the former slug the plugin kept, so that only the privacy setting can lead to it. */
    const rename = async (id: number, from: string, to: string): Promise<void> => {
      const answer = await wordpress.rest<{ slug: string }>('POST', `/wp/v2/pages/${id}`, { slug: to });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.slug).toBe(to);
      await wordpress.php(`delete_post_meta( ${id}, '_wp_old_slug', ${phpString(from)} );`);
    };

    beforeAll(async () => {
      savedOption = await privacyOption();
      for (const lang of ['it', 'en'] as const) {
        const id = await pageIdOf(privacySlug(lang));
        renamed[lang] = { id, slug: `${privacySlug(lang)}-renamed-by-an-editor` };
        await rename(id, privacySlug(lang), renamed[lang].slug);
      }
      site = await startComposedSite({ CONTENT_API_URL: wordpress.apiBase });
    });

    afterAll(async () => {
      await site?.close();
      await wordpress.php(`update_option( 'wp_page_for_privacy_policy', ${savedOption} );`);
      for (const [lang, page] of Object.entries(renamed) as [Lang, { id: number; slug: string }][]) await rename(page.id, page.slug, privacySlug(lang));
    });

    it('still answers the Italian privacy slug with the page set as WordPress’s privacy policy page, under its new slug', async () => {
      const answer = await getPage('it', privacySlug('it'));
      expect(answer.map((page) => ({ id: page.id, link: page.link }))).toEqual([{ id: renamed.it!.id, link: `/it/${renamed.it!.slug}` }]);
      expect(decodeHTML(answer[0]!.title)).toBe(decodeHTML(demoPrivacyPage('it').title));
    });

    it('answers another language’s privacy slug with the translation of that page', async () => {
      expect((await getPage('en', privacySlug('en'))).map((page) => ({ id: page.id, link: page.link }))).toEqual([{ id: renamed.en!.id, link: `/en/${renamed.en!.slug}` }]);
    });

    it('answers the privacy slug only: another slug nobody has stays unknown, and the page is not another language’s', async () => {
      expect(await getPage('it', 'no-page-has-this-slug')).toEqual([]);
      expect(await getPage('it', privacySlug('en'))).toEqual([]);
    });

    it('leads Newsdesk’s footer link on to the renamed page, which it shows', async () => {
      const home = await (await site.get('/it')).text();
      expect(home).toContain(`href="/it/${privacySlug('it')}"`);
      const moved = await site.get(`/it/${privacySlug('it')}`);
      expect({ status: moved.status, location: moved.headers.get('location') }).toEqual({ status: 301, location: `/it/${renamed.it!.slug}` });
      const page = await site.get(`/it/${renamed.it!.slug}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(decodeHTML(demoPrivacyPage('it').title));
    });

    it('answers nothing for the privacy slug once WordPress has no privacy policy page: the setting is what answered', async () => {
      await wordpress.php("update_option( 'wp_page_for_privacy_policy', 0 );");
      expect(await getPage('it', privacySlug('it'))).toEqual([]);
      expect(await getPage('en', privacySlug('en'))).toEqual([]);
    });
  });
});
