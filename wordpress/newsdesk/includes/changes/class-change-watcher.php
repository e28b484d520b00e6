<?php
/**
 * Newsdesk: the Change_Watcher class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Changes;

use Newsdesk\Content\Authors;

defined( 'ABSPATH' ) || exit;

/**
 * The one place that hooks WordPress's changes to posts, categories and
 * users, and tells the parts that follow them (Change_Subscriber: the index,
 * then the purge) in that order, at each moment: before a change (while
 * WordPress still holds the old state), after it (late, priority 100, so that
 * caches other code cleans on the same hook are clean), and at shutdown
 * (priority 1000, once everything else the request does is done; the purge
 * sends its requests then, after the editor's answer).
 */
final class Change_Watcher {
	/**
	 * The subscribers, in the order they are told.
	 *
	 * @var class-string<Change_Subscriber>[]
	 */
	private static array $subscribers = array();

	/**
	 * Whether saves are not followed (self::pause()).
	 *
	 * @var bool
	 */
	private static bool $paused = false;

	/**
	 * Posts whose categories or language were set and not saved since: post id => true.
	 *
	 * @var array<int, true>
	 */
	private static array $posts_with_new_terms = array();

	/**
	 * Hooks the watcher into WordPress (called once, from Plugin::boot()).
	 *
	 * @param class-string<Change_Subscriber>[] $subscribers The classes told of each change, in this order.
	 */
	public static function register( array $subscribers ): void {
		self::$subscribers = array_values( $subscribers );
		// Before a change: what the post, category or user was.
		add_action( 'pre_post_update', array( self::class, 'before_post' ), 10, 1 );
		add_action( 'wp_trash_post', array( self::class, 'before_post' ), 10, 1 );
		add_action( 'before_delete_post', array( self::class, 'before_post' ), 10, 1 );
		add_action( 'add_term_relationship', array( self::class, 'before_post_terms' ), 10, 3 );
		add_action( 'delete_term_relationships', array( self::class, 'before_post_terms' ), 10, 3 );
		add_action( 'transition_post_status', array( self::class, 'status_changed' ), 10, 3 );
		add_action( 'edit_terms', array( self::class, 'before_category' ), 10, 2 );
		add_action( 'pre_delete_term', array( self::class, 'before_category' ), 10, 2 );
		add_action( 'delete_user', array( self::class, 'before_user_delete' ), 10, 1 );
		// Terms set: pending until the post's save, or the end of the request when none comes.
		add_action( 'set_object_terms', array( self::class, 'terms_set' ), 10, 4 );
		// After it.
		add_action( 'wp_after_insert_post', array( self::class, 'post_saved' ), 100, 4 );
		add_action( 'deleted_post', array( self::class, 'post_deleted' ), 100, 1 );
		add_action( 'created_category', array( self::class, 'category_saved' ), 100, 1 );
		add_action( 'edited_category', array( self::class, 'category_saved' ), 100, 1 );
		add_action( 'delete_category', array( self::class, 'category_deleted' ), 100, 1 );
		add_action( 'profile_update', array( self::class, 'profile_saved' ), 100, 2 );
		add_action( 'added_user_meta', array( self::class, 'user_meta_written' ), 100, 4 );
		add_action( 'updated_user_meta', array( self::class, 'user_meta_written' ), 100, 4 );
		add_action( 'deleted_user_meta', array( self::class, 'user_meta_written' ), 100, 4 );
		add_action( 'deleted_user', array( self::class, 'user_deleted' ), 10, 2 );
		// The end of the request.
		add_action( 'shutdown', array( self::class, 'settle' ), 1000 );
	}

	/**
	 * Stops following saves: no subscriber hears of a post saved or of terms
	 * set, until self::resume(). For a bulk import that indexes everything in
	 * one pass at its end, into a Newsdesk that has nothing of it cached yet:
	 * saved one by one, the index's rows would cost more than the posts. The
	 * "before" moments still reach the subscribers.
	 */
	public static function pause(): void {
		self::$paused = true;
	}

	/**
	 * Follows saves again (see self::pause()).
	 */
	public static function resume(): void {
		self::$paused = false;
	}

	/**
	 * Whether a post is one Newsdesk shows at all: a post or a page, not a revision or an autosave.
	 *
	 * @param mixed $post A post.
	 */
	public static function watches( $post ): bool {
		return $post instanceof \WP_Post
			&& in_array( $post->post_type, array( 'post', 'page' ), true )
			&& ! wp_is_post_revision( $post )
			&& ! wp_is_post_autosave( $post );
	}

	/**
	 * Calls one moment of every subscriber, in their order.
	 *
	 * @param string $moment A method of Change_Subscriber.
	 * @param mixed  ...$args Its arguments.
	 */
	public static function tell( string $moment, ...$args ): void {
		foreach ( self::$subscribers as $subscriber ) {
			$subscriber::$moment( ...$args );
		}
	}

	/**
	 * Before an update, a trashing or a deletion.
	 *
	 * @param int $post_id The post.
	 */
	public static function before_post( $post_id ): void {
		self::tell( 'before_post', (int) $post_id );
	}

	/**
	 * Before a post's categories or language change.
	 *
	 * @param int       $object_id The post.
	 * @param int|int[] $tt_ids    The term taxonomy ids.
	 * @param string    $taxonomy  The taxonomy.
	 */
	public static function before_post_terms( $object_id, $tt_ids, $taxonomy ): void {
		if ( in_array( $taxonomy, array( 'category', 'language' ), true ) ) {
			self::tell( 'before_post', (int) $object_id );
		}
	}

	/**
	 * A post's status changed.
	 *
	 * @param string  $new_status The new status.
	 * @param string  $old_status The old status.
	 * @param WP_Post $post       The post.
	 */
	public static function status_changed( $new_status, $old_status, $post ): void {
		if ( self::watches( $post ) ) {
			self::tell( 'post_status_changed', $post, (string) $old_status );
		}
	}

	/**
	 * Once a post's categories or language are set (within a save too: the
	 * save then settles them).
	 *
	 * @param int    $object_id The post.
	 * @param array  $terms     The terms given.
	 * @param array  $tt_ids    Their term taxonomy ids.
	 * @param string $taxonomy  The taxonomy.
	 */
	public static function terms_set( $object_id, $terms, $tt_ids, $taxonomy ): void {
		if ( ! self::$paused && in_array( $taxonomy, array( 'category', 'language' ), true ) ) {
			self::$posts_with_new_terms[ (int) $object_id ] = true;
		}
	}

	/**
	 * Once a post is saved with its terms and meta. Its terms are settled only
	 * after every subscriber is told: a subscriber may set some (the default
	 * language) as it is.
	 *
	 * @param int          $post_id     The post.
	 * @param WP_Post      $post        The post as saved.
	 * @param bool         $update      Whether it existed before.
	 * @param WP_Post|null $post_before The post before the save.
	 */
	public static function post_saved( $post_id, $post, $update = false, $post_before = null ): void {
		if ( self::$paused || ! self::watches( $post ) ) {
			return;
		}
		self::tell( 'post_saved', $post, (bool) $update, $post_before instanceof \WP_Post ? $post_before : null );
		unset( self::$posts_with_new_terms[ (int) $post_id ] );
	}

	/**
	 * Once a post is deleted.
	 *
	 * @param int $post_id The post.
	 */
	public static function post_deleted( $post_id ): void {
		self::tell( 'post_deleted', (int) $post_id );
	}

	/**
	 * Before a term is edited or deleted: a category's.
	 *
	 * @param int    $term_id  The term.
	 * @param string $taxonomy The taxonomy.
	 */
	public static function before_category( $term_id, $taxonomy ): void {
		if ( 'category' === $taxonomy ) {
			self::tell( 'before_category', (int) $term_id, 'pre_delete_term' === current_action() );
		}
	}

	/**
	 * Once a category is created or edited.
	 *
	 * @param int $term_id The category.
	 */
	public static function category_saved( $term_id ): void {
		self::tell( 'category_saved', (int) $term_id, 'created_category' === current_action() );
	}

	/**
	 * Once a category is deleted.
	 *
	 * @param int $term_id The category.
	 */
	public static function category_deleted( $term_id ): void {
		self::tell( 'category_deleted', (int) $term_id );
	}

	/**
	 * After a user is saved: their byline may have changed (each subscriber
	 * tells from the user before the save: a password or an e-mail address is
	 * no one's byline).
	 *
	 * @param int     $user_id  The user.
	 * @param WP_User $old_user The user before the save.
	 */
	public static function profile_saved( $user_id, $old_user ): void {
		self::tell( 'author_changed', (int) $user_id, $old_user instanceof \WP_User ? $old_user : null );
	}

	/**
	 * After a user meta is written: a byline changed with the biography or the picture.
	 *
	 * @param int|int[] $meta_ids   The meta rows.
	 * @param int       $user_id    The user.
	 * @param string    $meta_key   The key.
	 * @param mixed     $meta_value The value written.
	 */
	public static function user_meta_written( $meta_ids, $user_id, $meta_key, $meta_value ): void {
		if ( ! in_array( $meta_key, array( 'description', Authors::AVATAR_META ), true ) ) {
			return;
		}
		// A new user gets an empty biography: nothing of theirs was ever shown.
		if ( 'added_user_meta' === current_action() && ( '' === $meta_value || null === $meta_value ) ) {
			return;
		}
		self::tell( 'author_changed', (int) $user_id, null );
	}

	/**
	 * Before a user is deleted.
	 *
	 * @param int $user_id The user.
	 */
	public static function before_user_delete( $user_id ): void {
		self::tell( 'before_user_delete', (int) $user_id );
	}

	/**
	 * Once a user is deleted.
	 *
	 * @param int      $user_id  The user deleted.
	 * @param int|null $reassign The user who got their posts, or null.
	 */
	public static function user_deleted( $user_id, $reassign = null ): void {
		self::tell( 'user_deleted', (int) $user_id, (int) $reassign );
	}

	/**
	 * At the end of the request: what is still pending goes to each subscriber
	 * (the index writes its rows, then the purge sends).
	 */
	public static function settle(): void {
		$changes                    = new Changes( array_keys( self::$posts_with_new_terms ) );
		self::$posts_with_new_terms = array();
		self::tell( 'settle', $changes );
	}
}
