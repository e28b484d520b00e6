<?php
/**
 * Newsdesk: the Index_Rows class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Index;

use Newsdesk\Content\Placement;
use Newsdesk\Languages;
use Newsdesk\Search\Search_Text;

defined( 'ABSPATH' ) || exit;

/**
 * What the index holds of one post (Index_Schema): its row, its lists and the
 * words "did you mean" may offer of it. Built from the post alone, with no
 * query of its own; Index_Writer writes them.
 */
final class Index_Rows {
	/**
	 * The words of a text "did you mean" may offer (four letters or more): folded => as written, in lower case.
	 *
	 * @param string $text Plain text.
	 * @return array<string, string>
	 */
	public static function vocabulary_words( string $text ): array {
		$words = preg_split( '/[^\p{L}\p{N}]+/u', mb_strtolower( $text, 'UTF-8' ), -1, PREG_SPLIT_NO_EMPTY );
		$found = array();
		foreach ( is_array( $words ) ? $words : array() as $word ) {
			if ( mb_strlen( $word ) < 4 || mb_strlen( $word ) > Search_Text::SEARCH_MAX_WORD ) {
				continue;
			}
			$folded = Search_Text::fold_text( $word );
			if ( ! isset( $found[ $folded ] ) ) {
				$found[ $folded ] = $word;
			}
		}
		return $found;
	}

	/**
	 * What the index holds of a post, or null when readers never see it (not
	 * published, password-protected, not a post or a page). Reads the caches
	 * _prime_post_caches() filled: no query of its own.
	 *
	 * @param \WP_Post $post A post.
	 * @return array{post_id: int, post_type: string, lang: string, published: string, author: int, title: string, body: string, vocabulary: array<string, string>, terms: int[]}|null
	 */
	public static function row( \WP_Post $post ): ?array {
		if ( 'publish' !== $post->post_status || '' !== (string) $post->post_password || ! in_array( $post->post_type, array( 'post', 'page' ), true ) ) {
			return null;
		}
		$title   = html_entity_decode( wp_strip_all_tags( $post->post_title ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		$excerpt = Search_Text::html_text( $post->post_excerpt );
		// What "did you mean" may offer: words search finds (a title's, an excerpt's), not tags, which it does not search.
		$words = self::vocabulary_words( $title . ' ' . $excerpt );
		$terms = array();
		if ( 'post' === $post->post_type ) {
			$terms      = array( 0 );
			$categories = Placement::categories_by_id();
			$filed      = get_the_terms( $post->ID, 'category' );
			foreach ( is_array( $filed ) ? $filed : array() as $term ) {
				$terms = array_merge( $terms, Placement::term_lineage( (int) $term->term_id, $categories ) );
			}
		}
		$gmt = (string) $post->post_date_gmt;
		if ( '' === $gmt || '0000-00-00 00:00:00' === $gmt ) {
			$gmt = get_gmt_from_date( $post->post_date );
		}
		return array(
			'post_id'    => (int) $post->ID,
			'post_type'  => $post->post_type,
			'lang'       => Languages::of_post( (int) $post->ID ),
			'published'  => $gmt,
			'author'     => (int) $post->post_author,
			'title'      => Search_Text::index_text( $title ),
			'body'       => Search_Text::index_text( $excerpt . ' ' . Search_Text::html_text( $post->post_content ) ),
			'vocabulary' => $words,
			'terms'      => array_values( array_unique( $terms ) ),
		);
	}
}
