<?php
/**
 * Newsdesk: the Wordpress_Queries class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Queries;

use Newsdesk\Content\Placement;
use Newsdesk\Languages;
use Newsdesk\Object_Cache;

defined( 'ABSPATH' ) || exit;

/**
 * WordPress's own queries of the contract: how the plugin answers until its
 * index has been built over the whole archive (Index_Builder), and the
 * reference its index is held to. They read through WP_Query and core's
 * search, so their cost grows with the archive (README "The index"); once the
 * index is built none of them runs.
 */
final class Wordpress_Queries {
	/**
	 * One page of a language's posts, with the totals.
	 *
	 * @param string $lang     A language code.
	 * @param int    $page     The page, from 1.
	 * @param int    $per_page Posts a page.
	 * @param array  $args     More WP_Query arguments (a category, a search).
	 * @return array{posts: WP_Post[], total: int, pages: int}
	 */
	public static function paged_posts( string $lang, int $page, int $per_page, array $args = array() ): array {
		$query = Post_Queries::run_query(
			Query_Args::query_args(
				$lang,
				array_merge(
					$args,
					array(
						'posts_per_page' => $per_page,
						'paged'          => $page,
					)
				)
			)
		);
		$total = (int) $query->found_posts;
		if ( array() === $query->posts && $page > 1 ) {
			// WordPress counts nothing past the last page; the totals still describe the listing.
			$count = new \WP_Query(
				Query_Args::query_args(
					$lang,
					array_merge(
						$args,
						array(
							'posts_per_page'         => 1,
							'paged'                  => 1,
							'fields'                 => 'ids',
							'update_post_meta_cache' => false,
							'update_post_term_cache' => false,
						)
					)
				)
			);
			$total = (int) $count->found_posts;
		}
		return array(
			'posts' => $query->posts,
			'total' => $total,
			'pages' => (int) ceil( $total / $per_page ),
		);
	}

	/**
	 * The ten most viewed posts of a language published in the last 30 days
	 * (filter `newsdesk_popular_days`), ties newest first, filled up with the most
	 * viewed of all time when fewer are that recent.
	 *
	 * @param string $lang A language code.
	 * @return WP_Post[]
	 */
	public static function popular_posts( string $lang ): array {
		$wanted = 10;
		/**
		 * Filters how many days back the popular posts are looked for first.
		 *
		 * @param int    $days Days, 30 by default.
		 * @param string $lang The language.
		 */
		$days   = max( 1, (int) apply_filters( 'newsdesk_popular_days', 30, $lang ) );
		$recent = Post_Queries::run_query(
			Query_Args::query_args(
				$lang,
				array(
					'posts_per_page'          => $wanted,
					'no_found_rows'           => true,
					'newsdesk_order_by_views' => true,
					'date_query'              => array(
						array(
							'column'    => 'post_date_gmt',
							'after'     => gmdate( 'Y-m-d H:i:s', time() - $days * DAY_IN_SECONDS ),
							'inclusive' => true,
						),
					),
				)
			)
		);
		$posts = $recent->posts;
		if ( count( $posts ) < $wanted ) {
			$more  = Post_Queries::run_query(
				Query_Args::query_args(
					$lang,
					array(
						'posts_per_page'          => $wanted - count( $posts ),
						'no_found_rows'           => true,
						'newsdesk_order_by_views' => true,
						'post__not_in'            => wp_list_pluck( $posts, 'ID' ),
					)
				)
			);
			$posts = array_merge( $posts, $more->posts );
		}
		return $posts;
	}

	/**
	 * Up to 8 newest posts of a language whose title contains the text (the
	 * database's collation makes it case- and accent-insensitive).
	 *
	 * @param string   $lang        A language code.
	 * @param string   $text        What the reader typed.
	 * @param int|null $category_id Only below this category, when given.
	 * @return WP_Post[]
	 */
	public static function suggest_posts( string $lang, string $text, ?int $category_id ): array {
		$args = array(
			'posts_per_page'         => 8,
			'no_found_rows'          => true,
			'newsdesk_title_like'    => $text,
			// A suggestion shows a title and links the article: no meta needed.
			'update_post_meta_cache' => false,
		);
		if ( null !== $category_id ) {
			$args['tax_query'] = array( Query_Args::category_tax_clause( $category_id ) ); // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query
		}
		return Post_Queries::run_query( Query_Args::query_args( $lang, $args ) )->posts;
	}

	/**
	 * The WP_Query arguments of a search: WordPress's own (every word in the
	 * title, excerpt or content, its relevance order), within a period and a
	 * category when asked.
	 *
	 * @param string   $text        The query, not empty.
	 * @param string   $qdata       any, day, week, month or year.
	 * @param int|null $category_id Only below this category, when given.
	 */
	public static function search_args( string $text, string $qdata, ?int $category_id ): array {
		$args = array(
			's'       => $text,
			// An empty orderby lets WordPress order by relevance, then newest first.
			'orderby' => '',
		);
		$days = array(
			'day'   => 1,
			'week'  => 7,
			'month' => 31,
			'year'  => 365,
		);
		if ( isset( $days[ $qdata ] ) ) {
			$args['date_query'] = array(
				array(
					'column'    => 'post_date_gmt',
					'after'     => gmdate( 'Y-m-d H:i:s', time() - $days[ $qdata ] * DAY_IN_SECONDS ),
					'inclusive' => true,
				),
			);
		}
		if ( null !== $category_id ) {
			$args['tax_query'] = array( Query_Args::category_tax_clause( $category_id ) ); // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query
		}
		return $args;
	}

	/**
	 * How many published posts of each language every category holds, its
	 * descendants' included (a post counted once per category). One query that
	 * returns only the counts, cached until a post or a term changes.
	 *
	 * @return array<int, array<string, int>> Category id => language => count.
	 */
	public static function category_post_counts(): array {
		return Object_Cache::remember(
			'wordpress-category-counts',
			array(),
			static function () {
				global $wpdb;
				// Each category's term_taxonomy_id paired with itself and each ancestor: a post filed below a category counts for it.
				$categories = Placement::categories_by_id();
				$pairs      = array();
				foreach ( $categories as $term ) {
					foreach ( Placement::term_lineage( $term->term_id, $categories ) as $ancestor ) {
						$pairs[] = sprintf( 'SELECT %d AS tt, %d AS anc', absint( $term->term_taxonomy_id ), absint( $ancestor ) );
					}
				}
				if ( array() === $pairs ) {
					return array();
				}
				$lineage = implode( ' UNION ALL ', $pairs );
				// The language join mirrors Languages::tax_clause(): no language term means the default language.
				// Only integers and table names are interpolated; nothing comes from the request.
				$rows = $wpdb->get_results( // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery
					"SELECT a.anc AS term_id, lt.slug AS lang, COUNT( DISTINCT cr.object_id ) AS posts
					FROM ( {$lineage} ) a
					INNER JOIN {$wpdb->term_relationships} cr ON cr.term_taxonomy_id = a.tt
					INNER JOIN {$wpdb->posts} p ON p.ID = cr.object_id
					LEFT JOIN ( {$wpdb->term_relationships} lr
						INNER JOIN {$wpdb->term_taxonomy} ltt ON ltt.term_taxonomy_id = lr.term_taxonomy_id AND ltt.taxonomy = 'language'
						INNER JOIN {$wpdb->terms} lt ON lt.term_id = ltt.term_id
					) ON lr.object_id = p.ID
					WHERE p.post_type = 'post' AND p.post_status = 'publish' AND p.post_password = ''
					GROUP BY a.anc, lt.slug"
				);
				$counts = array();
				foreach ( $rows as $row ) {
					$lang = null === $row->lang ? Languages::default_code() : $row->lang;
					// Posts without a language and posts with the default one's term are distinct sets: they add up.
					if ( Languages::is_language( $lang ) ) {
						$counts[ (int) $row->term_id ][ $lang ] = ( $counts[ (int) $row->term_id ][ $lang ] ?? 0 ) + (int) $row->posts;
					}
				}
				return $counts;
			}
		);
	}
}
