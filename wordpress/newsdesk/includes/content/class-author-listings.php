<?php
/**
 * Newsdesk: the Author_Listings class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Content;

use Newsdesk\Index\Index_Builder;
use Newsdesk\Index\Index_Queries;
use Newsdesk\Queries\Query_Args;
use Newsdesk\Queries\Wordpress_Queries;


defined( 'ABSPATH' ) || exit;

/**
 * The contract's listings of authors: a language's authors (get-authors), one
 * by slug, and a page of an author's posts. Each reads the index's counts and
 * lists when it is ready, WordPress's posts while it builds.
 */
final class Author_Listings {
	/**
	 * The authors of a language: every user with at least one published post in
	 * it, by name (accents and case aside), as the contract's Authors. From the
	 * index's counts (one read of a table as large as authors times languages),
	 * else from WordPress's posts while the index builds; then the users, their
	 * meta and pictures, a few queries for all.
	 *
	 * @param string $lang A language code.
	 * @return array[]
	 */
	public static function language_authors( string $lang ): array {
		$user_ids = Index_Builder::ready() ? array_keys( Index_Queries::author_counts( $lang ) ) : self::wp_author_ids( $lang );
		Authors::prime_users( $user_ids );
		$authors = array();
		foreach ( $user_ids as $user_id ) {
			$user   = get_userdata( (int) $user_id );
			$author = $user instanceof \WP_User ? Authors::fields( $user ) : null;
			if ( null !== $author ) {
				$authors[] = $author;
			}
		}
		usort(
			$authors,
			static function ( $a, $b ) {
				$by_name = strcasecmp( remove_accents( $a['name'] ), remove_accents( $b['name'] ) );
				return 0 !== $by_name ? $by_name : strcmp( $a['slug'], $b['slug'] );
			}
		);
		return $authors;
	}

	/**
	 * A user by the slug of their author page, when they have a published post in
	 * the language; null otherwise (an unknown slug, or no post in that language).
	 *
	 * @param string $lang A language code.
	 * @param string $slug A sanitized slug (user_nicename).
	 */
	public static function by_slug( string $lang, string $slug ): ?\WP_User {
		if ( '' === $slug ) {
			return null;
		}
		$user = get_user_by( 'slug', $slug );
		if ( ! $user instanceof \WP_User ) {
			return null;
		}
		if ( Index_Builder::ready() ) {
			$has_posts = ( Index_Queries::author_counts( $lang )[ $user->ID ] ?? 0 ) > 0;
		} else {
			$has_posts = Wordpress_Queries::paged_posts( $lang, 1, 1, array( 'author' => $user->ID ) )['total'] > 0;
		}
		return $has_posts ? $user : null;
	}

	/**
	 * A page of an author's published posts in a language, newest first, with the
	 * totals: a range of the index's `by_author` key and the count kept on save,
	 * else WordPress's own query while the index builds.
	 *
	 * @param string $lang     A language code.
	 * @param int    $user_id  The author.
	 * @param int    $page     The page, from 1.
	 * @param int    $per_page Posts a page.
	 * @return array{posts: WP_Post[], total: int, pages: int}
	 */
	public static function page( string $lang, int $user_id, int $page, int $per_page ): array {
		if ( ! Index_Builder::ready() ) {
			return Wordpress_Queries::paged_posts( $lang, $page, $per_page, array( 'author' => $user_id ) );
		}
		$total = (int) ( Index_Queries::author_counts( $lang )[ $user_id ] ?? 0 );
		$ids   = ( $page - 1 ) * $per_page < $total ? Index_Queries::author_list( $user_id, $lang, ( $page - 1 ) * $per_page, $per_page ) : array();
		return array(
			'posts' => Index_Queries::posts_in_order( $ids ),
			'total' => $total,
			'pages' => (int) ceil( $total / $per_page ),
		);
	}

	/**
	 * While the index builds: the authors of the language's published posts, one
	 * query (WordPress's own, with the language clause) for all of them.
	 *
	 * @param string $lang A language code.
	 * @return int[]
	 */
	public static function wp_author_ids( string $lang ): array {
		$query = new \WP_Query(
			Query_Args::query_args(
				$lang,
				array(
					'fields'                    => 'ids',
					'posts_per_page'            => -1,
					'no_found_rows'             => true,
					'orderby'                   => 'none',
					'update_post_meta_cache'    => false,
					'update_post_term_cache'    => false,
					'newsdesk_distinct_authors' => true,
				)
			)
		);
		return array_values( array_filter( array_map( 'absint', $query->posts ) ) );
	}
}
