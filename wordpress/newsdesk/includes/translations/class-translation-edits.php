<?php
/**
 * Newsdesk: the Translation_Edits class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Translations;

use Newsdesk\Languages;

defined( 'ABSPATH' ) || exit;

/**
 * What an editor's form asks of a group, applied to the group as stored: the
 * post edit screen's "Translations" box and the category screens send the
 * lines the editor changed (language => id, 0 to unlink), and only those
 * change the group; a line nobody touched keeps what is stored now, even if the
 * screen was opened before someone else changed it. A post (or category)
 * linked here brings its own group along when that group fits (none of its
 * languages taken by another member): linking one version links them all.
 * The group is then written by Translation_Links, only when it differs from
 * the stored one.
 */
final class Translation_Edits {
	/**
	 * Applies the changed lines to an object's group and stores the result.
	 *
	 * @param string             $taxonomy  Translation_Links::POST_GROUPS or ::TERM_GROUPS.
	 * @param int                $object_id The post or category whose form was saved.
	 * @param string             $lang      Its language ('' for a category whose language is not set).
	 * @param array<string, int> $changes   Language => id, 0 to unlink.
	 * @return true|\WP_Error Why nothing was changed.
	 */
	public static function apply( string $taxonomy, int $object_id, string $lang, array $changes ) {
		$posts  = Translation_Links::POST_GROUPS === $taxonomy;
		$stored = self::group( $taxonomy, $object_id );
		// A member deleted since drops out.
		$group = Translation_Links::existing( $taxonomy, array_diff( $stored, array( $object_id ) ) );
		foreach ( $changes as $code => $id ) {
			if ( $id > 0 ) {
				$group[ $code ] = $id;
			} else {
				unset( $group[ $code ] );
			}
		}
		foreach ( $changes as $code => $id ) {
			if ( $id > 0 ) {
				$group = self::joined( $group, self::group( $taxonomy, $id ), $object_id, $lang, $changes );
			}
		}
		if ( '' === $lang ) {
			return $group ? new \WP_Error( 'newsdesk_translation_no_language', __( 'Choose the language of this category to link its translations.', 'newsdesk' ) ) : Translation_Links::unlink_term( $object_id );
		}
		if ( isset( $group[ $lang ] ) ) {
			$name = Languages::names()[ $lang ];
			return new \WP_Error(
				'newsdesk_translation_twice',
				$posts
					/* translators: 1: a language, 2: a post id. */
					? sprintf( __( 'A group holds one post per language: this post and post %2$d are both in %1$s.', 'newsdesk' ), $name, $group[ $lang ] )
					/* translators: 1: a language, 2: a category id. */
					: sprintf( __( 'A group holds one category per language: this category and category %2$d are both in %1$s.', 'newsdesk' ), $name, $group[ $lang ] )
			);
		}
		$group[ $lang ] = $object_id;
		ksort( $group );
		ksort( $stored );
		if ( $group === $stored || ( ! $stored && 1 === count( $group ) ) ) {
			return true;
		}
		if ( 1 === count( $group ) ) {
			return $posts ? Translation_Links::unlink_post( $object_id ) : Translation_Links::unlink_term( $object_id );
		}
		return $posts ? Translation_Links::link_posts( $group ) : Translation_Links::link_terms( $group );
	}

	/**
	 * The group with the other members of a linked object's group, when they
	 * fit: none in a language the group already holds or in the object's own
	 * (then only the linked object moves). A line the editor changed wins.
	 *
	 * @param array<string, int> $group     The group being made (without the object itself).
	 * @param array<string, int> $theirs    The linked object's group as stored.
	 * @param int                $object_id The object whose form was saved.
	 * @param string             $lang      Its language.
	 * @param array<string, int> $changes   The lines the editor changed.
	 * @return array<string, int>
	 */
	private static function joined( array $group, array $theirs, int $object_id, string $lang, array $changes ): array {
		$joining = array();
		foreach ( $theirs as $code => $id ) {
			// In already, or a line the editor chose: that line wins.
			if ( $id === $object_id || in_array( $id, $group, true ) || isset( $changes[ $code ] ) ) {
				continue;
			}
			// Another version in a language taken here: only the linked one moves.
			if ( $code === $lang || isset( $group[ $code ] ) ) {
				return $group;
			}
			$joining[ $code ] = $id;
		}
		return $group + $joining;
	}

	/**
	 * An object's group as stored.
	 *
	 * @param string $taxonomy  The taxonomy.
	 * @param int    $object_id A post or category.
	 * @return array<string, int>
	 */
	private static function group( string $taxonomy, int $object_id ): array {
		return Translation_Links::POST_GROUPS === $taxonomy ? Translation_Groups::post_group( $object_id ) : Translation_Groups::term_group( $object_id );
	}
}
