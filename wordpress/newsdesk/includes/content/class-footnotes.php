<?php
/**
 * Newsdesk: the Footnotes class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Content;

defined( 'ABSPATH' ) || exit;

/**
 * Footnotes on a WordPress older than 6.3, whose block editor stores them
 * (the `footnotes` post meta, and `<!-- wp:footnotes /-->` where the list goes)
 * but whose core has no block to render them: while the plugin renders a body
 * for the contract, the list is written as WordPress 6.3's own block writes it
 * (wp-includes/blocks/Footnotes), so that the numbers in the text lead
 * somewhere and each note leads back. Where WordPress has the block, it renders
 * it itself and this does nothing. The site's own theme output never changes.
 */
final class Footnotes {
	/**
	 * Turns the fallback on for one rendering of the contract (Post_Shape::rendered_content()).
	 */
	public static function start(): void {
		if ( ! \WP_Block_Type_Registry::get_instance()->is_registered( 'core/footnotes' ) ) {
			add_filter( 'render_block', array( self::class, 'render' ), 10, 2 );
		}
	}

	/**
	 * Turns it off again.
	 */
	public static function stop(): void {
		remove_filter( 'render_block', array( self::class, 'render' ), 10 );
	}

	/**
	 * The footnotes block of the post being rendered, from its `footnotes` meta:
	 * an ordered list, each note with its id and a link back to its number.
	 *
	 * @param string $content The block's rendering so far ('' for an unknown block).
	 * @param array  $block   The parsed block.
	 */
	public static function render( $content, $block ): string {
		if ( ! is_array( $block ) || 'core/footnotes' !== ( $block['blockName'] ?? '' ) ) {
			return (string) $content;
		}
		$notes = json_decode( (string) get_post_meta( (int) get_the_ID(), 'footnotes', true ), true );
		if ( ! is_array( $notes ) || array() === $notes ) {
			return '';
		}
		$items = '';
		foreach ( array_values( $notes ) as $index => $note ) {
			if ( ! is_array( $note ) || ! isset( $note['id'], $note['content'] ) || ! is_string( $note['id'] ) ) {
				continue;
			}
			/* translators: %d: the number of the footnote's reference in the text. */
			$label  = sprintf( __( 'Jump to footnote reference %d', 'newsdesk' ), $index + 1 );
			$items .= sprintf(
				'<li id="%1$s">%2$s <a href="#%1$s-link" aria-label="%3$s">↩︎</a></li>',
				esc_attr( $note['id'] ),
				wp_kses_post( (string) $note['content'] ),
				esc_attr( $label )
			);
		}
		return '' === $items ? '' : '<ol class="wp-block-footnotes">' . $items . '</ol>';
	}
}
