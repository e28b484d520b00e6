// An editor renames a published post and a page in WordPress: readers and
// crawlers following the old addresses land on the new ones with a 301. The
// plugin keeps the former slugs and purges Newsdesk's caches, so an instance
// that already rendered the old addresses (and would keep them ten minutes)
// answers the redirect right after the rename. A second instance the plugin
// does not purge shows what the purge spares readers. The test's post and page
// are deleted after, and the plugin's settings put back as they were.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDataset } from '../../adapters/demo-content/dataset/buildDataset.ts';
import { phpString } from '../../scripts/wordpress/phpSource.ts';
import type { LocalWordpressClient } from '../../scripts/wordpress/wordpressClient.ts';
import { startComposedSite } from '../builders/composedSite.ts';
import { demoNow, localWordpress } from './fixtures.ts';

const PURGE_TOKEN = 'purge-token-of-the-moved-slugs-test-0123456789';
/** Far longer than the test: whatever changes within it, changed through a purge. */
const CACHED_FOR = { PAGE_CACHE_TTL_MS: '600000', CONTENT_CACHE_TTL_MS: '600000' };

/** Newsdesk as production composes it, its page and content caches purged by POST /_purge (or not, with PURGE_TOKEN ''). */
const startSite = async (apiBase: string, env: Record<string, string>) => {
  const site = await startComposedSite({ CONTENT_API_URL: apiBase, ...CACHED_FOR, ...env });
  /** What a reader's browser gets at a path: status, where a redirect leads, and whether a cache answered. */
  const get = async (path: string) => {
    const response = await site.get(path);
    await response.body?.cancel();
    return { status: response.status, location: response.headers.get('location'), cache: response.headers.get('x-cache') };
  };
  return { ...site, get };
};
type Site = Awaited<ReturnType<typeof startSite>>;

describe('moved slugs on the real WordPress', () => {
  let wordpress: LocalWordpressClient;
  let site: Site;
  let unpurged: Site;
  let savedSettings: string;
  let logOffset = 0;
  /** What a second reader of the old addresses got from each instance, before the rename. */
  const cachedBefore = new Map<Site, unknown>();
  const section = () => demoDataset({ now: demoNow(), mediaBase: '' }).languages.en.categories.tree.find((node) => node.children.length > 0)!;
  const post = { id: 0, before: 'moved-slugs-test-first-name', after: 'moved-slugs-test-better-name' };
  const page = { id: 0, before: 'moved-slugs-test-page', after: 'moved-slugs-test-renamed-page' };
  const articleAt = (slug: string) => `${section().link}/${section().children[0]!.slug}/${slug}`;

  const create = async (type: 'posts' | 'pages', slug: string, fields: Record<string, unknown>): Promise<number> => {
    const language = (await wordpress.rest<{ id: number }[]>('GET', '/wp/v2/language?slug=en')).body[0]!.id;
    const answer = await wordpress.rest<{ id: number }>('POST', `/wp/v2/${type}`, {
      title: `Moved slugs test ${type}`, slug, status: 'publish', content: '<p>A story whose address an editor fixed.</p>', language: [language], ...fields,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.id;
  };

  beforeAll(async () => {
    wordpress = localWordpress();
    logOffset = wordpress.debugLog().length;
    savedSettings = await wordpress.php("echo wp_json_encode( get_option( 'newsdesk_settings', null ) );");
    site = await startSite(wordpress.apiBase, { PURGE_TOKEN });
    unpurged = await startSite(wordpress.apiBase, {});
    await wordpress.php(`update_option( 'newsdesk_settings', array( 'url' => ${phpString(site.base)}, 'purge_token' => ${phpString(PURGE_TOKEN)} ) );`);
    const category = (await wordpress.rest<{ id: number }[]>('GET', `/wp/v2/categories?slug=${section().children[0]!.slug}`)).body[0]!.id;
    post.id = await create('posts', post.before, { categories: [category] });
    page.id = await create('pages', page.before, {});
    // Readers come by the old addresses on both instances, then the editor renames.
    for (const instance of [site, unpurged]) {
      for (const path of [articleAt(post.before), `/en/article/${post.before}`, `/en/${page.before}`]) await instance.get(path);
      const [article, kept] = [await instance.get(articleAt(post.before)), await instance.get(`/en/${page.before}`)];
      cachedBefore.set(instance, { article: { status: article.status, cache: article.cache }, page: { status: kept.status, cache: kept.cache } });
    }
    expect((await wordpress.rest('POST', `/wp/v2/posts/${post.id}`, { slug: post.after })).status).toBe(200);
    expect((await wordpress.rest('POST', `/wp/v2/pages/${page.id}`, { slug: page.after })).status).toBe(200);
  });

  afterAll(async () => {
    // While Newsdesk still answers the purges these deletions send.
    if (post.id) await wordpress.rest('DELETE', `/wp/v2/posts/${post.id}?force=true`);
    if (page.id) await wordpress.rest('DELETE', `/wp/v2/pages/${page.id}?force=true`);
    await wordpress.php(`
      $saved = json_decode( ${phpString(savedSettings)}, true );
      if ( null === $saved ) { delete_option( 'newsdesk_settings' ); } else { update_option( 'newsdesk_settings', $saved ); }`);
    await site.close();
    await unpurged.close();
  });

  it('had the old addresses in both instances’ page caches before the rename', () => {
    for (const instance of [site, unpurged]) expect(cachedBefore.get(instance)).toEqual({ article: { status: 200, cache: 'HIT' }, page: { status: 200, cache: 'HIT' } });
  });

  it('answers the old article address with a 301 to the new one right after the rename', async () => {
    expect(await site.get(articleAt(post.before))).toMatchObject({ status: 301, location: articleAt(post.after) });
    expect(await site.get(articleAt(post.after))).toMatchObject({ status: 200 });
  });

  it('answers the old slug’s /article/ form with a 301 to the new canonical address right after the rename', async () => {
    // Whole, so that a failure shows where the answer came from (X-Cache).
    expect(await site.get(`/en/article/${post.before}`)).toEqual({ status: 301, location: articleAt(post.after), cache: expect.any(String) });
    expect(await site.get(`/en/article/${post.after}`)).toMatchObject({ status: 301, location: articleAt(post.after) });
  });

  it('answers the old page address with a 301 to the new one right after the rename', async () => {
    expect(await site.get(`/en/${page.before}`)).toMatchObject({ status: 301, location: `/en/${page.after}` });
    expect(await site.get(`/en/${page.after}`)).toMatchObject({ status: 200 });
  });

  it('leaves an instance the plugin does not purge on its cached pages until they expire: what the purge spares readers', async () => {
    expect(await unpurged.get(articleAt(post.before))).toMatchObject({ status: 200, cache: 'HIT' });
    expect(await unpurged.get(`/en/${page.before}`)).toMatchObject({ status: 200, cache: 'HIT' });
  });

  it('leaves nothing in WordPress’s debug log but the deprecations WordPress 6.1’s Requests library logs under PHP 8.2', () => {
    const lines = wordpress.debugLog().slice(logOffset).split('\n');
    expect(lines.filter((line) => line.trim() !== '' && !/PHP Deprecated: .* in \S+\/wp-includes\/Requests\//.test(line))).toEqual([]);
  });
});
