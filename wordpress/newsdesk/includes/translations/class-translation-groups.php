<?php
/**
 * Newsdesk: the Translation_Groups class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Translations;

use Newsdesk\Languages;

defined( 'ABSPATH' ) || exit;

/**
 * The translation groups of posts, pages and categories, as Polylang stores
 * them: a post's group is its term of the taxonomy `post_translations`, a
 * category's its term of `term_translations` (whose objects are term ids), each
 * term's description the serialized array language code => id. With Polylang
 * active, Polylang is asked (pll_get_post_translations(),
 * pll_get_term_translations()).
 *
 * Reads a whole page at a time: the relationships WordPress cached (a WP_Query
 * primes `post_translations` with a post's other terms), and one query for all
 * those it did not. A failed query is noted by wpdb, and the answer then fails
 * (Database_Errors): a group is never read as "none" because the database erred.
 */
final class Translation_Groups {
	/**
	 * A post's or page's group, language code => post id; empty when it is in none.
	 *
	 * @param int $post_id A post or page.
	 * @return array<string, int>
	 */
	public static function post_group( int $post_id ): array {
		return self::post_groups( array( $post_id ) )[ $post_id ] ?? array();
	}

	/**
	 * The groups of posts or pages, by post id (each id given has an entry, empty when in no group).
	 *
	 * @param int[] $ids Posts or pages.
	 * @return array<int, array<string, int>>
	 */
	public static function post_groups( array $ids ): array {
		$ids = self::ids( $ids );
		if ( Languages::polylang_active() && function_exists( 'pll_get_post_translations' ) ) {
			$groups = array();
			foreach ( $ids as $id ) {
				$groups[ $id ] = self::clean( (array) pll_get_post_translations( $id ) );
			}
			return $groups;
		}
		return self::groups( $ids, 'post_translations' );
	}

	/**
	 * A category's group, language code => term id; empty when it is in none.
	 *
	 * @param int $term_id A category.
	 * @return array<string, int>
	 */
	public static function term_group( int $term_id ): array {
		return self::term_groups( array( $term_id ) )[ $term_id ] ?? array();
	}

	/**
	 * The groups of categories, by term id (each id given has an entry, empty when in no group).
	 *
	 * @param int[] $ids Categories.
	 * @return array<int, array<string, int>>
	 */
	public static function term_groups( array $ids ): array {
		$ids = self::ids( $ids );
		if ( Languages::polylang_active() && function_exists( 'pll_get_term_translations' ) ) {
			$groups = array();
			foreach ( $ids as $id ) {
				$groups[ $id ] = self::clean( (array) pll_get_term_translations( $id ) );
			}
			return $groups;
		}
		return self::groups( $ids, 'term_translations' );
	}

	/**
	 * The groups of objects in one of the two taxonomies: from the relationships
	 * WordPress cached, and one query for the objects it has not.
	 *
	 * @param int[]  $ids      Object ids (posts, or terms).
	 * @param string $taxonomy `post_translations` or `term_translations`.
	 * @return array<int, array<string, int>>
	 */
	private static function groups( array $ids, string $taxonomy ): array {
		$terms   = array();
		$missing = array();
		foreach ( $ids as $id ) {
			$cached = taxonomy_exists( $taxonomy ) ? get_object_term_cache( $id, $taxonomy ) : array();
			if ( false === $cached ) {
				$missing[] = $id;
			}
			$terms[ $id ] = is_array( $cached ) ? $cached : array();
		}
		if ( array() !== $missing ) {
			// In the order update_object_term_cache() keeps (by name): the first term is the group, as Polylang reads it.
			$found = wp_get_object_terms(
				$missing,
				$taxonomy,
				array(
					'fields'                 => 'all_with_object_id',
					'orderby'                => 'name',
					'update_term_meta_cache' => false,
				)
			);
			foreach ( is_array( $found ) ? $found : array() as $term ) {
				$terms[ (int) $term->object_id ][] = $term;
			}
		}
		$groups = array();
		foreach ( $terms as $id => $of_object ) {
			$first         = reset( $of_object );
			$groups[ $id ] = $first instanceof \WP_Term ? self::unserialized( $first->description ) : array();
		}
		return $groups;
	}

	/**
	 * A group from a term's description: Polylang's serialized array, read as
	 * maybe_unserialize() does (silently) but never building an object.
	 *
	 * @param string $description The term's description.
	 * @return array<string, int>
	 */
	public static function unserialized( string $description ): array {
		if ( ! is_serialized( $description ) ) {
			return array();
		}
		// phpcs:ignore -- Polylang's format, read as maybe_unserialize() does (silently) but never building an object.
		$group = @unserialize( trim( $description ), array( 'allowed_classes' => false ) );
		return is_array( $group ) ? self::clean( $group ) : array();
	}

	/**
	 * A group with only language codes as keys and positive ids as values.
	 *
	 * @param array $group A group as stored.
	 * @return array<string, int>
	 */
	private static function clean( array $group ): array {
		$clean = array();
		foreach ( $group as $code => $id ) {
			if ( Languages::is_language( $code ) && is_numeric( $id ) && (int) $id > 0 ) {
				$clean[ $code ] = (int) $id;
			}
		}
		return $clean;
	}

	/**
	 * Positive ids, each once.
	 *
	 * @param array $ids Ids.
	 * @return int[]
	 */
	private static function ids( array $ids ): array {
		return array_values( array_unique( array_filter( array_map( 'intval', $ids ), static fn( $id ) => $id > 0 ) ) );
	}
}
