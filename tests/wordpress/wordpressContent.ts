// Content a test adds to the shared WordPress and removes afterwards, written
// through WordPress's own APIs as the administrator (who, on a single site, may
// post unfiltered HTML: what a compromised account could publish).
import { phpString } from '../../scripts/wordpress/phpSource.ts';
import type { LocalWordpressClient } from '../../scripts/wordpress/wordpressClient.ts';
import type { Lang } from '../../src/domain/language.ts';

export interface PostSpec {
  readonly title: string;
  readonly content?: string;
  readonly excerpt?: string;
  readonly type?: 'post' | 'page';
  /** WordPress's: publish, draft, pending, private, future (then `daysAhead` is needed). */
  readonly status?: string;
  readonly slug?: string;
  /** Its `language` term; none when left out. */
  readonly lang?: Lang;
  /** Category slugs. */
  readonly categories?: readonly string[];
  /** Tag names (created when missing). */
  readonly tags?: readonly string[];
  readonly meta?: Readonly<Record<string, unknown>>;
  readonly password?: string;
  /** Dated this many days from now (negative: in the past); default now. */
  readonly daysAhead?: number;
  /** Takes the featured image of this post. */
  readonly coverOf?: number;
  /** Its author's user id (0: none); the administrator when left out. */
  readonly author?: number;
}

export interface CreatedPost {
  readonly id: number;
  /** post_name as WordPress stores it (percent-encoded beyond ASCII). */
  readonly slug: string;
  /** The tags it was given, by term id. */
  readonly tagIds: readonly number[];
}

/** PHP that acts as the site's administrator from here on. */
const asAdministrator = (wordpress: LocalWordpressClient): string => `wp_set_current_user( get_user_by( 'login', ${phpString(wordpress.login.user)} )->ID );`;

/** Creates a post or page at once in its final status, language and categories (so no purge or listing ever sees it half made). */
export const createPost = async (wordpress: LocalWordpressClient, spec: PostSpec): Promise<CreatedPost> =>
  JSON.parse(
    await wordpress.php(`
      ${asAdministrator(wordpress)}
      $spec = json_decode( ${phpString(JSON.stringify(spec))}, true );
      $when = time() + (int) round( ( $spec['daysAhead'] ?? 0 ) * DAY_IN_SECONDS );
      $tax  = array();
      if ( isset( $spec['lang'] ) ) {
        $tax['language'] = array( get_term_by( 'slug', $spec['lang'], 'language' )->term_id );
      }
      $categories = array();
      foreach ( $spec['categories'] ?? array() as $slug ) {
        $categories[] = get_term_by( 'slug', $slug, 'category' )->term_id;
      }
      $id = wp_insert_post( array(
        'post_type'     => $spec['type'] ?? 'post',
        'post_title'    => $spec['title'],
        'post_content'  => $spec['content'] ?? '',
        'post_excerpt'  => $spec['excerpt'] ?? '',
        'post_status'   => $spec['status'] ?? 'publish',
        'post_name'     => $spec['slug'] ?? '',
        'post_password' => $spec['password'] ?? '',
        'post_author'   => $spec['author'] ?? get_current_user_id(),
        'post_date'     => wp_date( 'Y-m-d H:i:s', $when ),
        'post_date_gmt' => gmdate( 'Y-m-d H:i:s', $when ),
        'post_category' => $categories,
        'tags_input'    => $spec['tags'] ?? array(),
        'tax_input'     => $tax,
        'meta_input'    => $spec['meta'] ?? array(),
      ), true );
      if ( is_wp_error( $id ) ) {
        fwrite( STDERR, $id->get_error_message() );
        exit( 1 );
      }
      if ( isset( $spec['coverOf'] ) ) {
        set_post_thumbnail( $id, get_post_thumbnail_id( $spec['coverOf'] ) );
      }
      echo wp_json_encode( array(
        'id'     => $id,
        'slug'   => get_post( $id )->post_name,
        'tagIds' => wp_get_post_tags( $id, array( 'fields' => 'ids' ) ),
      ) );`),
  ) as CreatedPost;

/** Deletes posts and pages for good (not to the trash). */
export const deletePosts = async (wordpress: LocalWordpressClient, ids: readonly number[]): Promise<void> => {
  if (ids.length === 0) return;
  await wordpress.php(`${asAdministrator(wordpress)}
    foreach ( json_decode( ${phpString(JSON.stringify(ids))} ) as $id ) {
      wp_delete_post( $id, true );
    }`);
};

/** Creates a category; its id. */
export const createCategory = async (wordpress: LocalWordpressClient, name: string, slug: string, parent = 0): Promise<number> =>
  Number(
    await wordpress.php(`${asAdministrator(wordpress)}
      $term = wp_insert_term( ${phpString(name)}, 'category', array( 'slug' => ${phpString(slug)}, 'parent' => ${parent} ) );
      if ( is_wp_error( $term ) ) {
        fwrite( STDERR, $term->get_error_message() );
        exit( 1 );
      }
      echo (int) $term['term_id'];`),
  );

export const deleteTerms = async (wordpress: LocalWordpressClient, taxonomy: 'category' | 'post_tag', ids: readonly number[]): Promise<void> => {
  if (ids.length === 0) return;
  await wordpress.php(`${asAdministrator(wordpress)}
    foreach ( json_decode( ${phpString(JSON.stringify(ids))} ) as $id ) {
      wp_delete_term( $id, ${phpString(taxonomy)} );
    }`);
};

/** Updates fields of a post (wp_update_post), as an editor's save does; what the plugin purges follows. */
export const updatePost = async (wordpress: LocalWordpressClient, id: number, fields: Readonly<Record<string, string>>): Promise<void> => {
  await wordpress.php(`${asAdministrator(wordpress)}
    $fields       = json_decode( ${phpString(JSON.stringify(fields))}, true );
    $fields['ID'] = ${id};
    $updated      = wp_update_post( $fields, true );
    if ( is_wp_error( $updated ) ) {
      fwrite( STDERR, $updated->get_error_message() );
      exit( 1 );
    }`);
};
