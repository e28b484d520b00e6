<?php
/**
 * Newsdesk: the Placement class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Content;

defined( 'ABSPATH' ) || exit;

/**
 * Where a post sits (README "Where a post sits") and the paths Newsdesk gives
 * articles, pages and categories.
 */
final class Placement {
	/**
	 * Every category by id, in the menu's order (Category_Order), read with
	 * one query per request and one for their meta (WordPress caches the list), so
	 * walking up to an ancestor never costs a query.
	 *
	 * @return array<int, WP_Term>
	 */
	public static function categories_by_id(): array {
		static $by_id = array();
		$changed      = wp_cache_get_last_changed( 'terms' );
		if ( ! isset( $by_id[ $changed ] ) ) {
			// Their meta too (one query): the menu's order is kept there.
			$terms = get_terms(
				array(
					'taxonomy'   => 'category',
					'hide_empty' => false,
				)
			);
			$map   = array();
			foreach ( Category_Order::sort_categories( is_array( $terms ) ? $terms : array() ) as $term ) {
				$map[ $term->term_id ] = $term;
			}
			$by_id = array( $changed => $map );
		}
		return $by_id[ $changed ];
	}

	/**
	 * A category and its ancestors, itself first, the top-level one last.
	 *
	 * @param int                  $term_id    A category.
	 * @param array<int, WP_Term>  $categories Every category by id.
	 * @return int[]
	 */
	public static function term_lineage( int $term_id, array $categories ): array {
		$lineage = array();
		// The bound guards against a parent loop in broken data.
		while ( isset( $categories[ $term_id ] ) && ! in_array( $term_id, $lineage, true ) && count( $lineage ) < 50 ) {
			$lineage[] = $term_id;
			$term_id   = (int) $categories[ $term_id ]->parent;
		}
		return $lineage;
	}

	/**
	 * The section (top-level category) and subcategory (level 1) a category
	 * belongs to: a grandchild counts as its level-1 ancestor.
	 *
	 * @param WP_Term $term A category.
	 * @return array{parent: ?WP_Term, sub: ?WP_Term}
	 */
	public static function category_placement( \WP_Term $term ): array {
		$categories = self::categories_by_id();
		$lineage    = self::term_lineage( $term->term_id, $categories );
		$count      = count( $lineage );
		if ( 0 === $count ) {
			return array(
				'parent' => null,
				'sub'    => null,
			);
		}
		return array(
			'parent' => $categories[ $lineage[ $count - 1 ] ],
			'sub'    => $count > 1 ? $categories[ $lineage[ $count - 2 ] ] : null,
		);
	}

	/**
	 * Where a post sits: its deepest category (the lowest id among equals) gives
	 * the subcategory (its level-1 ancestor, or itself) and the section (its
	 * top-level ancestor). Reads the term cache a WP_Query primed.
	 *
	 * @param int $post_id A post.
	 * @return array{parent: ?WP_Term, sub: ?WP_Term}
	 */
	public static function post_placement( int $post_id ): array {
		$terms      = get_the_terms( $post_id, 'category' );
		$categories = self::categories_by_id();
		$deepest    = null;
		$depth      = -1;
		foreach ( is_array( $terms ) ? $terms : array() as $term ) {
			$term_depth = count( self::term_lineage( $term->term_id, $categories ) );
			if ( $term_depth > $depth || ( $term_depth === $depth && $term->term_id < $deepest->term_id ) ) {
				$deepest = $term;
				$depth   = $term_depth;
			}
		}
		if ( null === $deepest || $depth < 1 ) {
			return array(
				'parent' => null,
				'sub'    => null,
			);
		}
		return self::category_placement( $deepest );
	}

	/**
	 * A slug as text. WordPress keeps a slug with letters beyond ASCII
	 * percent-encoded (`sanitize_title`: `%d1%80%d0%be`); Newsdesk reads slugs as
	 * text, as its router decodes them, and encodes them itself in its URLs.
	 *
	 * @param string $stored A slug as WordPress stores it.
	 */
	public static function slug_text( string $stored ): string {
		return rawurldecode( $stored );
	}

	/**
	 * A slug as Newsdesk writes it in a URL and in a purge tag: the text
	 * percent-encoded as JavaScript's encodeURIComponent does (upper-case hex), so
	 * a path or tag from here is the very string Newsdesk keys its caches by.
	 *
	 * @param string $stored A slug as WordPress stores it.
	 */
	public static function slug_in_url( string $stored ): string {
		return rawurlencode( self::slug_text( $stored ) );
	}

	/**
	 * An article's path: /{lang}/{section}/{subcategory}/{slug}, or
	 * /{lang}/article/{slug} without a subcategory.
	 *
	 * @param string       $lang   A language code.
	 * @param string       $slug   The post's slug, as WordPress stores it.
	 * @param WP_Term|null $parent Its section.
	 * @param WP_Term|null $sub    Its subcategory.
	 */
	public static function article_path( string $lang, string $slug, ?\WP_Term $parent, ?\WP_Term $sub ): string {
		if ( null !== $parent && null !== $sub ) {
			return '/' . $lang . '/' . self::slug_in_url( $parent->slug ) . '/' . self::slug_in_url( $sub->slug ) . '/' . self::slug_in_url( $slug );
		}
		return '/' . $lang . '/article/' . self::slug_in_url( $slug );
	}

	/**
	 * A static page's path: /{lang}/{slug}.
	 *
	 * @param string $lang A language code.
	 * @param string $slug The page's slug.
	 */
	public static function page_path( string $lang, string $slug ): string {
		return '/' . $lang . '/' . self::slug_in_url( $slug );
	}

	/**
	 * A category's path: /{lang}/{slug} for a section, /{lang}/{section}/{slug}
	 * for a subcategory. A deeper category has no page of its own: its posts are
	 * listed on its level-1 ancestor's, whose path it gets.
	 *
	 * @param string  $lang A language code.
	 * @param WP_Term $term A category.
	 */
	public static function category_path( string $lang, \WP_Term $term ): string {
		$placement = self::category_placement( $term );
		if ( null === $placement['parent'] ) {
			return '/' . $lang . '/' . self::slug_in_url( $term->slug );
		}
		if ( null === $placement['sub'] ) {
			return '/' . $lang . '/' . self::slug_in_url( $placement['parent']->slug );
		}
		return '/' . $lang . '/' . self::slug_in_url( $placement['parent']->slug ) . '/' . self::slug_in_url( $placement['sub']->slug );
	}
}
