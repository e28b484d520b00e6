<?php
/**
 * Newsdesk: the Authors class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Content;

use Newsdesk\Object_Cache;

defined( 'ABSPATH' ) || exit;

/**
 * Authors: the byline every post carries (`author` of the contract's cards and
 * full posts); the two calls that list them (get-authors, an author's posts)
 * read Author_Listings.
 * An author is the WordPress user who wrote the post: their `user_nicename` is
 * the slug, their display name the name, their biographical info the
 * description as plain text, and the picture an image of the Media Library the
 * newsroom chose on their profile (user meta `newsdesk_avatar_id`,
 * Author_Profile), served at WordPress's square `thumbnail` size. Never
 * Gravatar: a reader's browser asks no third party for a byline.
 *
 * Shaping reads caches only: Authors::prime_authors() loads the users of a page
 * of posts, their meta and their pictures in a few queries for all of them.
 */
final class Authors {
	/**
	 * The user meta holding the attachment id of an author's picture.
	 */
	const AVATAR_META = 'newsdesk_avatar_id';

	/**
	 * Hooks this class into WordPress (called once, from Plugin::boot()).
	 */
	public static function register(): void {
		add_action( 'init', array( self::class, 'register_meta' ) );
		add_action( 'profile_update', array( self::class, 'authors_changed' ) );
		add_action( 'deleted_user', array( self::class, 'authors_changed' ) );
		add_action( 'added_user_meta', array( self::class, 'meta_changed' ), 10, 3 );
		add_action( 'updated_user_meta', array( self::class, 'meta_changed' ), 10, 3 );
		add_action( 'deleted_user_meta', array( self::class, 'meta_changed' ), 10, 3 );
	}

	/**
	 * The picture's meta key, registered so that importers may set it through the
	 * REST API (`/wp/v2/users/{id}`, `meta`) by whoever may edit that user.
	 */
	public static function register_meta(): void {
		register_meta(
			'user',
			self::AVATAR_META,
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
	public static function prime_authors( array $posts ): void {
		$ids = array();
		foreach ( $posts as $post ) {
			if ( $post instanceof \WP_Post && (int) $post->post_author > 0 ) {
				$ids[ (int) $post->post_author ] = true;
			}
		}
		self::prime_users( array_keys( $ids ) );
	}

	/**
	 * Loads users, their meta and their pictures, a few queries for all of them.
	 *
	 * @param int[] $user_ids Users.
	 */
	public static function prime_users( array $user_ids ): void {
		$user_ids = array_values( array_filter( array_map( 'absint', $user_ids ) ) );
		if ( array() === $user_ids ) {
			return;
		}
		cache_users( $user_ids );
		$pictures = array();
		foreach ( $user_ids as $user_id ) {
			$picture = absint( get_user_meta( $user_id, self::AVATAR_META, true ) );
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
	public static function post_author( \WP_Post $post ): ?array {
		$user_id = (int) $post->post_author;
		if ( $user_id <= 0 ) {
			return null;
		}
		$user = get_userdata( $user_id );
		return $user instanceof \WP_User ? self::fields( $user ) : null;
	}

	/**
	 * A user as the contract's Author: null when they have no slug or no name to show.
	 *
	 * @param WP_User $user A user.
	 * @return array{slug: string, name: string, description: string, avatar?: string}|null
	 */
	public static function fields( \WP_User $user ): ?array {
		$slug = Placement::slug_text( (string) $user->user_nicename );
		// WordPress stores the display name with its characters escaped (&amp;); the contract sends text.
		$name = self::plain_text( (string) $user->display_name );
		if ( '' === $slug || '' === $name ) {
			return null;
		}
		$author = array(
			'slug'        => $slug,
			'name'        => $name,
			'description' => self::plain_text( (string) get_user_meta( $user->ID, 'description', true ) ),
		);
		$avatar = self::avatar_url( absint( get_user_meta( $user->ID, self::AVATAR_META, true ) ) );
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
	public static function plain_text( string $html ): string {
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
	public static function avatar_url( int $attachment_id ): string {
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
	 * A byline changed (a profile saved, a user deleted): answers the plugin keeps
	 * in the object cache hold bylines, so they are made stale.
	 */
	public static function authors_changed(): void {
		Object_Cache::invalidate( 'newsdesk_users' );
	}

	/**
	 * A user meta a byline shows (biography, picture) was written.
	 *
	 * @param int|int[] $meta_ids  The meta rows.
	 * @param int       $user_id   The user.
	 * @param string    $meta_key  The key.
	 */
	public static function meta_changed( $meta_ids, $user_id, $meta_key ): void {
		if ( in_array( $meta_key, array( 'description', self::AVATAR_META ), true ) ) {
			self::authors_changed();
		}
	}
}
