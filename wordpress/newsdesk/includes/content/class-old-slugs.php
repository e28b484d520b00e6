<?php
/**
 * Newsdesk: the Old_Slugs class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Content;

defined( 'ABSPATH' ) || exit;

/**
 * Moved page slugs: WordPress keeps a published post's former slugs in
 * `_wp_old_slug` (wp_check_for_changed_slugs) but skips hierarchical types, so
 * a renamed page would lose its old address. The same bookkeeping for pages lets
 * the content API answer a former slug and Newsdesk redirect it.
 */
final class Old_Slugs {
	/**
	 * Hooks this class into WordPress (called once, from Plugin::boot()).
	 */
	public static function register(): void {
		// Priority 12, as core's own wp_check_for_changed_slugs.
		add_action( 'post_updated', array( self::class, 'check_for_changed_page_slugs' ), 12, 3 );
	}

	/**
	 * Records a published page's former slug when it is renamed while published.
	 *
	 * @param int     $post_id     The page.
	 * @param WP_Post $post        The page after the update.
	 * @param WP_Post $post_before The page before it.
	 */
	public static function check_for_changed_page_slugs( $post_id, $post, $post_before ) {
		if ( ! $post instanceof \WP_Post || ! $post_before instanceof \WP_Post || 'page' !== $post->post_type ) {
			return;
		}
		// Only an address readers could have: published before and after.
		if ( 'publish' !== $post_before->post_status || 'publish' !== $post->post_status ) {
			return;
		}
		if ( $post->post_name === $post_before->post_name ) {
			return;
		}

		$old_slugs = (array) get_post_meta( $post_id, '_wp_old_slug' );

		if ( '' !== (string) $post_before->post_name && ! in_array( $post_before->post_name, $old_slugs, true ) ) {
			add_post_meta( $post_id, '_wp_old_slug', $post_before->post_name );
		}

		// A slug given back is current again, not a former one.
		if ( in_array( $post->post_name, $old_slugs, true ) ) {
			delete_post_meta( $post_id, '_wp_old_slug', $post->post_name );
		}
	}
}
