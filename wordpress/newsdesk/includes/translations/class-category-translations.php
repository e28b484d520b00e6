<?php
/**
 * Newsdesk: the Category_Translations class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Translations;

use Newsdesk\Content\Category_Shape;
use Newsdesk\Content\Placement;
use Newsdesk\Languages;

defined( 'ABSPATH' ) || exit;

/**
 * A category's translations as get-categories sends them (`translations` of
 * each section and subcategory): itself and each member of its
 * `term_translations` group that is a section or subcategory shown in its
 * key's language, in Newsdesk's language order, each {lang, slug, permalink}.
 * The groups of a whole tree are read with one query (Translation_Groups).
 */
final class Category_Translations {
	/**
	 * A category's translations, itself included, in Newsdesk's language order.
	 * Without Polylang, one category may be shown in several languages: a group
	 * may then name it under another language, where it counts as any member.
	 *
	 * @param WP_Term $term   A category, shown in $lang.
	 * @param string  $lang   The language of the tree.
	 * @param array   $group  Its group: language code => term id (Translation_Groups::term_groups()).
	 * @param array   $counts Post_Queries::category_post_counts().
	 * @return array<int, array{lang: string, slug: string, permalink: string}>
	 */
	public static function of_category( \WP_Term $term, string $lang, array $group, array $counts ): array {
		$categories = Placement::categories_by_id();
		$members    = array( $lang => $term );
		foreach ( $group as $code => $id ) {
			if ( isset( $members[ $code ] ) ) {
				continue;
			}
			$member = $categories[ $id ] ?? null;
			if ( $member instanceof \WP_Term && self::addressable( $member, $categories ) && Category_Shape::in_language( $member, $code, $counts ) ) {
				$members[ $code ] = $member;
			}
		}
		$entries = array();
		foreach ( Languages::codes() as $code ) {
			if ( isset( $members[ $code ] ) ) {
				$entries[] = array(
					'lang'      => $code,
					'slug'      => Placement::slug_text( $members[ $code ]->slug ),
					'permalink' => Placement::category_path( $code, $members[ $code ] ),
				);
			}
		}
		return $entries;
	}

	/**
	 * Whether a category has a page of its own on Newsdesk: a section or a
	 * subcategory (a deeper one is listed on its subcategory's page).
	 *
	 * @param WP_Term             $term       A category.
	 * @param array<int, WP_Term> $categories Every category by id.
	 */
	private static function addressable( \WP_Term $term, array $categories ): bool {
		$depth = count( Placement::term_lineage( $term->term_id, $categories ) );
		return $depth >= 1 && $depth <= 2;
	}
}
