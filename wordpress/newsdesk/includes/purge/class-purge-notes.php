<?php
/**
 * Newsdesk: the Purge_Notes class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Purge;

use Newsdesk\Changes\Change_Watcher;

defined( 'ABSPATH' ) || exit;

/**
 * The purge's side of each change (called through Purge::safely()): what a
 * post or category was is noted in the request's purge (Purge::state()) before
 * WordPress changes it, the first note of a change being the state before it;
 * once the change is done, that state and the one after go to the purge
 * (Purge::add()). A note no "after" moment completed is settled at shutdown.
 */
final class Purge_Notes {
	/**
	 * Notes what a post was, unless it is already noted for the change under way.
	 *
	 * @param int $post_id The post.
	 */
	public static function note_post( $post_id ) {
		$post = get_post( (int) $post_id );
		if ( ! Change_Watcher::watches( $post ) ) {
			return;
		}
		if ( array_key_exists( $post->ID, Purge::state()['posts'] ) ) {
			return;
		}
		$before                      = Purge_States::post_state( $post );
		$purge                       = Purge::state();
		$purge['posts'][ $post->ID ] = $before;
		Purge::state( $purge );
		Translation_Purge::note( $post );
	}

	/**
	 * A status change: a new post has no state before; a change made without
	 * pre_post_update (wp_publish_post, direct calls) is noted with the old status.
	 *
	 * @param \WP_Post $post       The post.
	 * @param string   $old_status The old status.
	 */
	public static function note_transition( \WP_Post $post, string $old_status ) {
		$purge = Purge::state();
		if ( 'new' === $old_status ) {
			$purge['posts'][ $post->ID ] = null;
		} elseif ( ! array_key_exists( $post->ID, $purge['posts'] ) ) {
			$before                      = clone $post;
			$before->post_status         = $old_status;
			$state                       = Purge_States::post_state( $before );
			$purge                       = Purge::state();
			$purge['posts'][ $post->ID ] = $state;
			Translation_Purge::note( $before );
		} else {
			return;
		}
		Purge::state( $purge );
	}

	/**
	 * Once a post, its terms and meta are saved (also REST saves and
	 * wp_publish_post): its state before and after go to the purge when either
	 * is shown.
	 *
	 * @param \WP_Post      $post        The post as saved.
	 * @param bool          $update      Whether it existed before.
	 * @param \WP_Post|null $post_before The post before the save.
	 */
	public static function after_save( \WP_Post $post, bool $update, ?\WP_Post $post_before ) {
		$post_id = (int) $post->ID;
		$purge   = Purge::state();
		$before  = null;
		if ( ! $update ) {
			// A new post was nothing before, whatever was noted while it was inserted.
			$before = null;
		} elseif ( array_key_exists( $post_id, $purge['posts'] ) ) {
			$before = $purge['posts'][ $post_id ];
		} elseif ( $post_before instanceof \WP_Post ) {
			$before = Purge_States::post_state( $post_before );
			Translation_Purge::note( $post_before );
		}
		$after = Purge_States::post_state( $post );

		$purge = Purge::state();
		unset( $purge['posts'][ $post_id ] );
		Purge::state( $purge );
		Purge::add( $before, $after );
		// Its translations name it: when what they show of it changed, they go too.
		Translation_Purge::changed( $post_id, $post, ! $update );
	}

	/**
	 * Once a post is deleted: what it was goes to the purge.
	 *
	 * @param int $post_id The post.
	 */
	public static function after_delete( int $post_id ) {
		// Its translations named it (its group as it was before the deletion).
		Translation_Purge::changed( $post_id, null );
		$purge = Purge::state();
		if ( ! array_key_exists( $post_id, $purge['posts'] ) ) {
			return;
		}
		$before = $purge['posts'][ $post_id ];
		unset( $purge['posts'][ $post_id ] );
		Purge::state( $purge );
		Purge::add( $before );
	}

	/**
	 * Notes what a category was before it is edited (renamed, moved) or deleted.
	 *
	 * @param int $term_id The category.
	 */
	public static function note_category( int $term_id ) {
		if ( array_key_exists( $term_id, Purge::state()['terms'] ) ) {
			return;
		}
		$term                       = get_term( $term_id, 'category' );
		$before                     = $term instanceof \WP_Term ? Purge_States::category_state( $term ) : null;
		$purge                      = Purge::state();
		$purge['terms'][ $term_id ] = $before;
		Purge::state( $purge );
	}

	/**
	 * Once a category is created, edited or deleted: its state before (if any) and after (unless deleted).
	 *
	 * @param int  $term_id The category.
	 * @param bool $exists  Whether it still exists.
	 */
	public static function after_category( int $term_id, bool $exists ) {
		$purge  = Purge::state();
		$before = $purge['terms'][ $term_id ] ?? null;
		unset( $purge['terms'][ $term_id ] );
		Purge::state( $purge );
		$term = $exists ? get_term( $term_id, 'category' ) : null;
		Purge::add( $before, $term instanceof \WP_Term ? Purge_States::category_state( $term ) : null );
	}

	/**
	 * Changes noted but never completed by their "after" moment (terms set outside a
	 * save, a save without wp_after_insert_post): compared with what is there now.
	 */
	public static function settle() {
		$purge          = Purge::state();
		$posts          = $purge['posts'];
		$terms          = $purge['terms'];
		$purge['posts'] = array();
		$purge['terms'] = array();
		Purge::state( $purge );

		foreach ( $posts as $post_id => $before ) {
			$post = get_post( $post_id );
			Purge::add( $before, Change_Watcher::watches( $post ) ? Purge_States::post_state( $post ) : null );
			Translation_Purge::changed( (int) $post_id, Change_Watcher::watches( $post ) ? $post : null );
		}
		foreach ( $terms as $term_id => $before ) {
			$term = get_term( $term_id, 'category' );
			Purge::add( $before, $term instanceof \WP_Term ? Purge_States::category_state( $term ) : null );
		}
	}
}
