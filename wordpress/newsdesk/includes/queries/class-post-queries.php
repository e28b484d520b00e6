<?php
/**
 * Newsdesk: the Post_Queries class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Queries;

use Newsdesk\Content\Authors;
use Newsdesk\Content\Placement;
use Newsdesk\Content\Post_Shape;
use Newsdesk\Index\Index_Builder;
use Newsdesk\Index\Index_Queries;
use Newsdesk\Index\Index_Search;
use Newsdesk\Search\Search_Cache;
use Newsdesk\Search\Search_Query;
use Newsdesk\Signals\Signals_Store;
use Newsdesk\Translations\Post_Translations;

defined( 'ABSPATH' ) || exit;

/**
 * The post queries of the contract: from the plugin's index once it is built
 * (Index_Queries: what a request reads grows with the page it answers, not
 * with the archive), from WordPress's own queries before (Wordpress_Queries).
 * Posts are always loaded through WP_Query (with the arguments of Query_Args),
 * so core, Polylang and caching plugins see them: only published posts without
 * a password, their meta, terms and featured images primed in bulk.
 */
final class Post_Queries {
	/**
	 * How many days back the date filter of search looks.
	 */
	const SEARCH_PERIODS = array(
		'day'   => 1,
		'week'  => 7,
		'month' => 31,
		'year'  => 365,
	);

	/**
	 * Runs a query and primes the featured images of its posts (one query for
	 * all) and their bylines (authors, their meta and pictures: a few for all).
	 *
	 * @param array $args WP_Query arguments.
	 */
	public static function run_query( array $args ): \WP_Query {
		$query = new \WP_Query( $args );
		// The thumbnail ids are post meta: without the meta cache, priming would cost a query per post.
		if ( ! empty( $args['update_post_meta_cache'] ) && 'ids' !== ( $args['fields'] ?? '' ) ) {
			update_post_thumbnail_cache( $query );
			Authors::prime_authors( $query->posts );
		}
		return $query;
	}

	/**
	 * A page of a list from the index, with its totals.
	 *
	 * @param int    $term_id  A category, or 0 for every post of the language.
	 * @param string $lang     A language code.
	 * @param int    $page     The page, from 1.
	 * @param int    $per_page Posts a page.
	 * @return array{posts: WP_Post[], total: int, pages: int}
	 */
	public static function index_page( int $term_id, string $lang, int $page, int $per_page ): array {
		$total = (int) ( Index_Queries::counts()[ $term_id ][ $lang ] ?? 0 );
		$ids   = ( $page - 1 ) * $per_page < $total ? Index_Queries::list_posts( $term_id, $lang, ( $page - 1 ) * $per_page, $per_page ) : array();
		return array(
			'posts' => Index_Queries::posts_in_order( $ids ),
			'total' => $total,
			'pages' => (int) ceil( $total / $per_page ),
		);
	}

	/**
	 * A page of a language's latest posts, with the totals.
	 *
	 * @param string $lang     A language code.
	 * @param int    $page     The page, from 1.
	 * @param int    $per_page Posts a page.
	 * @return array{posts: WP_Post[], total: int, pages: int}
	 */
	public static function latest_page( string $lang, int $page, int $per_page ): array {
		return Index_Builder::ready() ? self::index_page( 0, $lang, $page, $per_page ) : Wordpress_Queries::paged_posts( $lang, $page, $per_page );
	}

	/**
	 * A page of a category's posts (its children's included), with the totals.
	 *
	 * @param string $lang     A language code.
	 * @param int    $term_id  The category.
	 * @param int    $page     The page, from 1.
	 * @param int    $per_page Posts a page.
	 * @return array{posts: WP_Post[], total: int, pages: int}
	 */
	public static function category_page( string $lang, int $term_id, int $page, int $per_page ): array {
		if ( Index_Builder::ready() ) {
			return self::index_page( $term_id, $lang, $page, $per_page );
		}
		return Wordpress_Queries::paged_posts( $lang, $page, $per_page, array( 'tax_query' => array( Query_Args::category_tax_clause( $term_id ) ) ) ); // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query
	}

	/**
	 * The GMT date a search's period starts, or null for any date.
	 *
	 * @param string $qdata any, day, week, month or year.
	 */
	public static function search_since( string $qdata ): ?string {
		return isset( self::SEARCH_PERIODS[ $qdata ] ) ? gmdate( 'Y-m-d H:i:s', time() - self::SEARCH_PERIODS[ $qdata ] * DAY_IN_SECONDS ) : null;
	}

	/**
	 * A page of a search, with its totals and how it was answered: `index` (the
	 * plugin's full-text index) or `wordpress` (core's search, while the index builds).
	 *
	 * @param string   $lang        A language code.
	 * @param string   $text        The query.
	 * @param string   $qdata       any, day, week, month or year.
	 * @param int|null $category_id Only below this category, when given.
	 * @param int      $page        The page, from 1.
	 * @param int      $per_page    Results a page.
	 * @return array{posts: WP_Post[], total: int, pages: int, parsed: array, engine: string}
	 */
	public static function search_page( string $lang, string $text, string $qdata, ?int $category_id, int $page, int $per_page ): array {
		$parsed = Search_Query::parse_search( $text, $lang );
		if ( ! Index_Builder::ready() ) {
			$paged = Wordpress_Queries::paged_posts( $lang, $page, $per_page, Wordpress_Queries::search_args( $text, $qdata, $category_id ) );
			return array_merge( $paged, compact( 'parsed' ), array( 'engine' => 'wordpress' ) );
		}
		$since = self::search_since( $qdata );
		// Kept under its period's name, not its start: the start moves every second, and a name that moves is never found again.
		$found = Search_Cache::cached(
			array( $parsed, $lang, $qdata, $category_id, $page, $per_page ),
			static fn() => Index_Search::search( $parsed, $lang, $since, $category_id, ( $page - 1 ) * $per_page, $per_page )
		);
		return array(
			'posts'  => Index_Queries::posts_in_order( $found['ids'] ),
			'total'  => $found['total'],
			'pages'  => (int) ceil( $found['total'] / $per_page ),
			'parsed' => $parsed,
			'engine' => 'index',
		);
	}

	/**
	 * How many posts of each language every category holds, its descendants'
	 * included: from the index's counts once built, else counted by WordPress.
	 *
	 * @return array<int, array<string, int>> Category id => language => count.
	 */
	public static function category_post_counts(): array {
		return Index_Builder::ready() ? Index_Queries::counts() : Wordpress_Queries::category_post_counts();
	}

	/**
	 * The ten posts of a language read by the most readers in the last $days days,
	 * newest first on ties, filled up with the newest (reader signals,
	 * Signals_Store). While the index builds, the most viewed of late.
	 *
	 * @param string $lang A language code.
	 * @param int    $days The window, in days.
	 * @return WP_Post[]
	 */
	public static function popular_posts( string $lang, int $days ): array {
		return Index_Builder::ready() ? Signals_Store::most_read_posts( $lang, $days, 10 ) : Wordpress_Queries::popular_posts( $lang );
	}

	/**
	 * Up to 8 newest posts of a language whose title holds what the reader typed.
	 *
	 * @param string   $lang        A language code.
	 * @param string   $text        What the reader typed.
	 * @param int|null $category_id Only below this category, when given.
	 * @return WP_Post[]
	 */
	public static function suggest_posts( string $lang, string $text, ?int $category_id ): array {
		if ( ! Index_Builder::ready() ) {
			return Wordpress_Queries::suggest_posts( $lang, $text, $category_id );
		}
		return Index_Queries::posts_in_order( Index_Queries::suggest( $text, $lang, $category_id, 8 ) );
	}

	/**
	 * A published post (or page) of a language by its slug, else the newest one
	 * that had that slug before (`_wp_old_slug`).
	 *
	 * @param string $lang      A language code.
	 * @param string $slug      A sanitized slug.
	 * @param string $post_type 'post' or 'page'.
	 */
	public static function find_by_slug( string $lang, string $slug, string $post_type = 'post' ): ?\WP_Post {
		if ( '' === $slug ) {
			return null;
		}
		$base  = array(
			'post_type'      => $post_type,
			'posts_per_page' => 1,
			'no_found_rows'  => true,
		);
		// post_name__in, not name: a `name` query is singular, and WP_Query then ignores the tax_query (the language).
		$query = self::run_query( Query_Args::query_args( $lang, array_merge( $base, array( 'post_name__in' => array( $slug ) ) ) ) );
		if ( array() === $query->posts ) {
			$query = self::run_query(
				Query_Args::query_args(
					$lang,
					array_merge(
						$base,
						array(
							// phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query -- only when the slug is not a current one.
							'meta_query' => array(
								array(
									'key'   => '_wp_old_slug',
									'value' => $slug,
								),
							),
						)
					)
				)
			);
		}
		return $query->posts[0] ?? null;
	}

	/**
	 * Related posts: up to 6 published posts of the language from the post's
	 * subcategory, then from its section, newest first, never the post itself.
	 * The post may be a draft (a preview): its categories decide.
	 *
	 * @param WP_Post $post A post.
	 * @param string  $lang A language code.
	 * @return array[] Cards.
	 */
	public static function related_posts( \WP_Post $post, string $lang ): array {
		$wanted    = 6;
		$placement = Placement::post_placement( $post->ID );
		$found     = array();
		foreach ( array( $placement['sub'], $placement['parent'] ) as $term ) {
			if ( null === $term || count( $found ) >= $wanted ) {
				continue;
			}
			$exclude = array_merge( array( $post->ID ), wp_list_pluck( $found, 'ID' ) );
			if ( Index_Builder::ready() ) {
				// The newest of the list, enough of them to leave out those already chosen.
				$ids   = array_values( array_diff( Index_Queries::list_posts( (int) $term->term_id, $lang, 0, $wanted + count( $exclude ) ), $exclude ) );
				$found = array_merge( $found, Index_Queries::posts_in_order( array_slice( $ids, 0, $wanted - count( $found ) ) ) );
				continue;
			}
			$query = self::run_query(
				Query_Args::query_args(
					$lang,
					array(
						'posts_per_page' => $wanted - count( $found ),
						'no_found_rows'  => true,
						'post__not_in'   => $exclude,
						'tax_query'      => array( Query_Args::category_tax_clause( $term->term_id ) ), // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query
					)
				)
			);
			$found = array_merge( $found, $query->posts );
		}
		// The translations of every card at once, not a card at a time.
		Post_Translations::prime( $found );
		return array_map(
			static function ( $related ) use ( $lang ) {
				return Post_Shape::card( $related, $lang );
			},
			$found
		);
	}
}
