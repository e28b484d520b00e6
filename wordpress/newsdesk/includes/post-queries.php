<?php
/**
 * The post queries of the contract, all through WP_Query so core, Polylang
 * and caching plugins see them: only published posts without a password,
 * one language, their meta, terms and featured images primed in bulk.
 *
 * @package Newsdesk
 */

defined( 'ABSPATH' ) || exit;

add_filter( 'posts_clauses', 'newsdesk_query_clauses', 10, 2 );

/**
 * The WP_Query arguments of a query of a language's published posts, newest first.
 *
 * @param string $lang A language code.
 * @param array  $args More arguments; a `tax_query` is ANDed with the language.
 */
function newsdesk_query_args( string $lang, array $args = array() ): array {
	$tax_query = array(
		'relation' => 'AND',
		newsdesk_language_tax_clause( $lang ),
	);
	foreach ( $args['tax_query'] ?? array() as $clause ) {
		$tax_query[] = $clause;
	}
	unset( $args['tax_query'] );
	return array_merge(
		array(
			'post_type'              => 'post',
			'post_status'            => 'publish',
			'has_password'           => false,
			'ignore_sticky_posts'    => true,
			'orderby'                => array(
				'date' => 'DESC',
				'ID'   => 'DESC',
			),
			// Polylang filters queries by the current language unless told not to: the language clause decides.
			'lang'                   => '',
			'update_post_meta_cache' => true,
			'update_post_term_cache' => true,
		),
		$args,
		array( 'tax_query' => $tax_query ) // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- the language is a taxonomy.
	);
}

/**
 * The tax_query clause of a category with everything below it.
 *
 * @param int $term_id A category.
 */
function newsdesk_category_tax_clause( int $term_id ): array {
	return array(
		'taxonomy'         => 'category',
		'field'            => 'term_id',
		'terms'            => array( $term_id ),
		'include_children' => true,
	);
}

/**
 * Runs a query and primes the featured images of its posts (one query for all).
 *
 * @param array $args WP_Query arguments.
 */
function newsdesk_run_query( array $args ): WP_Query {
	$query = new WP_Query( $args );
	// The thumbnail ids are post meta: without the meta cache, priming would cost a query per post.
	if ( ! empty( $args['update_post_meta_cache'] ) && 'ids' !== ( $args['fields'] ?? '' ) ) {
		update_post_thumbnail_cache( $query );
	}
	return $query;
}

/**
 * One page of a language's posts, with the totals.
 *
 * @param string $lang     A language code.
 * @param int    $page     The page, from 1.
 * @param int    $per_page Posts a page.
 * @param array  $args     More WP_Query arguments (a category, a search).
 * @return array{posts: WP_Post[], total: int, pages: int}
 */
function newsdesk_paged_posts( string $lang, int $page, int $per_page, array $args = array() ): array {
	$query = newsdesk_run_query(
		newsdesk_query_args(
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
		$count = new WP_Query(
			newsdesk_query_args(
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
function newsdesk_popular_posts( string $lang ): array {
	$wanted = 10;
	/**
	 * Filters how many days back the popular posts are looked for first.
	 *
	 * @param int    $days Days, 30 by default.
	 * @param string $lang The language.
	 */
	$days   = max( 1, (int) apply_filters( 'newsdesk_popular_days', 30, $lang ) );
	$recent = newsdesk_run_query(
		newsdesk_query_args(
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
		$more  = newsdesk_run_query(
			newsdesk_query_args(
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
 * A published post (or page) of a language by its slug, else the newest one
 * that had that slug before (`_wp_old_slug`).
 *
 * @param string $lang      A language code.
 * @param string $slug      A sanitized slug.
 * @param string $post_type 'post' or 'page'.
 */
function newsdesk_find_by_slug( string $lang, string $slug, string $post_type = 'post' ): ?WP_Post {
	if ( '' === $slug ) {
		return null;
	}
	$base  = array(
		'post_type'      => $post_type,
		'posts_per_page' => 1,
		'no_found_rows'  => true,
	);
	// post_name__in, not name: a `name` query is singular, and WP_Query then ignores the tax_query (the language).
	$query = newsdesk_run_query( newsdesk_query_args( $lang, array_merge( $base, array( 'post_name__in' => array( $slug ) ) ) ) );
	if ( array() === $query->posts ) {
		$query = newsdesk_run_query(
			newsdesk_query_args(
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
 * Up to 8 newest posts of a language whose title contains the text (the
 * database's collation makes it case- and accent-insensitive).
 *
 * @param string   $lang        A language code.
 * @param string   $text        What the reader typed.
 * @param int|null $category_id Only below this category, when given.
 * @return WP_Post[]
 */
function newsdesk_suggest_posts( string $lang, string $text, ?int $category_id ): array {
	$args = array(
		'posts_per_page'         => 8,
		'no_found_rows'          => true,
		'newsdesk_title_like'    => $text,
		// A suggestion shows a title and links the article: no meta needed.
		'update_post_meta_cache' => false,
	);
	if ( null !== $category_id ) {
		$args['tax_query'] = array( newsdesk_category_tax_clause( $category_id ) ); // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query
	}
	return newsdesk_run_query( newsdesk_query_args( $lang, $args ) )->posts;
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
function newsdesk_search_args( string $text, string $qdata, ?int $category_id ): array {
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
		$args['tax_query'] = array( newsdesk_category_tax_clause( $category_id ) ); // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query
	}
	return $args;
}

/**
 * Whether a search finds at least one post (one cheap query, nothing loaded).
 *
 * @param string $lang A language code.
 * @param array  $args newsdesk_search_args().
 */
function newsdesk_search_finds( string $lang, array $args ): bool {
	$query = new WP_Query(
		newsdesk_query_args(
			$lang,
			array_merge(
				$args,
				array(
					'posts_per_page'         => 1,
					'no_found_rows'          => true,
					'fields'                 => 'ids',
					'update_post_meta_cache' => false,
					'update_post_term_cache' => false,
				)
			)
		)
	);
	return array() !== $query->posts;
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
function newsdesk_related_posts( WP_Post $post, string $lang ): array {
	$wanted    = 6;
	$placement = newsdesk_post_placement( $post->ID );
	$found     = array();
	foreach ( array( $placement['sub'], $placement['parent'] ) as $term ) {
		if ( null === $term || count( $found ) >= $wanted ) {
			continue;
		}
		$query = newsdesk_run_query(
			newsdesk_query_args(
				$lang,
				array(
					'posts_per_page' => $wanted - count( $found ),
					'no_found_rows'  => true,
					'post__not_in'   => array_merge( array( $post->ID ), wp_list_pluck( $found, 'ID' ) ),
					'tax_query'      => array( newsdesk_category_tax_clause( $term->term_id ) ), // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query
				)
			)
		);
		$found = array_merge( $found, $query->posts );
	}
	return array_map(
		static function ( $related ) use ( $lang ) {
			return newsdesk_post_card( $related, $lang );
		},
		$found
	);
}

/**
 * The clauses WP_Query has no argument for: ordering by views (a post without
 * views counts 0, which a meta_query cannot say) and a title-only LIKE.
 *
 * @param array    $clauses The query's SQL clauses.
 * @param WP_Query $query   The query.
 */
function newsdesk_query_clauses( $clauses, $query ) {
	global $wpdb;
	if ( ! $query instanceof WP_Query ) {
		return $clauses;
	}
	if ( $query->get( 'newsdesk_order_by_views' ) ) {
		$clauses['join']   .= " LEFT JOIN {$wpdb->postmeta} AS newsdesk_views ON ( newsdesk_views.post_id = {$wpdb->posts}.ID AND newsdesk_views.meta_key = 'newsdesk_views' )";
		$clauses['groupby'] = "{$wpdb->posts}.ID";
		$clauses['orderby'] = "COALESCE( MAX( CAST( newsdesk_views.meta_value AS SIGNED ) ), 0 ) DESC, {$wpdb->posts}.post_date DESC, {$wpdb->posts}.ID DESC";
	}
	$title_like = $query->get( 'newsdesk_title_like' );
	if ( is_string( $title_like ) && '' !== $title_like ) {
		$clauses['where'] .= $wpdb->prepare( " AND {$wpdb->posts}.post_title LIKE %s", '%' . $wpdb->esc_like( $title_like ) . '%' );
	}
	return $clauses;
}
