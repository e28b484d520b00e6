<?php
/**
 * Newsdesk: the Category_Shape class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Content;

use Newsdesk\Languages;
use Newsdesk\Object_Cache;
use Newsdesk\Queries\Post_Queries;
use Newsdesk\Translations\Category_Translations;
use Newsdesk\Translations\Translation_Groups;

defined( 'ABSPATH' ) || exit;

/**
 * The category tree of a language as get-categories answers it: sections with
 * their subcategories (deeper categories are not addressable by Newsdesk).
 */
final class Category_Shape {
	/**
	 * The sections of a language with their direct children, each
	 * {id, name, slug, description, count, link, parent, children, translations}.
	 * Cached until a post or a term changes.
	 *
	 * @param string $lang A language code.
	 */
	public static function tree( string $lang ): array {
		return Object_Cache::remember(
			'category-tree',
			array( $lang ),
			static function () use ( $lang ) {
				$categories = Placement::categories_by_id();
				$counts     = Post_Queries::category_post_counts();
				// Every category's translation group, in one query.
				$groups   = Translation_Groups::term_groups( array_keys( $categories ) );
				$children = array();
				foreach ( $categories as $term ) {
					if ( $term->parent > 0 && self::in_language( $term, $lang, $counts ) ) {
						$children[ $term->parent ][] = self::node( $term, $lang, $counts, array(), $groups[ $term->term_id ] ?? array() );
					}
				}
				$tree = array();
				foreach ( $categories as $term ) {
					if ( 0 === (int) $term->parent && self::in_language( $term, $lang, $counts ) ) {
						$tree[] = self::node( $term, $lang, $counts, $children[ $term->term_id ] ?? array(), $groups[ $term->term_id ] ?? array() );
					}
				}
				/**
				 * Filters a language's category tree (in the menu's order: `newsdesk_order`, then name).
				 *
				 * @param array  $tree The sections with their children.
				 * @param string $lang The language.
				 */
				return apply_filters( 'newsdesk_category_tree', $tree, $lang );
			}
		);
	}

	/**
	 * A section or subcategory of a language's tree by its slug.
	 *
	 * @param string $lang A language code.
	 * @param string $slug A category slug.
	 * @return array|null The node (with its children), or null when the language has no such category.
	 */
	public static function node_by_slug( string $lang, string $slug ): ?array {
		$slug = Placement::slug_text( $slug );
		foreach ( self::tree( $lang ) as $section ) {
			if ( $section['slug'] === $slug ) {
				return $section;
			}
			foreach ( $section['children'] as $child ) {
				if ( $child['slug'] === $slug ) {
					return $child;
				}
			}
		}
		return null;
	}

	/**
	 * Whether a language's menu shows a category: Polylang's language of the term,
	 * else a published post of the language in it or below it.
	 *
	 * @param WP_Term $term   A category.
	 * @param string  $lang   A language code.
	 * @param array   $counts Post_Queries::category_post_counts().
	 */
	public static function in_language( \WP_Term $term, string $lang, array $counts ): bool {
		if ( Languages::polylang_active() ) {
			return pll_get_term_language( $term->term_id, 'slug' ) === $lang;
		}
		return ! empty( $counts[ $term->term_id ][ $lang ] );
	}

	/**
	 * One node of the tree.
	 *
	 * @param WP_Term $term     A category.
	 * @param string  $lang     A language code.
	 * @param array   $counts   Post_Queries::category_post_counts().
	 * @param array   $children Its nodes below.
	 * @param array   $group    Its translation group: language code => term id (Translation_Groups::term_groups()).
	 */
	public static function node( \WP_Term $term, string $lang, array $counts, array $children, array $group ): array {
		return array(
			'id'           => $term->term_id,
			'name'         => $term->name,
			'slug'         => Placement::slug_text( $term->slug ),
			'description'  => $term->description,
			'count'        => (int) ( $counts[ $term->term_id ][ $lang ] ?? 0 ),
			'link'         => Placement::category_path( $lang, $term ),
			'parent'       => (int) $term->parent,
			'children'     => $children,
			'translations' => Category_Translations::of_category( $term, $lang, $group, $counts ),
		);
	}
}
