<?php
/**
 * Newsdesk: the Query_Args class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Queries;

use Newsdesk\Index\Index_Builder;
use Newsdesk\Index\Index_Schema;
use Newsdesk\Languages;

defined( 'ABSPATH' ) || exit;

/**
 * How the plugin's post queries speak to WP_Query: the arguments they share (a
 * language's published posts, newest first; a category with everything below
 * it), and the SQL clauses of the arguments WP_Query has none for (the
 * language from the index, ordering by views, a title-only LIKE, the distinct
 * authors), added on `posts_clauses` to a query that asks for them.
 */
final class Query_Args {
	/**
	 * Hooks this class into WordPress (called once, from Plugin::boot()).
	 */
	public static function register(): void {
		add_filter( 'posts_clauses', array( self::class, 'query_clauses' ), 10, 2 );
	}

	/**
	 * The WP_Query arguments of a query of a language's published posts, newest
	 * first. The language comes from the index once it is built, else from the
	 * language taxonomy (a `tax_query` given is ANDed with it).
	 *
	 * @param string $lang A language code.
	 * @param array  $args More arguments.
	 */
	public static function query_args( string $lang, array $args = array() ): array {
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
		if ( Index_Builder::ready() ) {
			return array_merge( $base, $args, array( 'newsdesk_lang' => $lang ) );
		}
		$tax_query = array(
			'relation' => 'AND',
			Languages::tax_clause( $lang ),
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
	public static function category_tax_clause( int $term_id ): array {
		return array(
			'taxonomy'         => 'category',
			'field'            => 'term_id',
			'terms'            => array( $term_id ),
			'include_children' => true,
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
	public static function query_clauses( $clauses, $query ) {
		global $wpdb;
		if ( ! $query instanceof \WP_Query ) {
			return $clauses;
		}
		$lang = $query->get( 'newsdesk_lang' );
		if ( is_string( $lang ) && Languages::is_language( $lang ) ) {
			$index              = Index_Schema::tables()['posts'];
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
}
