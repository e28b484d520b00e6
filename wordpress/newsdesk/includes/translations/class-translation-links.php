<?php
/**
 * Newsdesk: the Translation_Links class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Translations;

use Newsdesk\Languages;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Links posts, and categories, to their translations in Polylang's own data
 * model, so that a site which installs Polylang later reads the same groups:
 * one term of `post_translations` (of `term_translations` for categories) per
 * group, named `pll_…` as Polylang names them, whose description is the
 * serialized array language => id, assigned to every member of the group.
 * Data only: the screens are Translation_Panel and Category_Translation_Fields.
 *
 * An object is in one group at most. Linking it takes it out of its previous
 * group, whose other members stay linked to one another while two or more
 * remain; a group left with fewer than two is deleted. After every change the
 * ids of every member of the groups before and after are announced
 * (`newsdesk_translations_linked`, `newsdesk_category_translations_linked`).
 */
final class Translation_Links {
	/** Polylang's taxonomy of the posts' groups. */
	const POST_GROUPS = 'post_translations';

	/** Polylang's taxonomy of the categories' groups (its objects are term ids). */
	const TERM_GROUPS = 'term_translations';

	/**
	 * Makes these posts one group of translations, exactly: every post in the
	 * language of its key, each a post (not a page), none twice. One post alone
	 * is unlinked.
	 *
	 * @param array<string, int> $group Language code => post id: the whole group.
	 * @return true|WP_Error Why nothing was changed.
	 */
	public static function link_posts( array $group ) {
		$group = self::clean( $group );
		if ( is_wp_error( $group ) ) {
			return $group;
		}
		$names = Languages::names();
		foreach ( $group as $lang => $post_id ) {
			$post = get_post( $post_id );
			if ( ! $post instanceof \WP_Post || 'auto-draft' === $post->post_status ) {
				/* translators: %d: a post id. */
				return new WP_Error( 'newsdesk_translation_unknown', sprintf( __( 'There is no post %d.', 'newsdesk' ), $post_id ) );
			}
			if ( 'post' !== $post->post_type ) {
				/* translators: %d: a post id. */
				return new WP_Error( 'newsdesk_translation_not_post', sprintf( __( '%d is not a post: only posts are linked here.', 'newsdesk' ), $post_id ) );
			}
			$actual = Languages::of_post( $post_id );
			if ( $actual !== $lang ) {
				$title = html_entity_decode( wp_strip_all_tags( get_the_title( $post ) ), ENT_QUOTES, 'UTF-8' );
				/* translators: 1: a post's title, 2: its language, 3: the language it was given as. */
				return new WP_Error( 'newsdesk_translation_language', sprintf( __( '“%1$s” is in %2$s, not in %3$s.', 'newsdesk' ), $title, $names[ $actual ], $names[ $lang ] ) );
			}
		}
		return self::link( self::POST_GROUPS, $group );
	}

	/**
	 * Takes one post out of its group of translations.
	 *
	 * @param int $post_id The post.
	 * @return true|WP_Error
	 */
	public static function unlink_post( int $post_id ) {
		return self::unlink( self::POST_GROUPS, $post_id );
	}

	/**
	 * Makes these categories one group of translations, exactly: each category
	 * belongs to the language of its key (without Polylang, that key is where a
	 * category's language is kept). One category alone is unlinked.
	 *
	 * @param array<string, int> $group Language code => category term id: the whole group.
	 * @return true|WP_Error Why nothing was changed.
	 */
	public static function link_terms( array $group ) {
		if ( ! taxonomy_exists( self::TERM_GROUPS ) ) {
			return new WP_Error( 'newsdesk_translation_taxonomy', __( 'Categories cannot be linked: the taxonomy term_translations is not registered.', 'newsdesk' ) );
		}
		$group = self::clean( $group );
		if ( is_wp_error( $group ) ) {
			return $group;
		}
		foreach ( $group as $term_id ) {
			if ( ! get_term( $term_id, 'category' ) instanceof \WP_Term ) {
				/* translators: %d: a term id. */
				return new WP_Error( 'newsdesk_translation_unknown', sprintf( __( 'There is no category %d.', 'newsdesk' ), $term_id ) );
			}
		}
		return self::link( self::TERM_GROUPS, $group );
	}

	/**
	 * Takes one category out of its group of translations.
	 *
	 * @param int $term_id The category.
	 * @return true|WP_Error
	 */
	public static function unlink_term( int $term_id ) {
		return taxonomy_exists( self::TERM_GROUPS ) ? self::unlink( self::TERM_GROUPS, $term_id ) : true;
	}

	/**
	 * The group asked for, checked: language codes as keys, positive ids, none
	 * twice; sorted by code, as groups are compared.
	 *
	 * @param array $group Language code => id.
	 * @return array<string, int>|WP_Error
	 */
	private static function clean( array $group ) {
		$clean = array();
		foreach ( $group as $lang => $id ) {
			if ( ! Languages::is_language( $lang ) ) {
				/* translators: %s: what was given as a language code. */
				return new WP_Error( 'newsdesk_translation_invalid_language', sprintf( __( '%s is not a language of this site.', 'newsdesk' ), (string) $lang ) );
			}
			$id = is_int( $id ) || ( is_string( $id ) && ctype_digit( $id ) ) ? (int) $id : 0;
			if ( $id <= 0 ) {
				/* translators: %s: a language code. */
				return new WP_Error( 'newsdesk_translation_unknown', sprintf( __( 'The translation in %s is no valid id.', 'newsdesk' ), $lang ) );
			}
			$twice = array_search( $id, $clean, true );
			if ( false !== $twice ) {
				$names = Languages::names();
				/* translators: 1: an id, 2 and 3: two languages. */
				return new WP_Error( 'newsdesk_translation_duplicate', sprintf( __( '%1$d is given in %2$s and in %3$s: one item has one language.', 'newsdesk' ), $id, $names[ $twice ], $names[ $lang ] ) );
			}
			$clean[ $lang ] = $id;
		}
		ksort( $clean );
		return $clean;
	}

	/**
	 * Writes a checked group: out of their previous groups, into one term.
	 *
	 * @param string             $taxonomy self::POST_GROUPS or self::TERM_GROUPS.
	 * @param array<string, int> $group    Language code => id.
	 * @return true|WP_Error
	 */
	private static function link( string $taxonomy, array $group ) {
		if ( count( $group ) < 2 ) {
			return array() === $group ? true : self::unlink( $taxonomy, (int) reset( $group ) );
		}
		$previous = array();
		$assigned = 0;
		foreach ( $group as $id ) {
			$term = self::group_term( $taxonomy, $id );
			if ( $term ) {
				$previous[ $term->term_id ] = self::existing( $taxonomy, Translation_Groups::unserialized( $term->description ) );
				++$assigned;
			}
		}
		$current = (array) reset( $previous );
		ksort( $current );
		if ( count( $group ) === $assigned && 1 === count( $previous ) && $current === $group ) {
			return true;
		}
		// Written into: a previous group that leaves out one member at most (it leaves), the one sharing most; else a new one.
		$target = 0;
		$shared = 0;
		foreach ( $previous as $term_id => $members ) {
			$left = array_diff( $members, $group );
			if ( count( $left ) < 2 && count( $members ) - count( $left ) > $shared ) {
				$target = $term_id;
				$shared = count( $members ) - count( $left );
			}
		}
		$touched = array_values( $group );
		foreach ( $previous as $term_id => $members ) {
			$touched = array_merge( $touched, array_values( $members ) );
			$left    = array_diff( $members, $group );
			if ( $term_id === $target ) {
				foreach ( $left as $left_id ) {
					wp_remove_object_terms( $left_id, $term_id, $taxonomy );
				}
			} elseif ( count( $left ) < 2 ) {
				wp_delete_term( $term_id, $taxonomy );
			} else {
				self::write( $taxonomy, $term_id, $left );
			}
		}
		$written = $target ? self::write( $taxonomy, $target, $group ) : self::create( $taxonomy, $group );
		if ( is_wp_error( $written ) ) {
			return $written;
		}
		foreach ( $group as $id ) {
			wp_set_object_terms( $id, $written, $taxonomy );
		}
		self::announce( $taxonomy, $touched );
		return true;
	}

	/**
	 * Takes one object out of its group; the group goes when one member is left.
	 *
	 * @param string $taxonomy  self::POST_GROUPS or self::TERM_GROUPS.
	 * @param int    $object_id The post or category.
	 * @return true|WP_Error
	 */
	private static function unlink( string $taxonomy, int $object_id ) {
		$term = self::group_term( $taxonomy, $object_id );
		if ( ! $term ) {
			return true;
		}
		$members = self::existing( $taxonomy, Translation_Groups::unserialized( $term->description ) );
		$left    = array_diff( $members, array( $object_id ) );
		if ( count( $left ) < 2 ) {
			wp_delete_term( $term->term_id, $taxonomy );
		} else {
			$written = self::write( $taxonomy, $term->term_id, $left );
			if ( is_wp_error( $written ) ) {
				return $written;
			}
			wp_remove_object_terms( $object_id, $term->term_id, $taxonomy );
		}
		self::announce( $taxonomy, array_merge( array_values( $members ), array( $object_id ) ) );
		return true;
	}

	/**
	 * The members of a group that still exist: WordPress removes a deleted
	 * post's (category's) term, not its line in the group's description.
	 *
	 * @param string             $taxonomy self::POST_GROUPS or self::TERM_GROUPS.
	 * @param array<string, int> $group    Language code => id.
	 * @return array<string, int>
	 */
	public static function existing( string $taxonomy, array $group ): array {
		$posts = self::POST_GROUPS === $taxonomy;
		return array_filter( $group, static fn( int $id ): bool => $posts ? get_post( $id ) instanceof \WP_Post : get_term( $id, 'category' ) instanceof \WP_Term );
	}

	/**
	 * The group term an object is assigned (from the object term cache for posts).
	 *
	 * @param string $taxonomy  self::POST_GROUPS or self::TERM_GROUPS.
	 * @param int    $object_id The post or category.
	 */
	private static function group_term( string $taxonomy, int $object_id ): ?\WP_Term {
		$terms = self::POST_GROUPS === $taxonomy ? get_the_terms( $object_id, $taxonomy ) : wp_get_object_terms( $object_id, $taxonomy );
		return is_array( $terms ) && isset( $terms[0] ) && $terms[0] instanceof \WP_Term ? $terms[0] : null;
	}

	/**
	 * Rewrites a group term's description.
	 *
	 * @param string             $taxonomy The taxonomy.
	 * @param int                $term_id  The group term.
	 * @param array<string, int> $group    Language code => id.
	 * @return int|WP_Error The term id.
	 */
	private static function write( string $taxonomy, int $term_id, array $group ) {
		// phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize -- Polylang's format.
		$updated = wp_update_term( $term_id, $taxonomy, wp_slash( array( 'description' => serialize( $group ) ) ) );
		return is_wp_error( $updated ) ? $updated : (int) $updated['term_id'];
	}

	/**
	 * A new group term, named as Polylang names them (`pll_` and a unique id).
	 *
	 * @param string             $taxonomy The taxonomy.
	 * @param array<string, int> $group    Language code => id.
	 * @return int|WP_Error The term id.
	 */
	private static function create( string $taxonomy, array $group ) {
		$name = uniqid( 'pll_' );
		// phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize -- Polylang's format.
		$inserted = wp_insert_term( $name, $taxonomy, wp_slash( array( 'slug' => $name, 'description' => serialize( $group ) ) ) );
		return is_wp_error( $inserted ) ? $inserted : (int) $inserted['term_id'];
	}

	/**
	 * Tells the listeners (the purge) every id whose group changed.
	 *
	 * @param string $taxonomy The taxonomy.
	 * @param int[]  $ids      The members of the groups before and after.
	 */
	private static function announce( string $taxonomy, array $ids ): void {
		$ids = array_values( array_unique( array_map( 'intval', $ids ) ) );
		sort( $ids );
		// Posts (categories) whose translations changed: every member of the groups before and after, by id.
		do_action( self::POST_GROUPS === $taxonomy ? 'newsdesk_translations_linked' : 'newsdesk_category_translations_linked', $ids );
	}
}
