// The editorial preview end to end: the real plugin signs the link its
// "Preview" button opens (preview_post_link), Newsdesk checks it and asks the
// plugin's draft endpoint, which checks it again. Drafts, pending, scheduled
// posts, draft pages and a published post's unsaved changes are shown to the
// editor, never cached, never to readers. The test's own posts and page are
// deleted after, and the plugin's settings put back as they were.
import { createHmac } from 'node:crypto';
import type { Document, Element } from 'domhandler';
import { findOne, getAttributeValue, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDataset } from '../../adapters/demo-content/dataset/buildDataset.ts';
import { phpString } from '../../scripts/wordpress/phpSource.ts';
import type { LocalWordpressClient } from '../../scripts/wordpress/wordpressClient.ts';
import { LANGUAGE_TABLE, type Lang } from '../../src/domain/language.ts';
import { startComposedSite, type ComposedSite } from '../builders/composedSite.ts';
import { demoNow, localWordpress } from './fixtures.ts';

const SECRET = 'preview-secret-shared-by-wordpress-and-newsdesk-0123';
const OTHER_SECRET = 'a-secret-this-wordpress-has-never-been-given-4567';
/** A word no post of the dataset holds: where it shows, a draft leaked. */
const MARK = 'Quorvexian';

/** Newsdesk as production composes it (page and content caches on), reading the local WordPress. */
const startSite = (apiBase: string, env: Record<string, string>) => startComposedSite({ CONTENT_API_URL: apiBase, ...env });
type Site = ComposedSite;

const BANNER: Readonly<Partial<Record<Lang, string>>> = {
  en: 'Preview, not published',
  fr: 'Aperçu, non publié',
  de: 'Vorschau, nicht veröffentlicht',
  es: 'Vista previa, no publicada',
};
const FORBIDDEN: Readonly<Partial<Record<Lang, string>>> = {
  en: 'This preview link is not valid or has expired. Open the preview again from WordPress.',
  fr: 'Ce lien d’aperçu n’est pas valide ou a expiré. Ouvrez de nouveau l’aperçu depuis WordPress.',
};

const byTestId = (doc: Document, id: string): Element | undefined => findOne((e) => getAttributeValue(e, 'data-testid') === id, doc.children) ?? undefined;
const h1Of = (doc: Document): string => textContent(findOne((e) => e.name === 'h1', doc.children) ?? []);
const sign = (secret: string, id: number, exp: number): string => createHmac('sha256', secret).update(`${id}:${exp}`).digest('hex');
const nowS = (): number => Math.floor(Date.now() / 1000);

interface Item {
  readonly id: number;
  readonly type: 'posts' | 'pages';
  readonly lang: Lang;
  readonly title: string;
  /** Its slug once published. */
  readonly slug: string;
}

describe('editorial previews through the real plugin', () => {
  let wordpress: LocalWordpressClient;
  let site: Site;
  let savedSettings: string;
  let logOffset = 0;
  const created: Item[] = [];
  let items: Record<'draft' | 'pending' | 'scheduled' | 'page' | 'published', Item>;
  /** The dataset subcategory each language's posts are filed in, and its section. */
  const placement = (lang: Lang) => {
    const section = demoDataset({ now: demoNow(), mediaBase: '' }).languages[lang].categories.tree.find((node) => node.children.length > 0)!;
    return { section: section.slug, sub: section.children[0]!.slug };
  };
  const addressOf = (item: Item) => (item.type === 'pages' ? `/${item.lang}/${item.slug}` : `/${item.lang}/${placement(item.lang).section}/${placement(item.lang).sub}/${item.slug}`);

  const termId = async (taxonomy: 'categories' | 'language', slug: string): Promise<number> => {
    const answer = await wordpress.rest<{ id: number }[]>('GET', `/wp/v2/${taxonomy}?slug=${slug}`);
    return answer.body[0]!.id;
  };
  /**
   * A post or page of this test, its slug left to WordPress as the editor leaves it: none
   * while a draft or pending, the title's once scheduled or published. Unpublished ones
   * carry MARK in their title and body.
   */
  const create = async (type: Item['type'], lang: Lang, name: string, fields: Record<string, unknown>, marked = true): Promise<Item> => {
    const title = marked ? `${MARK} ${name}` : name;
    const body = {
      title,
      content: `<p>${marked ? MARK : 'It'} opens the story.</p><h2>What was found</h2><p>The first part.</p><h2>What comes next</h2><p>The second part.</p>`,
      language: [await termId('language', lang)],
      ...(type === 'posts' ? { categories: [await termId('categories', placement(lang).sub)] } : {}),
      ...fields,
    };
    const answer = await wordpress.rest<{ id: number }>('POST', `/wp/v2/${type}`, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    // The slug publishing gives it (WordPress's sanitize_title of these plain titles).
    const item = { id: answer.body.id, type, lang, title, slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-') };
    created.push(item);
    return item;
  };
  /** The link WordPress's "Preview" button opens, as the plugin's preview_post_link filter makes it. */
  const previewLink = (item: Item): Promise<string> => wordpress.php(`echo get_preview_post_link( ${item.id} );`);

  beforeAll(async () => {
    wordpress = localWordpress();
    logOffset = wordpress.debugLog().length;
    savedSettings = await wordpress.php("echo wp_json_encode( get_option( 'newsdesk_settings', null ) );");
    site = await startSite(wordpress.apiBase, { PREVIEW_SECRET: SECRET });
    await wordpress.php(`update_option( 'newsdesk_settings', array( 'url' => ${phpString(site.base)}, 'preview_secret' => ${phpString(SECRET)} ) );`);
    const inTwoDays = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 19);
    items = {
      published: await create('posts', 'en', 'Published robots sort recycling', { status: 'publish' }, false),
      draft: await create('posts', 'en', 'Draft robots fold laundry', { status: 'draft' }),
      pending: await create('posts', 'fr', 'Robots en attente de relecture', { status: 'pending' }),
      scheduled: await create('posts', 'de', 'Geplante Roboter', { status: 'future', date_gmt: inTwoDays }),
      page: await create('pages', 'es', 'Pagina en borrador', { status: 'draft' }),
    };
  });

  afterAll(async () => {
    for (const item of created) await wordpress.rest('DELETE', `/wp/v2/${item.type}/${item.id}?force=true`);
    await wordpress.php(`
      $saved = json_decode( ${phpString(savedSettings)}, true );
      if ( null === $saved ) { delete_option( 'newsdesk_settings' ); } else { update_option( 'newsdesk_settings', $saved ); }`);
    await site.close();
  });

  it('opens a draft, a pending and a scheduled post and a draft page on Newsdesk, each with its title, body and translated banner, private and noindex', async () => {
    for (const item of [items.draft, items.pending, items.scheduled, items.page]) {
      const link = await previewLink(item);
      expect(link).toMatch(new RegExp(`^${site.base}/${item.lang}/_preview/${item.id}\\?exp=\\d+&sig=[0-9a-f]{64}$`));
      const answer = await site.get(link);
      const html = await answer.text();
      expect(answer.status, `${item.lang} ${item.title}`).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
      expect(answer.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      const doc = parseDocument(html);
      expect(textContent(byTestId(doc, 'preview-banner') ?? [])).toBe(BANNER[item.lang]);
      expect(h1Of(doc)).toBe(item.title);
      expect(html).toContain(`${MARK} opens the story.`);
      expect(findOne((e) => e.name === 'meta' && getAttributeValue(e, 'name') === 'robots', doc.children)?.attribs['content']).toMatch(/^noindex/);
      if (item.type === 'posts') {
        // The body's headings, with the table of contents the plugin lists for them.
        const toc = findOne((e) => e.name === 'nav' && getAttributeValue(e, 'class') === 'toc', doc.children);
        expect(textContent(toc ?? [])).toContain('What was found');
        expect(textContent(toc ?? [])).toContain('What comes next');
        // Around it, as around a published article: posts related to it.
        expect(findOne((e) => e.name === 'section' && getAttributeValue(e, 'class') === 'related', doc.children), item.title).toBeTruthy();
      }
    }
  });

  it('is never answered from a cache: an edit made between two openings shows at once, and no page is stored', async () => {
    // An instance of its own, so that nothing but previews ever reached its page store.
    const fresh = await startSite(wordpress.apiBase, { PREVIEW_SECRET: SECRET });
    try {
      const link = (await previewLink(items.draft)).replace(site.base, fresh.base);
      const first = await fresh.get(link);
      expect(h1Of(parseDocument(await first.text()))).toBe(items.draft.title);
      const edited = await wordpress.rest('POST', `/wp/v2/posts/${items.draft.id}`, { title: `${items.draft.title} (edited)` });
      expect(edited.status).toBe(200);
      const second = await fresh.get(link);
      expect(h1Of(parseDocument(await second.text()))).toBe(`${items.draft.title} (edited)`);
      for (const answer of [first, second]) expect(answer.headers.get('x-cache')).toBeNull();
      expect(await fresh.stores.pages.size()).toBe(0);
    } finally {
      await wordpress.rest('POST', `/wp/v2/posts/${items.draft.id}`, { title: items.draft.title });
      await fresh.close();
    }
  });

  it('shows a published post’s unsaved changes (its newest autosave) while readers keep the published version', async () => {
    // The plugin applies an autosave newer than the post, to the second: let one pass.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const changed = `${items.published.title} (unsaved change)`;
    const autosave = await wordpress.rest('POST', `/wp/v2/posts/${items.published.id}/autosaves`, { title: changed, content: `<p>${MARK} changed the story.</p>` });
    expect(autosave.status, JSON.stringify(autosave.body)).toBe(200);
    const preview = await (await site.get(await previewLink(items.published))).text();
    expect(h1Of(parseDocument(preview))).toBe(changed);
    expect(preview).toContain(`${MARK} changed the story.`);
    const published = await site.get(addressOf(items.published));
    expect(published.status).toBe(200);
    const html = await published.text();
    expect(h1Of(parseDocument(html))).toBe(items.published.title);
    expect(html).not.toContain('unsaved change');
  });

  it('refuses an altered signature, another id, an expired link and another secret’s: a translated 403 on Newsdesk, a 403 on the plugin’s endpoint', async () => {
    const valid = new URL(await previewLink(items.draft));
    const exp = Number(valid.searchParams.get('exp'));
    const sig = valid.searchParams.get('sig')!;
    const past = nowS() - 60;
    const soon = nowS() + 600;
    const refused = [
      { lang: 'en', id: items.draft.id, exp, sig: `${sig.slice(0, -1)}${sig.endsWith('0') ? '1' : '0'}` },
      { lang: 'fr', id: items.pending.id, exp, sig },
      { lang: 'en', id: items.draft.id, exp: past, sig: sign(SECRET, items.draft.id, past) },
      { lang: 'en', id: items.draft.id, exp: soon, sig: sign(OTHER_SECRET, items.draft.id, soon) },
    ] as const;
    for (const link of refused) {
      const query = `exp=${link.exp}&sig=${link.sig}`;
      const answer = await site.get(`/${link.lang}/_preview/${link.id}?${query}`);
      const html = await answer.text();
      expect(answer.status, query).toBe(403);
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
      expect(html).toContain(FORBIDDEN[link.lang]);
      expect(html).not.toContain(MARK);
      const plugin = await fetch(`${wordpress.apiBase}/v6/preview?id=${link.id}&${query}&lang=${link.lang}`);
      expect(plugin.status, query).toBe(403);
      expect(((await plugin.json()) as { code: string }).code).toBe('newsdesk_preview_forbidden');
    }
    // The same endpoint answers the link WordPress made.
    expect((await fetch(`${wordpress.apiBase}/v6/preview?id=${items.draft.id}&exp=${exp}&sig=${sig}&lang=en`)).status).toBe(200);
  });

  it('answers 403 when Newsdesk’s secret is not WordPress’s: the plugin refuses what Newsdesk accepted', async () => {
    const other = await startSite(wordpress.apiBase, { PREVIEW_SECRET: OTHER_SECRET });
    try {
      const exp = nowS() + 600;
      const answer = await other.get(`/en/_preview/${items.draft.id}?exp=${exp}&sig=${sign(OTHER_SECRET, items.draft.id, exp)}`);
      expect(answer.status).toBe(403);
      expect(await answer.text()).toContain(FORBIDDEN.en);
    } finally {
      await other.close();
    }
  });

  it('does not exist on a Newsdesk without PREVIEW_SECRET: a 404', async () => {
    const bare = await startSite(wordpress.apiBase, {});
    try {
      const link = (await previewLink(items.draft)).replace(site.base, bare.base);
      const answer = await bare.get(link);
      expect(answer.status).toBe(404);
      expect(await answer.text()).not.toContain(MARK);
    } finally {
      await bare.close();
    }
  });

  it('never shows a draft, a pending or a scheduled post or a draft page to readers: not on the home, the listings, search, sitemaps or feeds, nor at its future address', async () => {
    const unpublished = [items.draft, items.pending, items.scheduled, items.page];
    for (const lang of ['en', 'fr', 'de', 'es'] as const) {
      const { section, sub } = placement(lang);
      const paths = [`/${lang}`, `/${lang}/${LANGUAGE_TABLE[lang].slugs.latestPosts}`, `/${lang}/${section}`, `/${lang}/${section}/${sub}`, `/feeds/${lang}.xml`, `/feeds/${lang}/${section}.xml`, `/feeds/${lang}/${sub}.xml`];
      const index = await (await site.get('/sitemap.xml')).text();
      paths.push(...[...index.matchAll(new RegExp(`<loc>https://news\\.example(/sitemaps/${lang}-[^<]+)</loc>`, 'g'))].map((m) => m[1]!));
      for (const path of paths) {
        const answer = await site.get(path);
        const body = await answer.text();
        expect(answer.status, path).toBe(200);
        // In a title, a body or a slug.
        expect(body.toLowerCase(), path).not.toContain(MARK.toLowerCase());
      }
      // The search page repeats the query: what counts is that it finds nothing.
      const search = parseDocument(await (await site.get(`/${lang}/search?q=${MARK}`)).text());
      expect(byTestId(search, 'listing-posts'), lang).toBeUndefined();
    }
    for (const item of unpublished) {
      // A page's unknown address sends readers home (302), a post's is the not-found page.
      const answer = await site.get(addressOf(item));
      expect(answer.status, addressOf(item)).toBe(item.type === 'pages' ? 302 : 404);
      expect(await answer.text()).not.toContain(MARK);
      if (item.type === 'posts') expect((await site.get(`/${item.lang}/article/${item.slug}`)).status).toBe(404);
    }
  });

  it('leaves nothing in WordPress’s debug log but the deprecations WordPress 6.1’s Requests library logs under PHP 8.2', () => {
    const lines = wordpress.debugLog().slice(logOffset).split('\n');
    expect(lines.filter((line) => line.trim() !== '' && !/PHP Deprecated: .* in \S+\/wp-includes\/Requests\//.test(line))).toEqual([]);
  });
});
