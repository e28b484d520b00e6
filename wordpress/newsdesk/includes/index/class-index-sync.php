<?php
/**
 * Newsdesk: the Index_Sync class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Index;

use Newsdesk\Changes\Change_Subscriber;
use Newsdesk\Changes\Changes;
use Newsdesk\Languages;
use Newsdesk\Search\Search_Cache;

defined( 'ABSPATH' ) || exit;

/**
 * Keeps the index (Index_Schema) current, told of each change by
 * Change_Watcher: a post's rows are written again (Index_Writer) whenever it
 * is saved, published, unpublished, trashed or deleted, and at the end of the
 * request when its categories or language changed outside a save; a category
 * moved starts a pass over the archive, a category deleted takes its lists, a
 * user deleted hands their rows to whoever got their posts.
 */
final class Index_Sync implements Change_Subscriber {
	/**
	 * Whether the tables exist at this plugin's shape (rows may still be missing while it builds).
	 */
	public static function exists(): bool {
		return Index_Schema::INDEX_SCHEMA === Index_Builder::state()['schema'];
	}

	/**
	 * The parent each category being edited had before its edit, to tell a move.
	 *
	 * @param array<int, int>|null $replace The new state, to store it.
	 * @return array<int, int> Category id => parent id.
	 */
	public static function parents( ?array $replace = null ): array {
		static $parents = array();
		if ( null !== $replace ) {
			$parents = $replace;
		}
		return $parents;
	}

	/**
	 * Nothing to note: a post's rows are written from the post as it is after
	 * the change, and the rows it replaces are read from the index then.
	 *
	 * @param int $post_id The post.
	 */
	public static function before_post( int $post_id ): void {}

	/**
	 * Nothing to note (see self::before_post()).
	 *
	 * @param \WP_Post $post       The post.
	 * @param string   $old_status Its status before.
	 */
	public static function post_status_changed( \WP_Post $post, string $old_status ): void {}

	/**
	 * Once a post is saved with its terms and meta: a post or page without a
	 * language gets the default one, and its rows are written again.
	 *
	 * @param \WP_Post      $post        The post as saved.
	 * @param bool          $update      Whether it existed before.
	 * @param \WP_Post|null $post_before The post before the save.
	 */
	public static function post_saved( \WP_Post $post, bool $update, ?\WP_Post $post_before ): void {
		if ( 'auto-draft' !== $post->post_status && ! Languages::polylang_active() && taxonomy_exists( 'language' ) ) {
			$terms = get_the_terms( $post->ID, 'language' );
			if ( ! is_array( $terms ) ) {
				wp_set_object_terms( $post->ID, Languages::default_code(), 'language' );
			}
		}
		if ( self::exists() ) {
			Index_Writer::posts( array( (int) $post->ID ), true );
		}
	}

	/**
	 * Once a post is deleted: its rows go.
	 *
	 * @param int $post_id The post.
	 */
	public static function post_deleted( int $post_id ): void {
		if ( self::exists() ) {
			// WordPress cleans the post's cache after this moment: get_post() would still find it.
			Index_Writer::posts( array( $post_id ), true, true );
		}
	}

	/**
	 * Before a category is edited: its parent, to tell a move.
	 *
	 * @param int  $term_id  The category.
	 * @param bool $deleting Whether it is about to be deleted (then its lists simply go).
	 */
	public static function before_category( int $term_id, bool $deleting ): void {
		if ( $deleting ) {
			return;
		}
		$term = get_term( $term_id, 'category' );
		if ( $term instanceof \WP_Term ) {
			$parents             = self::parents();
			$parents[ $term_id ] = (int) $term->parent;
			self::parents( $parents );
		}
	}

	/**
	 * Once a category is edited: a category moved under another parent changes
	 * the lists every post below it is in, which a pass over the archive rewrites
	 * in the background (the index keeps answering meanwhile). A new category has
	 * no posts yet.
	 *
	 * @param int  $term_id The category.
	 * @param bool $created Whether it was just created.
	 */
	public static function category_saved( int $term_id, bool $created ): void {
		if ( $created ) {
			return;
		}
		$parents = self::parents();
		$before  = $parents[ $term_id ] ?? null;
		unset( $parents[ $term_id ] );
		self::parents( $parents );
		$term = get_term( $term_id, 'category' );
		if ( null !== $before && $term instanceof \WP_Term && (int) $term->parent !== $before && self::exists() ) {
			Index_Builder::start_pass();
		}
	}

	/**
	 * Once a category is deleted: its lists go (WordPress files its posts elsewhere, one by one).
	 *
	 * @param int $term_id The category.
	 */
	public static function category_deleted( int $term_id ): void {
		if ( ! self::exists() ) {
			return;
		}
		global $wpdb;
		$t = Index_Schema::tables();
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$t['terms']} WHERE term_id = %d", $term_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- our own table.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$t['counts']} WHERE term_id = %d", $term_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- our own table.
		Search_Cache::invalidate();
	}

	/**
	 * Nothing: the index holds an author's id, not their name or slug.
	 *
	 * @param int           $user_id The user.
	 * @param \WP_User|null $before  The user before a profile save.
	 */
	public static function author_changed( int $user_id, ?\WP_User $before ): void {}

	/**
	 * Nothing yet: the user's rows change once they are deleted (self::user_deleted()).
	 *
	 * @param int $user_id The user.
	 */
	public static function before_user_delete( int $user_id ): void {}

	/**
	 * Once a user is deleted: WordPress deleted their posts one by one (each
	 * indexed then), or gave them to another user with one UPDATE no save
	 * moment sees; then the index's rows follow, and both authors are counted again.
	 *
	 * @param int $user_id  The user deleted.
	 * @param int $reassign The user who got their posts, or 0.
	 */
	public static function user_deleted( int $user_id, int $reassign ): void {
		global $wpdb;
		if ( ! self::exists() ) {
			return;
		}
		$t = Index_Schema::tables();
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- our own tables.
		$langs = $wpdb->get_col( $wpdb->prepare( "SELECT lang FROM {$t['authors']} WHERE author = %d", $user_id ) );
		// The key's own prefixes (post_type, lang) named, so the UPDATE reads the user's rows only.
		$in = implode( ',', array_map( array( $wpdb, 'prepare' ), array_fill( 0, count( Languages::codes() ), '%s' ), Languages::codes() ) );
		$wpdb->query( $wpdb->prepare( "UPDATE {$t['posts']} SET author = %d WHERE post_type IN ( 'post', 'page' ) AND lang IN ( {$in} ) AND author = %d", $reassign, $user_id ) );
		// phpcs:enable
		$keys = array();
		foreach ( $langs as $lang ) {
			$keys[] = $user_id . ':' . $lang;
			if ( $reassign > 0 ) {
				$keys[] = $reassign . ':' . $lang;
			}
		}
		Index_Counts::recount_authors( $keys );
	}

	/**
	 * At the end of the request: the posts whose categories or language changed outside a save.
	 *
	 * @param Changes $changes What is still pending.
	 */
	public static function settle( Changes $changes ): void {
		if ( array() !== $changes->posts_with_new_terms && self::exists() ) {
			Index_Writer::posts( $changes->posts_with_new_terms, true );
		}
	}
}
