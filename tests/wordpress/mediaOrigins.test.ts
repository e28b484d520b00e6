import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { PRODUCTION_PATHS } from '../../adapters/wordpress/wordpressPaths.ts';
import { phpString } from '../../scripts/wordpress/phpSource.ts';
import { parseCsp } from '../builders/csp.ts';
import { startComposedSite } from '../builders/composedSite.ts';
import { localWordpress } from './fixtures.ts';
import { planCalls } from './queryPlans.ts';

// Where the site's media are served from (docs/content-api-contract.md, "Media
// origins"), as the plugin answers it when other plugins move the media: the
// tests' must-use plugin (mu-plugins/newsdesk-test-media-cdn.php) rewrites the
// uploads URL as an offload plugin does, an attachment's URL as a CDN plugin
// does, and adds to the plugin's filter, each while an option says so.

const wordpress = localWordpress();
const OPTIONS = ['ndtest_upload_cdn', 'ndtest_attachment_cdn', 'ndtest_media_origins_extra'];

const setOption = (name: string, value: string) => wordpress.php(`update_option( ${phpString(name)}, ${phpString(value)}, true );`);
const clearOptions = () => wordpress.php(OPTIONS.map((name) => `delete_option( ${phpString(name)} );`).join('\n'));

const mediaOrigins = async (lang = 'en'): Promise<string[]> => {
  const answer = await fetch(`${wordpress.apiBase}${PRODUCTION_PATHS.mediaOrigins}?lang=${lang}`, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(30_000) });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { origins: string[] }).origins;
};

let attachment: number | undefined;

afterEach(clearOptions);

afterAll(async () => {
  await clearOptions();
  if (attachment !== undefined) await wordpress.php(`wp_delete_attachment( ${attachment}, true );`);
});

describe('the media origins the plugin reports', () => {
  it("answers WordPress's own origin while the uploads and the images are on it", async () => {
    expect(await mediaOrigins()).toEqual([wordpress.origin]);
  });

  it('answers the CDN an offload plugin moved the uploads to, and no longer WordPress, whose images are there too', async () => {
    await setOption('ndtest_upload_cdn', 'https://cdn.example.net');
    expect(await mediaOrigins()).toEqual(['https://cdn.example.net']);
    // The same in every language: the media are the whole site's.
    expect(await mediaOrigins('it')).toEqual(['https://cdn.example.net']);
  });

  it('adds the host a CDN plugin serves attachments from, port included, after the uploads', async () => {
    await setOption('ndtest_attachment_cdn', 'https://images.cdn.example.net:8443');
    expect(await mediaOrigins()).toEqual([wordpress.origin, 'https://images.cdn.example.net:8443']);
  });

  it('adds what the newsdesk_media_origins filter adds, as origins, once, and drops what is no http(s) origin', async () => {
    await setOption('ndtest_media_origins_extra', JSON.stringify([
      'https://video.example.net/library/clip.mp4',
      'HTTPS://VIDEO.example.net:443',
      'javascript:alert(1)',
      'https://evil.example;script-src *',
      'https://*.example.com',
      'ftp://files.example.net',
      '//protocol-relative.example.net',
      'https://user:secret@private.example.net',
      42,
    ]));
    expect(await mediaOrigins()).toEqual([wordpress.origin, 'https://video.example.net']);
  });

  it('reads the newest image of the Media Library: one hosted elsewhere adds its host', async () => {
    // An image whose file WordPress does not hold (an import that kept its old address): its URL is its guid.
    attachment = Number(await wordpress.php(`
      $id = wp_insert_attachment( array( 'post_title' => 'Hosted elsewhere', 'post_mime_type' => 'image/jpeg', 'post_status' => 'inherit', 'guid' => 'https://legacy-media.example.org/2019/05/photo.jpg' ) );
      echo (int) $id;`));
    expect(attachment).toBeGreaterThan(0);
    expect(await mediaOrigins()).toEqual([wordpress.origin, 'https://legacy-media.example.org']);
    await wordpress.php(`wp_delete_attachment( ${attachment}, true );`);
    attachment = undefined;
    expect(await mediaOrigins()).toEqual([wordpress.origin]);
  });

  it('reads the newest image by an index and its meta by its id, and nothing once kept in the object cache until posts change', async () => {
    const [plan] = await planCalls(wordpress.info, [{ route: '/wp/v6/media-origins', params: { lang: 'en' } }]);
    expect(plan!.status).toBe(200);
    // WordPress's own options, read again after the cold start's flush, are not the call's.
    const queries = plan!.queries.filter((query) => !query.reads.every((read) => read.table === 'wp_options'));
    const described = JSON.stringify(queries, null, 1);
    // The ids of the newest image (type_status_date, read backwards), its row by id, its meta by id.
    expect(queries.length, described).toBeLessThanOrEqual(3);
    for (const read of queries.flatMap((query) => query.reads)) {
      expect(['wp_posts', 'wp_postmeta'], described).toContain(read.table);
      expect(read.access, described).not.toBe('ALL');
      expect(read.key, described).toBeDefined();
    }
    expect(queries.reduce((rows, query) => rows + query.reads.reduce((sum, read) => sum + read.rows, 0), 0), described).toBeLessThanOrEqual(20);
    // The runtime object cache stands for a persistent one within one PHP process.
    const counts = JSON.parse(await wordpress.php(`
      global $wpdb;
      $ask = static function () use ( $wpdb ) {
        $before  = $wpdb->num_queries;
        $request = new WP_REST_Request( 'GET', '/wp/v6/media-origins' );
        $request->set_query_params( array( 'lang' => 'en' ) );
        $data    = rest_do_request( $request )->get_data();
        return array( 'queries' => $wpdb->num_queries - $before, 'origins' => $data['origins'] );
      };
      wp_cache_flush();
      // WordPress's own options first: what is counted is the call's.
      wp_load_alloptions();
      wp_get_upload_dir();
      $cold = $ask();
      $kept = $ask();
      // A new upload is a change of posts: the next answer is computed again, and names the new image's host.
      $id    = wp_insert_attachment( array( 'post_title' => 'New', 'post_mime_type' => 'image/png', 'post_status' => 'inherit', 'guid' => 'https://new-media.example.org/new.png' ) );
      $fresh = $ask();
      wp_delete_attachment( $id, true );
      echo wp_json_encode( array( $cold, $kept, $fresh ) );`)) as { queries: number; origins: string[] }[];
    expect(counts[0]!.queries, JSON.stringify(counts)).toBeLessThanOrEqual(3);
    expect(counts[1]).toEqual({ queries: 0, origins: counts[0]!.origins });
    expect(counts[2]!.origins).toEqual([...counts[0]!.origins, 'https://new-media.example.org']);
  });

  it("makes Newsdesk's pages name the CDN in their CSP, and no longer WordPress, while an offload plugin serves the uploads from it", async () => {
    await setOption('ndtest_upload_cdn', 'https://cdn.example.net');
    const site = await startComposedSite({ CONTENT_API_URL: wordpress.apiBase, MEDIA_ORIGINS: 'https://archive.example.org' });
    try {
      const answer = await site.get('/en');
      expect(answer.status).toBe(200);
      const csp = parseCsp(answer.headers.get('content-security-policy'));
      expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'https://archive.example.org', 'https://cdn.example.net']);
      expect(csp.get('media-src')).toEqual(["'self'", 'https://archive.example.org', 'https://cdn.example.net']);
      // The covers WordPress answers are on the CDN now, and the page shows them from there.
      expect(await answer.text()).toMatch(/<img[^>]+src="https:\/\/cdn\.example\.net\/wp-content\/uploads\//);
    } finally {
      await site.close();
    }
  });
});
