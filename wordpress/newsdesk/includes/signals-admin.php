<?php
/**
 * Reader signals in wp-admin (README "Reader signals"): the posts list's
 * "Reads (7 days)" column (sortable) and "Rating" column, and the dashboard
 * widget "Most read today". Each reads the signal tables by their keys: a page
 * of the posts list costs two queries whatever its rows, the widget one, and
 * sorting by reads reads the window's rows, never the whole history.
 *
 * @package Newsdesk
 */

defined( 'ABSPATH' ) || exit;

/**
 * The days of the posts list's reads column, today (UTC) included.
 */
const NEWSDESK_ADMIN_READS_DAYS = 7;

/**
 * Posts per language in the dashboard widget.
 */
const NEWSDESK_ADMIN_MOST_READ = 5;

add_filter( 'manage_post_posts_columns', 'newsdesk_admin_signal_columns' );
add_action( 'manage_post_posts_custom_column', 'newsdesk_admin_render_signal_column', 10, 2 );
add_filter( 'manage_edit-post_sortable_columns', 'newsdesk_admin_sortable_signal_columns' );
add_action( 'load-edit.php', 'newsdesk_admin_load_posts_list' );
add_action( 'wp_dashboard_setup', 'newsdesk_admin_add_most_read_widget' );

/**
 * Adds the two columns after the date.
 *
 * @param array<string, string> $columns The posts list's columns.
 * @return array<string, string>
 */
function newsdesk_admin_signal_columns( $columns ) {
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
function newsdesk_admin_sortable_signal_columns( $columns ) {
	$columns                   = is_array( $columns ) ? $columns : array();
	$columns['newsdesk_reads'] = array( 'newsdesk_reads', true );
	return $columns;
}

/**
 * On the posts list only: the sort by reads and the columns' width.
 */
function newsdesk_admin_load_posts_list() {
	add_filter( 'posts_clauses', 'newsdesk_admin_sort_by_reads', 10, 2 );
	add_action( 'admin_enqueue_scripts', 'newsdesk_admin_signal_columns_style' );
}

/**
 * The columns' width (the list's table has a fixed layout: without one they
 * would take as much room as the title).
 */
function newsdesk_admin_signal_columns_style() {
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
function newsdesk_admin_post_signals( int $post_id ): array {
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
		if ( $wp_query instanceof WP_Query && is_array( $wp_query->posts ) ) {
			foreach ( $wp_query->posts as $post ) {
				$ids[] = is_object( $post ) ? (int) $post->ID : (int) $post;
			}
		}
		$ids    = array_values( array_diff( array_unique( array_filter( $ids ) ), array_keys( $known ) ) );
		$reads  = newsdesk_admin_window_reads( $ids, NEWSDESK_ADMIN_READS_DAYS );
		$totals = newsdesk_signal_totals( $ids );
		foreach ( $ids as $id ) {
			// As the site shows it: votes an importer brought (the post's meta, in the list's primed
			// meta cache) and those readers gave since.
			$post = get_post( $id );
			$seed = $post instanceof WP_Post ? newsdesk_post_vote( $post ) : array(
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
function newsdesk_admin_window_reads( array $ids, int $days ): array {
	global $wpdb;
	$ids = array_values( array_unique( array_filter( array_map( 'absint', $ids ) ) ) );
	if ( array() === $ids ) {
		return array();
	}
	$table = newsdesk_signals_tables()['reads'];
	$reads = array();
	// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- our own table; the ids are integers.
	$rows = $wpdb->get_results(
		$wpdb->prepare(
			"SELECT post_id, SUM( readers ) AS readers FROM {$table} WHERE post_id IN ( " . implode( ',', $ids ) . ' ) AND day >= %s GROUP BY post_id',
			newsdesk_window_start( $days )
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
function newsdesk_admin_render_signal_column( $column, $post_id ) {
	if ( 'newsdesk_reads' !== $column && 'newsdesk_rating' !== $column ) {
		return;
	}
	$signals = newsdesk_admin_post_signals( (int) $post_id );
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
function newsdesk_admin_sort_by_reads( $clauses, $query ) {
	global $wpdb;
	if ( ! is_array( $clauses ) || ! $query instanceof WP_Query || ! is_admin() || ! $query->is_main_query() || 'newsdesk_reads' !== $query->get( 'orderby' ) || 'post' !== $query->get( 'post_type' ) ) {
		return $clauses;
	}
	$table = newsdesk_signals_tables()['reads'];
	$langs = newsdesk_languages();
	$in    = implode( ',', array_fill( 0, count( $langs ), '%s' ) );
	$order = 'ASC' === strtoupper( (string) $query->get( 'order' ) ) ? 'ASC' : 'DESC';
	// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- our own table; the values are placeholders.
	$clauses['join']   .= $wpdb->prepare( " LEFT JOIN ( SELECT post_id, SUM( readers ) AS readers FROM {$table} WHERE lang IN ( {$in} ) AND day >= %s GROUP BY post_id ) newsdesk_window ON newsdesk_window.post_id = {$wpdb->posts}.ID", array_merge( $langs, array( newsdesk_window_start( NEWSDESK_ADMIN_READS_DAYS ) ) ) );
	$clauses['orderby'] = "COALESCE( newsdesk_window.readers, 0 ) {$order}, {$wpdb->posts}.post_date DESC, {$wpdb->posts}.ID DESC";
	return $clauses;
}

/**
 * The dashboard widget, for those who edit posts.
 */
function newsdesk_admin_add_most_read_widget() {
	if ( current_user_can( 'edit_posts' ) ) {
		wp_add_dashboard_widget( 'newsdesk_most_read_today', __( 'Most read today', 'newsdesk' ), 'newsdesk_admin_render_most_read_widget' );
	}
}

/**
 * The posts read by the most readers today (UTC) in each language, as the site
 * shows them (published posts of that language), most read first, newest first
 * on ties. One query: today's rows of each language (a range per language of
 * the key (lang, day, post_id, readers)), then each one's row of the index by
 * its primary key (STRAIGHT_JOIN: never the other way round, which would read
 * every indexed post).
 *
 * @param int $wanted Posts per language.
 * @return array<string, array<int, array{post: int, readers: int}>> By language, in Newsdesk's order; languages nobody read today are left out.
 */
function newsdesk_admin_most_read_today( int $wanted ): array {
	global $wpdb;
	$reads = newsdesk_signals_tables()['reads'];
	$index = newsdesk_index_tables()['posts'];
	$langs = newsdesk_languages();
	$in    = implode( ',', array_fill( 0, count( $langs ), '%s' ) );
	// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- our own tables; the values are placeholders.
	$rows = $wpdb->get_results(
		$wpdb->prepare(
			"SELECT lang, post_id, readers FROM (
				SELECT r.lang, r.post_id, r.readers, ROW_NUMBER() OVER ( PARTITION BY r.lang ORDER BY r.readers DESC, i.published DESC, r.post_id DESC ) AS place
				FROM {$reads} r STRAIGHT_JOIN {$index} i ON i.post_id = r.post_id AND i.post_type = 'post' AND i.lang = r.lang
				WHERE r.lang IN ( {$in} ) AND r.day = %s
			) ranked WHERE place <= %d ORDER BY place",
			array_merge( $langs, array( gmdate( 'Y-m-d' ), $wanted ) )
		)
	);
	// phpcs:enable
	$most = array_fill_keys( $langs, array() );
	foreach ( (array) $rows as $row ) {
		if ( isset( $most[ $row->lang ] ) ) {
			$most[ $row->lang ][] = array(
				'post'    => (int) $row->post_id,
				'readers' => (int) $row->readers,
			);
		}
	}
	return array_filter( $most );
}

/**
 * A language's name, as it names itself.
 *
 * @param string $lang A language code.
 */
function newsdesk_admin_language_name( string $lang ): string {
	return newsdesk_language_names()[ $lang ] ?? $lang;
}

/**
 * "Most read today": each language's most read posts, linked to their edit
 * screen (when the user may edit them), with today's readers.
 */
function newsdesk_admin_render_most_read_widget() {
	$most = newsdesk_admin_most_read_today( NEWSDESK_ADMIN_MOST_READ );
	if ( array() === $most ) {
		echo '<p class="newsdesk-most-read-empty">' . esc_html__( 'Nothing was read today yet: the most read posts show here as soon as Newsdesk sends today\'s readers.', 'newsdesk' ) . '</p>';
		return;
	}
	// The posts' rows in one query, not one a post.
	_prime_post_caches( array_merge( ...array_map( static fn( array $rows ) => wp_list_pluck( $rows, 'post' ), array_values( $most ) ) ), false, false );
	echo '<p class="description">' . esc_html__( 'Distinct readers since midnight UTC.', 'newsdesk' ) . '</p>';
	foreach ( $most as $lang => $rows ) {
		printf( '<h3 class="newsdesk-most-read-lang" lang="%1$s">%2$s <span class="count">(%1$s)</span></h3><ol class="newsdesk-most-read" data-lang="%1$s">', esc_attr( $lang ), esc_html( newsdesk_admin_language_name( $lang ) ) );
		foreach ( $rows as $row ) {
			$post  = get_post( $row['post'] );
			$title = $post instanceof WP_Post ? get_the_title( $post ) : '';
			$title = '' === trim( wp_strip_all_tags( $title ) ) ? __( '(no title)', 'newsdesk' ) : wp_strip_all_tags( $title );
			$link  = $post instanceof WP_Post ? get_edit_post_link( $post->ID ) : null;
			/* translators: %s: how many readers. */
			$readers = sprintf( _n( '%s reader', '%s readers', $row['readers'], 'newsdesk' ), number_format_i18n( $row['readers'] ) );
			echo '<li data-post="' . esc_attr( (string) $row['post'] ) . '">';
			if ( $link ) {
				echo '<a href="' . esc_url( $link ) . '">' . esc_html( $title ) . '</a>';
			} else {
				echo esc_html( $title );
			}
			echo ' &#8212; <span class="newsdesk-readers">' . esc_html( $readers ) . '</span></li>';
		}
		echo '</ol>';
	}
}
