<?php
/**
 * Authors: the byline every post carries (`author` of the contract's cards and
 * full posts) and the two calls that list them (get-authors, an author's posts).
 * An author is the WordPress user who wrote the post: their `user_nicename` is
 * the slug, their display name the name, their biographical info the
 * description as plain text, and the picture an image of the Media Library the
 * newsroom chose on their profile (user meta `newsdesk_avatar_id`,
 * author-profile.php), served at WordPress's square `thumbnail` size. Never
 * Gravatar: a reader's browser asks no third party for a byline.
 *
 * Shaping reads caches only: newsdesk_prime_authors() loads the users of a page
 * of posts, their meta and their pictures in a few queries for all of them.
 *
 * @package Newsdesk
 */

defined( 'ABSPATH' ) || exit;

/**
 * The user meta holding the attachment id of an author's picture.
 */
const NEWSDESK_AVATAR_META = 'newsdesk_avatar_id';

add_action( 'init', 'newsdesk_register_author_meta' );
add_action( 'profile_update', 'newsdesk_authors_changed' );
add_action( 'deleted_user', 'newsdesk_authors_changed' );
add_action( 'added_user_meta', 'newsdesk_author_meta_changed', 10, 3 );
add_action( 'updated_user_meta', 'newsdesk_author_meta_changed', 10, 3 );
add_action( 'deleted_user_meta', 'newsdesk_author_meta_changed', 10, 3 );

/**
 * The picture's meta key, registered so that importers may set it through the
 * REST API (`/wp/v2/users/{id}`, `meta`) by whoever may edit that user.
 */
function newsdesk_register_author_meta(): void {
	register_meta(
		'user',
		NEWSDESK_AVATAR_META,
		array(
			'type'              => 'integer',
			'description'       => __( 'The attachment id of the author picture Newsdesk shows in bylines (an image of the Media Library).', 'newsdesk' ),
			'single'            => true,
			'default'           => 0,
			'sanitize_callback' => 'absint',
			'auth_callback'     => static function ( $allowed, $meta_key, $user_id ) {
				return current_user_can( 'edit_user', (int) $user_id );
			},
			'show_in_rest'      => array(
				'schema' => array(
					'type'    => 'integer',
					'minimum' => 0,
				),
			),
		)
	);
}

/**
 * Loads at once what the bylines of some posts need: their authors (one query
 * for the users, one for their meta) and the authors' pictures (one for the
 * attachments, one for their meta), whatever the number of posts. Nothing when
 * every one is loaded already.
 *
 * @param WP_Post[] $posts Posts.
 */
function newsdesk_prime_authors( array $posts ): void {
	$ids = array();
	foreach ( $posts as $post ) {
		if ( $post instanceof WP_Post && (int) $post->post_author > 0 ) {
			$ids[ (int) $post->post_author ] = true;
		}
	}
	newsdesk_prime_users( array_keys( $ids ) );
}

/**
 * Loads users, their meta and their pictures, a few queries for all of them.
 *
 * @param int[] $user_ids Users.
 */
function newsdesk_prime_users( array $user_ids ): void {
	$user_ids = array_values( array_filter( array_map( 'absint', $user_ids ) ) );
	if ( array() === $user_ids ) {
		return;
	}
	cache_users( $user_ids );
	$pictures = array();
	foreach ( $user_ids as $user_id ) {
		$picture = absint( get_user_meta( $user_id, NEWSDESK_AVATAR_META, true ) );
		if ( $picture > 0 ) {
			$pictures[ $picture ] = $picture;
		}
	}
	if ( array() !== $pictures ) {
		// The attachments and their meta (file and sizes): what wp_get_attachment_image_src() reads.
		_prime_post_caches( array_values( $pictures ), false, true );
	}
}

/**
 * The byline of a post: its author as the contract sends it, or null when the
 * post has no author or its author is no user any more.
 *
 * @param WP_Post $post A post.
 * @return array{slug: string, name: string, description: string, avatar?: string}|null
 */
function newsdesk_post_author( WP_Post $post ): ?array {
	$user_id = (int) $post->post_author;
	if ( $user_id <= 0 ) {
		return null;
	}
	$user = get_userdata( $user_id );
	return $user instanceof WP_User ? newsdesk_author_fields( $user ) : null;
}

/**
 * A user as the contract's Author: null when they have no slug or no name to show.
 *
 * @param WP_User $user A user.
 * @return array{slug: string, name: string, description: string, avatar?: string}|null
 */
function newsdesk_author_fields( WP_User $user ): ?array {
	$slug = newsdesk_slug_text( (string) $user->user_nicename );
	// WordPress stores the display name with its characters escaped (&amp;); the contract sends text.
	$name = newsdesk_plain_text( (string) $user->display_name );
	if ( '' === $slug || '' === $name ) {
		return null;
	}
	$author = array(
		'slug'        => $slug,
		'name'        => $name,
		'description' => newsdesk_plain_text( (string) get_user_meta( $user->ID, 'description', true ) ),
	);
	$avatar = newsdesk_author_avatar_url( absint( get_user_meta( $user->ID, NEWSDESK_AVATAR_META, true ) ) );
	if ( '' !== $avatar ) {
		$author['avatar'] = $avatar;
	}
	return $author;
}

/**
 * Text without markup, entities decoded and white space folded: what a
 * biography or a name is on the wire ("" when nothing is left).
 *
 * @param string $html Text that may hold markup or entities.
 */
function newsdesk_plain_text( string $html ): string {
	$text = html_entity_decode( wp_strip_all_tags( $html ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
	return trim( (string) preg_replace( '/\s+/u', ' ', $text ) );
}

/**
 * The URL of an author's picture: the attachment's square `thumbnail` size (its
 * original when WordPress made no thumbnail), or '' when the id is no image of
 * the Media Library. Only the site's own uploads: never a third party's picture.
 *
 * @param int $attachment_id An attachment id, 0 for none.
 */
function newsdesk_author_avatar_url( int $attachment_id ): string {
	if ( $attachment_id <= 0 || 'attachment' !== get_post_type( $attachment_id ) || ! wp_attachment_is_image( $attachment_id ) ) {
		return '';
	}
	$source = wp_get_attachment_image_src( $attachment_id, 'thumbnail' );
	if ( ! is_array( $source ) || empty( $source[0] ) ) {
		return '';
	}
	return esc_url_raw( (string) $source[0], array( 'http', 'https' ) );
}

/**
 * The authors of a language: every user with at least one published post in
 * it, by name (accents and case aside), as the contract's Authors. From the
 * index's counts (one read of a table as large as authors times languages),
 * else from WordPress's posts while the index builds; then the users, their
 * meta and pictures, a few queries for all.
 *
 * @param string $lang A language code.
 * @return array[]
 */
function newsdesk_language_authors( string $lang ): array {
	$user_ids = newsdesk_index_ready() ? array_keys( newsdesk_index_author_counts( $lang ) ) : newsdesk_wp_author_ids( $lang );
	newsdesk_prime_users( $user_ids );
	$authors = array();
	foreach ( $user_ids as $user_id ) {
		$user   = get_userdata( (int) $user_id );
		$author = $user instanceof WP_User ? newsdesk_author_fields( $user ) : null;
		if ( null !== $author ) {
			$authors[] = $author;
		}
	}
	usort(
		$authors,
		static function ( $a, $b ) {
			$by_name = strcasecmp( remove_accents( $a['name'] ), remove_accents( $b['name'] ) );
			return 0 !== $by_name ? $by_name : strcmp( $a['slug'], $b['slug'] );
		}
	);
	return $authors;
}

/**
 * A user by the slug of their author page, when they have a published post in
 * the language; null otherwise (an unknown slug, or no post in that language).
 *
 * @param string $lang A language code.
 * @param string $slug A sanitized slug (user_nicename).
 */
function newsdesk_author_by_slug( string $lang, string $slug ): ?WP_User {
	if ( '' === $slug ) {
		return null;
	}
	$user = get_user_by( 'slug', $slug );
	if ( ! $user instanceof WP_User ) {
		return null;
	}
	if ( newsdesk_index_ready() ) {
		$has_posts = ( newsdesk_index_author_counts( $lang )[ $user->ID ] ?? 0 ) > 0;
	} else {
		$has_posts = newsdesk_wp_paged_posts( $lang, 1, 1, array( 'author' => $user->ID ) )['total'] > 0;
	}
	return $has_posts ? $user : null;
}

/**
 * A page of an author's published posts in a language, newest first, with the
 * totals: a range of the index's `by_author` key and the count kept on save,
 * else WordPress's own query while the index builds.
 *
 * @param string $lang     A language code.
 * @param int    $user_id  The author.
 * @param int    $page     The page, from 1.
 * @param int    $per_page Posts a page.
 * @return array{posts: WP_Post[], total: int, pages: int}
 */
function newsdesk_author_page( string $lang, int $user_id, int $page, int $per_page ): array {
	if ( ! newsdesk_index_ready() ) {
		return newsdesk_wp_paged_posts( $lang, $page, $per_page, array( 'author' => $user_id ) );
	}
	$total = (int) ( newsdesk_index_author_counts( $lang )[ $user_id ] ?? 0 );
	$ids   = ( $page - 1 ) * $per_page < $total ? newsdesk_index_author_list( $user_id, $lang, ( $page - 1 ) * $per_page, $per_page ) : array();
	return array(
		'posts' => newsdesk_posts_in_order( $ids ),
		'total' => $total,
		'pages' => (int) ceil( $total / $per_page ),
	);
}

/**
 * While the index builds: the authors of the language's published posts, one
 * query (WordPress's own, with the language clause) for all of them.
 *
 * @param string $lang A language code.
 * @return int[]
 */
function newsdesk_wp_author_ids( string $lang ): array {
	$query = new WP_Query(
		newsdesk_query_args(
			$lang,
			array(
				'fields'                    => 'ids',
				'posts_per_page'            => -1,
				'no_found_rows'             => true,
				'orderby'                   => 'none',
				'update_post_meta_cache'    => false,
				'update_post_term_cache'    => false,
				'newsdesk_distinct_authors' => true,
			)
		)
	);
	return array_values( array_filter( array_map( 'absint', $query->posts ) ) );
}

/**
 * A byline changed (a profile saved, a user deleted): answers the plugin keeps
 * in the object cache hold bylines, so they are made stale.
 */
function newsdesk_authors_changed(): void {
	newsdesk_cache_invalidate( 'newsdesk_users' );
}

/**
 * A user meta a byline shows (biography, picture) was written.
 *
 * @param int|int[] $meta_ids  The meta rows.
 * @param int       $user_id   The user.
 * @param string    $meta_key  The key.
 */
function newsdesk_author_meta_changed( $meta_ids, $user_id, $meta_key ): void {
	if ( in_array( $meta_key, array( 'description', NEWSDESK_AVATAR_META ), true ) ) {
		newsdesk_authors_changed();
	}
}
