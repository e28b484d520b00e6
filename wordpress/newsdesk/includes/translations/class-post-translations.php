<?php
/**
 * Newsdesk: the Post_Translations class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Translations;

use Newsdesk\Content\Placement;
use Newsdesk\Content\Post_Shape;
use Newsdesk\Languages;
use Newsdesk\Rest\Database_Errors;

defined( 'ABSPATH' ) || exit;

/**
 * A post's translations as every answer carrying posts sends them
 * (`translations` of the contract's cards and full posts): itself and each
 * published translation without a password, of the same post type, in
 * Newsdesk's language order, each {lang, slug, permalink, date, id}.
 *
 * A page of cards costs a constant number of queries, whatever the number of
 * cards and translations: self::prime() reads the groups of all its posts at
 * once (Translation_Groups: the relationships the page's WP_Query cached), then
 * loads every translation in one _prime_post_caches(), with its language and
 * the categories of its address in one more query. Shaping one card then reads
 * caches only; a post nobody primed is primed alone.
 */
final class Post_Translations {
	/**
	 * The groups read in this request: post id => language code => post id.
	 *
	 * @var array<int, array<string, int>>
	 */
	private static array $groups = array();

	/**
	 * When self::$groups was read: WordPress's last changes of posts and terms.
	 *
	 * @var string
	 */
	private static string $stamp = '';

	/**
	 * Reads the groups of a page of posts and loads their translations, so that
	 * shaping each card costs no query.
	 *
	 * @param WP_Post[] $posts The posts about to be shaped.
	 */
	public static function prime( array $posts ): void {
		$stamp = wp_cache_get_last_changed( 'posts' ) . '|' . wp_cache_get_last_changed( 'terms' );
		if ( $stamp !== self::$stamp ) {
			// A post or a term changed since: what was read may be stale.
			self::$groups = array();
			self::$stamp  = $stamp;
		}
		$ids = array();
		foreach ( $posts as $post ) {
			if ( $post instanceof \WP_Post && ! isset( self::$groups[ $post->ID ] ) ) {
				$ids[] = (int) $post->ID;
			}
		}
		if ( array() === $ids ) {
			return;
		}
		$translations = array();
		foreach ( Translation_Groups::post_groups( $ids ) as $id => $group ) {
			self::$groups[ $id ] = $group;
			foreach ( $group as $translation ) {
				if ( $translation !== $id ) {
					$translations[ $translation ] = $translation;
				}
			}
		}
		if ( array() !== $translations ) {
			self::load( array_values( $translations ) );
		}
	}

	/**
	 * Loads translations with what their entries read: the posts WordPress does
	 * not hold yet (one query), the language and categories of those whose terms
	 * it does not hold (one query, from each post's own relationships: a page's
	 * translations may be a hundred posts, and a category's or a language's whole
	 * list is never read), then the terms it does not hold (a language or two).
	 * Their relationships are kept as update_object_term_cache() keeps them, but
	 * never from a query that failed (the answer then fails: Database_Errors).
	 *
	 * @param int[] $ids Posts.
	 */
	private static function load( array $ids ): void {
		global $wpdb;
		_prime_post_caches( $ids, false, false );
		$taxonomies = array_values( array_filter( array( 'category', 'language' ), 'taxonomy_exists' ) );
		$missing    = array();
		foreach ( $taxonomies as $taxonomy ) {
			foreach ( wp_cache_get_multiple( $ids, "{$taxonomy}_relationships" ) as $id => $cached ) {
				if ( false === $cached ) {
					$missing[ (int) $id ] = (int) $id;
				}
			}
		}
		if ( array() === $missing || array() === $taxonomies ) {
			return;
		}
		$mark = Database_Errors::mark();
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- placeholders built for the lists; the posts' key first (STRAIGHT_JOIN), whatever the optimizer guesses.
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT tr.object_id, tt.term_id, tt.taxonomy FROM {$wpdb->term_relationships} tr STRAIGHT_JOIN {$wpdb->term_taxonomy} tt ON tt.term_taxonomy_id = tr.term_taxonomy_id
				WHERE tr.object_id IN (" . implode( ',', array_fill( 0, count( $missing ), '%d' ) ) . ') AND tt.taxonomy IN (' . implode( ',', array_fill( 0, count( $taxonomies ), '%s' ) ) . ')',
				array_merge( array_values( $missing ), $taxonomies )
			)
		);
		// phpcs:enable
		if ( Database_Errors::failed_since( $mark ) ) {
			return;
		}
		$found    = array();
		$term_ids = array();
		foreach ( $rows as $row ) {
			$found[ $row->taxonomy ][ (int) $row->object_id ][] = (int) $row->term_id;
			$term_ids[ (int) $row->term_id ]                    = (int) $row->term_id;
		}
		foreach ( $taxonomies as $taxonomy ) {
			$relationships = array();
			foreach ( $missing as $id ) {
				$relationships[ $id ] = $found[ $taxonomy ][ $id ] ?? array();
			}
			wp_cache_add_multiple( $relationships, "{$taxonomy}_relationships" );
		}
		// The terms themselves, those WordPress does not hold (the categories it usually does: Placement).
		_prime_term_caches( array_values( $term_ids ), false );
	}

	/**
	 * A post's translations, itself included, in Newsdesk's language order. Works
	 * for any status of the post itself (a preview shapes drafts); its
	 * translations are named only when published and without a password.
	 *
	 * @param WP_Post $post A post.
	 * @param string  $lang The language it is served in.
	 * @return array<int, array{lang: string, slug: string, permalink: string, date: string, id: int}>
	 */
	public static function of_post( \WP_Post $post, string $lang ): array {
		self::prime( array( $post ) );
		// The post itself stands for its language: another post under that key is not named.
		$members = array( $lang => $post );
		foreach ( self::$groups[ $post->ID ] ?? array() as $code => $id ) {
			if ( isset( $members[ $code ] ) || $id === $post->ID ) {
				continue;
			}
			$translation = get_post( $id );
			if ( self::shown( $translation, $post->post_type ) && Languages::of_post( $id ) === $code ) {
				$members[ $code ] = $translation;
			}
		}
		$entries = array();
		foreach ( Languages::codes() as $code ) {
			if ( isset( $members[ $code ] ) ) {
				$entries[] = self::entry( $code, $members[ $code ] );
			}
		}
		return $entries;
	}

	/**
	 * Whether a translation may be named: a published post of the type, without a password.
	 *
	 * @param mixed  $translation What get_post() found.
	 * @param string $post_type   The type of the post it translates.
	 */
	private static function shown( $translation, string $post_type ): bool {
		return $translation instanceof \WP_Post
			&& 'publish' === $translation->post_status
			&& '' === (string) $translation->post_password
			&& $translation->post_type === $post_type;
	}

	/**
	 * One entry: the language, the slug as text (as the card's `name`), the
	 * article's path as its own `link` is built, the publication date as its
	 * `datePublished`, and the id.
	 *
	 * @param string  $lang The language.
	 * @param WP_Post $post The post of that language.
	 * @return array{lang: string, slug: string, permalink: string, date: string, id: int}
	 */
	private static function entry( string $lang, \WP_Post $post ): array {
		$slug      = Post_Shape::slug( $post );
		$placement = Placement::post_placement( $post->ID );
		return array(
			'lang'      => $lang,
			'slug'      => Placement::slug_text( $slug ),
			'permalink' => Placement::article_path( $lang, $slug, $placement['parent'], $placement['sub'] ),
			'date'      => Post_Shape::iso_date( $post->post_date_gmt, $post->post_date ),
			'id'        => (int) $post->ID,
		);
	}
}
