// The local WordPress the other WordPress tests stand on: the plugin active,
// REST with the application password, and the demo content imported through
// WordPress's own APIs as the plugin's README stores it (languages, meta,
// covers with their sizes, former slugs, block markup, page translations).
import { decodeHTML } from 'entities';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { LANGS } from '../../src/domain/language.ts';
import { buildDemoDataset, type DemoDataset } from '../../adapters/demo-content/dataset/buildDataset.ts';
import { buildImportBundle } from '../../scripts/wordpress/demoBundle.ts';
import { importDemoContent } from '../../scripts/wordpress/importDemo.ts';
import type { LocalWordpressClient } from '../../scripts/wordpress/wordpressClient.ts';
import { demoNow, localWordpress } from './fixtures.ts';

let wordpress: LocalWordpressClient;
let dataset: DemoDataset;

/** Runs PHP in WordPress and decodes what it echoed as JSON. */
const phpJson = async <T>(code: string): Promise<T> => JSON.parse(await wordpress.php(code)) as T;

/** A page's WordPress id, found by its slug. */
const pageIdBySlug = (slug: string): Promise<number> =>
  phpJson<number>(`$found = get_posts( array( 'name' => '${slug}', 'post_type' => 'page', 'fields' => 'ids' ) ); echo wp_json_encode( $found[0] ?? 0 );`);

/** Log lines other than the deprecations WordPress 6.1's Requests library logs whenever PHP 8.2 loads it. */
const notCores = (log: string): string[] =>
  log.split('\n').filter((line) => line.trim() !== '' && !/PHP Deprecated: .* in \S+\/wp-includes\/Requests\//.test(line));

let logOffset = 0;

beforeAll(() => {
  wordpress = localWordpress();
  dataset = buildDemoDataset({ now: demoNow() });
  logOffset = wordpress.debugLog().length;
});

describe('the local WordPress', () => {
  it('has the Newsdesk plugin active and answers its contract on REST', async () => {
    expect(await phpJson<string[]>("echo wp_json_encode( get_option( 'active_plugins' ) );")).toContain('newsdesk/newsdesk.php');
    const categories = await fetch(`${wordpress.apiBase}/v6/get-categories?lang=en`);
    expect(categories.status).toBe(200);
  });

  it('answers REST as the admin with the application password, with the query count of the tests’ must-use plugin', async () => {
    const me = await wordpress.rest<{ slug: string }>('GET', '/wp/v2/users/me');
    expect(me.status).toBe(200);
    expect(me.body.slug).toBe(wordpress.login.user);
    expect(Number(me.headers['x-newsdesk-queries'])).toBeGreaterThan(0);
  });

  it('runs PHP in WordPress’s context and rejects with what went wrong', async () => {
    expect(await wordpress.php("echo get_option( 'home' );")).toBe(wordpress.origin);
    await expect(wordpress.php("fwrite( STDERR, 'broken on purpose' ); exit( 3 );")).rejects.toThrow(/exited with 3:\nbroken on purpose/);
  });
});

describe('the imported demo content', () => {
  it('holds 48 published posts in each language and the about, terms and privacy pages of each', async () => {
    const counts = await phpJson<Record<string, { posts: number; pages: number }>>(`
      $counts = array();
      foreach ( json_decode( '${JSON.stringify(LANGS)}' ) as $lang ) {
        foreach ( array( 'post' => 'posts', 'page' => 'pages' ) as $type => $key ) {
          $counts[ $lang ][ $key ] = count( get_posts( array(
            'post_type'   => $type,
            'post_status' => 'publish',
            'numberposts' => -1,
            'fields'      => 'ids',
            'tax_query'   => array( array( 'taxonomy' => 'language', 'field' => 'slug', 'terms' => $lang ) ),
          ) ) );
        }
      }
      echo wp_json_encode( $counts );`);
    expect(counts).toEqual(Object.fromEntries(LANGS.map((lang) => [lang, { posts: 48, pages: 3 }])));
    const totals = await phpJson<{ posts: number; pages: number }>("echo wp_json_encode( array( 'posts' => (int) wp_count_posts( 'post' )->publish, 'pages' => (int) wp_count_posts( 'page' )->publish ) );");
    expect(totals).toEqual({ posts: 288, pages: 18 });
  });

  it('files the categories in a hierarchy and with counts WordPress knows (nothing stale after the bulk import)', async () => {
    const section = dataset.languages.es.categories.tree[0]!;
    const stored = await phpJson<{ children: string[]; counts: Record<string, number> }>(`
      $section  = get_term_by( 'slug', '${section.slug}', 'category' );
      $children = get_term_children( $section->term_id, 'category' );
      $counts   = array();
      foreach ( $children as $child ) {
        $term                    = get_term( $child, 'category' );
        $counts[ $term->slug ] = (int) $term->count;
      }
      echo wp_json_encode( array( 'children' => array_keys( $counts ), 'counts' => $counts ) );`);
    expect(stored.children.sort()).toEqual(section.children.map((child) => child.slug).sort());
    expect(stored.counts).toEqual(Object.fromEntries(section.children.map((child) => [child.slug, child.count])));
  });

  it('stores a post as the README says: under the dataset id, in its subcategory, tagged, with its meta and media on this WordPress', async () => {
    const post = dataset.languages.en.posts.find((p) => p.full.sub_category && typeof p.full.views === 'number' && Number(p.full.votes[0]?.votes) > 0)!;
    const stored = await phpJson<{ title: string; date: string; categories: string[]; tags: string[]; language: string[]; meta: Record<string, unknown>; blocks: (string | null)[] }>(`
      $post   = get_post( ${post.id} );
      $blocks = array();
      foreach ( parse_blocks( $post->post_content ) as $block ) {
        // Between blocks the parser keeps the blank lines as nameless blocks.
        if ( null !== $block['blockName'] || '' !== trim( $block['innerHTML'] ) ) {
          $blocks[] = $block['blockName'];
        }
      }
      $meta = array();
      foreach ( array( 'newsdesk_views', 'newsdesk_rating', 'newsdesk_subtitle', 'newsdesk_meta_description', 'newsdesk_regenerated', 'newsdesk_outbound_links', 'newsdesk_media_inline' ) as $key ) {
        $meta[ $key ] = get_post_meta( $post->ID, $key, true );
      }
      echo wp_json_encode( array(
        'title'      => $post->post_title,
        'date'       => $post->post_date_gmt,
        'categories' => wp_get_post_categories( $post->ID, array( 'fields' => 'slugs' ) ),
        'tags'       => wp_get_post_tags( $post->ID, array( 'fields' => 'names' ) ),
        'language'   => wp_get_object_terms( $post->ID, 'language', array( 'fields' => 'slugs' ) ),
        'meta'       => $meta,
        'blocks'     => $blocks,
      ) );`);
    expect(stored.title).toBe(decodeHTML(post.full.title));
    expect(stored.date).toBe(post.full.datePublished.slice(0, 19).replace('T', ' '));
    expect(stored.categories).toEqual([post.full.sub_category!.slug]);
    expect(stored.language).toEqual(['en']);
    expect(stored.tags.length).toBeGreaterThan(0);
    expect(stored.tags).not.toContain(post.full.parent_category.name);
    expect(Number(stored.meta['newsdesk_views'])).toBe(post.full.views);
    expect(stored.meta['newsdesk_rating']).toEqual({ average: Number(post.full.votes[0]!.average), votes: Number(post.full.votes[0]!.votes) });
    expect(stored.meta['newsdesk_subtitle']).toBe(post.full.subtitle);
    expect(stored.meta['newsdesk_meta_description']).toBe(post.full.metadescription);
    const inline = stored.meta['newsdesk_media_inline'] as { asset_url: string; slot_id: string }[];
    expect(inline.map((item) => item.slot_id)).toEqual(post.full.media_inline.map((item) => item.slot_id));
    for (const item of inline) expect(item.asset_url).toMatch(new RegExp(`^${wordpress.origin}/wp-content/uploads/newsdesk-demo/`));
    const links = stored.meta['newsdesk_outbound_links'] as { url: string; image?: string }[];
    expect(links.map((link) => link.url)).toEqual(post.full.outbound_links.map((link) => link.url));
    for (const link of links) if (link.image) expect(link.image.startsWith(`${wordpress.origin}/wp-content/uploads/`)).toBe(true);
    // Block markup throughout: no classic (freeform) content for the editor to convert.
    expect(stored.blocks).not.toContain(null);
    expect(stored.blocks).toEqual(expect.arrayContaining(['core/paragraph', 'core/heading', 'core/html']));
  });

  it('gives a cover one JPEG attachment: the 1200 px original as its full size, the three Newsdesk sizes, its alt text, and files WordPress serves', async () => {
    const post = dataset.languages.fr.posts.find((p) => p.full.image && p.full.alt_text)!;
    const cover = await phpJson<{ mime: string; sizes: Record<string, { file: string; width: number; height: number; 'mime-type': string }>; alt: string; urls: Record<string, string>; full: [string, number, number] }>(`
      $id   = get_post_thumbnail_id( ${post.id} );
      $urls = array();
      foreach ( array( 'newsdesk-cover', 'newsdesk-medium', 'newsdesk-thumbnail' ) as $size ) {
        $urls[ $size ] = wp_get_attachment_image_src( $id, $size )[0];
      }
      echo wp_json_encode( array( 'mime' => get_post_mime_type( $id ), 'sizes' => wp_get_attachment_metadata( $id )['sizes'], 'alt' => get_post_meta( $id, '_wp_attachment_image_alt', true ), 'urls' => $urls, 'full' => array_slice( wp_get_attachment_image_src( $id, 'full' ), 0, 3 ) ) );`);
    // WordPress's own 'full' is the dataset's largest file, at its size.
    expect(cover.full).toEqual([`${wordpress.origin}/wp-content/uploads/newsdesk-demo${post.full.image_full!.replace('/demo-media', '')}`, 1200, 673]);
    const original = new Uint8Array(await (await fetch(cover.full[0])).arrayBuffer());
    expect([...original.slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(cover.alt).toBe(post.full.alt_text);
    expect(cover.mime).toBe('image/jpeg');
    expect(Object.values(cover.sizes).map((size) => size['mime-type'])).toEqual(['image/jpeg', 'image/jpeg', 'image/jpeg']);
    expect(cover.sizes['newsdesk-cover']).toMatchObject({ width: 1024, height: 574 });
    expect(cover.sizes['newsdesk-medium']).toMatchObject({ width: 512, height: 287 });
    expect(cover.sizes['newsdesk-thumbnail']).toMatchObject({ width: 300, height: 168 });
    expect(cover.urls['newsdesk-medium']).toBe(`${wordpress.origin}/wp-content/uploads/newsdesk-demo${post.full.image_medium!.replace('/demo-media', '')}`);
    const served = await fetch(cover.urls['newsdesk-thumbnail']!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^image\/jpeg/);
    // A JPEG file indeed (its start-of-image marker), not a text file named .jpg.
    expect([...new Uint8Array(await served.arrayBuffer()).slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });

  it('publishes a renamed post under its new slug with the former one in _wp_old_slug, as an editor’s rename leaves it', async () => {
    const renamed = dataset.languages.de.posts.find((p) => p.formerSlugs.length > 0)!;
    const stored = await phpJson<{ slug: string; old: string[] }>(`echo wp_json_encode( array( 'slug' => get_post( ${renamed.id} )->post_name, 'old' => get_post_meta( ${renamed.id}, '_wp_old_slug' ) ) );`);
    expect(stored).toEqual({ slug: renamed.slug, old: renamed.formerSlugs });
  });

  it('stores pages with their template, structured data, former slug and Polylang translation group', async () => {
    const about = dataset.languages.en.pagesBySlug.get('about-us')!;
    // Imported under the dataset's id.
    const id = await pageIdBySlug('about-us');
    expect(id).toBe(about.id);
    const stored = await phpJson<{ template: string; data: { publisher: { logo: { url: string } } }; old: string[]; group: Record<string, number> }>(`
      $terms = wp_get_object_terms( ${id}, 'post_translations' );
      echo wp_json_encode( array(
        'template' => get_page_template_slug( ${id} ),
        'data'     => get_post_meta( ${id}, 'newsdesk_structured_data', true ),
        'old'      => get_post_meta( ${id}, '_wp_old_slug' ),
        'group'    => maybe_unserialize( $terms[0]->description ),
      ) );`);
    expect(stored.template).toBe(about.template);
    expect(stored.data.publisher.logo.url).toMatch(new RegExp(`^${wordpress.origin}/wp-content/uploads/newsdesk-demo/art/`));
    expect(stored.old).toEqual(['about']);
    expect(stored.group).toEqual(Object.fromEntries(LANGS.map((lang) => [lang, [...dataset.languages[lang].pagesBySlug.values()].find((p) => p.template === about.template)!.id])));
  });

  it('links the posts of each story and the categories of each key with their translations, as Polylang does', async () => {
    // The bundle's `group`: a story's key for each language it is linked in (null: the post stands alone), a category's key.
    const bundle = buildImportBundle(dataset);
    const groupsOf = (entries: readonly { lang: string; group?: string | null }[], idOf: (entry: any) => number | string) => {
      const groups = new Map<string, Record<string, number | string>>();
      for (const entry of entries) if (typeof entry.group === 'string') groups.set(entry.group, { ...groups.get(entry.group), [entry.lang]: idOf(entry) });
      return [...groups.values()].map((group) => JSON.stringify(Object.fromEntries(Object.entries(group).sort()))).sort();
    };
    const expectedPosts = groupsOf(bundle.posts, (post) => post.id);
    const expectedCategories = groupsOf(bundle.categories, (category) => category.slug);
    expect(expectedPosts.length).toBeGreaterThan(0);
    expect(expectedCategories.length).toBeGreaterThan(0);
    // Every group WordPress holds of posts (by id) and of categories (by slug): a term named pll_…, its description the serialized map.
    const stored = await phpJson<{ posts: string[]; categories: string[]; names: string[] }>(`
      global $wpdb;
      $read = static function ( string $taxonomy, string $objects ) use ( $wpdb ) {
        return $wpdb->get_results( "SELECT t.name, tt.description FROM {$wpdb->term_taxonomy} tt JOIN {$wpdb->terms} t ON t.term_id = tt.term_id WHERE tt.taxonomy = '{$taxonomy}' AND EXISTS ( SELECT 1 FROM {$wpdb->term_relationships} tr JOIN {$objects} WHERE tr.term_taxonomy_id = tt.term_taxonomy_id )" );
      };
      $sorted = static function ( array $group ) { ksort( $group ); return wp_json_encode( $group ); };
      $posts = array();
      $categories = array();
      $names = array();
      foreach ( $read( 'post_translations', "{$wpdb->posts} p ON p.ID = tr.object_id AND p.post_type = 'post'" ) as $row ) {
        $posts[] = $sorted( array_map( 'intval', unserialize( $row->description ) ) );
        $names[] = $row->name;
      }
      foreach ( $read( 'term_translations', "{$wpdb->term_taxonomy} c ON c.term_id = tr.object_id AND c.taxonomy = 'category'" ) as $row ) {
        $categories[] = $sorted( array_map( static fn( $id ) => get_term( (int) $id, 'category' )->slug, unserialize( $row->description ) ) );
        $names[] = $row->name;
      }
      sort( $posts );
      sort( $categories );
      echo wp_json_encode( compact( 'posts', 'categories', 'names' ) );`);
    expect(stored.posts).toEqual(expectedPosts);
    expect(stored.categories).toEqual(expectedCategories);
    expect(stored.names.filter((name) => !/^pll_[0-9a-f]{13}$/.test(name))).toEqual([]);
  });

  it('refuses a second import into the same site', async () => {
    await expect(importDemoContent(wordpress, { now: demoNow() })).rejects.toThrow(/already holds the demo content/);
  });

  it('left nothing in the debug log, from the setup or these tests, but WordPress 6.1’s own deprecations under PHP 8.2', () => {
    expect(notCores(inject('setupDebugLog'))).toEqual([]);
    expect(notCores(wordpress.debugLog().slice(logOffset))).toEqual([]);
  });
});
