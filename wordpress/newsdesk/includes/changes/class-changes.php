<?php
/**
 * Newsdesk: the Changes class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Changes;

defined( 'ABSPATH' ) || exit;

/**
 * What a request changed that no "after" moment settled, handed to each
 * subscriber at shutdown (Change_Subscriber::settle()).
 */
final class Changes {
	/**
	 * The posts whose categories or language were set outside a save
	 * (wp_set_post_terms and the like), which no save of theirs followed.
	 *
	 * @var int[]
	 */
	public readonly array $posts_with_new_terms;

	/**
	 * What changed.
	 *
	 * @param int[] $posts_with_new_terms See self::$posts_with_new_terms.
	 */
	public function __construct( array $posts_with_new_terms ) {
		$this->posts_with_new_terms = array_values( array_map( 'intval', $posts_with_new_terms ) );
	}
}
