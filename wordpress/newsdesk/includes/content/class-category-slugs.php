<?php
/**
 * Newsdesk: the Category_Slugs class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Content;

use Newsdesk\Languages;

defined( 'ABSPATH' ) || exit;

/**
 * Category slugs Newsdesk's addresses cannot reach. Newsdesk reads
 * /{lang}/search as the search, /{lang}/article/{slug} as an article,
 * /{lang}/_preview/{id} as a preview, and a language's latest-posts, about and
 * terms slugs as those pages before any category: a category with one of these
 * slugs would be a menu link that leads elsewhere. WordPress gives such a
 * category the next free slug instead (`search-2`), as it does for a slug
 * already taken.
 */
final class Category_Slugs {
	/**
	 * Hooks this class into WordPress (called once, from Plugin::boot()).
	 */
	public static function register(): void {
		add_filter( 'wp_insert_term_data', array( self::class, 'on_insert' ), 10, 2 );
		add_filter( 'wp_update_term_data', array( self::class, 'on_update' ), 10, 3 );
	}

	/**
	 * The slugs a category may not have: Newsdesk's own path words, and each
	 * language's latest-posts, about and terms slugs (the spec's table).
	 *
	 * @return string[]
	 */
	public static function reserved(): array {
		$reserved = array_merge(
			array( 'search', 'article', '_preview' ),
			array_values( Languages::slugs( 'latestPosts' ) ),
			array_values( Languages::slugs( 'about' ) ),
			array_values( Languages::slugs( 'terms' ) )
		);
		/**
		 * Filters the slugs no category may take (a site whose Newsdesk has other localized slugs).
		 *
		 * @param string[] $reserved The slugs.
		 */
		return (array) apply_filters( 'newsdesk_reserved_category_slugs', $reserved );
	}

	/**
	 * A free slug for a category: the one asked for, unless it is reserved; then
	 * the first of `{slug}-2`, `{slug}-3`... that no category has.
	 *
	 * @param string $slug    The slug WordPress is about to save.
	 * @param int    $term_id The category's own id (0 for a new one).
	 */
	public static function free( string $slug, int $term_id ): string {
		if ( ! in_array( $slug, self::reserved(), true ) ) {
			return $slug;
		}
		for ( $n = 2; ; ++$n ) {
			$candidate = $slug . '-' . $n;
			$taken     = get_term_by( 'slug', $candidate, 'category' );
			if ( ! $taken instanceof \WP_Term || $taken->term_id === $term_id ) {
				return $candidate;
			}
		}
	}

	/**
	 * A new category's slug.
	 *
	 * @param array  $data     The term's fields about to be inserted.
	 * @param string $taxonomy Its taxonomy.
	 */
	public static function on_insert( $data, $taxonomy ) {
		if ( 'category' === $taxonomy && is_array( $data ) && isset( $data['slug'] ) ) {
			$data['slug'] = self::free( (string) $data['slug'], 0 );
		}
		return $data;
	}

	/**
	 * An edited category's slug.
	 *
	 * @param array  $data     The term's fields about to be saved.
	 * @param int    $term_id  The category.
	 * @param string $taxonomy Its taxonomy.
	 */
	public static function on_update( $data, $term_id, $taxonomy ) {
		if ( 'category' === $taxonomy && is_array( $data ) && isset( $data['slug'] ) ) {
			$data['slug'] = self::free( (string) $data['slug'], (int) $term_id );
		}
		return $data;
	}
}
