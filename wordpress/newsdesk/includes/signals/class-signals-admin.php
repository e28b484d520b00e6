<?php
/**
 * Newsdesk: the Signals_Admin class.
 *
 * @package Newsdesk
 */

namespace Newsdesk\Signals;

use Newsdesk\Content\Post_Shape;
use Newsdesk\Languages;

defined( 'ABSPATH' ) || exit;

/**
 * Reader signals in wp-admin (README "Reader signals"): the posts list's
 * "Reads (7 days)" column (sortable) and "Rating" column (the dashboard's
 * widget is Most_Read_Widget). Each reads the signal tables by their keys: a
 * page of the posts list costs two queries whatever its rows, and sorting by
 * reads reads the window's rows, never the whole history.
 */
final class Signals_Admin {
	/**
	 * The days of the posts list's reads column, today (UTC) included.
	 */
	const ADMIN_READS_DAYS = 7;

	/**
	 * Hooks this class into WordPress (called once, from Plugin::boot()).
	 */
	public static function register(): void {
		add_filter( 'manage_post_posts_columns', array( self::class, 'signal_columns' ) );
		add_action( 'manage_post_posts_custom_column', array( self::class, 'render_signal_column' ), 10, 2 );
		add_filter( 'manage_edit-post_sortable_columns', array( self::class, 'sortable_signal_columns' ) );
		add_action( 'load-edit.php', array( self::class, 'load_posts_list' ) );
	}

	/**
	 * Adds the two columns after the date.
	 *
	 * @param array<string, string> $columns The posts list's columns.
	 * @return array<string, string>
	 */
	public static function signal_columns( $columns ) {
		$columns                    = is_array( $columns ) ? $columns : array();
		$columns['newsdesk_reads']  = __( 'Reads (7 days)', 'newsdesk' );
		$columns['newsdesk_rating'] = __( 'Rating', 'newsdesk' );
		return $columns;
	}

	/**
	 * "Reads (7 days)" sorts, most read first on the first click.
	 *
	 * @param array $columns The sortable columns.
	 * @return array
	 */
	public static function sortable_signal_columns( $columns ) {
		$columns                   = is_array( $columns ) ? $columns : array();
		$columns['newsdesk_reads'] = array( 'newsdesk_reads', true );
		return $columns;
	}

	/**
	 * On the posts list only: the sort by reads and the columns' width.
	 */
	public static function load_posts_list() {
		add_filter( 'posts_clauses', array( self::class, 'sort_by_reads' ), 10, 2 );
		add_action( 'admin_enqueue_scripts', array( self::class, 'signal_columns_style' ) );
	}

	/**
	 * The columns' width (the list's table has a fixed layout: without one they
	 * would take as much room as the title).
	 */
	public static function signal_columns_style() {
		wp_add_inline_style( 'list-tables', '.fixed .column-newsdesk_reads, .fixed .column-newsdesk_rating { width: 9em; }' );
	}

	/**
	 * What readers did to a post of the list: its readers of the window and its
	 * votes. The first call primes every post of the list's page (and the post
	 * asked, which a Quick Edit's row may be) with one query on each table; later
	 * calls cost nothing.
	 *
	 * @param int $post_id A post of the list.
	 * @return array{reads: int, votes: int, sum: int}
	 */
	public static function post_signals( int $post_id ): array {
		static $known = array();
		global $wp_query;
		if ( $post_id < 1 ) {
			return array(
				'reads' => 0,
				'votes' => 0,
				'sum'   => 0,
			);
		}
		if ( ! isset( $known[ $post_id ] ) ) {
			$ids = array( $post_id );
			if ( $wp_query instanceof \WP_Query && is_array( $wp_query->posts ) ) {
				foreach ( $wp_query->posts as $post ) {
					$ids[] = is_object( $post ) ? (int) $post->ID : (int) $post;
				}
			}
			$ids    = array_values( array_diff( array_unique( array_filter( $ids ) ), array_keys( $known ) ) );
			$reads  = self::window_reads( $ids, self::ADMIN_READS_DAYS );
			$totals = Signals_Store::signal_totals( $ids );
			foreach ( $ids as $id ) {
				// As the site shows it: votes an importer brought (the post's meta, in the list's primed
				// meta cache) and those readers gave since.
				$post = get_post( $id );
				$seed = $post instanceof \WP_Post ? Post_Shape::vote( $post ) : array(
					'average' => 0,
					'votes'   => 0,
				);
				$known[ $id ] = array(
					'reads' => $reads[ $id ] ?? 0,
					'votes' => $seed['votes'] + ( $totals[ $id ]['count'] ?? 0 ),
					'sum'   => $seed['average'] * $seed['votes'] + ( $totals[ $id ]['sum'] ?? 0 ),
				);
			}
		}
		return $known[ $post_id ];
	}

	/**
	 * Readers of some posts over a window of days ending today (UTC), by post id:
	 * one query, a range of the primary key (post_id, day) for each post.
	 *
	 * @param int[] $ids  Post ids.
	 * @param int   $days The window, in days.
	 * @return array<int, int>
	 */
	public static function window_reads( array $ids, int $days ): array {
		global $wpdb;
		$ids = array_values( array_unique( array_filter( array_map( 'absint', $ids ) ) ) );
		if ( array() === $ids ) {
			return array();
		}
		$table = Signals_Schema::tables()['reads'];
		$reads = array();
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- our own table; the ids are integers.
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT post_id, SUM( readers ) AS readers FROM {$table} WHERE post_id IN ( " . implode( ',', $ids ) . ' ) AND day >= %s GROUP BY post_id',
				Signals_Store::window_start( $days )
			)
		);
		// phpcs:enable
		foreach ( (array) $rows as $row ) {
			$reads[ (int) $row->post_id ] = (int) $row->readers;
		}
		return $reads;
	}

	/**
	 * A cell of the two columns.
	 *
	 * @param string $column  The column's key.
	 * @param int    $post_id The row's post.
	 */
	public static function render_signal_column( $column, $post_id ) {
		if ( 'newsdesk_reads' !== $column && 'newsdesk_rating' !== $column ) {
			return;
		}
		$signals = self::post_signals( (int) $post_id );
		if ( 'newsdesk_reads' === $column ) {
			echo esc_html( number_format_i18n( $signals['reads'] ) );
			return;
		}
		if ( $signals['votes'] < 1 ) {
			echo '<span aria-hidden="true">&#8212;</span><span class="screen-reader-text">' . esc_html__( 'No votes', 'newsdesk' ) . '</span>';
			return;
		}
		echo esc_html(
			sprintf(
				/* translators: 1: the average of the votes (one decimal), 2: how many votes. */
				_n( '%1$s (%2$s vote)', '%1$s (%2$s votes)', $signals['votes'], 'newsdesk' ),
				number_format_i18n( $signals['sum'] / $signals['votes'], 1 ),
				number_format_i18n( $signals['votes'] )
			)
		);
	}

	/**
	 * The posts list sorted by "Reads (7 days)": the window's readers of each post,
	 * summed from the window's rows only, joined to the list; posts nobody read
	 * count 0, ties newest first. MariaDB reads either the window's rows by the key
	 * (lang, day, post_id, readers), a range per language and never the table, or,
	 * when the list is the shorter (its lateral derived tables), each listed post's
	 * days of the window by the primary key (post_id, day).
	 *
	 * @param array    $clauses The query's clauses.
	 * @param WP_Query $query   The query.
	 * @return array
	 */
	public static function sort_by_reads( $clauses, $query ) {
		global $wpdb;
		if ( ! is_array( $clauses ) || ! $query instanceof \WP_Query || ! is_admin() || ! $query->is_main_query() || 'newsdesk_reads' !== $query->get( 'orderby' ) || 'post' !== $query->get( 'post_type' ) ) {
			return $clauses;
		}
		$table = Signals_Schema::tables()['reads'];
		$langs = Languages::codes();
		$in    = implode( ',', array_fill( 0, count( $langs ), '%s' ) );
		$order = 'ASC' === strtoupper( (string) $query->get( 'order' ) ) ? 'ASC' : 'DESC';
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- our own table; the values are placeholders.
		$clauses['join']   .= $wpdb->prepare( " LEFT JOIN ( SELECT post_id, SUM( readers ) AS readers FROM {$table} WHERE lang IN ( {$in} ) AND day >= %s GROUP BY post_id ) newsdesk_window ON newsdesk_window.post_id = {$wpdb->posts}.ID", array_merge( $langs, array( Signals_Store::window_start( self::ADMIN_READS_DAYS ) ) ) );
		$clauses['orderby'] = "COALESCE( newsdesk_window.readers, 0 ) {$order}, {$wpdb->posts}.post_date DESC, {$wpdb->posts}.ID DESC";
		return $clauses;
	}

}
