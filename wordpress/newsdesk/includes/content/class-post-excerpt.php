<?php
/**
 * Newsdesk: the Post_Excerpt class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Content;

defined( 'ABSPATH' ) || exit;

/**
 * The short texts of a post or page: the excerpt listings show (without
 * running the_content, so that a page of cards stays cheap) and the
 * description for search engines.
 */
final class Post_Excerpt {
	/**
	 * The manual excerpt, else the first 55 words of the content's text (without
	 * running the_content: listings must stay cheap).
	 *
	 * @param WP_Post $post A post or page.
	 */
	public static function excerpt( \WP_Post $post ): string {
		if ( '' !== trim( $post->post_excerpt ) ) {
			return $post->post_excerpt;
		}
		$html = strip_shortcodes( excerpt_remove_blocks( $post->post_content ) );
		// A space after each block's end, so "<p>One</p><h2>Two</h2>" reads "One Two", not "OneTwo".
		$html = (string) preg_replace( '#</(?:p|h[1-6]|li|div|blockquote|figcaption|td|th|pre)\s*>|<br\s*/?>#i', '$0 ', $html );
		return wp_trim_words( wp_strip_all_tags( $html ), 55, '&hellip;' );
	}

	/**
	 * The description for search engines: ours, else Yoast's, else the excerpt's
	 * text cut to 158 characters. Escaped text, as titles are.
	 *
	 * @param WP_Post $post    A post.
	 * @param string  $excerpt Its excerpt (HTML).
	 */
	public static function meta_description( \WP_Post $post, string $excerpt ): string {
		$text = (string) get_post_meta( $post->ID, 'newsdesk_meta_description', true );
		if ( '' === trim( $text ) ) {
			$yoast = (string) get_post_meta( $post->ID, '_yoast_wpseo_metadesc', true );
			// A Yoast template (%%title%% %%sep%%) is only meaningful to Yoast.
			$text = str_contains( $yoast, '%%' ) ? '' : $yoast;
		}
		if ( '' === trim( $text ) ) {
			$text = self::clip_text( html_entity_decode( wp_strip_all_tags( $excerpt ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ), 158 );
		}
		return esc_html( trim( $text ) );
	}

	/**
	 * Text cut at a word boundary to at most $max characters, with an ellipsis when cut.
	 *
	 * @param string $text Plain text.
	 * @param int    $max  Most characters.
	 */
	public static function clip_text( string $text, int $max ): string {
		$text = trim( (string) preg_replace( '/\s+/u', ' ', $text ) );
		if ( mb_strlen( $text ) <= $max ) {
			return $text;
		}
		$cut   = mb_substr( $text, 0, $max - 1 );
		$space = mb_strrpos( $cut, ' ' );
		return ( false === $space ? $cut : mb_substr( $cut, 0, $space ) ) . '…';
	}
}
