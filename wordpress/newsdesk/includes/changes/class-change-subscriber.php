<?php
/**
 * Newsdesk: the Change_Subscriber interface.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Changes;

defined( 'ABSPATH' ) || exit;

/**
 * What Change_Watcher tells each part of the plugin that follows content
 * (the index, the purge). The watcher hooks WordPress once and calls these in
 * the order its subscribers were given; a subscriber keeps only what is its
 * own (its snapshots, its rows, its tags). "Before" moments come while
 * WordPress still holds the old state, for a subscriber to note what it needs
 * of it; "after" moments come late on WordPress's hook, once other code has
 * cleaned its caches. Posts are posts and pages, never revisions or autosaves
 * (Change_Watcher::watches()), except where a post id is all WordPress gives.
 */
interface Change_Subscriber {
	/**
	 * Before a post is updated, trashed or deleted, or before its categories or
	 * language change (within a save or outside one).
	 *
	 * @param int $post_id The post (any type: WordPress gives only its id).
	 */
	public static function before_post( int $post_id ): void;

	/**
	 * A post's status changed, within a save or without one (wp_publish_post):
	 * the moment to note it as it was when no earlier moment did.
	 *
	 * @param \WP_Post $post       The post, with its new status.
	 * @param string   $old_status Its status before ('new' for a post just created).
	 */
	public static function post_status_changed( \WP_Post $post, string $old_status ): void;

	/**
	 * Once a post is saved with its terms and meta (editor, REST, wp_publish_post).
	 *
	 * @param \WP_Post      $post        The post as saved.
	 * @param bool          $update      Whether it existed before.
	 * @param \WP_Post|null $post_before The post before the save, when it existed.
	 */
	public static function post_saved( \WP_Post $post, bool $update, ?\WP_Post $post_before ): void;

	/**
	 * Once a post is deleted (WordPress cleans its cache after this moment).
	 *
	 * @param int $post_id The post.
	 */
	public static function post_deleted( int $post_id ): void;

	/**
	 * Before a category is edited (renamed, moved) or deleted.
	 *
	 * @param int  $term_id  The category.
	 * @param bool $deleting Whether it is about to be deleted.
	 */
	public static function before_category( int $term_id, bool $deleting ): void;

	/**
	 * Once a category is created or edited.
	 *
	 * @param int  $term_id The category.
	 * @param bool $created Whether it was just created.
	 */
	public static function category_saved( int $term_id, bool $created ): void;

	/**
	 * Once a category is deleted (its posts are filed elsewhere one by one, each a change of its own).
	 *
	 * @param int $term_id The category.
	 */
	public static function category_deleted( int $term_id ): void;

	/**
	 * A byline may have changed: a user's profile was saved (their name or slug
	 * may be new: compare with $before), or their biography or picture was
	 * written (it did change).
	 *
	 * @param int           $user_id The user.
	 * @param \WP_User|null $before  The user before a profile save; null for a biography or a picture.
	 */
	public static function author_changed( int $user_id, ?\WP_User $before ): void;

	/**
	 * Before a user is deleted (their posts are deleted or given to another user after this).
	 *
	 * @param int $user_id The user.
	 */
	public static function before_user_delete( int $user_id ): void;

	/**
	 * Once a user is deleted: their posts deleted one by one (each a change of
	 * its own) or given to another user with one UPDATE no save moment sees.
	 *
	 * @param int $user_id  The user deleted.
	 * @param int $reassign The user who got their posts, or 0.
	 */
	public static function user_deleted( int $user_id, int $reassign ): void;

	/**
	 * At the end of the request (shutdown), what is still pending.
	 *
	 * @param Changes $changes What the watcher noted and no later moment settled.
	 */
	public static function settle( Changes $changes ): void;
}
