<?php
/**
 * The post queries of the contract: from the plugin's index once it is built
 * (index-queries.php: what a request reads grows with the page it answers, not
 * with the archive), from WordPress's own queries before (wordpress-queries.php).
 * Posts are always loaded through WP_Query, so core, Polylang and caching
 * plugins see them: only published posts without a password, their meta,
 * terms and featured images primed in bulk.
 *
 * @package Newsdesk
 */

defined( 'ABSPATH' ) || exit;

add_filter( 'posts_clauses', 'newsdesk_query_clauses', 10, 2 );

/**
 * How many days back the date filter of search looks.
 */
const NEWSDESK_SEARCH_PERIODS = array(
	'day'   => 1,
	'week'  => 7,
	'month' => 31,
	'year'  => 365,
);

/**
 * The WP_Query arguments of a query of a language's published posts, newest
 * first. The language comes from the index once it is built, else from the
 * language taxonomy (a `tax_query` given is ANDed with it).
 *
 * @param string $lang A language code.
 * @param array  $args More arguments.
 */
function newsdesk_query_args( string $lang, array $args = array() ): array {
	$base = array(
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
	);
	if ( newsdesk_index_ready() ) {
		return array_merge( $base, $args, array( 'newsdesk_lang' => $lang ) );
	}
	$tax_query = array(
		'relation' => 'AND',
		newsdesk_language_tax_clause( $lang ),
	);
	foreach ( $args['tax_query'] ?? array() as $clause ) {
		$tax_query[] = $clause;
	}
	unset( $args['tax_query'] );
	return array_merge(
		$base,
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
 * Runs a query and primes the featured images of its posts (one query for
 * all) and their bylines (authors, their meta and pictures: a few for all).
 *
 * @param array $args WP_Query arguments.
 */
function newsdesk_run_query( array $args ): WP_Query {
	$query = new WP_Query( $args );
	// The thumbnail ids are post meta: without the meta cache, priming would cost a query per post.
	if ( ! empty( $args['update_post_meta_cache'] ) && 'ids' !== ( $args['fields'] ?? '' ) ) {
		update_post_thumbnail_cache( $query );
		newsdesk_prime_authors( $query->posts );
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
function newsdesk_index_page( int $term_id, string $lang, int $page, int $per_page ): array {
	$total = (int) ( newsdesk_index_counts()[ $term_id ][ $lang ] ?? 0 );
	$ids   = ( $page - 1 ) * $per_page < $total ? newsdesk_index_list( $term_id, $lang, ( $page - 1 ) * $per_page, $per_page ) : array();
	return array(
		'posts' => newsdesk_posts_in_order( $ids ),
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
function newsdesk_latest_page( string $lang, int $page, int $per_page ): array {
	return newsdesk_index_ready() ? newsdesk_index_page( 0, $lang, $page, $per_page ) : newsdesk_wp_paged_posts( $lang, $page, $per_page );
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
function newsdesk_category_page( string $lang, int $term_id, int $page, int $per_page ): array {
	if ( newsdesk_index_ready() ) {
		return newsdesk_index_page( $term_id, $lang, $page, $per_page );
	}
	return newsdesk_wp_paged_posts( $lang, $page, $per_page, array( 'tax_query' => array( newsdesk_category_tax_clause( $term_id ) ) ) ); // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query
}

/**
 * The GMT date a search's period starts, or null for any date.
 *
 * @param string $qdata any, day, week, month or year.
 */
function newsdesk_search_since( string $qdata ): ?string {
	return isset( NEWSDESK_SEARCH_PERIODS[ $qdata ] ) ? gmdate( 'Y-m-d H:i:s', time() - NEWSDESK_SEARCH_PERIODS[ $qdata ] * DAY_IN_SECONDS ) : null;
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
function newsdesk_search_page( string $lang, string $text, string $qdata, ?int $category_id, int $page, int $per_page ): array {
	$parsed = newsdesk_parse_search( $text, $lang );
	if ( ! newsdesk_index_ready() ) {
		$paged = newsdesk_wp_paged_posts( $lang, $page, $per_page, newsdesk_wp_search_args( $text, $qdata, $category_id ) );
		return array_merge( $paged, compact( 'parsed' ), array( 'engine' => 'wordpress' ) );
	}
	$since = newsdesk_search_since( $qdata );
	$found = newsdesk_search_cached(
		array( $parsed, $lang, $since, $category_id, $page, $per_page ),
		static fn() => newsdesk_index_search( $parsed, $lang, $since, $category_id, ( $page - 1 ) * $per_page, $per_page )
	);
	return array(
		'posts'  => newsdesk_posts_in_order( $found['ids'] ),
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
function newsdesk_category_post_counts(): array {
	return newsdesk_index_ready() ? newsdesk_index_counts() : newsdesk_wp_category_post_counts();
}

/**
 * The ten posts of a language read by the most readers in the last $days days,
 * newest first on ties, filled up with the newest (reader signals,
 * signals-store.php). While the index builds, the most viewed of late.
 *
 * @param string $lang A language code.
 * @param int    $days The window, in days.
 * @return WP_Post[]
 */
function newsdesk_popular_posts( string $lang, int $days ): array {
	return newsdesk_index_ready() ? newsdesk_most_read_posts( $lang, $days, 10 ) : newsdesk_wp_popular_posts( $lang );
}

/**
 * Up to 8 newest posts of a language whose title holds what the reader typed.
 *
 * @param string   $lang        A language code.
 * @param string   $text        What the reader typed.
 * @param int|null $category_id Only below this category, when given.
 * @return WP_Post[]
 */
function newsdesk_suggest_posts( string $lang, string $text, ?int $category_id ): array {
	if ( ! newsdesk_index_ready() ) {
		return newsdesk_wp_suggest_posts( $lang, $text, $category_id );
	}
	return newsdesk_posts_in_order( newsdesk_index_suggest( $text, $lang, $category_id, 8 ) );
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
		$exclude = array_merge( array( $post->ID ), wp_list_pluck( $found, 'ID' ) );
		if ( newsdesk_index_ready() ) {
			// The newest of the list, enough of them to leave out those already chosen.
			$ids   = array_values( array_diff( newsdesk_index_list( (int) $term->term_id, $lang, 0, $wanted + count( $exclude ) ), $exclude ) );
			$found = array_merge( $found, newsdesk_posts_in_order( array_slice( $ids, 0, $wanted - count( $found ) ) ) );
			continue;
		}
		$query = newsdesk_run_query(
			newsdesk_query_args(
				$lang,
				array(
					'posts_per_page' => $wanted - count( $found ),
					'no_found_rows'  => true,
					'post__not_in'   => $exclude,
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
 * The clauses WP_Query has no argument for: the language from the index, ordering
 * by views (a post without views counts 0, which a meta_query cannot say), a
 * title-only LIKE, and the distinct authors of the posts found (with `fields`
 * `ids`, the query then answers user ids).
 *
 * @param array    $clauses The query's SQL clauses.
 * @param WP_Query $query   The query.
 */
function newsdesk_query_clauses( $clauses, $query ) {
	global $wpdb;
	if ( ! $query instanceof WP_Query ) {
		return $clauses;
	}
	$lang = $query->get( 'newsdesk_lang' );
	if ( is_string( $lang ) && newsdesk_is_language( $lang ) ) {
		$index              = newsdesk_index_tables()['posts'];
		$clauses['join']   .= $wpdb->prepare( " INNER JOIN {$index} AS newsdesk_index ON ( newsdesk_index.post_id = {$wpdb->posts}.ID AND newsdesk_index.lang = %s )", $lang ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names.
	}
	if ( $query->get( 'newsdesk_order_by_views' ) ) {
		$clauses['join']   .= " LEFT JOIN {$wpdb->postmeta} AS newsdesk_views ON ( newsdesk_views.post_id = {$wpdb->posts}.ID AND newsdesk_views.meta_key = 'newsdesk_views' )";
		$clauses['groupby'] = "{$wpdb->posts}.ID";
		$clauses['orderby'] = "COALESCE( MAX( CAST( newsdesk_views.meta_value AS SIGNED ) ), 0 ) DESC, {$wpdb->posts}.post_date DESC, {$wpdb->posts}.ID DESC";
	}
	if ( $query->get( 'newsdesk_distinct_authors' ) ) {
		$clauses['fields']  = "DISTINCT {$wpdb->posts}.post_author";
		$clauses['groupby'] = '';
		$clauses['orderby'] = '';
	}
	$title_like = $query->get( 'newsdesk_title_like' );
	if ( is_string( $title_like ) && '' !== $title_like ) {
		$clauses['where'] .= $wpdb->prepare( " AND {$wpdb->posts}.post_title LIKE %s", '%' . $wpdb->esc_like( $title_like ) . '%' );
	}
	return $clauses;
}
