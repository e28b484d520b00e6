<?php
/**
 * Newsdesk: the Purge class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Purge;

use Newsdesk\Admin\Settings;
use Newsdesk\Changes\Change_Subscriber;
use Newsdesk\Changes\Changes;

defined( 'ABSPATH' ) || exit;

/**
 * Purge on publish: when a post, a page, a category or an author's byline
 * changes, Newsdesk drops the cached pages and content answers that showed it
 * (`POST {url}/_purge`, docs/purge-on-publish.md of the Newsdesk repository).
 *
 * Told of each change by Change_Watcher: what a post or category was is noted
 * before WordPress changes it, what it is after is read once it is saved
 * (Purge_Notes, Purge_States, Author_Purge); the tags and paths of both gather
 * here and go to Newsdesk in one request per URL at shutdown, after the
 * editor's answer (Purge_Sender); a failure is retried once (Purge_Failures).
 * Nothing a purge does ever breaks an editor's save (self::safely()).
 */
final class Purge implements Change_Subscriber {
	/**
	 * Hooks this class into WordPress (called once, from Plugin::boot()): the
	 * one retry of a failed purge, by WP-Cron, and the translations editors link.
	 */
	public static function register(): void {
		add_action( Purge_Failures::RETRY_HOOK, array( Purge_Failures::class, 'retry_purge' ), 10, 2 );
		// Translations linked or unlinked by an editor (Translation_Purge): the posts and categories of the groups.
		add_action( 'newsdesk_translations_linked', array( Translation_Purge::class, 'posts_linked' ), 10, 1 );
		add_action( 'newsdesk_category_translations_linked', array( Translation_Purge::class, 'categories_linked' ), 10, 1 );
	}

	/**
	 * On deactivation: no retry is left in WP-Cron.
	 */
	public static function clear_scheduled_purges(): void {
		wp_unschedule_hook( Purge_Failures::RETRY_HOOK );
	}

	/**
	 * The request's purge in progress: tags and paths to send (as keys, deduplicated),
	 * and what each post and category was before its pending change.
	 *
	 * @param array|null $replace The new state, to store it.
	 * @return array{tags: array<string, true>, paths: array<string, true>, posts: array<int, ?array>, terms: array<int, ?array>}
	 */
	public static function state( ?array $replace = null ): array {
		static $state = array(
			'tags'  => array(),
			'paths' => array(),
			'posts' => array(),
			'terms' => array(),
		);
		if ( null !== $replace ) {
			$state = $replace;
		}
		return $state;
	}

	/**
	 * Whether purges can be sent: a URL and a token are configured.
	 *
	 * @return bool
	 */
	public static function enabled() {
		return '' !== Settings::config( 'purge_token' ) && array() !== Settings::urls();
	}

	/**
	 * Runs a hook's work so that nothing it throws reaches the editor: it is logged.
	 *
	 * @param callable $work The work.
	 * @param mixed    ...$args Its arguments.
	 */
	public static function safely( callable $work, ...$args ) {
		if ( ! self::enabled() ) {
			return;
		}
		try {
			call_user_func_array( $work, $args );
		} catch ( \Throwable $e ) {
			error_log( sprintf( 'Newsdesk: purge preparation failed: %s in %s:%d', $e->getMessage(), $e->getFile(), $e->getLine() ) ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- the site's log is where operators look.
		}
	}

	/**
	 * A tag as Newsdesk accepts it. A tag Newsdesk would refuse (a slug too long
	 * for its 200 characters) becomes the language's tag, which covers it.
	 *
	 * @param string $tag  The tag.
	 * @param string $lang The language it belongs to.
	 * @return string The tag, or '' when even the fallback is not valid.
	 */
	public static function tag( $tag, $lang ) {
		if ( self::is_tag( $tag ) ) {
			return $tag;
		}
		return self::is_tag( 'lang-' . $lang ) ? 'lang-' . $lang : '';
	}

	/**
	 * Newsdesk's tag pattern (server/http/purgeEndpoint.ts).
	 *
	 * @param mixed $tag A tag.
	 * @return bool
	 */
	public static function is_tag( $tag ) {
		return is_string( $tag ) && 1 === preg_match( '~^[A-Za-z0-9_:.%\-/]{1,200}$~D', $tag );
	}

	/**
	 * Newsdesk's path pattern (server/http/purgeEndpoint.ts).
	 *
	 * @param mixed $path A path.
	 * @return bool
	 */
	public static function is_path( $path ) {
		return is_string( $path ) && 1 === preg_match( '~^/[^\s?#]{0,2047}$~Du', $path );
	}

	/**
	 * The rank of a tag: broad ones first, so a purge cut short still drops the most.
	 *
	 * @param string $tag The tag.
	 * @return int
	 */
	public static function tag_rank( $tag ) {
		foreach ( array( 'lang-', 'home-', 'listing-', 'search-', 'category-', 'author-', 'page-', 'post-' ) as $rank => $prefix ) {
			if ( str_starts_with( $tag, $prefix ) ) {
				return $rank;
			}
		}
		return 8;
	}

	/**
	 * Adds tags and paths to the request's purge.
	 *
	 * @param array|null ...$states States from Purge_States or Author_Purge.
	 */
	public static function add( ...$states ) {
		$purge = self::state();
		foreach ( $states as $state ) {
			if ( ! is_array( $state ) ) {
				continue;
			}
			foreach ( $state['tags'] as $tag ) {
				if ( self::is_tag( $tag ) ) {
					$purge['tags'][ $tag ] = true;
				}
			}
			foreach ( $state['paths'] as $path ) {
				if ( self::is_path( $path ) ) {
					$purge['paths'][ $path ] = true;
				}
			}
		}
		self::state( $purge );
	}

	/**
	 * Before an update, a trashing or a deletion, or a change of categories or language: what the post was.
	 *
	 * @param int $post_id The post.
	 */
	public static function before_post( int $post_id ): void {
		self::safely( array( Purge_Notes::class, 'note_post' ), $post_id );
	}

	/**
	 * A status change: what the post was, when nothing noted it before.
	 *
	 * @param \WP_Post $post       The post.
	 * @param string   $old_status Its status before.
	 */
	public static function post_status_changed( \WP_Post $post, string $old_status ): void {
		self::safely( array( Purge_Notes::class, 'note_transition' ), $post, $old_status );
	}

	/**
	 * Once a post is saved: its state before and after go to the purge.
	 *
	 * @param \WP_Post      $post        The post as saved.
	 * @param bool          $update      Whether it existed before.
	 * @param \WP_Post|null $post_before The post before the save.
	 */
	public static function post_saved( \WP_Post $post, bool $update, ?\WP_Post $post_before ): void {
		self::safely( array( Purge_Notes::class, 'after_save' ), $post, $update, $post_before );
	}

	/**
	 * Once a post is deleted: what it was goes to the purge.
	 *
	 * @param int $post_id The post.
	 */
	public static function post_deleted( int $post_id ): void {
		self::safely( array( Purge_Notes::class, 'after_delete' ), $post_id );
	}

	/**
	 * Before a category is edited or deleted: what it was.
	 *
	 * @param int  $term_id  The category.
	 * @param bool $deleting Whether it is about to be deleted.
	 */
	public static function before_category( int $term_id, bool $deleting ): void {
		self::safely( array( Purge_Notes::class, 'note_category' ), $term_id );
	}

	/**
	 * Once a category is created or edited: its state before (if any) and after.
	 *
	 * @param int  $term_id The category.
	 * @param bool $created Whether it was just created.
	 */
	public static function category_saved( int $term_id, bool $created ): void {
		self::safely( array( Purge_Notes::class, 'after_category' ), $term_id, true );
	}

	/**
	 * Once a category is deleted: its state before.
	 *
	 * @param int $term_id The category.
	 */
	public static function category_deleted( int $term_id ): void {
		self::safely( array( Purge_Notes::class, 'after_category' ), $term_id, false );
	}

	/**
	 * A byline changed: the author's tags (the former slug's too).
	 *
	 * @param int           $user_id The user.
	 * @param \WP_User|null $before  The user before a profile save.
	 */
	public static function author_changed( int $user_id, ?\WP_User $before ): void {
		self::safely( array( Author_Purge::class, 'changed' ), $user_id, $before );
	}

	/**
	 * Before a user is deleted: their author's page goes (their posts each as they change).
	 *
	 * @param int $user_id The user.
	 */
	public static function before_user_delete( int $user_id ): void {
		self::safely( array( Author_Purge::class, 'changed' ), $user_id, null );
	}

	/**
	 * Nothing more once a user is deleted: their tags went before (self::before_user_delete()).
	 *
	 * @param int $user_id  The user deleted.
	 * @param int $reassign The user who got their posts, or 0.
	 */
	public static function user_deleted( int $user_id, int $reassign ): void {}

	/**
	 * At shutdown: what the request changed goes to Newsdesk (Purge_Sender::flush()).
	 *
	 * @param Changes $changes What is still pending (the purge settles its own notes).
	 */
	public static function settle( Changes $changes ): void {
		Purge_Sender::flush();
	}
}
