<?php
/**
 * Newsdesk: the Post_Images class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Content;

defined( 'ABSPATH' ) || exit;

/**
 * A post's featured image as the contract sends it: the cover in the three
 * sizes of listings (Theme_Support registers them) and, for the article alone,
 * its largest size. Reads the attachment and its metadata WP_Query primed: no
 * query per post.
 */
final class Post_Images {
	/**
	 * The featured image in the three sizes of the contract, and its alt text;
	 * nothing without one. A size WordPress did not make falls back to the original.
	 *
	 * @param WP_Post $post A post.
	 */
	public static function cover_fields( \WP_Post $post ): array {
		$image_id = (int) get_post_thumbnail_id( $post );
		if ( $image_id <= 0 || 'attachment' !== get_post_type( $image_id ) ) {
			return array();
		}
		$fields = array();
		$sizes  = array(
			'image'        => 'newsdesk-cover',
			'image_medium' => 'newsdesk-medium',
			'thumbnail'    => 'newsdesk-thumbnail',
		);
		foreach ( $sizes as $field => $size ) {
			$source = wp_get_attachment_image_src( $image_id, $size );
			if ( ! is_array( $source ) || empty( $source[0] ) ) {
				return array();
			}
			$fields[ $field ] = $source[0];
		}
		$fields['alt_text'] = (string) get_post_meta( $image_id, '_wp_attachment_image_alt', true );
		return $fields;
	}

	/**
	 * The featured image's largest size, WordPress's 'full' (the original upload, or
	 * the copy WordPress scaled a huge one down to), with its real width and height:
	 * what an article shares and gives search engines for a large preview. Nothing
	 * when WordPress knows no size for it (an upload without metadata). Reads the
	 * attachment and its metadata the cover's sizes already loaded: no query.
	 *
	 * @param WP_Post $post A post.
	 */
	public static function original_image_fields( \WP_Post $post ): array {
		$image_id = (int) get_post_thumbnail_id( $post );
		if ( $image_id <= 0 || 'attachment' !== get_post_type( $image_id ) ) {
			return array();
		}
		$source = wp_get_attachment_image_src( $image_id, 'full' );
		if ( ! is_array( $source ) || empty( $source[0] ) || (int) $source[1] <= 0 || (int) $source[2] <= 0 ) {
			return array();
		}
		return array(
			'image_full'        => esc_url_raw( $source[0] ),
			'image_full_width'  => (int) $source[1],
			'image_full_height' => (int) $source[2],
		);
	}
}
