<?php
/**
 * Uninstall: removes the plugin's options, its own tables (the index, and the
 * reader signals Newsdesk counted) and its pending purge retries and index batches. Posts, pages, categories, their meta
 * and the language terms are the site's content and stay.
 *
 * @package Newsdesk
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

/**
 * Removes the options and transients of the current site (every one the plugin
 * writes is named `newsdesk_...`: settings, purge failures, hidden searches,
 * the index's state, caches), its tables and its scheduled events.
 */
function newsdesk_uninstall_site() {
	global $wpdb;
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a one-off listing of our own option names; each is then removed through delete_option().
	$names = $wpdb->get_col(
		$wpdb->prepare(
			"SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s OR option_name LIKE %s",
			$wpdb->esc_like( 'newsdesk_' ) . '%',
			$wpdb->esc_like( '_transient_newsdesk_' ) . '%'
		)
	);
	foreach ( array_merge( array( 'newsdesk_settings', 'newsdesk_purge_failures', 'newsdesk_hidden_searches' ), (array) $names ) as $name ) {
		if ( str_starts_with( $name, '_transient_' ) ) {
			delete_transient( substr( $name, strlen( '_transient_' ) ) );
		} else {
			delete_option( $name );
		}
	}
	wp_unschedule_hook( 'newsdesk_retry_purge' );
	wp_unschedule_hook( 'newsdesk_index_batch' );
	// The index and the reader signals (includes/index/class-index-schema.php, includes/signals/class-signals-schema.php; the plugin is not
	// loaded here, so their names are spelled out).
	foreach ( array( 'newsdesk_posts', 'newsdesk_post_terms', 'newsdesk_term_counts', 'newsdesk_words', 'newsdesk_author_counts', 'newsdesk_reads', 'newsdesk_totals', 'newsdesk_searches', 'newsdesk_signal_batches' ) as $table ) {
		$wpdb->query( "DROP TABLE IF EXISTS {$wpdb->prefix}{$table}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery.SchemaChange -- our own tables.
	}
}

if ( is_multisite() ) {
	foreach ( get_sites(
		array(
			'fields' => 'ids',
			'number' => 0,
		)
	) as $newsdesk_site_id ) {
		switch_to_blog( $newsdesk_site_id );
		newsdesk_uninstall_site();
		restore_current_blog();
	}
} else {
	newsdesk_uninstall_site();
}
