import { afterAll, describe, expect, it } from 'vitest';
import { phpString } from '../../scripts/wordpress/phpSource.ts';
import { localWordpress } from './fixtures.ts';
import { createPost, deletePosts, updatePost, type CreatedPost } from './wordpressContent.ts';

// The plugin keeps a costly search's page between requests where no persistent
// object cache does (wordpress/newsdesk/includes/search/class-search-cache.php): until the
// index changes, never a page the index no longer gives.

const wordpress = localWordpress();
/** A word no demo post holds. */
const MARKER = 'glimmerquaff';

interface Searched {
  /** Slugs of the page, in order. */
  readonly slugs: string[];
  readonly total: number;
  /** Full-text queries the search ran. */
  readonly fullText: number;
}

/**
 * Searches English for the marker through the plugin, as the endpoint does,
 * counting the full-text queries it runs. `keepFrom` is how many matches make a
 * search worth keeping (the site's own threshold when left out); `qdata` the date filter.
 */
const search = async (keepFrom?: number, qdata = 'any'): Promise<Searched> =>
  JSON.parse(
    await wordpress.php(`
      ${keepFrom === undefined ? '' : `add_filter( 'newsdesk_search_cache_from', static fn() => ${keepFrom} );`}
      $full_text = 0;
      add_filter( 'query', static function ( $sql ) use ( &$full_text ) {
        if ( str_contains( $sql, 'MATCH(' ) ) {
          ++$full_text;
        }
        return $sql;
      } );
      $page = \\Newsdesk\\Queries\\Post_Queries::search_page( 'en', ${phpString(MARKER)}, ${phpString(qdata)}, null, 1, 10 );
      echo wp_json_encode( array(
        'slugs'    => wp_list_pluck( $page['posts'], 'post_name' ),
        'total'    => $page['total'],
        'fullText' => $full_text,
      ) );`),
  ) as Searched;

const created: CreatedPost[] = [];

afterAll(async () => {
  await deletePosts(wordpress, created.map((post) => post.id));
}, 60_000);

describe('a search that matches many posts', () => {
  it('is answered from what the plugin kept, without a full-text query, until a post is published', async () => {
    created.push(await createPost(wordpress, { title: `The first ${MARKER} story`, lang: 'en', slug: 'nd-cache-first', daysAhead: -1 }));
    const first = await search(1);
    expect(first).toEqual({ slugs: ['nd-cache-first'], total: 1, fullText: 1 });
    expect(await search(1)).toEqual({ ...first, fullText: 0 });

    created.push(await createPost(wordpress, { title: `The second ${MARKER} story`, lang: 'en', slug: 'nd-cache-second' }));
    expect(await search(1)).toEqual({ slugs: ['nd-cache-second', 'nd-cache-first'], total: 2, fullText: 1 });
  });

  it('forgets what it kept once a post it found is unpublished, and once one is corrected', async () => {
    expect((await search(1)).fullText).toBe(0);
    await updatePost(wordpress, created[1]!.id, { post_status: 'draft' });
    expect(await search(1)).toEqual({ slugs: ['nd-cache-first'], total: 1, fullText: 1 });
    await updatePost(wordpress, created[0]!.id, { post_title: 'The first story, renamed' });
    expect(await search(1)).toEqual({ slugs: [], total: 0, fullText: 1 });
  });

  it('keeps nothing for a search with fewer matches than the threshold: each one asks the index', async () => {
    await updatePost(wordpress, created[0]!.id, { post_title: `The first ${MARKER} story` });
    expect(await search()).toMatchObject({ total: 1, fullText: 1 });
    expect(await search()).toMatchObject({ total: 1, fullText: 1 });
  });

  it('keeps a search with a date filter under its period, whose start moves every second: asked again later, it is answered from what was kept', async () => {
    expect(await search(1, 'week')).toEqual({ slugs: ['nd-cache-first'], total: 1, fullText: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await search(1, 'week')).toEqual({ slugs: ['nd-cache-first'], total: 1, fullText: 0 });
  });
});
